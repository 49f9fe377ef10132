/**
 * zod compiles object schemas with `new Function` for speed, after probing whether the page may;
 * under our `script-src 'self'` the probe alone is a reported CSP violation on every page with
 * a form. Forms parse small objects: zod's plain path is fast enough. zod keeps its settings on
 * `globalThis.__zod_globalConfig` (shared by every copy of it), so this is set before zod loads,
 * without loading it.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};

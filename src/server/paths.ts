import { fileURLToPath } from 'node:url';

// Both src/server/paths.ts and the bundled dist/server/main.js sit two folders below the
// project root, so this one relative URL finds the root from either.
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../dist/web', import.meta.url));
/** The web app's server entry, built beside the app (`npm run build:web`, ADR 24). */
export const serverEntryFile = fileURLToPath(
  new URL('../../dist/ssr/entry-server.js', import.meta.url),
);

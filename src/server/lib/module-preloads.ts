import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The route modules each page people land on runs first, named as Vite's manifest names them
 * (the `lazy` imports of `src/web/app/router.tsx`). e2e/landing-pages.spec.ts checks that the
 * browser fetches no code for these pages that their HTML did not name.
 */
const PAGE_BANNER = 'src/web/features/banners/components/page-banner.tsx';

export const LANDING_PAGE_MODULES = {
  // The announcement banner (about 1 kB) is a chunk of its own, drawn at once on home and event
  // pages whenever a banner is active for them; a space page shows none.
  // Its cards and the header's search box are chunks of their own, drawn with the page (ADR 29).
  home: [
    'src/web/app/routes/home-page.tsx',
    'src/web/components/event-card.tsx',
    'src/web/features/events/components/event-search-box.tsx',
    PAGE_BANNER,
  ],
  // The booking panel is a chunk of its own, but drawn with the page.
  event: [
    'src/web/app/routes/event-route.tsx',
    'src/web/features/tickets/components/booking-panel.tsx',
    'src/web/features/events/components/event-hosts.tsx',
    'src/web/features/events/components/event-expect.tsx',
    PAGE_BANNER,
  ],
  // Its events and the roles' details are chunks of their own, drawn with the page (ADR 29);
  // the guests' testimonials follow it in the browser (issue 25).
  space: [
    'src/web/app/routes/space-route.tsx',
    'src/web/features/testimonials/components/space-testimonials.tsx',
    'src/web/features/testimonials/components/testimonials-section.tsx',
    'src/web/features/spaces/components/space-events.tsx',
    'src/web/features/spaces/components/role-details.tsx',
  ],
} as const;

export type LandingPage = keyof typeof LANDING_PAGE_MODULES;

/** For each landing page, the addresses of the code its route needs beyond the entry's. */
export type ModulePreloads = Readonly<Record<LandingPage, readonly string[]>>;

export const NO_MODULE_PRELOADS: ModulePreloads = { home: [], event: [], space: [] };

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * Without these, the browser learns of a page's route code only once the entry has run and
 * asked for it, one round trip after the entry, and Vite's loader then adds a preload tag per
 * chunk while the page hydrates (issue 14). Named in the HTML, it all downloads at once.
 */
export function modulePreloadsOf(manifest: Manifest): ModulePreloads {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const inEntry = entry ? staticClosure(manifest, [entry]) : new Set<string>();
  const preloadsOf = (sources: readonly string[]) => {
    for (const source of sources)
      if (!manifest[source]) throw new Error(`${source} is not in the web app's build manifest`);
    return [...staticClosure(manifest, sources)]
      .filter((key) => !inEntry.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  };
  return {
    home: preloadsOf(LANDING_PAGE_MODULES.home),
    event: preloadsOf(LANDING_PAGE_MODULES.event),
    space: preloadsOf(LANDING_PAGE_MODULES.space),
  };
}

/** The chunks `keys` import statically, transitively, themselves included. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** Reads the manifest Vite wrote beside the build; none when the build has no manifest. */
export async function readModulePreloads(distDir: string): Promise<ModulePreloads> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return NO_MODULE_PRELOADS;
  return modulePreloadsOf(JSON.parse(await readFile(file, 'utf8')) as Manifest);
}

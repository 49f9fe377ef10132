// Reports the JavaScript and CSS each public page needs before it can show anything: the entry
// chunk, the page's own chunk, and every chunk either imports statically (what the browser
// fetches before the page renders), gzip-compressed as the server sends them. Reads the
// manifest Vite writes beside the build (`build.manifest`), so run `npm run build:web` first.
//
//   npm run size             prints the table
//   npm run size -- --check  also fails when a page's JavaScript is above the budget (issue 20)
//   npm run size -- --check --budget 120   the same against another figure
//
// A landing page the server draws also shows lazy parts from chunks of their own (ADR 29): the
// table adds them in a column of their own, though the budget is for the page without them (the
// page is readable before any script, and React takes those parts over once their code is here).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist/web');
const budgetArg = process.argv.indexOf('--budget');
const BUDGET_KB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 130;
if (!(BUDGET_KB > 0)) throw new Error('--budget takes a number of kB');
/**
 * The public pages, each by its route module and any part it draws at once from a chunk of its
 * own (`/signup` opens on the sign-up form, which `/login` fetches only when its tab is opened).
 */
const PUBLIC_PAGES = {
  '/': ['src/web/app/routes/home-page.tsx'],
  '/events/:slug': ['src/web/app/routes/event-route.tsx'],
  '/@handle': ['src/web/app/routes/space-route.tsx'],
  '/login': ['src/web/app/routes/auth/auth-page.tsx'],
  '/signup': ['src/web/app/routes/auth/auth-page.tsx', 'src/web/app/routes/auth/sign-up-form.tsx'],
  '/forgot-password': ['src/web/features/auth/pages/forgot-password-page.tsx'],
  '/reset-password': ['src/web/features/auth/pages/reset-password-page.tsx'],
  '/about': ['src/web/features/info/pages/about-page.tsx'],
  '/terms': ['src/web/features/info/pages/terms-page.tsx'],
  '/privacy': ['src/web/features/info/pages/privacy-page.tsx'],
  '/contact': ['src/web/features/info/pages/contact-page.tsx'],
  '/branding': ['src/web/features/info/pages/branding-page.tsx'],
  '/updates': ['src/web/features/info/pages/updates-page.tsx'],
  '/sitemap': ['src/web/features/info/pages/sitemap-page.tsx'],
};

/** The lazy parts each landing page draws at once (module-preloads.ts names them in its HTML). */
const DRAWN_PARTS = {
  '/': [
    'src/web/components/event-card.tsx',
    'src/web/features/events/components/event-search-box.tsx',
  ],
  '/events/:slug': [
    'src/web/features/tickets/components/booking-panel.tsx',
    'src/web/features/events/components/event-hosts.tsx',
    'src/web/features/events/components/event-expect.tsx',
  ],
  '/@handle': [
    'src/web/features/testimonials/components/space-testimonials.tsx',
    'src/web/features/spaces/components/space-events.tsx',
    'src/web/features/spaces/components/role-details.tsx',
  ],
};

/**
 * Pages known to be over the budget, each with the figure it may not pass and why: `--check`
 * holds them there, and says so, until they are brought within the budget. None since ADR 36
 * brought `/signup` within it.
 * @type {Record<string, { limit: number, why: string }>}
 */
const KNOWN_OVER = {};

const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk and everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSizes = new Map();
async function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(await readFile(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const rows = [];
for (const [page, sources] of Object.entries(PUBLIC_PAGES)) {
  const chunks = staticClosure(entryKey, new Set());
  for (const source of sources) {
    if (!manifest[source])
      throw new Error(`${source} is not a chunk of the build; update PUBLIC_PAGES`);
    staticClosure(source, chunks);
  }
  const js = await totalOf(chunks, 'file');
  const css = await totalOf(chunks, 'css');
  const withParts = new Set(chunks);
  for (const source of DRAWN_PARTS[page] ?? []) {
    if (!manifest[source])
      throw new Error(`${source} is not a chunk of the build; update DRAWN_PARTS`);
    staticClosure(source, withParts);
  }
  rows.push({
    page,
    'JS kB gzip': kB(js),
    '+ parts drawn': DRAWN_PARTS[page] ? kB(await totalOf(withParts, 'file')) : '',
    'CSS kB gzip': kB(css),
    chunks: chunks.size,
  });
}
console.table(rows);

async function totalOf(chunks, kind) {
  let bytes = 0;
  for (const key of chunks) {
    if (kind === 'file') bytes += await gzipSize(manifest[key].file);
    else for (const sheet of manifest[key].css ?? []) bytes += await gzipSize(sheet);
  }
  return bytes;
}

if (process.argv.includes('--check')) {
  let failed = false;
  for (const row of rows) {
    const known = KNOWN_OVER[row.page];
    const limit = known ? Math.max(known.limit, BUDGET_KB) : BUDGET_KB;
    if (row['JS kB gzip'] > limit) {
      failed = true;
      console.error(`${row.page}: ${row['JS kB gzip']} kB of JavaScript, budget ${limit} kB`);
    } else if (known && row['JS kB gzip'] > BUDGET_KB)
      console.warn(
        `${row.page}: ${row['JS kB gzip']} kB, over the ${BUDGET_KB} kB budget: ${known.why}`,
      );
  }
  if (failed) process.exit(1);
  console.log(`every public page is within its budget of JavaScript (gzip), ${BUDGET_KB} kB`);
}

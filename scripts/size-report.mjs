// Reports the JavaScript and CSS each public page needs before it can show anything: the entry
// chunk, the page's own chunk, and every chunk either imports statically (what the browser
// fetches before the page renders), gzip-compressed as the server sends them. Reads the
// manifest Vite writes beside the build (`build.manifest`), so run `npm run build:web` first.
//
//   npm run size             prints the table
//   npm run size -- --check  also fails when a page's JavaScript is above the budget (issue 14)
//   npm run size -- --check --budget 100   the same against another figure
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve('dist/web');
const budgetArg = process.argv.indexOf('--budget');
const BUDGET_KB = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 120;
if (!(BUDGET_KB > 0)) throw new Error('--budget takes a number of kB');
/**
 * The public pages, each by its route module and any part it draws at once from a chunk of its
 * own (`/signup` opens on the sign-up form, which `/login` fetches only when its tab is opened).
 */
const PUBLIC_PAGES = {
  '/': ['src/web/app/routes/home-page.tsx'],
  '/events/:slug': ['src/web/app/routes/event-route.tsx'],
  '/@handle': ['src/web/features/spaces/pages/facilitator-page.tsx'],
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
  let js = 0;
  let css = 0;
  for (const key of chunks) {
    js += await gzipSize(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css += await gzipSize(sheet);
  }
  rows.push({ page, 'JS kB gzip': kB(js), 'CSS kB gzip': kB(css), chunks: chunks.size });
}
console.table(rows);

if (process.argv.includes('--check')) {
  const over = rows.filter((row) => row['JS kB gzip'] > BUDGET_KB);
  for (const row of over)
    console.error(`${row.page}: ${row['JS kB gzip']} kB of JavaScript, budget ${BUDGET_KB} kB`);
  if (over.length) process.exit(1);
  console.log(`every public page is within ${BUDGET_KB} kB of JavaScript (gzip)`);
}

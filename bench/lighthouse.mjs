// Lighthouse on the pages people land on, against a running Kindred (issue 14's figures): the
// mobile preset with its default simulated throttling (slow 4G, 4× CPU), several runs a page,
// the median of each figure printed as a table. Not part of CI: its numbers move with the
// machine's load, so it is run by hand, before and after a change, on a build seeded with
// `npm run seed`:
//
//   npm run build
//   PORT=4193 DATA_DIR=/tmp/lh-data node dist/server/seed.js
//   PORT=4193 DATA_DIR=/tmp/lh-data node dist/server/main.js &
//   node bench/lighthouse.mjs --base http://localhost:4193 [--runs 3] [--json out.json] [/path …]
//
// Lighthouse is not one of Kindred's dependencies: the script runs `npx -y lighthouse@13`, or the
// command in LIGHTHOUSE (e.g. LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse), with the
// Chromium in CHROME_PATH (default /usr/bin/chromium). Without paths on the command line it
// measures `/`, the seeded "Ecstatic Dance Bristol" event (found through `/api/events`), the
// space `/@maya-rivers` and `/login`.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}
const base = option('base', 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(option('runs', 3));
const jsonOut = option('json');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseCommand = (process.env.LIGHTHOUSE ?? 'npx -y lighthouse@13').split(' ');
const optionValues = new Set(
  ['base', 'runs', 'json'].map((name) => option(name)).filter((value) => value !== undefined),
);
const givenPaths = process.argv
  .slice(2)
  .filter((arg) => arg.startsWith('/') && !optionValues.has(arg));

/** The seeded event's address, which carries its id and so changes with every seed. */
async function eventPath(title) {
  const response = await fetch(`${base}/api/events`);
  if (!response.ok) throw new Error(`GET ${base}/api/events: ${response.status}`);
  const { events } = await response.json();
  if (!events.length) throw new Error('no events: seed the database first (npm run seed)');
  const event = events.find((candidate) => candidate.title === title) ?? events[0];
  return event.path;
}

const pages = givenPaths.length
  ? givenPaths.map((path) => ({ name: path, path }))
  : [
      { name: '/', path: '/' },
      { name: 'event', path: await eventPath('Ecstatic Dance Bristol') },
      { name: 'space', path: '/@maya-rivers' },
      { name: '/login', path: '/login' },
    ];

/** One Lighthouse run; its JSON report on stdout. */
function lighthouse(url) {
  const [command, ...args] = lighthouseCommand;
  const child = spawn(
    command,
    [
      ...args,
      url,
      `--chrome-path=${chromePath}`,
      '--chrome-flags=--headless=new --no-sandbox',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (data) => (out += data));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse ${url}: exit ${code}`)),
    );
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again. */
async function lighthouseRetried(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`${error.message}; again\n`);
    }
  }
}

function figures(report) {
  const audit = (id) => report.audits[id].numericValue;
  const score = (id) => Math.round(report.categories[id].score * 100);
  return {
    performance: score('performance'),
    'LCP s': audit('largest-contentful-paint') / 1000,
    CLS: audit('cumulative-layout-shift'),
    'TBT ms': audit('total-blocking-time'),
    'FCP s': audit('first-contentful-paint') / 1000,
    a11y: score('accessibility'),
    'best practices': score('best-practices'),
    SEO: score('seo'),
    // Lighthouse's measure of this machine's speed at the time (a loaded machine scores lower).
    'CPU index': report.environment.benchmarkIndex,
    // The machine's one-minute load average as the run ended (an idle two-core machine: under 1).
    load: loadavg()[0],
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const rounding = { 'LCP s': 2, CLS: 3, 'TBT ms': 0, 'FCP s': 2, 'CPU index': 0, load: 2 };
const rows = [];
const allRuns = {};
for (const page of pages) {
  const runFigures = [];
  for (let run = 1; run <= runs; run += 1) {
    process.stderr.write(`lighthouse ${page.name} (${run}/${runs})\n`);
    runFigures.push(figures(await lighthouseRetried(base + page.path)));
  }
  allRuns[page.name] = runFigures;
  const row = { page: page.name };
  for (const key of Object.keys(runFigures[0])) {
    const digits = rounding[key] ?? 0;
    row[key] = Number(median(runFigures.map((figure) => figure[key])).toFixed(digits));
  }
  rows.push(row);
}

console.log(`Lighthouse, mobile preset, median of ${runs} run(s) per page, ${base}`);
console.table(rows);
if (jsonOut) await writeFile(jsonOut, JSON.stringify({ base, runs, rows, allRuns }, null, 2));

/**
 * npm run bench — how fast Kindred's public endpoints are with 100,000 events (a fifth of them dates
 * of 2,000 weekly series) and 10,000 hosts, or with BENCH_EVENTS=1000000 a million events over five
 * years (200,000 to come) and 50,000 hosts (issue 24), and how close they come to what lies beneath them. For every endpoint, in one run, at the same
 * concurrency (50): the API over HTTP (autocannon); the very SQL that endpoint sent, replayed
 * straight through a pg pool; and a bare Fastify route answering the same JSON. Prints p50, p99,
 * requests/s and API ÷ min(raw SQL, bare route), and writes bench/results.json. After `npm run
 * build`, also the landing pages (home, an event, a space) as HTML drawn on the server, each beside
 * the API answer it is drawn from, with the anonymous cache off and on (issue 20, ADR 29). Then
 * the booking path, and mail: 1,000 booking mails to a local SMTP sink and a confirmation behind
 * them (issue 21, bench/mail-throughput.ts). A facilitator's calendar feed of 500 events (issue 23)
 * is measured in the table, and one calendar at a time against its goal (p99 ≤ 50 ms).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Sql } from 'postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { startJobQueue } from '../src/server/lib/job-queue';
import { mailThroughput } from './mail-throughput';
import { serverEntryFile } from '../src/server/paths';
import { londonDate } from '../src/shared/events/london-dates';

const CONNECTIONS = 50;
// The raw-SQL pool and the API hold the same number of PostgreSQL connections.
const POOL_SIZE = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const baseUrl = new URL(
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
// BENCH_DB names another database, so two benchmarks can keep their seeded data side by side.
const benchDb = process.env.BENCH_DB ?? 'kindred_bench';
// For iterating on one endpoint: BENCH_ONLY=search runs the endpoints whose name contains it, and
// BENCH_REUSE=1 keeps the database the previous run seeded. results.json is only written by full runs.
const only = process.env.BENCH_ONLY;
const reuse = process.env.BENCH_REUSE === '1';
// BENCH_SEED_ONLY=1 seeds the database and stops, for reading plans by hand.
const seedOnly = process.env.BENCH_SEED_ONLY === '1';

/** The seeded sizes (seed-bench-data.sql): events spread over `span` days from `back` days ago. */
const SIZES = {
  100000: { hosts: 10000, span: 400, back: 30 },
  1000000: { hosts: 50000, span: 1850, back: 1480 },
} as const;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100000);
if (!(EVENTS in SIZES)) throw new Error('BENCH_EVENTS is 100000 or 1000000');
const SIZE = SIZES[EVENTS as keyof typeof SIZES];

type Measure = { p50: number; p99: number; rps: number };
/** The seeded facilitator with 500 events to come (seed-bench-data.sql), for their feed. */
const FEED_HOST = `host${SIZE.hosts}`;
const FEED_ENDPOINT = 'host feed (500 events)';
type Row = {
  endpoint: string;
  api: Measure;
  rawSql: Measure;
  bareRoute: Measure;
  ratio: number;
  /** The API with one client: the server's own time for a request, nothing queued. */
  oneClient: Measure;
};
/** A landing page as HTML (drawn on the server, ADR 29) beside the API answer it is drawn from. */
type PageRow = { page: string; html: Measure; api: Measure; ratio: number };

async function main() {
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${benchDb}`;
  if (!reuse) await recreateDatabase();
  const handle = await openDatabase({ databaseUrl: dbUrl.toString() });
  await runMigrations(handle);
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: POOL_SIZE });
  if (!reuse) {
    console.log(`seeding ${SIZE.hosts} hosts and ${EVENTS} events…`);
    const started = performance.now();
    const seedSql = (await readFile(new URL('./seed-bench-data.sql', import.meta.url), 'utf8'))
      .replaceAll(':today', `'${londonDate()}'`)
      .replaceAll(':events', String(EVENTS))
      .replaceAll(':hosts', String(SIZE.hosts))
      .replaceAll(':span', String(SIZE.span))
      .replaceAll(':back', String(SIZE.back));
    await pool.query(seedSql);
    // What autovacuum would soon do to a live database: visibility map and planner statistics.
    await pool.query('vacuum analyze');
    // Write out what seeding dirtied now, not during the first endpoints' measures.
    await pool.query('checkpoint');
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  if (seedOnly) {
    await pool.end();
    await handle.close();
    return;
  }

  // The app, with every query it sends recorded so the raw-SQL run can replay exactly those.
  const recorded: Array<{ name?: string; text: string; values: unknown[] }> = [];
  let recording = false;
  const appHandle = await openDatabase({ databaseUrl: dbUrl.toString() });
  const appClient = (appHandle.db as unknown as { $client: Sql }).$client;
  const originalUnsafe = appClient.unsafe.bind(appClient);
  // Drizzle and the app's own statements all reach postgres.js through unsafe(text, values, options).
  appClient.unsafe = ((text: string, values: unknown[] = [], options?: { prepare?: boolean }) => {
    if (recording) {
      // A statement the app prepares is replayed as a named prepared statement too, named by
      // its text: pg refuses one name for two texts on a connection, across all endpoints.
      const name = options?.prepare
        ? `replay_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
        : undefined;
      recorded.push({ name, text, values });
    }
    return originalUnsafe(text, values as never[], options);
  }) as Sql['unsafe'];
  const config = {
    ...loadConfig({
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      LOG_LEVEL: 'warn',
      PUBLIC_CACHE_SECONDS: '0',
    }),
    port: 0,
  };
  const jobs = await startJobQueue(appHandle, { onError: console.error });
  const recorder = await buildApp({ config, db: appHandle.db, jobs, logger: false });
  // The API under load runs as `npm start` would, in a process of its own, with its anonymous
  // cache turned off: every request below is a visitor's, answered from the database.
  const apiEnv = {
    DATABASE_URL: dbUrl.toString(),
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Every benchmark buyer comes from 127.0.0.1.
    RATE_LIMIT_ORDERS_PER_IP: '100000000',
    RATE_LIMIT_ORDERS_PER_EMAIL: '100000000',
  };
  const apiAddress = 'http://127.0.0.1:4401';
  const api = await startProcess(
    'src/server/main.ts',
    { ...apiEnv, PORT: '4401', PUBLIC_CACHE_SECONDS: '0' },
    `${apiAddress}/api/health`,
  );
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'kindred-bench-'));

  const { rows: sample } = await pool.query(
    `select id from events where is_draft = false and start_date >= $1 order by start_date limit 1 offset 500`,
    [londonDate()],
  );
  const { rows: cats } = await pool.query(`select id from event_categories order by id limit 1`);
  const { rows: facts } = await pool.query(
    `select id from event_facts where name in ('Step-free entrance', 'Alcohol-free') order by id`,
  );
  const allEndpoints = [
    { name: 'home list', path: '/api/events' },
    { name: 'category + date filter', path: `/api/events?date=month&categories=${cats[0].id}` },
    // What to expect (issue 25): step-free and alcohol-free, a twelfth of the events.
    { name: 'facts filter', path: `/api/events?facts=${facts.map((f) => f.id).join(',')}` },
    {
      name: 'category + date + facts filter',
      path: `/api/events?date=month&categories=${cats[0].id}&facts=${facts[0].id}`,
    },
    { name: 'search, common term', path: '/api/events/search?q=breath' },
    { name: 'search, rare term', path: '/api/events/search?q=zephyrine' },
    { name: 'search, common description word', path: '/api/events/search?q=blanket' },
    { name: 'search, rare description word', path: '/api/events/search?q=marigold' },
    // A twelfth of the hosts share this surname (seed-bench-data.sql): 4,167 of 50,000 at a million.
    { name: 'search, host name', path: '/api/events/search?q=okafor' },
    { name: 'event page', path: `/api/events/${sample[0].id}` },
    // A calendar file (text/calendar), not JSON: the bare route answers the same text. Asked
    // once before its SQL is recorded: under load the file written first is kept by its ETag,
    // and each request sends only the query of the feed's version.
    { name: FEED_ENDPOINT, path: `/@${FEED_HOST}/calendar.ics`, warm: true },
  ];
  const endpoints = allEndpoints.filter((e) => !only || e.name.includes(only));
  const { rows: spaces } = await pool.query(
    `select s.handle from facilitator_spaces s
      where exists (select 1 from events e where e.user_id = s.user_id and not e.is_draft and e.start_date >= $1)
      order by s.handle limit 1`,
    [londonDate()],
  );
  // Home, an event and a space as a person's browser asks for them, each beside its API answer.
  const landingPages = existsSync(serverEntryFile)
    ? [
        { page: 'home', html: '/', api: '/api/events' },
        {
          page: 'event',
          html: `/events/bench?id=${sample[0].id}`,
          api: `/api/events/${sample[0].id}`,
        },
        {
          page: 'space',
          html: `/@${spaces[0].handle}`,
          api: `/api/facilitators/${encodeURIComponent(`@${spaces[0].handle}`)}`,
        },
      ].filter((p) => !only || `${p.page} page`.includes(only))
    : [];
  if (!existsSync(serverEntryFile))
    console.log('no build: the landing pages as HTML are measured after `npm run build`');
  const benchBookings = !only || 'booking'.includes(only);

  const rows: Row[] = [];
  for (const endpoint of endpoints) {
    // One recorded request gives the SQL sequence and the exact JSON body.
    if ('warm' in endpoint) await recorder.inject({ method: 'GET', url: endpoint.path });
    recorded.length = 0;
    recording = true;
    const probe = await recorder.inject({ method: 'GET', url: endpoint.path });
    recording = false;
    const type = String(probe.headers['content-type'] ?? '');
    const body = type.startsWith('application/json') ? JSON.stringify(probe.json()) : probe.body;
    const queries = [...recorded];

    const api = await httpLoad(`${apiAddress}${endpoint.path}`);
    const rawSql = await sqlLoad(pool, queries);
    const bodyFile = path.join(scratch, 'body');
    await writeFile(bodyFile, body);
    const bare = await startProcess(
      'bench/bare-server.ts',
      { BODY_FILE: bodyFile, BODY_TYPE: type, PORT: '4402' },
      'http://127.0.0.1:4402/',
    );
    const bareRoute = await httpLoad('http://127.0.0.1:4402/');
    bare.kill();
    const ratio = api.rps / Math.min(rawSql.rps, bareRoute.rps);
    const oneClient = await httpLoad(`${apiAddress}${endpoint.path}`, {}, 1);
    rows.push({ endpoint: endpoint.name, api, rawSql, bareRoute, ratio, oneClient });
    console.log(`${endpoint.name}: ${queries.length} queries per request`);
    await printPlans(pool, queries);
  }
  // A calendar feed is fetched by calendar servers now and then, not by fifty at once: its goal
  // (issue 23) is the server's time for one request, so one connection, nothing queued.
  const feedAlone = endpoints.some((e) => e.name === FEED_ENDPOINT)
    ? await httpLoad(`${apiAddress}/@${FEED_HOST}/calendar.ics`, {}, 1)
    : null;
  const uncachedPages = await pageLoads(apiAddress, landingPages);
  api.kill();
  // What anonymous visitors get by default: the same API with its few seconds of shared answers.
  const cachedAddress = 'http://127.0.0.1:4403';
  const cachedApi = await startProcess(
    'src/server/main.ts',
    { ...apiEnv, PORT: '4403' },
    `${cachedAddress}/api/health`,
  );
  const cached = await httpLoad(`${cachedAddress}/api/events`);
  const cachedSearch = await httpLoad(`${cachedAddress}/api/events/search?q=breath`);
  const cachedEventPage = await httpLoad(`${cachedAddress}/api/events/${sample[0].id}`);
  const cachedPages = await pageLoads(cachedAddress, landingPages);
  const { rows: bookable } = await pool.query(
    `select id from events where is_draft = false and not is_external and start_date > $1 limit 1`,
    [londonDate()],
  );
  const booking = benchBookings ? await bookingLoad(cachedAddress, pool, bookable[0].id) : null;
  const writes = !only || 'writes'.includes(only) ? await writeLoad(pool, sample[0].id) : null;
  const benchMail = !only || 'mail'.includes(only);
  const mail = benchMail
    ? await mailThroughput({
        pool,
        jobs,
        bookingApp: cachedAddress,
        eventId: bookable[0].id,
        stopBookingApp: () => cachedApi.kill(),
        startMailApp: async (smtpUrl) =>
          startProcess(
            'src/server/main.ts',
            { ...apiEnv, PORT: '4404', SMTP_URL: smtpUrl },
            'http://127.0.0.1:4404/api/health',
          ),
      })
    : null;
  cachedApi.kill();

  console.log(`\nconcurrency ${CONNECTIONS}, ${SECONDS} s per measure; latency in ms\n`);
  console.table(
    rows.map((r) => ({
      endpoint: r.endpoint,
      'API p50': r.api.p50,
      'API p99': r.api.p99,
      'API req/s': Math.round(r.api.rps),
      'SQL p50': r.rawSql.p50,
      'SQL p99': r.rawSql.p99,
      'SQL req/s': Math.round(r.rawSql.rps),
      'bare p50': r.bareRoute.p50,
      'bare p99': r.bareRoute.p99,
      'bare req/s': Math.round(r.bareRoute.rps),
      ratio: Number(r.ratio.toFixed(2)),
      '1 client p50': r.oneClient.p50,
      '1 client p99': r.oneClient.p99,
    })),
  );
  if (feedAlone)
    console.log(
      `${FEED_ENDPOINT}, one calendar at a time: p50 ${feedAlone.p50} ms, p99 ${feedAlone.p99} ms (goal ≤ 50 ms), ${Math.round(feedAlone.rps)} req/s`,
    );
  console.log(
    `home list for anonymous visitors (served from the 5-second cache): p50 ${cached.p50} ms, p99 ${cached.p99} ms, ${Math.round(cached.rps)} req/s`,
  );
  console.log(
    `common-term search for anonymous visitors (same cache): p50 ${cachedSearch.p50} ms, p99 ${cachedSearch.p99} ms, ${Math.round(cachedSearch.rps)} req/s`,
  );
  console.log(
    `event page for anonymous visitors (same cache): p50 ${cachedEventPage.p50} ms, p99 ${cachedEventPage.p99} ms, ${Math.round(cachedEventPage.rps)} req/s`,
  );
  for (const [title, pageRows] of [
    ['landing pages as HTML, anonymous cache off (goal: within 3× the API)', uncachedPages],
    ['landing pages as HTML, anonymous cache on (goal: within 1.2× the API)', cachedPages],
  ] as const) {
    if (pageRows.length === 0) continue;
    console.log(`\n${title}`);
    console.table(
      pageRows.map((r) => ({
        page: r.page,
        'HTML p50': r.html.p50,
        'HTML p99': r.html.p99,
        'HTML req/s': Math.round(r.html.rps),
        'API p50': r.api.p50,
        'API p99': r.api.p99,
        'API req/s': Math.round(r.api.rps),
        'HTML ÷ API (p50)': Number(r.ratio.toFixed(2)),
      })),
    );
  }
  if (booking) {
    console.log(
      `booking, ${CONNECTIONS} buyers at once for ${BOOKING_PLACES} places, ${BOOKING_ROUNDS} rounds: p50 ${booking.contended.p50} ms, p99 ${booking.contended.p99} ms; sold ${booking.contended.soldPerRound.join(', ')} of ${BOOKING_PLACES} (never more)`,
    );
    console.log(
      `booking throughput, no limit: p50 ${booking.open.p50} ms, p99 ${booking.open.p99} ms, ${Math.round(booking.open.rps)} orders/s; places taken ${booking.open.placesTaken} = orders ${booking.open.orders}`,
    );
  }
  if (writes)
    console.log(
      `writes with the search table kept current (goal p99 ≤ 20 ms): an edit of title and description p50 ${writes.edit.p50} ms, p99 ${writes.edit.p99} ms; unpublishing and publishing again p50 ${writes.publish.p50} ms, p99 ${writes.publish.p99} ms`,
    );
  if (mail)
    console.log(
      `mail: ${mail.bookingMails} booking mails at ${mail.mailsPerSecond} mails/s to a local SMTP sink (goal ≥ 50); a confirmation queued behind them arrived in ${mail.confirmationMs} ms (goal ≤ 5,000) with ${mail.bookingMailsStillQueued} booking mails still queued`,
    );
  if (!only)
    await writeRun({
      events: EVENTS,
      at: new Date().toISOString(),
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      connections: CONNECTIONS,
      secondsPerMeasure: SECONDS,
      rows,
      hostFeedOneAtATime: feedAlone,
      anonymousCachedHomeList: cached,
      anonymousCachedCommonSearch: cachedSearch,
      anonymousCachedEventPage: cachedEventPage,
      landingPagesUncached: uncachedPages,
      landingPagesCached: cachedPages,
      booking,
      writes,
      mail,
    });
  await recorder.close();
  await jobs.stop();
  await appHandle.close();
  await pool.end();
  await handle.close();
}

/** Starts a TypeScript entry point with tsx and waits until `readyUrl` answers. */
async function startProcess(
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${entry} did not start`);
}

const resultsFile = new URL('./results.json', import.meta.url);

/** Keeps one run per size in results.json: this run replaces the last one of its size. */
async function writeRun(run: { events: number } & Record<string, unknown>) {
  let runs: Array<{ events: number }> = [];
  try {
    const kept = JSON.parse(await readFile(resultsFile, 'utf8')) as { runs?: typeof runs };
    runs = kept.runs ?? [];
  } catch {
    // no results yet, or the format before issue 24: started afresh
  }
  runs = [...runs.filter((r) => r.events !== run.events), run].sort((a, b) => a.events - b.events);
  await writeFile(resultsFile, `${JSON.stringify({ runs }, null, 2)}\n`);
}

/**
 * Each statement an endpoint sends, as PostgreSQL plans and runs it (EXPLAIN ANALYZE): planning
 * and execution time, and the shared buffers read. A statement the app prepares is explained with
 * a generic plan, as the app's connections use it once prepared.
 */
async function printPlans(
  pool: pg.Pool,
  queries: Array<{ name?: string; text: string; values: unknown[] }>,
) {
  const client = await pool.connect();
  try {
    for (const q of queries) {
      await client.query(`set plan_cache_mode = ${q.name ? 'force_generic_plan' : 'auto'}`);
      const { rows } = await client.query({
        text: `explain (analyze, buffers, format json) ${q.text}`,
        values: q.values,
      });
      const [plan] = rows[0]['QUERY PLAN'] as Array<{
        'Planning Time': number;
        'Execution Time': number;
        Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
      }>;
      console.log(
        `  plan ${q.text.replace(/\s+/g, ' ').trim().slice(0, 60).padEnd(60)} planning ${plan!['Planning Time'].toFixed(2)} ms, execution ${plan!['Execution Time'].toFixed(2)} ms, buffers ${plan!.Plan['Shared Hit Blocks'] + plan!.Plan['Shared Read Blocks']}`,
      );
    }
  } finally {
    await client.query('reset plan_cache_mode');
    client.release();
  }
}

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${benchDb} with (force)`);
  await admin.query(`create database ${benchDb}`);
  await admin.end();
}

const WARM_UP_SECONDS = 2;
const BOOKING_PLACES = 10;
const BOOKING_ROUNDS = 20;

/**
 * The booking path (issue 13): rounds of CONNECTIONS buyers at once for BOOKING_PLACES free
 * places, each buyer one request, timed; every round must sell exactly the places there are.
 * Then bookings without a limit for SECONDS, after which the places counted must equal the
 * places in orders.
 */
async function bookingLoad(address: string, pool: pg.Pool, eventId: string) {
  const offer = (await (await fetch(`${address}/api/events/${eventId}/tickets`)).json()) as {
    ticketTypes: Array<{ id: string }>;
  };
  const ticketTypeId = offer.ticketTypes[0]!.id;
  const reset = async (capacity: number | null) => {
    await pool.query('delete from orders where event_id = $1', [eventId]);
    await pool.query(
      'update ticket_types set taken = 0, price_pence = 0, quantity = null where event_id = $1',
      [eventId],
    );
    await pool.query(
      'update event_ticketing set places_taken = 0, capacity = $2 where event_id = $1',
      [eventId, capacity],
    );
  };
  const body = (i: number) =>
    JSON.stringify({
      lines: [{ ticketTypeId, quantity: 1 }],
      name: `Bench Buyer ${i}`,
      email: `buyer${i}@bench.example`,
    });
  const latencies: number[] = [];
  const soldPerRound: number[] = [];
  for (let round = 0; round < BOOKING_ROUNDS; round++) {
    await reset(BOOKING_PLACES);
    const statuses = await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, i) => {
        const started = performance.now();
        const response = await fetch(`${address}/api/events/${eventId}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body(round * CONNECTIONS + i),
        });
        latencies.push(performance.now() - started);
        return response.status;
      }),
    );
    const sold = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    const { rows } = await pool.query(
      'select places_taken from event_ticketing where event_id = $1',
      [eventId],
    );
    if (sold !== BOOKING_PLACES || refused !== CONNECTIONS - sold || rows[0].places_taken !== sold)
      throw new Error(
        `round ${round}: ${sold} sold, ${refused} refused, ${rows[0].places_taken} taken`,
      );
    soldPerRound.push(sold);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(quantile(latencies, q));

  await reset(null);
  const open = await autocannon({
    url: `${address}/api/events/${eventId}/orders`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    body: body(0),
  });
  if (open.non2xx > 0 || open.errors > 0)
    throw new Error(`booking throughput: ${open.non2xx} non-2xx, ${open.errors} errors`);
  const { rows } = await pool.query(
    `select (select places_taken from event_ticketing where event_id = $1) as taken,
            (select count(*)::int from orders where event_id = $1) as orders`,
    [eventId],
  );
  if (rows[0].taken !== rows[0].orders) throw new Error('places taken and orders disagree');
  await reset(null);
  return {
    contended: { p50: at(0.5), p99: at(0.99), soldPerRound },
    open: {
      p50: open.latency.p50,
      p99: open.latency.p99,
      rps: open.requests.average,
      placesTaken: rows[0].taken as number,
      orders: rows[0].orders as number,
    },
  };
}

/** The `q` quantile (0 to 1) of latencies sorted in ascending order. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.floor(q * (sorted.length - 1))]!;
}

const WRITES = 200;

/**
 * What a host's save costs the database now that every write of an event keeps its row in
 * `event_search` (issue 24, ADR 35): WRITES edits of an upcoming event's title and long
 * description, then WRITES times unpublishing and publishing it again (its rows deleted and made
 * anew), one at a time, each timed as a statement with its triggers. The event is left as it was.
 */
async function writeLoad(pool: pg.Pool, eventId: string) {
  const { rows } = await pool.query('select title, description from events where id = $1', [
    eventId,
  ]);
  const original = rows[0] as { title: string; description: string };
  const timed = async (statement: (i: number) => Promise<unknown>) => {
    const latencies: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const started = performance.now();
      await statement(i);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round(quantile(latencies, q) * 100) / 100;
    return { p50: at(0.5), p99: at(0.99) };
  };
  const edit = await timed((i) =>
    pool.query('update events set title = $2, description = $3 where id = $1', [
      eventId,
      `${original.title} ${i}`,
      `${original.description}\nEdited ${i} times.`,
    ]),
  );
  const publish = await timed(async () => {
    await pool.query('update events set is_draft = true where id = $1', [eventId]);
    await pool.query('update events set is_draft = false where id = $1', [eventId]);
  });
  await pool.query('update events set title = $2, description = $3 where id = $1', [
    eventId,
    original.title,
    original.description,
  ]);
  return { edit, publish };
}

/** A person's browser: autocannon's own user agent could read as a crawler's (ADR 29). */
const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36',
  'accept-encoding': 'br, gzip',
};

/** Each landing page as HTML, then its API answer, on the app at `address`, as a browser asks. */
async function pageLoads(
  address: string,
  pages: Array<{ page: string; html: string; api: string }>,
): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (const page of pages) {
    const html = await httpLoad(`${address}${page.html}`, BROWSER_HEADERS);
    const api = await httpLoad(`${address}${page.api}`, BROWSER_HEADERS);
    rows.push({ page: page.page, html, api, ratio: html.p50 / Math.max(api.p50, 1) });
  }
  return rows;
}

/** Load for SECONDS after WARM_UP_SECONDS unmeasured (JIT, pool connections, prepared plans). */
async function httpLoad(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<Measure> {
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url, connections, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/** The recorded queries, in order, as one "request", by 50 workers at once, warmed up the same way. */
async function sqlLoad(
  pool: pg.Pool,
  queries: Array<{ name?: string; text: string; values: unknown[] }>,
): Promise<Measure> {
  const warmEnd = performance.now() + WARM_UP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < warmEnd) for (const q of queries) await pool.query(q);
    }),
  );
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        for (const q of queries) await pool.query(q);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 100) /
    100;
  return { p50: at(0.5), p99: at(0.99), rps: latencies.length / SECONDS };
}

await main();

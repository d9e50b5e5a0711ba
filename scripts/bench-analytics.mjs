// `npm run bench:analytics` (issue 32, decisions 0063 and 0070): the cookieless analytics under
// load, on real PostgreSQL (a throwaway database next to BENCH_DATABASE_URL, DATABASE_URL or the
// local postgres://127.0.0.1:5432), against the built server.
//   1. Ingest: pages are served at PAGE_CONNECTIONS connections for 2 × INGEST_SECONDS, in WINDOWS
//      alternating windows: without beacon traffic (the baseline), then with EVENTS_PER_S beacon
//      events from 2,000 addresses, and so on — interleaved, so a change of the machine's load
//      falls on both. The beacons come from a process of their own (bench-analytics-beacons.mjs:
//      pre-built requests on kept-alive connections), not from the one whose autocannon times the
//      pages (decision 0079); the cores each side used are reported for both kinds of window. Target: the pages' p99 (pooled over the windows) within 1.2x of the
//      baseline's, and every acknowledged event (204, sent after its commit) stored — unless the
//      documented buffer (50,000 events) overflowed (503s, and the server's log says so).
//      The floor (decision 0085), in a third kind of window after each ingest window: the same
//      beacons sent to a bare node:http server in a process of its own (bench-analytics-floor.mjs:
//      the body read, 204 at once with the app's headers) while the app serves the same pages. Its
//      CPU per beacon is the HTTP exchange's own cost, printed beside the app's ("x times the
//      floor"); the pages' p99 in those windows is what the beacons' traffic alone does to them on
//      this host, the best a beacon process of its own could reach. Reported, not a target.
//      BENCH_FLOOR=0 leaves the floor's windows out; BENCH_FLOOR_PORT (default the server's + 1).
//   2. Dashboard: SEED_EVENTS events spread over 30 closed days and a whole open day (today, as full
//      as at 23:59: the worst case of the raw part) are written straight into the partitioned
//      table with generate_series; the roll-up job rolls the closed days and the open day's closed
//      hours up (all over again: the server's own job may have rolled a day up before its rows were
//      seeded), as it would have by 23:59 in production (the last hour is read raw); then
//      every query of the dashboard is timed (30-day and 7-day summaries with their comparison
//      periods, the open day, a closed day, the last 30 minutes, a posts table's page numbers).
//      Target: each under 1 s.
// Sizes: BENCH_EVENTS_PER_S (2000), BENCH_INGEST_SECONDS (60), BENCH_SEED_EVENTS (10,000,000);
// a reduced run (e.g. BENCH_INGEST_SECONDS=12 BENCH_SEED_EVENTS=200000) proves the bench works.
// BENCH_ONLY=ingest (no seeding of the 10 million events: the quick run while working on ingest)
// or BENCH_ONLY=dashboard runs one phase only. A run's section of bench/results.md
// is added before the earlier runs (which stay, as a record) unless BENCH_REPLACE=1.
// Prints PASS/FAIL lines and the machine's state, and writes its own section of bench/results.md.
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';
import { createThrowawayDatabase } from './throwaway-database.mjs';

const EVENTS_PER_S = Number(process.env.BENCH_EVENTS_PER_S ?? 2000);
const INGEST_SECONDS = Number(process.env.BENCH_INGEST_SECONDS ?? 60);
const SEED_EVENTS = Number(process.env.BENCH_SEED_EVENTS ?? 10_000_000);
const ONLY = process.env.BENCH_ONLY ?? '';
if (!['', 'ingest', 'dashboard'].includes(ONLY)) throw new Error(`BENCH_ONLY is 'ingest' or 'dashboard', not '${ONLY}'.`);
const RUN_INGEST = ONLY !== 'dashboard';
const RUN_DASHBOARD = ONLY !== 'ingest';
const RUN_FLOOR = process.env.BENCH_FLOOR !== '0';
const PAGE_CONNECTIONS = 10;
/** Windows of each kind (baseline, ingest), alternating; INGEST_SECONDS are split between them. */
const WINDOWS = 6;
const DAY_MS = 86_400_000;
const ADDRESSES = 2000;
const QUERY_TARGET_MS = 1000;
const P99_RATIO = 1.2;
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

for (const part of staleParts()) run(npm, ['run', '--silent', part]);

const database = await createThrowawayDatabase(BASE_URL, process.env.BENCH_DB_PREFIX ?? 'finops_bench_analytics');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-bench-analytics-'));
const port = Number(process.env.BENCH_PORT ?? 3900 + (process.pid % 90));
const base = `http://127.0.0.1:${port}`;
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? port + 1);
const serverLog = [];
// BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'a'.repeat(40),
    LOG_LEVEL: 'warn',
    ANALYTICS: 'on',
    // The beacon traffic comes from 2,000 addresses named in X-Forwarded-For by this (loopback) proxy.
    TRUST_PROXY: 'loopback',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout.on('data', (chunk) => serverLog.push(String(chunk)));
let stopping = false;
// A server that ends on its own says so, with the end of its log (kept, not printed, otherwise).
const exited = new Promise((resolve) => server.once('exit', resolve));
server.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`The server exited during the bench (code ${code}, signal ${signal}); the end of its log:`);
  console.error(serverLog.join('').split('\n').slice(-20).join('\n'));
});

const lines = [];
const report = (line) => {
  lines.push(line);
  console.log(line);
};

async function waitReady() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become ready.');
}

/** Pages as a browser asks for them (counted as page views, as in production) for `seconds`; each response's latency is pushed to `latencies`. */
function servePages(seconds, latencies = []) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}/`, connections: PAGE_CONNECTIONS, duration: seconds, headers: { accept: 'text/html', 'user-agent': CHROME } },
      (error, result) => (error ? reject(error) : resolve({ requests: result.requests.total, errors: result.errors + result.non2xx })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * EVENTS_PER_S beacon events a second for `seconds`, spread over ADDRESSES addresses, sent by a
 * process of its own (bench-analytics-beacons.mjs: pre-built requests on kept-alive connections),
 * so that the beacons' client does not share an event loop with the pages' client that times them.
 */
function ingest(seconds, offset, target = port) {
  return new Promise((resolve, reject) => {
    const child = fork(
      path.join(ROOT, 'scripts', 'bench-analytics-beacons.mjs'),
      [target, EVENTS_PER_S, seconds, offset, ADDRESSES, CHROME].map(String),
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    let result;
    child.once('message', (message) => (result = message));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve({ ...result, rate: result.sent / result.seconds }) : reject(new Error(`The beacon sender exited with ${code}.`)),
    );
  });
}

/** CPU seconds (user + system) a process has used so far; 0 where /proc cannot tell (not Linux, gone, another host's). */
function processCpu(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ
  } catch {
    return 0;
  }
}

/** The processes of the database's backends (the server's pool and this bench's client), when PostgreSQL runs on this host. */
let backends = [];
async function findBackends(db) {
  const rows = (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows;
  backends = rows.map((row) => row.pid);
}

/** CPU seconds used so far: the server process, this process (the pages' client), the floor's server, the database's backends, and the machine (all cores, busy time). */
function cpuNow(floorPid) {
  const ticks = 100; // USER_HZ
  const serverCpu = processCpu(server.pid);
  let machine = 0;
  try {
    const [, ...times] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    machine = (times.reduce((a, b) => a + b, 0) - times[3] - times[4]) / ticks;
  } catch {
    // not Linux
  }
  const own = process.cpuUsage();
  return {
    server: serverCpu,
    bench: (own.user + own.system) / 1e6,
    floor: floorPid ? processCpu(floorPid) : 0,
    database: backends.reduce((sum, pid) => sum + processCpu(pid), 0),
    machine,
    at: performance.now() / 1000,
  };
}

/** Adds the CPU used between two readings to `into` (cores = CPU seconds per second of the window). */
function addCpu(into, before, after) {
  for (const key of ['server', 'bench', 'floor', 'database', 'machine']) into[key] += after[key] - before[key];
  into.seconds += after.at - before.at;
}

/**
 * The floor's server (bench-analytics-floor.mjs) on floorPort, answering with the headers of the
 * app's own 204 to a beacon (asked once here, from an address of its own).
 */
async function startFloor() {
  const answer = await fetch(`${base}/api/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, 'x-forwarded-for': '10.255.0.1' },
    body: JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'floor', location: 'bench' } }),
  });
  if (answer.status !== 204) throw new Error(`The app answered a beacon ${answer.status}, not 204.`);
  const headers = [];
  // fetch hides the framing headers; Node's own server adds Date, Connection and Keep-Alive itself.
  for (const [name, value] of answer.headers) if (!['date', 'connection', 'keep-alive'].includes(name)) headers.push(name, value);
  const child = fork(path.join(ROOT, 'scripts', 'bench-analytics-floor.mjs'), [String(floorPort), JSON.stringify(headers)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`The floor's server exited with ${code}.`)));
  });
  return child;
}

async function benchEvents(db) {
  const [row] = (await db.query(`SELECT count(*)::int AS n FROM analytics_events WHERE props->>'cta' = 'bench'`)).rows;
  return row.n;
}

/**
 * SEED_EVENTS events over the 30 days before today and today as a whole day (the open day, as full
 * as it gets), in day partitions, one statement per day.
 */
async function seed(db) {
  const days = 31;
  const perDay = Math.ceil(SEED_EVENTS / days);
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const dayOf = (d) => new Date(today - d * DAY_MS).toISOString().slice(0, 10);
  // Every partition first, tomorrow's too: a day's last visits run past its midnight.
  for (let d = days - 1; d >= -1; d -= 1) {
    const day = dayOf(d);
    await db.query(
      `CREATE TABLE IF NOT EXISTS "analytics_events_${day.replace(/-/g, '')}" PARTITION OF analytics_events
         FOR VALUES FROM ('${day}T00:00:00Z') TO ('${dayOf(d - 1)}T00:00:00Z')`,
    );
  }
  for (let d = days - 1; d >= 0; d -= 1) {
    const day = dayOf(d);
    // A visitor makes ~5 events a few minutes apart; 1 in 40 events is a lead, 1 in 10 a tool.
    await db.query(
      `INSERT INTO analytics_events ("occurredAt", "visitor", "name", "path", "referrer", "utmSource", "utmMedium", "utmCampaign",
                                     "props", "browser", "os", "device")
       SELECT $1::timestamptz + ((i / 5) * 86400.0 / ($2 / 5)) * interval '1 second' + (i % 5) * interval '2 minutes',
              md5($1 || (i / 5)::text),
              CASE WHEN i % 40 = 39 THEN 'lead_submitted' WHEN i % 10 = 3 THEN 'calculator_result'
                   WHEN i % 10 = 4 THEN 'form_started' ELSE 'pageview' END,
              (ARRAY['/', '/calculator', '/simulator', '/blog', '/framework', '/resources', '/maturity-assessment'])[1 + i % 7]
                || CASE WHEN i % 7 = 3 THEN '/article-' || (i % 200)::text ELSE '' END,
              CASE WHEN i % 5 = 0 AND (i / 5) % 3 = 0 THEN (ARRAY['google.com', 'linkedin.com', 'news.ycombinator.com'])[1 + (i / 5) % 3] END,
              CASE WHEN i % 5 = 0 AND (i / 5) % 4 = 0 THEN (ARRAY['newsletter', 'google', 'linkedin'])[1 + (i / 20) % 3] END,
              CASE WHEN i % 5 = 0 AND (i / 5) % 4 = 0 THEN 'email' END,
              CASE WHEN i % 5 = 0 AND (i / 5) % 4 = 0 THEN (ARRAY['nov', 'spring', 'launch'])[1 + (i / 20) % 3] END,
              CASE WHEN i % 10 = 3 THEN '{"tool":"page-calculator"}'::jsonb END,
              (ARRAY['Chrome', 'Firefox', 'Safari', 'Edge'])[1 + (i / 5) % 4],
              (ARRAY['Windows', 'macOS', 'iOS', 'Android', 'Linux'])[1 + (i / 5) % 5],
              (ARRAY['desktop', 'mobile', 'tablet'])[1 + (i / 5) % 3]
         FROM generate_series(0, $2 - 1) AS i`,
      [`${day}T00:00:00Z`, perDay],
    );
  }
  await db.query('ANALYZE analytics_events');
  return perDay * days;
}

const dist = path.join(ROOT, 'dist/server/graphql-server/src/modules/analytics');

/** The server's roll-up job (its built module) on this database: every closed day. */
async function rollUp(db) {
  const { rollUpClosedDays } = await import(path.join(dist, 'rollup-job.js'));
  const query = (sql, params) => db.query(sql, params).then((result) => result.rows);
  const source = {
    query,
    transaction: async (work) => {
      await db.query('BEGIN');
      try {
        const result = await work({ query });
        await db.query('COMMIT');
        return result;
      } catch (error) {
        await db.query('ROLLBACK');
        throw error;
      }
    },
  };
  // As the job finds things at 23:59 of the open day: every closed day, and the open day's hours
  // but the last two (one inside its grace, the current one), which the dashboard reads raw.
  const at = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + DAY_MS - 60_000);
  // The server's own job (at start and every 10 minutes) may have rolled a day up before its rows
  // were seeded (its partition made, its INSERT not yet committed): every roll-up is done again here.
  await db.query('DELETE FROM analytics_rollup_days');
  await db.query('DELETE FROM analytics_rollups');
  try {
    return await rollUpClosedDays(source, at);
  } catch (error) {
    // The server's own job may have rolled a day up at the same moment (a key conflict): once more.
    console.warn(`roll-up retried: ${error.message}`);
    return [...(await rollUpClosedDays(source, at))];
  }
}

/** The dashboard's queries, as the server runs them (its built modules, on this database). */
async function dashboardQueries(db) {
  const { summarize } = await import(path.join(dist, 'summary.js'));
  const { realtime } = await import(path.join(dist, 'realtime.js'));
  const { pageNumbers } = await import(path.join(dist, 'page-numbers.js'));
  const source = { query: (sql, params) => db.query(sql, params).then((result) => result.rows) };
  // Ranges end with the open day, whole (as at 23:59); each has its comparison period before it.
  const end = new Date(Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`) + DAY_MS);
  const daysBefore = (at, n) => new Date(at.getTime() - n * DAY_MS);
  const articles = Array.from({ length: 20 }, (_, i) => `/blog/article-${3 + 7 * i}`);
  const queries = [
    ['summary, 30 days (29 days rolled up + the open day)', () => summarize(source, daysBefore(end, 30), end)],
    ['summary, the 30 days before (comparison)', () => summarize(source, daysBefore(end, 60), daysBefore(end, 30))],
    ['summary, 7 days (6 days rolled up + the open day)', () => summarize(source, daysBefore(end, 7), end)],
    ['summary, the 7 days before (comparison)', () => summarize(source, daysBefore(end, 14), daysBefore(end, 7))],
    ['summary, the open day (hourly roll-ups + the raw last hours)', () => summarize(source, daysBefore(end, 1), end)],
    ['summary, yesterday (rolled up, by hour)', () => summarize(source, daysBefore(end, 2), daysBefore(end, 1))],
    ['last 30 minutes', () => realtime(source, new Date(end.getTime() - 12 * 3_600_000))],
    ['20 articles, 30 days (posts table)', () => pageNumbers(source, articles, daysBefore(end, 30), end)],
  ];
  const results = [];
  for (const [name, call] of queries) {
    const started = performance.now();
    let error = null;
    try {
      await call();
    } catch (caught) {
      error = caught.message;
    }
    results.push({ name, ms: Math.round(performance.now() - started), error });
  }
  return results;
}

let passed = true;
const db = new pg.Client({ connectionString: database.url });
try {
  await waitReady();
  await db.connect();
  // A statement that outlives this is reported as a failure, not waited for.
  await db.query(`SET statement_timeout = '300s'`);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  report(
    `machine: ${os.availableParallelism()} × ${cpu}, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (RUN_INGEST) passed &&= await ingestPhase();
  if (RUN_DASHBOARD) passed &&= await dashboardPhase();
  report(
    `load average at the end ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  report(passed ? 'PASS bench:analytics' : 'FAIL bench:analytics');
  writeResults();
} finally {
  await db.end().catch(() => undefined);
  stopping = true;
  server.kill('SIGTERM');
  await exited;
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);

/**
 * Pages with and without beacon traffic, in alternating windows (and with the beacons sent to the
 * floor's server, unless BENCH_FLOOR=0); then the events stored vs acknowledged.
 */
async function ingestPhase() {
  report(`ingest: ${EVENTS_PER_S} events/s for ${INGEST_SECONDS} s, pages at ${PAGE_CONNECTIONS} connections`);

  await servePages(3); // warm-up
  const floor = RUN_FLOOR ? await startFloor() : null;
  await findBackends(db);
  const window = Math.max(1, Math.round(INGEST_SECONDS / WINDOWS));
  const latencies = { quiet: [], busy: [], floor: [] };
  const pages = { quiet: 0, busy: 0, floor: 0, errors: 0 };
  const events = { sent: 0, acknowledged: 0, refused: 0, failed: 0, seconds: 0, drained: 0, senderCpu: 0 };
  const toFloor = { sent: 0, acknowledged: 0, senderCpu: 0 };
  const zero = () => ({ server: 0, bench: 0, floor: 0, database: 0, machine: 0, seconds: 0 });
  const cpu = { quiet: zero(), busy: zero(), floor: zero() };
  for (let w = 0; w < WINDOWS; w += 1) {
    let before = cpuNow();
    const without = await servePages(window, latencies.quiet);
    addCpu(cpu.quiet, before, cpuNow());
    pages.quiet += without.requests;
    pages.errors += without.errors;

    before = cpuNow();
    const [withIngest, sent] = await Promise.all([servePages(window, latencies.busy), ingest(window, events.sent)]);
    addCpu(cpu.busy, before, cpuNow());
    events.senderCpu += sent.cpuMs / 1000;
    pages.busy += withIngest.requests;
    pages.errors += withIngest.errors;
    for (const key of ['sent', 'acknowledged', 'refused', 'failed']) events[key] += sent[key];
    events.seconds += sent.sent / sent.rate;
    events.drained = Math.max(events.drained, sent.drained);

    if (!floor) continue;
    before = cpuNow(floor.pid);
    const [withFloor, floorSent] = await Promise.all([servePages(window, latencies.floor), ingest(window, toFloor.sent, floorPort)]);
    addCpu(cpu.floor, before, cpuNow(floor.pid));
    pages.floor += withFloor.requests;
    pages.errors += withFloor.errors;
    toFloor.sent += floorSent.sent;
    toFloor.acknowledged += floorSent.acknowledged;
    toFloor.senderCpu += floorSent.cpuMs / 1000;
  }
  floor?.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the page views' timer flushes
  const stored = await benchEvents(db);
  const lost = Math.max(0, events.acknowledged - stored);
  const overflowed = serverLog.some((line) => /dropped/i.test(line));
  const p99 = (kind) => percentile(latencies[kind], 99);
  const ratio = p99('busy') / Math.max(1, p99('quiet'));
  const floorRatio = p99('floor') / Math.max(1, p99('quiet'));
  report(`pages without ingest: ${pages.quiet} served in ${WINDOWS} windows of ${window} s, p99 ${p99('quiet')} ms`);
  report(`pages with ingest:    ${pages.busy} served in the ${WINDOWS} windows between, p99 ${p99('busy')} ms (${ratio.toFixed(2)}x)`);
  if (floor) {
    report(
      `pages with the beacons sent to the floor instead: ${pages.floor} served in ${WINDOWS} more windows, p99 ${p99('floor')} ms (${floorRatio.toFixed(2)}x): the best a beacon process of its own could do on this host`,
    );
  }
  report(
    `events: sent ${events.sent} over ${WINDOWS * window} s, answered at ${Math.round(events.sent / events.seconds)}/s (the last at most ${events.drained.toFixed(1)} s after sending stopped), acknowledged (204 after commit) ${events.acknowledged}, refused ${events.refused}, failed ${events.failed}, stored ${stored}, lost ${lost}${overflowed ? ' (the buffer overflowed)' : ', buffer never full'}`,
  );
  const perSecond = (kind, key) => (cpu[kind][key] / cpu[kind].seconds).toFixed(2);
  const cores = (kind) =>
    `server ${perSecond(kind, 'server')}, pages' client ${perSecond(kind, 'bench')}, database ${perSecond(kind, 'database')}, machine ${perSecond(kind, 'machine')} of ${os.availableParallelism()}`;
  // A process's CPU in the ingest windows less what their pages cost at the quiet windows' CPU per page.
  const perBeacon = (key) => ((cpu.busy[key] - (cpu.quiet[key] / Math.max(1, pages.quiet)) * pages.busy) / Math.max(1, events.sent)) * 1000;
  const beaconCpuMs = perBeacon('server');
  report(`cores used without ingest: ${cores('quiet')}`);
  report(`cores used with ingest:    ${cores('busy')}, beacons' client ${(events.senderCpu / cpu.busy.seconds).toFixed(2)}`);
  if (floor) {
    report(
      `cores used with the floor: ${cores('floor')}, floor's server ${perSecond('floor', 'floor')}, beacons' client ${(toFloor.senderCpu / cpu.floor.seconds).toFixed(2)}`,
    );
  }
  report(
    `CPU per beacon: server ${beaconCpuMs.toFixed(3)} ms, database ${perBeacon('database').toFixed(3)} ms (each less its pages' share at the quiet windows' CPU per page)`,
  );
  if (floor) {
    const floorMs = (cpu.floor.floor / Math.max(1, toFloor.sent)) * 1000;
    report(
      `CPU per beacon at the floor (a bare node:http server, 204 at once with the app's headers; ${toFloor.acknowledged} of ${toFloor.sent} answered 204): ${floorMs.toFixed(3)} ms; the server's is ${(beaconCpuMs / Math.max(0.001, floorMs)).toFixed(1)} times the floor`,
    );
  }
  const ingestOk = ratio <= P99_RATIO && pages.errors === 0 && (lost === 0 || overflowed);
  report(`${ingestOk ? 'PASS' : 'FAIL'} ingest: page p99 ${ratio.toFixed(2)}x of no ingest (target ≤ ${P99_RATIO}x), ${lost} events lost`);
  return ingestOk;
}

/** SEED_EVENTS events seeded and rolled up, then every dashboard query timed. */
async function dashboardPhase() {
  let ok = true;
  const seedStarted = performance.now();
  const seeded = await seed(db);
  report(
    `seeded ${seeded.toLocaleString('en')} events over 30 closed days and the open day in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  const rollStarted = performance.now();
  const rolled = await rollUp(db);
  report(
    `roll-up job: ${rolled.length} closed days and the open day's closed hours rolled up in ${((performance.now() - rollStarted) / 1000).toFixed(0)} s`,
  );
  for (const query of await dashboardQueries(db)) {
    const fast = !query.error && query.ms < QUERY_TARGET_MS;
    ok &&= fast;
    report(
      `${fast ? 'PASS' : 'FAIL'} ${query.name}: ${query.error ? `error: ${query.error}` : `${query.ms} ms`} (target < ${QUERY_TARGET_MS} ms)`,
    );
  }
  return ok;
}

/** bench/results.md keeps one section per bench; this run replaces its own. */
function writeResults() {
  const file = path.join(ROOT, 'bench', 'results.md');
  const heading = '## bench:analytics — ingest under page load, dashboard queries over many events (decision 0063)';
  const sizes = [
    RUN_INGEST && `${EVENTS_PER_S} events/s for ${INGEST_SECONDS} s`,
    RUN_DASHBOARD && `${SEED_EVENTS.toLocaleString('en')} seeded events`,
  ].filter(Boolean);
  const only = ONLY ? ` (BENCH_ONLY=${ONLY})` : '';
  const run = `Run of ${new Date().toISOString().slice(0, 16)} UTC, PostgreSQL, ${sizes.join(', ')}${only}.\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const at = text.indexOf(heading);
  const next = at === -1 ? -1 : text.indexOf('\n## ', at + heading.length);
  const rest = next === -1 ? '' : text.slice(next + 1);
  // The newest run first; the earlier ones stay below it unless BENCH_REPLACE=1.
  const earlier =
    at === -1 || process.env.BENCH_REPLACE === '1' ? '' : text.slice(at + heading.length, next === -1 ? undefined : next + 1).trim();
  const body = `${heading}\n\n${run}${earlier ? `\n${earlier}\n` : ''}`;
  const updated = at === -1 ? `${text.trimEnd()}\n\n${body}` : text.slice(0, at) + body + (rest ? `\n${rest}` : '');
  fs.writeFileSync(file, updated);
}

// `npm run bench:load`: figures, not assertions. Submits lead forms at 100 concurrent connections
// against the built server on real PostgreSQL (a throwaway database next to BENCH_DATABASE_URL,
// DATABASE_URL or the local postgres://127.0.0.1:5432), then counts what the database holds.
//   run 1, steady:            LEADS submissions;
//   run 2, database restart:  the same, with the database taken away mid-run (its connections
//                             terminated and new ones refused for OUTAGE_MS, as during a restart);
//   run 3, login flood:       FLOOD_CONNECTIONS failed logins at once from FLOOD_ADDRESSES loopback
//                             addresses (127.0.0.x, real source addresses, no proxy header) while
//                             VISITORS visitors submit FLOOD_LEADS leads: lead latency and failures,
//                             first without the flood, then with it (target: p99 < 1 s, none failed).
//                             BENCH_ONLY=flood runs this one alone.
// Prints sent, acknowledged (201), stored, lost (acknowledged but not stored: must be 0) and the
// latency percentiles. The lead rate limit is raised for the server it starts.
import { spawn } from 'node:child_process';
import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';

const LEADS = Number(process.env.BENCH_LEADS ?? 2000);
const CONNECTIONS = 100;
const OUTAGE_MS = 3000;
const FLOOD_CONNECTIONS = 60;
const FLOOD_ADDRESSES = 20;
const VISITORS = 10;
const FLOOD_LEADS = Number(process.env.BENCH_FLOOD_LEADS ?? 400);
const ONLY = process.env.BENCH_ONLY;
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

for (const part of staleParts()) run(npm, ['run', '--silent', part]);

const dbName = `finops_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${dbName}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-bench-load-'));
const port = Number(process.env.BENCH_PORT ?? 3400 + (process.pid % 500));
const base = `http://127.0.0.1:${port}`;
// BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    // The e-mails of 4,000 leads go to a throwaway outbox.
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'l'.repeat(40),
    LOG_LEVEL: 'error',
    LEAD_RATE_LIMIT: '10000000',
  },
  // BENCH_SERVER_LOG=1 shows the server's own log lines (JSON) too.
  stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
});

async function waitReady() {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not ready yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become ready.');
}

/** Takes the bench database away like a restart does, for OUTAGE_MS, then lets it back. */
async function restartDatabase() {
  await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`);
}

async function stored(label) {
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM playbook_leads WHERE email LIKE $1', [`${label}-%`]);
  await client.end();
  return rows[0].n;
}

async function loadRun(label, { restartAfter } = {}) {
  let sent = 0;
  let acknowledged = 0;
  const statuses = new Map();
  let restart;
  const result = await autocannon({
    url: `${base}/api/playbook-lead`,
    connections: CONNECTIONS,
    amount: LEADS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest(request) {
          sent += 1;
          return {
            ...request,
            body: JSON.stringify({ name: `Load Lead ${sent}`, email: `${label}-${sent}@example.com`, company: 'Load Test Inc' }),
          };
        },
        onResponse(status) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 201) acknowledged += 1;
          if (restartAfter && !restart && acknowledged >= restartAfter) restart = restartDatabase();
        },
      },
    ],
  });
  await restart;
  const inDb = await stored(label);
  const l = result.latency;
  console.log(`\n${label}: ${CONNECTIONS} connections, ${result.duration.toFixed(1)} s, ${Math.round(result.requests.average)} req/s`);
  console.log(`  sent ${sent}, acknowledged ${acknowledged}, stored ${inDb}, lost ${Math.max(0, acknowledged - inDb)}`);
  console.log(
    `  answers: ${[...statuses].map(([status, n]) => `${status} x${n}`).join(', ')}${result.errors ? `, connection errors x${result.errors}` : ''}`,
  );
  console.log(`  latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms`);
  return { acknowledged, inDb };
}

/** One JSON POST over `agent` (keep-alive, maybe bound to a source address): status and milliseconds. */
function post(agent, pathname, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: pathname,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(payload);
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const tally = (statuses) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} x${n}`)
    .join(', ');

/** VISITORS visitors submit FLOOD_LEADS playbook leads between them, one after another each. */
async function visitorLeads(label) {
  const agent = new http.Agent({ keepAlive: true });
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: VISITORS }, async () => {
      while (next < FLOOD_LEADS) {
        const n = (next += 1);
        const { status, ms } = await post(agent, '/api/playbook-lead', {
          name: `Flood Lead ${n}`,
          email: `${label}-${n}@example.com`,
          company: 'Flood Test Inc',
        });
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const failed = FLOOD_LEADS - (statuses.get(201) ?? 0);
  const f = (ms) => `${Math.round(ms)} ms`;
  console.log(
    `  leads (${label}): ${FLOOD_LEADS} by ${VISITORS} visitors in ${((performance.now() - started) / 1000).toFixed(1)} s; answers ${tally(statuses)}; failed ${failed}`,
  );
  console.log(
    `    latency p50 ${f(percentile(latencies, 50))}, p90 ${f(percentile(latencies, 90))}, p99 ${f(percentile(latencies, 99))}, max ${f(latencies.at(-1) ?? 0)}`,
  );
  return { failed, p99: percentile(latencies, 99) };
}

/** Leads alone, then leads while FLOOD_CONNECTIONS failed logins run at once from FLOOD_ADDRESSES addresses. */
async function loginFlood() {
  console.log(
    `\nlogin-flood: ${FLOOD_CONNECTIONS} concurrent failed logins from ${FLOOD_ADDRESSES} addresses (127.0.0.11-${10 + FLOOD_ADDRESSES}) while ${VISITORS} visitors submit leads`,
  );
  await visitorLeads('flood-baseline');
  let stop = false;
  let attempts = 0;
  const statuses = new Map();
  const agents = Array.from({ length: FLOOD_ADDRESSES }, (_, i) => new http.Agent({ keepAlive: true, localAddress: `127.0.0.${11 + i}` }));
  const attackers = Array.from({ length: FLOOD_CONNECTIONS }, async (_, i) => {
    const agent = agents[i % FLOOD_ADDRESSES];
    while (!stop) {
      attempts += 1;
      // A new guessed name each time, so no per-account lock cuts the work short.
      const { status } = await post(agent, '/api/auth/login', {
        username: `admin-${i}-${attempts}`,
        password: `guess-${attempts}-password`,
      });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  });
  await new Promise((r) => setTimeout(r, 300));
  const underFlood = await visitorLeads('flood');
  stop = true;
  await Promise.all(attackers);
  for (const agent of agents) agent.destroy();
  console.log(`  failed logins sent: ${attempts}; answers ${tally(statuses)}`);
  return underFlood;
}

let lost = 0;
let floodFailed;
try {
  await waitReady();
  if (ONLY !== 'flood') {
    console.log(`Lead submissions: ${LEADS} per run at ${CONNECTIONS} connections, PostgreSQL (${dbName}).`);
    const steady = await loadRun('steady');
    const restarted = await loadRun('db-restart', { restartAfter: Math.floor(LEADS / 3) });
    lost = Math.max(0, steady.acknowledged - steady.inDb) + Math.max(0, restarted.acknowledged - restarted.inDb);
    console.log(`\nAcknowledged but lost, both runs: ${lost}`);
  }
  const flood = await loginFlood();
  floodFailed = flood.failed;
  console.log(`\nLeads failed during the login flood: ${flood.failed}; lead p99 ${Math.round(flood.p99)} ms (target < 1000 ms)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(lost === 0 && floodFailed === 0 ? 0 : 1);

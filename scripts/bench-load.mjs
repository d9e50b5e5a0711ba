// `npm run bench:load`: figures, not assertions. Submits lead forms at 100 concurrent connections
// against the built server on real PostgreSQL (a throwaway database next to BENCH_DATABASE_URL,
// DATABASE_URL or the local postgres://127.0.0.1:5432), then counts what the database holds.
//   run 1, steady:            LEADS submissions;
//   run 2, database restart:  the same, with the database taken away mid-run (its connections
//                             terminated and new ones refused for OUTAGE_MS, as during a restart).
// Prints sent, acknowledged (201), stored, lost (acknowledged but not stored: must be 0) and the
// latency percentiles. The lead rate limit is raised for the server it starts.
import { spawn } from 'node:child_process';
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
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

for (const part of staleParts()) run(npm, ['run', '--silent', part]);

const dbName = `finops_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${dbName}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-bench-load-'));
const port = 3400 + (process.pid % 500);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
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
    } catch {}
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
          return { ...request, body: JSON.stringify({ name: `Load Lead ${sent}`, email: `${label}-${sent}@example.com`, company: 'Load Test Inc' }) };
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
  console.log(`  answers: ${[...statuses].map(([status, n]) => `${status} x${n}`).join(', ')}${result.errors ? `, connection errors x${result.errors}` : ''}`);
  console.log(`  latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms`);
  return { acknowledged, inDb };
}

let lost = 0;
try {
  await waitReady();
  console.log(`Lead submissions: ${LEADS} per run at ${CONNECTIONS} connections, PostgreSQL (${dbName}).`);
  const steady = await loadRun('steady');
  const restarted = await loadRun('db-restart', { restartAfter: Math.floor(LEADS / 3) });
  lost = Math.max(0, steady.acknowledged - steady.inDb) + Math.max(0, restarted.acknowledged - restarted.inDb);
  console.log(`\nAcknowledged but lost, both runs: ${lost}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(lost === 0 ? 0 : 1);

// `npm run bench:scale`: do lists, search and articles stay as cheap at 100,000 posts as at 100?
// Seeds two throwaway PostgreSQL databases (BENCH_DATABASE_URL's server, default
// postgresql://postgres@127.0.0.1:5432/postgres): one with 100 posts, one with 100,000 posts plus
// 100,000 playbook leads and 100,000 contact requests. Starts the built server on each, measures
// the median latency of the same requests, prints figures and ratios, writes them to
// bench/results.md (the newest Scale section first), and drops the databases. Figures, not
// assertions.
//
// BENCH_SCALE_DATABASE=<name> keeps the large database under that name and reuses it on the next
// run (it is topped up to the wanted size, not refilled), so the 100,000 rows are seeded once:
// e.g. for EXPLAIN ANALYZE between runs. `--seed-only` builds (or tops up) that database and stops.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, SERVER_ENTRY, staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';

if (staleParts().includes('build:server')) run(npm, ['run', '--silent', 'build:server']);

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SMALL = 100;
const LARGE = Number(process.env.BENCH_SCALE_POSTS ?? 100_000);
const LEADS = Number(process.env.BENCH_SCALE_LEADS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 200);
const KEPT = process.env.BENCH_SCALE_DATABASE;
const SEED_ONLY = process.argv.includes('--seed-only');
if (KEPT !== undefined && !/^[a-z_][a-z0-9_]*$/.test(KEPT)) throw new Error('BENCH_SCALE_DATABASE: lower-case letters, digits and _');
if (SEED_ONLY && !KEPT) throw new Error('--seed-only needs BENCH_SCALE_DATABASE (the database to keep)');
const TOPICS = [
  'Kubernetes',
  'AWS',
  'Azure',
  'Google Cloud',
  'Savings Plans',
  'Budgets',
  'Tagging',
  'Forecasting',
  'Anomalies',
  'Rightsizing',
  'Storage',
  'Networking',
];

function databaseUrl(name) {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Bulk posts (titles from a dozen topics, each with a number of its own), and leads. */
async function fill(url, posts, leads) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM blog_posts');
    const missing = Math.max(posts - rows[0].n, 0);
    await client.query(
      `INSERT INTO blog_posts (slug, title, excerpt, content, "coverImage", author, category, tags, featured, "publishedAt", state)
       SELECT 'bulk-' || i, ($2::text[])[1 + i % 12] || ' cost review no. ' || i,
              'What we learned about ' || lower(($2::text[])[1 + i % 12]) || ' in review ' || i || '.',
              '<p>Notes of review ' || i || ' on ' || ($2::text[])[1 + i % 12] || ': owners, budgets, commitments and the waste we removed.</p>',
              '/images/covers/aws-tag-policies-scp-enforcement-tutorial.svg', 'FinOps Consulting',
              (ARRAY['strategy','technical','case-studies','tutorials'])[1 + i % 4], 'FinOps, ' || ($2::text[])[1 + i % 12],
              i % 500 = 0, now() - (i || ' minutes')::interval, 'PUBLISHED'
       FROM generate_series(1, $1::int) AS i`,
      [missing, TOPICS],
    );
    const counted = await client.query('SELECT count(*)::int AS n FROM playbook_leads');
    const missingLeads = Math.max(leads - counted.rows[0].n, 0);
    if (missingLeads > 0) {
      await client.query(
        `INSERT INTO playbook_leads (name, email, company, "createdAt")
         SELECT 'Lead ' || i, 'lead' || i || '@example.com', 'Company ' || i, now() - (i || ' seconds')::interval FROM generate_series(1, $1::int) AS i`,
        [missingLeads],
      );
      await client.query(
        `INSERT INTO contact_requests (name, email, company, "cloudSpending", "privacyConsent", "createdAt")
         SELECT 'Lead ' || i, 'lead' || i || '@example.com', 'Company ' || i, '10k-50k', true, now() - (i || ' seconds')::interval FROM generate_series(1, $1::int) AS i`,
        [missingLeads],
      );
    }
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

async function startServer(url, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-bench-scale-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: 's'.repeat(40),
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      DELIVERY_WORKER: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, pid: child.pid, stop: () => stopServer(child, dataDir) };
    } catch {
      // not ready yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stopServer(child, dataDir);
  throw new Error('The server did not become ready');
}

async function stopServer(child, dataDir) {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const gql = (query) => ({
  path: '/graphql',
  init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) },
});

function cases(posts) {
  const lastPage = Math.ceil(posts / 6);
  const page500 = Math.min(500, lastPage);
  return [
    ['page 1', gql('{ posts(page: 1) { totalCount items { slug title excerpt tagList } } }')],
    [
      `page 500${page500 < 500 ? ` (here: last page, ${page500})` : ''}`,
      gql(`{ posts(page: ${page500}) { totalCount items { slug title excerpt tagList } } }`),
    ],
    ['category page 2', gql('{ posts(category: "technical", page: 2) { totalCount items { slug title } } }')],
    ['search, few matches ("review 4242")', gql('{ posts(search: "review 4242") { totalCount items { slug title } } }')],
    ['search as typed, 1 in 12 posts match ("kubernet")', gql('{ posts(search: "kubernet") { totalCount items { slug title } } }')],
    ['GET /api/blog/search?q=', { path: '/api/blog/search?q=rightsizing%20review%2077', init: {} }],
    // The same search, a page of 6 as GraphQL's: the default page (100) carries 94 summaries at
    // 100,000 posts and none at 100, so the line above also measures serialising them.
    ['GET /api/blog/search?q=&pageSize=6', { path: '/api/blog/search?q=rightsizing%20review%2077&pageSize=6', init: {} }],
    ['article + related', gql('{ post(slug: "bulk-42") { title content } relatedPosts(slug: "bulk-42") { slug } }')],
    ['GET /api/blog/{slug}', { path: '/api/blog/bulk-42', init: {} }],
  ];
}

/** CPU time (ms) used so far by a process, from /proc (Linux): user + system. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** The server process and the database backends serving its database. */
async function processesOf(server, database) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
    return [server.pid, ...rows.map((r) => r.pid)];
  } finally {
    await client.end();
  }
}
const cpuOf = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

let requestNumber = 0;
/**
 * Each request made unique, so it measures the database work, not the read caches (decision
 * 0017): a GraphQL query gets a comment of its own, a REST path a parameter of its own.
 */
function uncached({ path: p, init }) {
  const n = ++requestNumber;
  if (init.body) {
    const body = JSON.parse(init.body);
    return { path: p, init: { ...init, body: JSON.stringify({ ...body, query: `${body.query}\n# bench ${n}` }) } };
  }
  return { path: `${p}${p.includes('?') ? '&' : '?'}bench=${n}`, init };
}

async function request(base, req) {
  const { path: p, init } = uncached(req);
  const start = process.hrtime.bigint();
  await (await fetch(base + p, init)).arrayBuffer();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Both servers answer the same requests, interleaved (small, large, small, ...), so machine load
 * falls on both alike. Per case: median and p95 latency, and CPU per request of the server
 * process plus its database backends (/proc), the robust figure on a shared machine.
 */
async function measure(servers) {
  const results = { small: [], large: [] };
  const listSmall = cases(SMALL);
  const listLarge = cases(LARGE);
  for (let c = 0; c < listSmall.length; c++) {
    const pair = [
      ['small', listSmall[c]],
      ['large', listLarge[c]],
    ];
    for (const [key, [label, req]] of pair) {
      const check = await fetch(servers[key].base + req.path, req.init);
      const body = await check.text();
      if (!check.ok || body.includes('"errors"')) throw new Error(`${label}: ${check.status} ${body.slice(0, 200)}`);
      for (let i = 0; i < 20; i++) await request(servers[key].base, req);
    }
    const pids = { small: await processesOf(servers.small, names.small), large: await processesOf(servers.large, names.large) };
    const cpuBefore = { small: cpuOf(pids.small), large: cpuOf(pids.large) };
    const times = { small: [], large: [] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const [key, [, req]] of pair) times[key].push(await request(servers[key].base, req));
    }
    for (const [key, [label]] of pair) {
      const sorted = times[key].sort((a, b) => a - b);
      results[key].push({
        label,
        p50: sorted[Math.floor(sorted.length / 2)],
        p95: sorted[Math.floor(sorted.length * 0.95)],
        cpu: (cpuOf(pids[key]) - cpuBefore[key]) / ROUNDS,
      });
    }
  }
  return results;
}

const loadAtStart = os.loadavg()[0];
const stamp = `${process.pid}_${Date.now().toString(36)}`;
const names = { small: `finops_bench_scale_small_${stamp}`, large: KEPT ?? `finops_bench_scale_large_${stamp}` };

async function exists(name) {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
  } finally {
    await client.end();
  }
}
const port = 4400 + (process.pid % 400);
let figures;
const running = {};
try {
  const databases = [
    ['small', SMALL, 0, port],
    ['large', LARGE, LEADS, port + 1],
  ];
  for (const [key, posts, leads, serverPort] of SEED_ONLY ? databases.slice(1) : databases) {
    if (!(key === 'large' && KEPT && (await exists(names.large)))) await admin(`CREATE DATABASE ${names[key]}`);
    const url = databaseUrl(names[key]);
    // First start: migrations and the sample content; then the bulk rows.
    const first = await startServer(url, serverPort);
    await first.stop();
    const seedStart = Date.now();
    await fill(url, posts, leads);
    console.log(
      `Seeded ${posts.toLocaleString('en-US')} posts${leads ? ` and ${leads.toLocaleString('en-US')} leads of each kind` : ''} in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    if (!SEED_ONLY) running[key] = await startServer(url, serverPort);
  }
  if (!SEED_ONLY) figures = await measure(running);
} finally {
  for (const server of Object.values(running)) await server.stop();
  for (const [key, name] of Object.entries(names)) {
    if (key === 'large' && KEPT) continue;
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  }
}
if (SEED_ONLY) {
  console.log(`Kept ${names.large} (BENCH_SCALE_DATABASE)`);
  process.exit(0);
}

const ms = (v) => `${v.toFixed(2)} ms`;
const lines = [
  `| Request | CPU/request, ${SMALL} posts | CPU/request, ${LARGE.toLocaleString('en-US')} posts | CPU ratio | p50 (p95), ${SMALL} posts | p50 (p95), ${LARGE.toLocaleString('en-US')} posts | p50 ratio |`,
  '|---|---|---|---|---|---|---|',
];
figures.large.forEach((large, i) => {
  const small = figures.small[i];
  lines.push(
    `| ${large.label.replace(/ \(here.*\)/, '')} | ${ms(small.cpu)} | ${ms(large.cpu)} | ${(large.cpu / small.cpu).toFixed(2)}x | ${ms(small.p50)} (${ms(small.p95)}) | ${ms(large.p50)} (${ms(large.p95)}) | ${(large.p50 / small.p50).toFixed(2)}x |`,
  );
});
const table = lines.join('\n');
console.log(
  `\n${ROUNDS} requests per case to each server, interleaved; production mode on PostgreSQL. CPU = server process + its database backends:\n`,
);
console.log(table);

const resultsFile = path.join(ROOT, 'bench/results.md');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const section = [
  `## Scale: ${SMALL} vs ${LARGE.toLocaleString('en-US')} posts (\`npm run bench:scale\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
  '',
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, PostgreSQL at ${new URL(BASE_URL).host}, load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end.${KEPT ? ` The large database was kept between runs (BENCH_SCALE_DATABASE=${KEPT}).` : ''} The large database also holds ${LEADS.toLocaleString('en-US')} playbook leads and ${LEADS.toLocaleString('en-US')} contact requests. ${ROUNDS} requests per case to each server, interleaved (one at a time), both servers in production mode. CPU/request = the server process plus its database backends (/proc; 10 ms ticks averaged over the run), the robust figure on a shared machine; latency is wall time as the client sees it. The 100-post case's "page 500" is its last page.`,
  '',
  table,
  '',
].join('\n');
if (!fs.existsSync(resultsFile)) fs.writeFileSync(resultsFile, '# Benchmark results\n\n');
// The newest Scale section first, above the previous ones (kept for comparison).
const previous = fs.readFileSync(resultsFile, 'utf8');
const firstScale = previous.indexOf('\n## Scale:');
fs.writeFileSync(
  resultsFile,
  firstScale < 0 ? `${previous}\n${section}` : `${previous.slice(0, firstScale + 1)}${section}\n${previous.slice(firstScale + 1)}`,
);
console.log(`\nWritten to ${path.relative(ROOT, resultsFile)}`);

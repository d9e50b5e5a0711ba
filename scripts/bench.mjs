// `npm run bench`: figures, not assertions (docs/decisions/0011). In one run, on one database:
//  1. What the browser downloads (gzipped bundle sizes).
//  2. The app (production mode, page and read caches on) against a bare Node http + pg server
//     answering the same content (scripts/bench-bare.mjs), interleaved case by case: requests
//     per second, server CPU per request (from /proc, the robust figure on a shared machine),
//     and the app/bare throughput ratio.
//  3. The uncached home render: CPU per request when every request misses the page cache.
// Writes bench/results.md: newest run on top, earlier runs kept below.
// PostgreSQL: a throwaway database next to DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres).
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { ROOT, staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';
import { createThrowawayDatabase } from './throwaway-database.mjs';

for (const part of staleParts()) run(npm, ['run', '--silent', part]);
const lines = [];
const out = (line = '') => {
  console.log(line);
  lines.push(line);
};

// ---- 1. bundle sizes ----
const web = path.join(ROOT, 'dist/web');
const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(web, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
for (const file of initial) total += gz(file);
const lazy = fs.readdirSync(path.join(web, 'assets')).filter((f) => /-page-.*\.js$/.test(f));
const homeChunk = lazy.find((f) => f.startsWith('home-page'));
out(
  `Initial download of any page (gzipped): ${kb(total)} in ${initial.length} files` +
    (homeChunk ? `; + home page chunk ${kb(gz(`/assets/${homeChunk}`))}` : ''),
);

// ---- database ----
const baseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = await createThrowawayDatabase(baseUrl, 'finops_bench');
const databaseUrl = database.url;

const port = Number(process.env.PORT || 3300 + (process.pid % 500));
const barePort = Number(process.env.BARE_PORT || port + 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-bench-'));
const app = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOCAL_MODE: 'true',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    DELIVERY_WORKER: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let bare;

function cpuMs(pid) {
  // utime + stime in clock ticks (100 per second on Linux).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(url, init, seconds = 4) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    method: init?.method ?? 'GET',
    headers: init?.headers,
    body: init?.body,
  });
  return { rps: result.requests.average, total: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

async function measure(pid, url, init) {
  await load(url, init, 1); // warm-up (and fills the caches)
  const before = cpuMs(pid);
  const r = await load(url, init);
  const cpu = cpuMs(pid) - before;
  return { rps: r.rps, cpuPerRequest: r.total ? cpu / r.total : NaN, bad: r.non2xx + r.errors };
}

try {
  const appBase = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${appBase}/readyz`)).ok) break;
    } catch {
      // not ready yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  bare = fork(path.join(ROOT, 'scripts/bench-bare.mjs'), [], {
    env: { ...process.env, PORT: String(barePort), DATABASE_URL: databaseUrl },
    stdio: 'ignore',
  });
  await new Promise((resolve) => bare.once('message', resolve));
  const bareBase = `http://127.0.0.1:${barePort}`;
  const slug = (await (await fetch(`${appBase}/api/blog`)).json())[0]?.slug ?? 'showback-before-chargeback';

  const gqlBody = JSON.stringify({
    query: '{ posts(page: 1) { totalCount items { slug title excerpt coverImage category author tagList publishedAt } } }',
  });
  const gql = { method: 'POST', headers: { 'content-type': 'application/json' }, body: gqlBody };
  const htmlHeaders = { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } };
  const cases = [
    ['GET / (cached page)', '/', htmlHeaders],
    [`GET /blog/{slug} (cached page)`, `/blog/${slug}`, htmlHeaders],
    ['POST /graphql blog list', '/graphql', gql],
    ['GET /api/blog', '/api/blog', { headers: { 'accept-encoding': 'br, gzip' } }],
    ['GET /healthz', '/healthz', undefined],
  ];
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  out('');
  out(
    `## ${stamp} — ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, PostgreSQL, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  out('');
  out('| Request | App req/s | App CPU/request | Bare req/s | Bare CPU/request | App throughput vs bare |');
  out('|---|---|---|---|---|---|');
  for (const [name, url, init] of cases) {
    // Interleaved: app, bare, app, bare; the better of each pair of runs.
    const a1 = await measure(app.pid, appBase + url, init);
    const b1 = await measure(bare.pid, bareBase + url, init);
    const a2 = await measure(app.pid, appBase + url, init);
    const b2 = await measure(bare.pid, bareBase + url, init);
    const a = a1.rps >= a2.rps ? a1 : a2;
    const b = b1.rps >= b2.rps ? b1 : b2;
    const bad = a1.bad + a2.bad ? ` (${a1.bad + a2.bad} non-2xx)` : '';
    out(
      `| ${name} | ${a.rps.toFixed(0)}${bad} | ${a.cpuPerRequest.toFixed(2)} ms | ${b.rps.toFixed(0)} | ${b.cpuPerRequest.toFixed(2)} ms | ${(a.rps / b.rps).toFixed(2)}x |`,
    );
  }

  // Uncached render: every request a new URL, so every one misses the page cache.
  const N = 60;
  for (let i = 0; i < 10; i++) await (await fetch(`${appBase}/?warm=${i}`, { headers: { accept: 'text/html' } })).arrayBuffer();
  const before = cpuMs(app.pid);
  for (let i = 0; i < N; i++)
    await (await fetch(`${appBase}/?uncached=${i}-${Date.now()}`, { headers: { accept: 'text/html' } })).arrayBuffer();
  const perRender = (cpuMs(app.pid) - before) / N;
  out('');
  out(
    `Uncached home render (server-rendered, every request a cache miss): ${perRender.toFixed(1)} ms CPU per request (${N} sequential requests).`,
  );
  out(`Bundle: initial download ${kb(total)} gzipped${homeChunk ? `, home page chunk ${kb(gz(`/assets/${homeChunk}`))}` : ''}.`);
} finally {
  app.kill('SIGINT');
  bare?.kill('SIGINT');
  await new Promise((r) => (app.exitCode === null ? app.once('exit', r) : r()));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const resultsFile = path.join(ROOT, 'bench/results.md');
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const header =
  '# `npm run bench` results\n\nNewest first; each run measures the app against a bare Node http + pg server on the same database, interleaved. CPU per request is read from /proc (the robust figure on a shared machine).\n';
const previous = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8').replace(header, '') : '';
fs.writeFileSync(
  resultsFile,
  `${header}${lines.slice(1).join('\n')}\n\nPrevious runs below.\n${previous.replace(/^\n*/, '\n')}`.replace(/\n{3,}/g, '\n\n'),
);
console.log(`\nWritten to ${path.relative(ROOT, resultsFile)}.`);

// `npm run bench`: figures, not assertions (docs/decisions/0011). In one run, on one database:
//  1. What the browser downloads (gzipped bundle sizes).
//  2. The app (production mode, page and read caches on) against a bare Node http + pg server
//     answering the same content (scripts/bench-bare.mjs), interleaved case by case: requests
//     per second, server CPU per request (from /proc, the robust figure on a shared machine),
//     and the app/bare throughput ratio.
//  3. Cached answers against their floor (issue 36, decision 0076): a bare node:http server
//     (scripts/bench-floor.mjs) sending the very bytes and headers the app sent for the same
//     request (cached pages, public REST reads, a persisted GraphQL GET, a 304), measured in
//     three interleaved repetitions; one PASS/FAIL line per target of issue 36 measured here.
//  4. Uncached public reads (a REST list, a GraphQL query whose text varies) against the bare
//     server: CPU per request, PASS/FAIL at issue 36's 2x.
//  5. The uncached home render: CPU per request when every request misses the page cache (a
//     `scenario` of its own each time, a parameter the page key keeps), checked against a cached
//     hit of the same page, PASS/FAIL at issue 36's 30 ms.
//  6. The admin dashboard's first table row against the home page painted and hydrated, in a
//     browser (scripts/bench-admin-first-row.mjs, issue 34).
//  7. The warm start and the memory of the embedded database's server, once the app above has
//     stopped (scripts/bench-start-memory.mjs, issue 36): listening within 5 s, under 350 MB
//     resident at idle and 500 MB under load.
// Prints the machine's state (load average, CPU model) first. Replaces its own section of
// bench/results.md (between its markers) with this run's figures; the other benches' sections stay.
// BENCH_ONLY=uncached runs section 4 alone (about a minute instead of seven; the bundle sizes are
// printed too) and only prints it: a partial run leaves bench/results.md as it is.
// PORT (default 3300 + pid % 500) is the app's; BARE_PORT (default PORT + 10) the bare server's,
// BARE_PORT + 1 the floor's; START_PORT (default PORT + 20) the warm start's server's.
// PostgreSQL: a throwaway database next to DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres),
// named BENCH_DB_PREFIX (default finops_bench) and a random suffix, dropped at the end.
import { fork, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { adminFirstRow } from './bench-admin-first-row.mjs';
import { startAndMemory } from './bench-start-memory.mjs';
import { ROOT, staleParts } from './build-state.mjs';
import { machineState, writeResultsSection } from './bench-results.mjs';
import { npm, run } from './run.mjs';
import { createThrowawayDatabase } from './throwaway-database.mjs';

const ONLY = process.env.BENCH_ONLY ?? '';
if (!['', 'uncached'].includes(ONLY)) throw new Error(`BENCH_ONLY is 'uncached' or unset, not '${ONLY}'.`);
const everything = ONLY === '';

for (const part of staleParts()) run(npm, ['run', '--silent', part]);
const lines = [];
const out = (line = '') => {
  console.log(line);
  lines.push(line);
};

// ---- the machine's state: the figures below hold for this machine at this load only ----
const machine = machineState;
out(`## \`npm run bench\`, ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`);
out('');
out(`Machine at the start: ${machine()}. PostgreSQL.${everything ? '' : ` BENCH_ONLY=${ONLY}: the uncached public reads only.`}`);
out('');

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
const database = await createThrowawayDatabase(baseUrl, process.env.BENCH_DB_PREFIX ?? 'finops_bench');
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
    // The uncached renders below are one client's sequential misses: neither the per-address work
    // budget nor the ceiling over all anonymous work (decision 0057) may turn them into 429s or 503s.
    WORK_BUDGET_BURST_UNITS: '1000000000',
    WORK_BUDGET_UNITS_PER_SECOND: '1000000',
    ANONYMOUS_WORK_SHARE_PERCENT: '100000',
    ANONYMOUS_WORK_BURST_MS: '1000000000',
    // The uncached reads' 10 connections wait for the gate's place (one at a time, as in
    // production) instead of being refused when its queue of 8 is full.
    ANONYMOUS_WORK_QUEUE: '1000',
    SSR_RENDER_TIMEOUT_MS: '600000',
  },
  // The server's warnings and errors (LOG_LEVEL=warn, on stdout) reach the console: a server that
  // dies mid-run says why.
  stdio: ['ignore', 'inherit', 'inherit'],
});
app.once('exit', (code, signal) => {
  if (!stopping) console.error(`The app's server exited during the run (code ${code}, signal ${signal}).`);
});
let stopping = false;
let bare;
let floor;

function cpuMs(pid) {
  // utime + stime in clock ticks (100 per second on Linux).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

let uniqueNumber = 0;

async function load(url, init, seconds = 4, connections = 10) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: init?.method ?? 'GET',
    headers: init?.headers,
    body: init?.body,
    // A request of its own each time (init.unique(n, request) returns it): no read cache answers it.
    ...(init?.unique ? { requests: [{ setupRequest: (request) => init.unique(++uniqueNumber, request) }] } : {}),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    notModified: result['3xx'],
  };
}

async function measure(pid, url, init) {
  await load(url, init, 1); // warm-up (and fills the caches)
  const before = cpuMs(pid);
  const r = await load(url, init);
  const cpu = cpuMs(pid) - before;
  return { rps: r.rps, cpuPerRequest: r.total ? cpu / r.total : NaN, bad: r.non2xx + r.errors };
}

/** One raw answer of the app (bytes as sent, not decoded), to be replayed by the floor server. */
function record(base, url, headers, conditional) {
  return new Promise((resolve, reject) => {
    const req = http.get(base + url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ url, conditional, status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('base64') }),
      );
    });
    req.on('error', reject);
  });
}

/** The headers of an answer that a 304 must repeat: all but the body's own and the per-answer ones. */
const revalidationHeaders = (headers) =>
  JSON.stringify(
    Object.entries(headers)
      .filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'x-request-id', 'content-type', 'content-length', 'content-encoding'].includes(name),
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );

const FLOOR_TARGET = 0.5;
/** Issue 36: an uncached home render under 30 ms of CPU, at any load. */
const RENDER_TARGET_MS = 30;
/** Issue 36: an uncached public read at most 2x the bare server's CPU per request. */
const UNCACHED_READ_TARGET = 2;

/** 3. Cached answers against the floor: the same bytes and headers from a bare node:http server. */
async function floorSection(appBase, slug) {
  const html = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'user-agent': 'bench' };
  const json = { 'accept-encoding': 'br, gzip' };
  const query = '{ posts(page: 1) { totalCount items { slug title excerpt coverImage category author tagList publishedAt } } }';
  const hash = crypto.createHash('sha256').update(query).digest('hex');
  const gqlHeaders = { ...json, 'apollo-require-preflight': 'true' };
  // The text with its hash: Apollo registers the persisted query, so a hash-only miss (the read
  // cache keeps an entry 60 s at most) is answered, and stored again, without the text.
  const gqlByText = `/graphql?query=${encodeURIComponent(query)}&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))}`;
  const gqlByHash = `/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))}`;
  /** [name, target, url, request headers, conditional (a 304)] */
  const cases = [
    ['GET / (cached page)', 'pages', '/', html],
    ['GET /calculator (cached page)', 'pages', '/calculator', html],
    ['GET /simulator (cached page)', 'pages', '/simulator', html],
    [`GET /blog/{slug} (cached page)`, 'pages', `/blog/${slug}`, html],
    ['GET /api/blog (public read)', 'reads', '/api/blog', json],
    ['GET /api/categories (public read)', 'reads', '/api/categories', json],
    ['GET /graphql persisted BlogListPosts (cached GraphQL hit)', 'graphql', gqlByHash, gqlHeaders],
  ];
  // Fill the caches (the persisted query's entry is stored by its text's first request), then record.
  await record(appBase, gqlByText, gqlHeaders, false);
  for (const [, , url, headers] of cases) await record(appBase, url, headers, false);
  const answers = [];
  for (const [, , url, headers] of cases) answers.push(await record(appBase, url, headers, false));
  const home = answers[0];
  const etag = home.headers.etag;
  answers.push(await record(appBase, '/', { ...html, 'if-none-match': etag }, true));
  cases.push(['GET / with If-None-Match (304)', 'notModified', '/', { ...html, 'if-none-match': etag }]);
  const unexpected = answers.filter((answer, i) => answer.status !== (i === answers.length - 1 ? 304 : 200));
  if (unexpected.length) throw new Error(`Not cached answers: ${unexpected.map((a) => `${a.url} ${a.status}`).join(', ')}`);

  const floorPort = barePort + 1;
  floor = fork(path.join(ROOT, 'scripts/bench-floor.mjs'), [], { env: { ...process.env, PORT: String(floorPort) }, stdio: 'ignore' });
  floor.send({ answers });
  await new Promise((resolve) => floor.once('message', resolve));
  const floorBase = `http://127.0.0.1:${floorPort}`;

  out('');
  out('### Cached answers against their floor: a bare node:http server sending the same bytes and headers');
  out('');
  out('20 connections, 4 s per run, app and floor interleaved, three repetitions each; the better run of each kept.');
  out('');
  out('| Request | Bytes | App req/s | App CPU/request | Floor req/s | Floor CPU/request | App vs floor |');
  out('|---|---|---|---|---|---|---|');
  const ratios = { pages: [], reads: [], graphql: [], notModified: [] };
  for (const [name, target, url, headers] of cases) {
    const runs = { app: [], floor: [] };
    for (let i = 0; i < 3; i++) {
      runs.app.push(await measureAt(app.pid, appBase + url, headers));
      runs.floor.push(await measureAt(floor.pid, floorBase + url, headers));
    }
    const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
    const a = best(runs.app);
    const f = best(runs.floor);
    const expected = target === 'notModified' ? 'notModified' : 'ok';
    const bad = runs.app.reduce((sum, r) => sum + r.errors + (expected === 'ok' ? r.non2xx : r.total - r.notModified), 0);
    const ratio = a.rps / f.rps;
    ratios[target].push([name, ratio]);
    const bytes = Buffer.from(answers[cases.findIndex((c) => c[0] === name)].body, 'base64').length;
    out(
      `| ${name} | ${bytes} | ${a.rps.toFixed(0)}${bad ? ` (${bad} unexpected)` : ''} | ${a.cpuPerRequest.toFixed(2)} ms | ${f.rps.toFixed(0)} | ${f.cpuPerRequest.toFixed(2)} ms | ${ratio.toFixed(2)}x |`,
    );
  }
  const sameHeaders = revalidationHeaders(answers.at(-1).headers) === revalidationHeaders(home.headers);
  out('');
  const verdict = (label, list, extra = true) => {
    const [worstName, worst] = list.reduce((a, b) => (b[1] < a[1] ? b : a));
    out(
      `${worst >= FLOOR_TARGET && extra ? 'PASS' : 'FAIL'} ${label}: worst ${worst.toFixed(2)}x of the floor (${worstName}); target ≥ ${FLOOR_TARGET}x`,
    );
  };
  verdict('cached pages vs the floor', ratios.pages);
  verdict('public reads vs the floor', ratios.reads);
  verdict('cached GraphQL hits (persisted GET) vs the floor', ratios.graphql);
  verdict(`304s vs the floor, with the headers of the 200 (${sameHeaders ? 'same' : 'DIFFERENT'})`, ratios.notModified, sameHeaders);
}

async function measureAt(pid, url, headers) {
  await load(url, { headers }, 1, 20); // warm-up
  const before = cpuMs(pid);
  const r = await load(url, { headers }, 4, 20);
  const cpu = cpuMs(pid) - before;
  return { ...r, cpuPerRequest: r.total ? cpu / r.total : NaN };
}

try {
  const appBase = `http://127.0.0.1:${port}`;
  // Up to 10 minutes: a start at load 30 on 2 cores takes minutes (issue 36).
  for (let i = 0; i < 2400; i++) {
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
  if (everything) {
    await appAgainstBare(cases, appBase, bareBase);
    await floorSection(appBase, slug);
    await adminFirstRow(appBase, out);
  }
  await uncachedReads(gql, gqlBody, appBase, bareBase);
  if (everything) await uncachedRender(appBase);
  out(`Bundle: initial download ${kb(total)} gzipped${homeChunk ? `, home page chunk ${kb(gz(`/assets/${homeChunk}`))}` : ''}.`);
  out('');
  out(`Machine at the end: ${machine()}.`);
} finally {
  stopping = true;
  app.kill('SIGINT');
  bare?.kill('SIGINT');
  floor?.kill('SIGINT');
  await new Promise((r) => (app.exitCode === null ? app.once('exit', r) : r()));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (everything) {
  await startAndMemory(Number(process.env.START_PORT || port + 20), out);
  // This bench's own section, between its markers: replaced by every run (the other benches'
  // sections, and the runs recorded before the markers existed, stay).
  console.log(`\nWritten to ${writeResultsSection('npm run bench', lines)}.`);
} else console.log(`\nBENCH_ONLY=${ONLY}: not written to bench/results.md (a partial run).`);

/** 2. The app against the bare server, cached pages and reads included, interleaved. */
async function appAgainstBare(cases, appBase, bareBase) {
  out('');
  out('### The app against a bare node:http + pg server on the same database (best of two interleaved runs)');
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
}

/** 4. Uncached public reads against the bare server. */
async function uncachedReads(gql, gqlBody, appBase, bareBase) {
  // Uncached public reads (issue 36: at most 2x the bare server's CPU per request): every request
  // different, so the read caches miss (a REST query parameter the route ignores, a GraphQL query
  // text with a comment of its own, which Apollo parses and validates again).
  // Both servers send the same bytes (scripts/bench-bare.mjs): Brotli when the client asks for it
  // as a browser does, plain JSON when it names no encoding, as curl does.
  const newQueryString = (n, request) => ({ ...request, path: `/api/blog?bench=${n}` });
  const uncachedCases = [
    [
      'GET /api/blog, Brotli (a new query string each time)',
      '/api/blog',
      { headers: { 'accept-encoding': 'br, gzip' }, unique: newQueryString },
    ],
    ['GET /api/blog, no encoding (a new query string each time)', '/api/blog', { unique: newQueryString }],
    [
      'POST /graphql blog list (a new query text each time)',
      '/graphql',
      {
        ...gql,
        unique: (n, request) => ({ ...request, body: JSON.stringify({ query: `${JSON.parse(gqlBody).query}\n# bench ${n}` }) }),
      },
    ],
  ];
  out('');
  out('### Uncached public reads against the bare server (best of two interleaved runs)');
  out('');
  out('| Request | App req/s | App CPU/request | Bare req/s | Bare CPU/request | App CPU vs bare |');
  out('|---|---|---|---|---|---|');
  const uncachedRatios = [];
  for (const [name, url, init] of uncachedCases) {
    const a1 = await measure(app.pid, appBase + url, init);
    const b1 = await measure(bare.pid, bareBase + url, init);
    const a2 = await measure(app.pid, appBase + url, init);
    const b2 = await measure(bare.pid, bareBase + url, init);
    const a = a1.cpuPerRequest <= a2.cpuPerRequest ? a1 : a2;
    const b = b1.cpuPerRequest <= b2.cpuPerRequest ? b1 : b2;
    const bad = a1.bad + a2.bad ? ` (${a1.bad + a2.bad} non-2xx)` : '';
    const ratio = a.cpuPerRequest / b.cpuPerRequest;
    uncachedRatios.push([name, ratio, a1.bad + a2.bad]);
    out(
      `| ${name} | ${a.rps.toFixed(0)}${bad} | ${a.cpuPerRequest.toFixed(2)} ms | ${b.rps.toFixed(0)} | ${b.cpuPerRequest.toFixed(2)} ms | ${ratio.toFixed(2)}x |`,
    );
  }
  out('');
  for (const [name, ratio, bad] of uncachedRatios)
    out(
      `${ratio <= UNCACHED_READ_TARGET && !bad ? 'PASS' : 'FAIL'} uncached public read ${name}: ${ratio.toFixed(2)}x the bare server's CPU per request${bad ? `, ${bad} non-2xx` : ''}; target ≤ ${UNCACHED_READ_TARGET}x`,
    );
}

/** 5. The uncached home render, against cached hits of the same page. */
async function uncachedRender(appBase) {
  // Uncached render: every request a page-cache miss. The key keeps only the parameters pages
  // read (graphql-server/src/http/page-key.ts): a made-up parameter (`?uncached=`) is dropped from
  // it, so such requests were cache hits (this line read 0.8 ms until 2026-11-29). `scenario` is
  // one the key keeps on purpose (the simulator reads it), so each value is an address of its own.
  const N = 60;
  // 60 warm-up renders (misses too), as bench:render does: the figure is a warm renderer's.
  for (let i = 0; i < 60; i++) await (await fetch(`${appBase}/?scenario=warm-${i}`, { headers: { accept: 'text/html' } })).arrayBuffer();
  const renderCpu = async (query) => {
    const before = cpuMs(app.pid);
    for (let i = 0; i < N; i++) {
      const response = await fetch(`${appBase}/${query(i)}`, { headers: { accept: 'text/html' } });
      const body = await response.text();
      if (response.status !== 200 || !body.includes('<h1')) throw new Error(`GET /${query(i)}: ${response.status}, not a server render`);
    }
    return (cpuMs(app.pid) - before) / N;
  };
  const perRender = await renderCpu((i) => `?scenario=uncached-${i}-${Date.now()}`);
  // The same page as cached hits, in the same minutes: a "miss" that costs about as little is a hit.
  const perHit = await renderCpu(() => '');
  out('');
  out(
    `Uncached home render (server-rendered, every request a page-cache miss): ${perRender.toFixed(1)} ms CPU per request (${N} sequential requests); the same page from the cache ${perHit.toFixed(2)} ms.`,
  );
  out(
    `${perRender > 5 * perHit ? 'PASS' : 'FAIL'} the uncached figure measures misses: ${(perRender / perHit).toFixed(0)}x a cached hit's CPU (at least 5x expected)`,
  );
  out(
    `${perRender < RENDER_TARGET_MS ? 'PASS' : 'FAIL'} uncached home render CPU: ${perRender.toFixed(1)} ms; target < ${RENDER_TARGET_MS} ms (\`npm run bench:render\` measures it over more requests, with the article)`,
  );
}

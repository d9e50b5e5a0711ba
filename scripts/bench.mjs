// `npm run bench`: figures, not assertions. (1) What the browser downloads for the home page,
// gzipped. (2) Request latency of the main read paths on the embedded database, each also as a
// ratio to GET /healthz measured in the same run (the cost of Express alone on this machine).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT, staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';

for (const part of staleParts()) run(npm, ['run', '--silent', part]);

// ---- 1. bundle sizes ----
const web = path.join(ROOT, 'dist/web');
const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(web, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('Initial download of any page (gzipped):');
let total = 0;
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(`  ${file.padEnd(48)} ${kb(size)}`);
}
const lazy = fs.readdirSync(path.join(web, 'assets')).filter((f) => /-page-.*\.js$/.test(f));
const home = lazy.find((f) => f.startsWith('home-page'));
console.log(`  total                                            ${kb(total)}`);
if (home) console.log(`  + home page chunk                                ${kb(gz(`/assets/${home}`))}  (= ${kb(total + gz(`/assets/${home}`))} for /)`);
console.log('Lazy screen chunks (gzipped):', lazy.map((f) => `${f.replace(/-[\w-]{8}\.js$/, '')} ${kb(gz(`/assets/${f}`))}`).join(', '));

// ---- 2. latency ----
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-bench-'));
const port = 3300 + (process.pid % 500);
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(40), DATABASE_URL: process.env.DATABASE_URL ?? '' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  const gql = (query) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
  const cases = [
    ['GET /healthz (baseline)', '/healthz'],
    ['GET / (HTML)', '/'],
    ['GET /api/blog', '/api/blog'],
    ['GET /api/blog/{slug}', '/api/blog/showback-before-chargeback'],
    ['GraphQL posts page 1', '/graphql', gql('{ posts { totalCount items { slug title excerpt tagList } } }')],
    ['GraphQL posts search', '/graphql', gql('{ posts(search: "kubernetes") { totalCount items { slug } } }')],
    ['GraphQL resources', '/graphql', gql('{ resources(type: "template") { totalCount items { title downloadCount } } }')],
  ];
  const N = 300;
  let baseline;
  console.log(`\nLatency, ${N} sequential requests each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}:`);
  for (const [name, url, init] of cases) {
    for (let i = 0; i < 20; i++) await (await fetch(base + url, init)).arrayBuffer(); // warm-up
    const times = [];
    for (let i = 0; i < N; i++) {
      const t = performance.now();
      const res = await fetch(base + url, init);
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    baseline ??= mean;
    console.log(`  ${name.padEnd(26)} p50 ${p(0.5).toFixed(2)} ms  p95 ${p(0.95).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  x${(mean / baseline).toFixed(1)} baseline`);
  }
} finally {
  server.kill('SIGINT');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

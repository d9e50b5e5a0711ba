// `npm run bench:render`: CPU of uncached server renders, page by page (docs/decisions/0040).
// Starts the production build as `npm run bench` does (throwaway PostgreSQL database, page cache
// on) and requests each page with a new query string, so every request is a cache miss; the
// figure is the server process's CPU (utime + stime from /proc) divided by the requests.
//
//   node scripts/bench-render.mjs [--root DIR] [--n 60] [--paths /,/blog,...] [--prof DIR] [--port P]
//
// --root: a directory holding another build's dist/ (to measure a before-figure in the same
// minutes); --prof: also write a V8 CPU profile of the server (node --cpu-prof) into DIR.
// --rounds R: measure the pages R times, interleaved, and print each round.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './build-state.mjs';
import { createThrowawayDatabase } from './throwaway-database.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: ROOT },
    n: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '1' },
    paths: { type: 'string', default: '/' },
    prof: { type: 'string' },
    port: { type: 'string', default: String(3400 + (process.pid % 400)) },
  },
});
const root = path.resolve(values.root);
const N = Number(values.n);
const baseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = await createThrowawayDatabase(baseUrl, 'finops_render');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-render-'));
const nodeArgs = values.prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.prof)}`] : [];
const app = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/server/graphql-server/src/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: values.port,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOCAL_MODE: 'true',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    DELIVERY_WORKER: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const cpuMs = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const get = async (url) => {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const body = await response.text();
  if (response.status >= 500) throw new Error(`${url}: ${response.status}`);
  return body;
};

try {
  const base = `http://127.0.0.1:${values.port}`;
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not ready yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const slug = (await (await fetch(`${base}/api/blog`)).json())[0]?.slug;
  const paths = values.paths.split(',').map((p) => p.replace('{slug}', slug));
  for (const p of paths) for (let i = 0; i < 10; i++) await get(`${base}${p}?warm=${i}`);
  console.log(`load average ${os.loadavg()[0].toFixed(1)}; ${N} uncached requests per page; build in ${root}`);
  for (let round = 0; round < Number(values.rounds); round++) {
    const row = [];
    for (const p of paths) {
      const before = cpuMs(app.pid);
      for (let i = 0; i < N; i++) await get(`${base}${p}?uncached=${round}-${i}-${Date.now()}`);
      row.push(`${p} ${((cpuMs(app.pid) - before) / N).toFixed(1)} ms`);
    }
    console.log(row.join(' | '));
  }
} finally {
  app.kill('SIGINT');
  await new Promise((r) => (app.exitCode === null ? app.once('exit', r) : r()));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

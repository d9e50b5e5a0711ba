// `npm run bench:render`: CPU of uncached server renders, page by page (docs/decisions/0040).
// Starts the production build as `npm run bench` does (throwaway PostgreSQL database, page cache
// on) and requests each page with a new value of a query parameter the page cache keys on
// (`scenario`, read by the simulator only: graphql-server/src/http/page-key.ts drops every other
// parameter from the key), so every request is a cache miss; the
// figure is the server process's CPU (utime + stime from /proc) divided by the requests.
//
//   node scripts/bench-render.mjs [--root DIR] [--reference DIR] [--limit 1.1] [--n 60]
//                                 [--paths /,/blog,...] [--prof DIR] [--port P] [--rounds R]
//
// --root: a directory holding another build's dist/ (to measure a before-figure in the same
// minutes); --reference: a directory holding the build to compare with (e.g. main's, built with
// `git worktree add` or `git archive main | tar -x` and `npm run build` there): both builds run
// side by side on databases of their own, measured in turns, and each page prints its ratio to
// the reference with PASS (at most --limit, 1.1 by default) or FAIL, the run exiting 1 on a FAIL;
// --prof: also write a V8 CPU profile of the server (node --cpu-prof) into DIR;
// --rounds R: measure the pages R times, interleaved, and print each round (with --reference,
// the verdict is on the sum of all rounds).
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
    reference: { type: 'string' },
    limit: { type: 'string', default: '1.1' },
    n: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '1' },
    paths: { type: 'string', default: '/' },
    prof: { type: 'string' },
    port: { type: 'string', default: String(3400 + (process.pid % 400)) },
  },
});
const N = Number(values.n);
const LIMIT = Number(values.limit);
const baseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/** One build's server on a throwaway database: its address, its CPU so far, and a stop. */
async function startBuild(root, port) {
  const database = await createThrowawayDatabase(baseUrl, 'finops_render');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-render-'));
  const nodeArgs = values.prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.prof)}`] : [];
  const app = spawn(process.execPath, [...nodeArgs, path.join(root, 'dist/server/graphql-server/src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOCAL_MODE: 'true',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      DELIVERY_WORKER: 'false',
      // Never abandon a render for the app shell on a busy machine: the figure is the render's CPU.
      SSR_RENDER_TIMEOUT_MS: '600000',
      // One client asking for hundreds of uncached renders: the per-address work budget
      // (decision 0057) would answer 429 long before the run ends.
      WORK_BUDGET_BURST_UNITS: '1000000000',
      WORK_BUDGET_UNITS_PER_SECOND: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const build = {
    root,
    base: `http://127.0.0.1:${port}`,
    cpuMs() {
      const fields = fs.readFileSync(`/proc/${app.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      app.kill('SIGINT');
      await new Promise((r) => (app.exitCode === null ? app.once('exit', r) : r()));
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${build.base}/readyz`)).ok) return build;
    } catch {
      // not ready yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return build;
}

const get = async (url) => {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  const body = await response.text();
  if (response.status >= 400) throw new Error(`${url}: ${response.status}`);
  return body;
};

/** CPU per uncached render of `p` on `build`, in ms; a page served as the app shell (not rendered) is an error. */
async function measure(build, p, round) {
  const before = build.cpuMs();
  for (let i = 0; i < N; i++) {
    const body = await get(`${build.base}${p}?scenario=uncached-${round}-${i}-${Date.now()}`);
    if (!body.includes('<h1')) throw new Error(`${build.root}: ${p} was not server-rendered (no <h1>)`);
  }
  return (build.cpuMs() - before) / N;
}

const builds = [];
try {
  builds.push(await startBuild(path.resolve(values.root), Number(values.port)));
  if (values.reference) builds.push(await startBuild(path.resolve(values.reference), Number(values.port) + 1));
  const [current, reference] = builds;
  const slug = (await (await fetch(`${current.base}/api/blog`)).json())[0]?.slug;
  const paths = values.paths.split(',').map((p) => p.replace('{slug}', slug));
  for (const build of builds) for (const p of paths) for (let i = 0; i < 10; i++) await get(`${build.base}${p}?warm=${i}`);
  console.log(
    `load average ${os.loadavg()[0].toFixed(1)}; ${N} uncached requests per page; build in ${current.root}` +
      (reference ? `; reference build in ${reference.root}` : ''),
  );
  const totals = new Map(paths.map((p) => [p, { current: 0, reference: 0 }]));
  for (let round = 0; round < Number(values.rounds); round++) {
    const row = [];
    for (const p of paths) {
      // In turns, reference first on even rounds: neither build always runs on a warmer machine.
      const order = reference && round % 2 === 0 ? [reference, current] : [current, reference].filter(Boolean);
      const figures = new Map();
      for (const build of order) figures.set(build, await measure(build, p, round));
      const total = totals.get(p);
      total.current += figures.get(current);
      if (reference) total.reference += figures.get(reference);
      row.push(
        reference
          ? `${p} ${figures.get(current).toFixed(1)} ms (reference ${figures.get(reference).toFixed(1)} ms)`
          : `${p} ${figures.get(current).toFixed(1)} ms`,
      );
    }
    console.log(row.join(' | '));
  }
  if (reference) {
    let failed = false;
    for (const [p, total] of totals) {
      const ratio = total.current / total.reference;
      const verdict = ratio <= LIMIT ? 'PASS' : 'FAIL';
      failed ||= verdict === 'FAIL';
      console.log(`${p}: ${ratio.toFixed(2)}x the reference build's render CPU (limit ${LIMIT}x): ${verdict}`);
    }
    process.exitCode = failed ? 1 : 0;
  }
} finally {
  for (const build of builds) await build.stop();
}

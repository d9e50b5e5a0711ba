// Part of `npm run bench` (issue 36, rows "Memory" and "Warm start"): the built server on the
// embedded database, as `npm start` runs it. It starts once on an empty data directory (which
// migrates and seeds it), stops, and starts again on that data: the warm start. Measured: how long
// until the port answers (/healthz), until /readyz says ready, until the first page; the resident
// memory once ready and idle; its peak while pages, reads and misses are requested at
// LOAD_CONNECTIONS connections for LOAD_SECONDS; and where the memory is (anonymous: the V8 heap,
// the embedded database's WebAssembly memory and buffers; file-backed: code and libraries mapped).
// Run alone: `node scripts/bench-start-memory.mjs`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './build-state.mjs';

export const LISTENING_TARGET_S = 5;
export const IDLE_RSS_TARGET_MB = 350;
export const LOADED_RSS_TARGET_MB = 500;
const LOAD_CONNECTIONS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS || 20);
// Idle: 15 s after the first page with no request. A server sits idle for minutes; what it holds
// then is the figure, not the start-up's peak. Its start-up garbage is collected a few seconds
// after the first sweeps (boot.ts), which this leaves room for on a loaded machine.
const IDLE_SETTLE_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb) => Math.round(kb / 1024);

/** Fields of /proc/<pid>/status in kB (VmRSS, VmHWM, RssAnon, RssFile, RssShmem). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM'), anon: field('RssAnon'), file: field('RssFile'), shmem: field('RssShmem') };
}

async function status(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

function start(port, dataDir) {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    // The embedded database: no DATABASE_URL, whatever the caller's environment says.
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOCAL_MODE: 'true',
      LOG_LEVEL: 'error',
    },
    // Its errors (on stdout at LOG_LEVEL=error; the 503s of misses beyond the anonymous work budget are warnings) reach the console: a server that stops says why.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return server;
}

/** Milliseconds from `since` until `url` of `server` answers `wanted` (polled every 50 ms), or throws after `limitMs`. */
async function timeUntil(server, url, wanted, since, limitMs = 600_000) {
  while (performance.now() - since < limitMs) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`The server stopped (exit code ${server.exitCode}).`);
    if ((await status(url)) === wanted) return performance.now() - since;
    await sleep(50);
  }
  throw new Error(`${url} did not answer ${wanted} within ${limitMs / 1000} s`);
}

async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Runs the measurement and writes its lines through `out`; `port` is free for its server. */
export async function startAndMemory(port, out) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-bench-start-'));
  try {
    // First start: migrations and the seed, not measured.
    let server = start(port, dataDir);
    await timeUntil(server, `${base}/readyz`, 200, performance.now());
    await stop(server);

    const began = performance.now();
    server = start(port, dataDir);
    const listening = await timeUntil(server, `${base}/healthz`, 200, began);
    const ready = await timeUntil(server, `${base}/readyz`, 200, began);
    const firstPage = await timeUntil(server, `${base}/`, 200, began);
    await sleep(IDLE_SETTLE_MS);
    const idle = memory(server.pid);

    const slug = (await (await fetch(`${base}/api/blog?pageSize=1`)).json()).items?.[0]?.slug;
    const paths = ['/', '/blog', '/calculator', '/simulator', '/api/blog', ...(slug ? [`/blog/${slug}`] : [])];
    let n = 0;
    let peak = idle.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memory(server.pid).rss)), 200);
    await autocannon({
      url: base,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      // Every fifth request a new scenario: a page-cache miss, rendered (issue 36's `?scenario=`).
      requests: [
        { setupRequest: (request) => ({ ...request, path: n % 5 === 4 ? `/?scenario=bench-${n++}` : paths[n++ % paths.length] }) },
      ],
    });
    clearInterval(sampler);
    const loaded = memory(server.pid);
    peak = Math.max(peak, loaded.rss);
    await stop(server);

    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    out('');
    out(`Warm start on the embedded database (existing data): listening ${s(listening)}, ready ${s(ready)}, first page ${s(firstPage)}.`);
    out(
      `Memory (embedded): idle ${mb(idle.rss)} MB RSS (${mb(idle.anon)} MB anonymous: the V8 heap, the database's WebAssembly memory and buffers; ${mb(idle.file)} MB file-backed: code and libraries; ${mb(idle.shmem)} MB shared); ` +
        `under ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s (pages, reads, one miss in five): peak ${mb(peak)} MB, ${mb(loaded.anon)} MB anonymous at the end.`,
    );
    const line = (ok, text) => out(`${ok ? 'PASS' : 'FAIL'} ${text}`);
    line(
      listening <= LISTENING_TARGET_S * 1000,
      `warm start: listening ${s(listening)} after start; target ≤ ${LISTENING_TARGET_S} s (a wall-clock figure: it grows with the machine's load)`,
    );
    line(mb(idle.rss) < IDLE_RSS_TARGET_MB, `memory at idle (embedded): ${mb(idle.rss)} MB RSS; target < ${IDLE_RSS_TARGET_MB} MB`);
    line(
      mb(peak) < LOADED_RSS_TARGET_MB,
      `memory under the bench (embedded): peak ${mb(peak)} MB RSS; target < ${LOADED_RSS_TARGET_MB} MB`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await startAndMemory(Number(process.env.PORT || 3970), console.log);
}

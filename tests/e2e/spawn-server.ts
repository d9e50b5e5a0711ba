// A server of a spec's own, started as a user starts it (`node scripts/start.mjs`) on a data folder
// of its own: for specs that stop it, restart it, or write content the shared server's other
// specs count on not seeing.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface Running {
  child: ChildProcess;
  output: () => string;
  url: string;
}

/**
 * A new data folder whose embedded database is already migrated and seeded, as a first start
 * leaves it (a copy of one template, seeded-data-dir.mjs): starting on it skips PGlite's initdb
 * and the migrations. For specs that need a server of their own, not a first start.
 */
export function seededDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  execFileSync(process.execPath, ['tests/e2e/seeded-data-dir.mjs', dataDir], { cwd: ROOT, stdio: 'inherit' });
  return dataDir;
}

/**
 * A port nothing listens on now, chosen by the system. A port derived from the process id could
 * land on another program's (MariaDB's 3306 did) or another run's on a shared machine.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(dataDir: string, port: number, env: Record<string, string> = {}): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    // Production mode with LOCAL_MODE, as `npm start` without NODE_ENV runs (and the shared e2e
    // server): NODE_ENV=test rendered the start's warm-up pages with React's development build,
    // about 1.7x slower, and a first start on a loaded machine missed its deadline.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOCAL_MODE: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Building what is stale, migrating and seeding take a while on a loaded machine.
  const deadline = Date.now() + 180_000; // as long as the shared server is given (playwright.config.ts)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, output: () => output, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}

export function stop(server: Running, signal: NodeJS.Signals = 'SIGINT'): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill(signal);
  });
}

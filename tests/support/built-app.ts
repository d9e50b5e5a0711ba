// The built server (npm run build) started as a process: the server renderer is an ES module
// jest cannot load, so tests of server-rendered pages run the real thing on its own port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/graphql-server/src/main.js');

export interface BuiltApp {
  url: string;
  stop(): Promise<void>;
}

export function assertBuilt(testFile: string): void {
  if (!fs.existsSync(path.join(ROOT, 'dist/ssr/entry-server.mjs')) || !fs.existsSync(MAIN)) {
    throw new Error(`${testFile} needs the build: run \`npm run build\` first.`);
  }
}

/**
 * The anonymous work gate and budget raised out of reach, for a built app whose test is not about
 * them: one visitor's many slow renders on a loaded machine must not be refused with 503 or 429
 * (security-anonymous-cost.test.ts and security-work-gate.test.ts cover them).
 */
export const UNGATED_ANONYMOUS_WORK: Record<string, string> = {
  ANONYMOUS_WORK_SHARE_PERCENT: '100000',
  ANONYMOUS_WORK_BURST_MS: '600000',
  WORK_BUDGET_BURST_UNITS: '100000',
};

/** Start the built app on a free port with `env` added to the test defaults. */
export async function startBuiltApp(env: Record<string, string>): Promise<BuiltApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-built-app-'));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Production mode, as `npm start` and the e2e server run it (React's production build renders
      // the pages, about 1.7x faster than its development build); LOCAL_MODE: plain http.
      NODE_ENV: 'production',
      LOCAL_MODE: 'true',
      DELIVERY_WORKER: 'false',
      // A render slower than the default 3 s on a loaded machine would serve the empty app shell.
      SSR_RENDER_TIMEOUT_MS: '30000',
      // info: the "live on" line the port is read from is an info line.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const port = /live on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.once('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  return {
    url,
    /** Ctrl-C, as `npm start` is stopped: rejects unless the app stops cleanly (status 0). */
    async stop() {
      if (child.exitCode === null)
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGINT');
        });
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (child.exitCode !== 0)
        throw new Error(`the app did not stop cleanly (exit ${child.exitCode ?? child.signalCode}):\n${output.slice(-2000)}`);
    },
  };
}

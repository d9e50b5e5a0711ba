// The server as a user runs it: `npm start` on a fresh embedded database seeds it, Ctrl-C
// (SIGINT) shuts down cleanly, and a restart finds everything that was stored.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');

interface Running {
  child: ChildProcess;
  output: () => string;
  url: string;
}

async function startServer(dataDir: string, port: number): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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

function stop(server: Running): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGINT');
  });
}

test('npm start seeds once, stops cleanly on Ctrl-C and keeps data across restarts', async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-lifecycle-'));
  const port = 3200 + (process.pid % 500);
  try {
    const first = await startServer(dataDir, port);
    expect(first.output()).toContain('Seeded 4 categories');
    const lead = await fetch(`${first.url}/api/playbook-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines' }),
    });
    expect(lead.status).toBe(201);
    const register = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'owner-secret' }),
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };

    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('Stopped cleanly.');
    expect(fs.existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);

    const second = await startServer(dataDir, port);
    expect(second.output()).not.toContain('Seeded');
    // The session survives too: the generated JWT secret is kept in DATA_DIR.
    const leads = await fetch(`${second.url}/api/admin/playbook-leads`, { headers: { Authorization: `Bearer ${token}` } });
    expect(leads.status).toBe(200);
    expect(await leads.json()).toEqual([expect.objectContaining({ email: 'ada@example.com', company: 'Analytical Engines' })]);
    const posts = (await (await fetch(`${second.url}/api/blog`)).json()) as unknown[];
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(await stop(second)).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

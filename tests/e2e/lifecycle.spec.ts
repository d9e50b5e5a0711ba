// The server as a user runs it: `npm start` on a DATA_DIR that does not exist yet creates it
// 0700 and seeds the embedded database, Ctrl-C (SIGINT) shuts down cleanly, everything written in
// the folder — the database's files and WAL, the generated JWT secret, the outbox's e-mails — is
// 0600 (folders 0700, issue 10), and a restart finds everything that was stored. One first start
// (PGlite's initdb and every migration) serves both the lifecycle and the folder's permissions.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, seededDataDir, startServer, stop } from './spawn-server';

/** Every path under `dir` with the permission bits a group or others have on it. */
function openToOthers(dir: string): Array<{ file: string; mode: string }> {
  const found: Array<{ file: string; mode: string }> = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = fs.lstatSync(current);
    if ((stat.mode & 0o077) !== 0) found.push({ file: path.relative(dir, current) || '.', mode: (stat.mode & 0o777).toString(8) });
    if (stat.isDirectory()) for (const name of fs.readdirSync(current)) pending.push(path.join(current, name));
  }
  return found;
}

test('npm start creates a private DATA_DIR, seeds once, stops cleanly on Ctrl-C and keeps data across restarts', async () => {
  test.setTimeout(360_000); // two starts, each up to 180 s on a loaded machine
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-lifecycle-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  try {
    const first = await startServer(dataDir, port);
    expect(first.output()).toContain('Seeded 4 categories');
    const lead = await fetch(`${first.url}/api/playbook-lead`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines' }),
    });
    expect(lead.status).toBe(201);
    // The worker writes the lead's e-mails to the outbox folder.
    const outbox = path.join(dataDir, 'outbox');
    await expect
      .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).length : 0), { timeout: 30_000 })
      .toBeGreaterThan(0);
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
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);

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
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a shutdown under load drains in-flight submissions: no acknowledged lead is lost', async () => {
  test.setTimeout(360_000); // two starts, each up to 180 s on a loaded machine
  const dataDir = seededDataDir('finops-drain-');
  const port = await freePort();
  try {
    const server = await startServer(dataDir, port, { LEAD_RATE_LIMIT: '100000' });
    const submit = async (n: number): Promise<'acknowledged' | 'refused'> => {
      try {
        const response = await fetch(`${server.url}/api/playbook-lead`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `Drain Lead ${n}`, email: `drain-${n}@example.com`, company: 'Drain Co' }),
        });
        return response.status === 201 ? 'acknowledged' : 'refused';
      } catch {
        return 'refused'; // connection refused or closed: never acknowledged
      }
    };
    // 20 senders submit until the server stops answering; SIGTERM arrives mid-stream.
    let next = 0;
    const outcomes: string[] = [];
    const sender = async () => {
      for (let misses = 0; misses < 3 && next < 5000;) {
        const outcome = await submit(next++);
        outcomes.push(outcome);
        misses = outcome === 'refused' ? misses + 1 : 0;
      }
    };
    const senders = Array.from({ length: 20 }, sender);
    while (outcomes.filter((outcome) => outcome === 'acknowledged').length < 150) await new Promise((resolve) => setTimeout(resolve, 20));
    const exitCode = stop(server, 'SIGTERM');
    await Promise.all(senders);
    expect(await exitCode).toBe(0);
    expect(server.output()).toContain('Stopped cleanly.');
    const acknowledged = outcomes.filter((outcome) => outcome === 'acknowledged').length;

    const again = await startServer(dataDir, port);
    const register = await fetch(`${again.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'owner', password: 'owner-secret' }),
    });
    const { token } = (await register.json()) as { token: string };
    const counts = await fetch(`${again.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ dashboardCounts { playbookLeads } }' }),
    });
    const stored = ((await counts.json()) as { data: { dashboardCounts: { playbookLeads: number } } }).data.dashboardCounts.playbookLeads;
    console.log(`Shutdown under load: ${outcomes.length} sent, ${acknowledged} acknowledged, ${stored} stored.`);
    expect(acknowledged).toBeGreaterThanOrEqual(150);
    // Every 201 is in the database; a request cut off before its answer may be stored too.
    expect(stored).toBeGreaterThanOrEqual(acknowledged);
    expect(stored).toBeLessThanOrEqual(outcomes.length);
    expect(await stop(again)).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// The server as a user runs it: `npm start` on a fresh embedded database seeds it, Ctrl-C
// (SIGINT) shuts down cleanly, and a restart finds everything that was stored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seededDataDir, startServer, stop } from './spawn-server';

test('npm start seeds once, stops cleanly on Ctrl-C and keeps data across restarts', async () => {
  test.setTimeout(240_000);
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

test('a shutdown under load drains in-flight submissions: no acknowledged lead is lost', async () => {
  test.setTimeout(240_000);
  const dataDir = seededDataDir('finops-drain-');
  const port = 3700 + (process.pid % 500);
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

// DATA_DIR is the server's alone (issue 10): started as a user starts it on a DATA_DIR that does
// not exist yet, the folder is created 0700 and everything written in it — the embedded
// database's files and WAL, the generated JWT secret, the outbox's e-mails — is 0600 (folders 0700).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, stop } from './spawn-server';

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

test('a fresh DATA_DIR is 0700 and every file written in it 0600', async () => {
  test.setTimeout(240_000);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-data-dir-'));
  const dataDir = path.join(root, 'data');
  // PORT (the engineer's own) when given, else one derived from this process.
  const port = Number(process.env.PORT) || 3300 + (process.pid % 400);
  try {
    const server = await startServer(dataDir, port);
    const lead = await fetch(`${server.url}/api/playbook-lead`, {
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
    expect(await stop(server)).toBe(0);

    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

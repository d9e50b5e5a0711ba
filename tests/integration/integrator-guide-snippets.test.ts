// The guide's examples are run as written (issue 35): every fenced snippet of docs/integrators.md is
// marked, on the line above it, `<!-- example: run -->` or `<!-- example: illustrative — why -->`
// (an unmarked one fails here). Shell snippets marked run are run by bash against a test server —
// its URL for http://localhost:3000, a real token for fin_..., a real cursor for eyJ0Ijoi... — with
// curl failing on an HTTP error and no GraphQL `errors` allowed; JavaScript ones are run by node
// with a small harness. A server change that breaks a snippet fails this test.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { issueApiToken } from './api-token-helpers';
import { START_TIMEOUT, startServer, validLead } from './helpers';

jest.setTimeout(60_000);

const GUIDE = path.resolve(__dirname, '../../docs/integrators.md');

interface Snippet {
  line: number;
  lang: string;
  mark: string | null;
  code: string;
}

/** Every fenced snippet of the guide with the marker above it. */
function snippets(): Snippet[] {
  const lines = fs.readFileSync(GUIDE, 'utf8').split('\n');
  const found: Snippet[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S+)/.exec(lines[i]);
    if (!open) continue;
    const end = lines.indexOf('```', i + 1);
    const mark = /^<!-- example: (.+) -->$/.exec(lines[i - 1] ?? '');
    found.push({ line: i + 1, lang: open[1], mark: mark ? mark[1] : null, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return found;
}

function run(command: string, args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, timeout: 30_000, env: { PATH: process.env.PATH ?? '', HOME: cwd } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("the guide's examples", () => {
  let server: TestServer;
  let token: string;
  let cursor: string;
  let dir: string;

  beforeAll(async () => {
    server = await startServer({ seed: true, syncSettleMs: 0 });
    const admin = await signedInAdmin(server);
    token = (await issueApiToken(server, admin.token, ['content', 'leads'])).secret;
    for (let i = 0; i < 3; i++) await server.services.leads.submitPlaybookLead(validLead(), `10.9.0.${i + 1}`);
    const feed = await server.agent().get('/api/admin/sync/playbook-leads?limit=1').set('Authorization', `Bearer ${token}`);
    cursor = feed.body.pageInfo.endCursor as string;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-snippets-'));
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const substitute = (code: string) =>
    code.replaceAll('http://localhost:3000', server.url.replace(/\/$/, '')).replaceAll('fin_...', token).replaceAll('eyJ0Ijoi...', cursor);

  it('marks every snippet as run or illustrative (with a reason)', () => {
    const all = snippets();
    expect(all.length).toBeGreaterThan(15);
    expect(all.filter((s) => !s.mark).map((s) => `line ${s.line}`)).toEqual([]);
    for (const s of all.filter((s) => s.mark!.startsWith('illustrative')))
      expect([s.line, s.mark]).toEqual([s.line, expect.stringMatching(/^illustrative — \S.{10,}/)]);
    expect(all.filter((s) => s.mark!.startsWith('run')).length).toBeGreaterThanOrEqual(4);
  });

  it('runs every shell snippet marked run, with no HTTP or GraphQL error', async () => {
    const shell = snippets().filter((s) => s.mark!.startsWith('run') && s.lang === 'sh');
    expect(shell.length).toBeGreaterThanOrEqual(3);
    for (const s of shell) {
      // curl fails (exit 22) on an HTTP error status; every command must succeed.
      const script = `set -eo pipefail\ncurl() { command curl --fail-with-body "$@"; }\n${substitute(s.code)}\n`;
      const result = await run('bash', ['--norc', '--noprofile', '-c', script], dir);
      expect([s.line, result.code, result.stderr]).toEqual([s.line, 0, '']);
      expect([s.line, result.stdout]).not.toEqual([s.line, expect.stringContaining('"errors"')]);
      expect([s.line, result.stdout.length > 0 || fs.readdirSync(dir).length > 0]).toEqual([s.line, true]);
    }
  });

  it('runs the JavaScript sync loop: it copies every playbook lead', async () => {
    const [loop] = snippets().filter((s) => s.mark!.startsWith('run') && s.lang === 'js');
    expect(loop.code).toContain('async function syncFeed');
    const harness = `
const items = new Map(); const cursors = new Map();
const store = {
  cursor: async (feed) => cursors.get(feed) ?? null,
  saveCursor: async (feed, c) => void cursors.set(feed, c),
  put: async (feed, item) => void items.set(item.id, item),
  delete: async (kind, id) => void items.delete(id),
};
await syncFeed('playbook-leads', store, ${JSON.stringify(token)}, ${JSON.stringify(server.url)});
await syncFeed('deleted', store, ${JSON.stringify(token)}, ${JSON.stringify(server.url)});
console.log(JSON.stringify([...items.keys()].sort()));`;
    const file = path.join(dir, 'sync-feed.mjs');
    fs.writeFileSync(file, `${loop.code}\n${harness}`);
    const result = await run(process.execPath, [file], dir);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const ids = (await server.dataSource.query('SELECT id FROM playbook_leads ORDER BY id')) as Array<{ id: string }>;
    expect(JSON.parse(result.stdout)).toEqual(ids.map((row) => row.id).sort());
  });
});

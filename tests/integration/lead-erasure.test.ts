// Issue 14: erasure is a hard delete that leaves the address nowhere — no table (every column of
// every row, as text), no file under the outbox folder, no log line; the audit log says only that
// it happened. An access request exports everything held (an unknown address: an empty export).
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { log, setLogger } from '../../graphql-server/src/logger';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { TestReceiver, waitFor } from './delivery-helpers';
import { dataOf, randomUuid, START_TIMEOUT, startServer, validContact, validLead, type Agent } from './helpers';

jest.setTimeout(60_000);

/** Rows of any table whose text (every column) holds `needle`, by table. */
async function tablesHolding(server: TestServer, needle: string): Promise<Record<string, number>> {
  const tables: Array<{ name: string }> = await server.dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await server.dataSource.query(`SELECT count(*)::int AS n FROM "${name}" t WHERE t::text ILIKE $1`, [`%${needle}%`]);
    if (row.n > 0) found[name] = row.n;
  }
  return found;
}

/** Files under `dir` (recursively) whose bytes hold `needle`. */
function filesHolding(dir: string, needle: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file, 'utf8').toLowerCase().includes(needle.toLowerCase()));
}

describe('erasure and access requests', () => {
  let server: TestServer;
  let admin: Agent;
  let token: string;
  const receiver = new TestReceiver();
  const lines: string[] = [];
  const previousLogger = log();

  beforeAll(async () => {
    setLogger(pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) })));
    await receiver.start();
    server = await startServer({ delivery: { worker: true, pollIntervalMs: 30 } });
    ({ agent: admin, token } = await signedInAdmin(server));
    const hook = await server.gql(
      'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
      { input: { url: receiver.url('/hook'), events: ['lead.playbook.created', 'lead.contact.created'] } },
      undefined,
      token,
    );
    dataOf(hook);
  }, START_TIMEOUT);
  afterAll(async () => {
    setLogger(previousLogger);
    await receiver.stop();
    await server?.close();
  });

  const submitBoth = async (email: string) => {
    const contact = await server
      .agent()
      .post('/api/contact')
      .send(validContact({ email, message: `Call ${email}` }));
    const lead = await server.agent().post('/api/playbook-lead').send(validLead({ email }));
    expect([contact.status, lead.status]).toEqual([201, 201]);
    await waitFor('every delivery of the address done', async () => {
      const [row] = await server.dataSource.query(
        `SELECT count(*)::int AS n FROM delivery_jobs WHERE "leadId" = ANY($1::uuid[]) AND status = 'succeeded'`,
        [[contact.body.id, lead.body.id]],
      );
      return row.n === 6;
    });
    return { contactId: contact.body.id as string, playbookId: lead.body.id as string };
  };

  it('exports everything held about an address as JSON and HTML; an unknown address gives an empty export', async () => {
    const email = `access-${randomUuid().slice(0, 8)}@example.com`;
    const { contactId } = await submitBoth(email);
    await admin.post(`/api/admin/leads/contact/${contactId}/notes`).send({ body: 'Asked for a call back.' });
    const json = await admin.post('/api/admin/leads/access-export').send({ email: email.toUpperCase() });
    expect(json.status).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(json.body.email).toBe(email);
    expect(json.body.leads.map((l: { kind: string }) => l.kind).sort()).toEqual(['contact', 'playbook']);
    expect(json.body.leads.find((l: { kind: string }) => l.kind === 'contact').notes[0].body).toBe('Asked for a call back.');
    expect(json.body.deliveries).toHaveLength(6);
    const html = await admin.post('/api/admin/leads/access-export?format=html').send({ email });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.text).toContain(`Personal data held about ${email}`);
    const none = await admin.post('/api/admin/leads/access-export').send({ email: 'nobody-here@example.com' });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ email: 'nobody-here@example.com', leads: [], deliveries: [] });
    const gql = dataOf(await server.gql('{ leadAccessExport(email: "nobody-here@example.com") }', undefined, undefined, token));
    expect(gql.leadAccessExport.leads).toEqual([]);
    expect((await admin.post('/api/admin/leads/access-export').send({ email: 'not an address' })).status).toBe(400);
    expect((await admin.post('/api/admin/leads/access-export').send({})).status).toBe(400);
  });

  it('erases every lead of an address: no table, outbox file or log line holds it afterwards', async () => {
    const email = `erase-${randomUuid().slice(0, 8)}@example.com`;
    const other = `keep-${randomUuid().slice(0, 8)}@example.com`;
    const { contactId } = await submitBoth(email);
    await submitBoth(other);
    await admin.post(`/api/admin/leads/contact/${contactId}/notes`).send({ body: `Spoke to ${email}` });
    expect(Object.keys(await tablesHolding(server, email)).sort()).toEqual([
      'contact_requests',
      'delivery_jobs',
      'lead_notes',
      'playbook_leads',
    ]);
    expect(filesHolding(server.outboxDir, email).length).toBeGreaterThan(0);

    const erased = dataOf(
      await server.gql(
        'mutation($email: String!) { eraseLeadsByEmail(email: $email) { leads notes deliveries files } }',
        { email },
        undefined,
        token,
      ),
    ).eraseLeadsByEmail;
    expect(erased).toEqual({ leads: 2, notes: 1, deliveries: 6, files: 4 });
    expect(await tablesHolding(server, email)).toEqual({});
    expect(filesHolding(server.outboxDir, email)).toEqual([]);
    expect(lines.length).toBeGreaterThan(0); // the log was captured
    expect(lines.filter((line) => line.toLowerCase().includes(email))).toEqual([]);
    // The other address is untouched; the audit log holds counts only.
    expect(Object.keys(await tablesHolding(server, other)).sort()).toEqual(['contact_requests', 'delivery_jobs', 'playbook_leads']);
    const [audit] = await server.dataSource.query(`SELECT target FROM audit_log WHERE action = 'lead.erase' ORDER BY at DESC LIMIT 1`);
    expect(audit.target).toBe('2 lead(s), 1 note(s), 6 delivery record(s), 4 file(s)');
    // Erasing again finds nothing, without an error.
    expect((await admin.post('/api/admin/leads/erase').send({ email })).body).toEqual({ leads: 0, notes: 0, deliveries: 0, files: 0 });
  });

  it('erases one lead by id over REST; then it is gone (404)', async () => {
    const email = `one-${randomUuid().slice(0, 8)}@example.com`;
    const { contactId, playbookId } = await submitBoth(email);
    const res = await admin.delete(`/api/admin/leads/contact/${contactId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ leads: 1, deliveries: 3, files: 2 });
    expect((await admin.get(`/api/admin/leads/contact/${contactId}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/leads/contact/${contactId}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/leads/playbook/${playbookId}`)).body.otherLeads).toEqual([]);
  });
});

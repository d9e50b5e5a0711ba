// With no SMTP server configured, e-mail goes to the outbox folder as .eml files (a fresh install
// shows the whole flow), and the admin's outbox lists every message, queued or sent, shows one
// message's parts, and serves the .eml file.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { PLAYBOOK_CHAPTER, playbookChapterFile } from '../../graphql-server/src/modules/delivery/mail/playbook-chapter';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { waitFor } from './delivery-helpers';
import { ADMIN_REQUIRED_MESSAGE, dataOf, randomUuid, START_TIMEOUT, startServer, validContact, validLead, type Agent } from './helpers';

jest.setTimeout(60_000);

const SITE = 'Outbox FinOps Ltd';

describe('the outbox folder and the admin outbox', () => {
  let server: TestServer;
  let admin: Agent;
  let token: string;
  const lead = validLead({ name: 'Olive Outbox' });
  const contact = validContact({ name: 'Carl Contact' });

  beforeAll(async () => {
    server = await startServer({ siteName: SITE, delivery: { worker: true, pollIntervalMs: 30 } });
    ({ agent: admin, token } = await signedInAdmin(server));
    expect((await server.agent().post('/api/playbook-lead').send(lead)).status).toBe(201);
    expect((await server.agent().post('/api/contact').send(contact)).status).toBe(201);
    await waitFor('four .eml files', () => fs.readdirSync(server.outboxDir).filter((f) => f.endsWith('.eml')).length === 4);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const gql = async (query: string, variables?: Record<string, unknown>) => dataOf(await server.gql(query, variables, undefined, token));
  const files = () =>
    fs
      .readdirSync(server.outboxDir)
      .filter((f) => f.endsWith('.eml'))
      .sort();

  it('writes each message as a complete .eml file, attachment included, and nothing else', async () => {
    expect(fs.readdirSync(server.outboxDir).filter((f) => !f.endsWith('.eml'))).toEqual([]);
    const parsed = await Promise.all(files().map(async (file) => simpleParser(fs.readFileSync(path.join(server.outboxDir, file)))));
    const chapter = parsed.find((m) => m.to && 'text' in m.to && m.to.text === lead.email)!;
    expect(chapter.subject).toBe('Your free FinOps Playbook chapter: Cost Visibility and Allocation');
    expect(chapter.from?.value[0]).toEqual({ address: 'no-reply@localhost', name: SITE });
    expect(chapter.text).toContain('Hi Olive Outbox,');
    expect(chapter.html).toContain(SITE);
    expect(chapter.attachments.map((a) => a.filename)).toEqual([PLAYBOOK_CHAPTER.attachmentName]);
    expect(chapter.attachments[0].content.equals(fs.readFileSync(playbookChapterFile()))).toBe(true);
    const toSales = parsed.filter((m) => m.to && 'text' in m.to && m.to.text === 'sales@localhost').map((m) => m.subject);
    expect(toSales.sort()).toEqual([
      `New consultation request: Carl Contact (${contact.company}, $50K - $100K)`,
      `New playbook lead: Olive Outbox (${lead.company})`,
    ]);
    // File names sort by time and say what they hold.
    expect(
      files().every((f) =>
        /^\d{8}T\d{6}Z-(playbook-chapter|playbook-sales|contact-confirmation|contact-sales)-[0-9a-f-]{36}\.eml$/.test(f),
      ),
    ).toBe(true);
  });

  it('tells the admin where mail goes', async () => {
    expect((await gql('{ mailSettings { transport from salesInbox outboxDir } }')).mailSettings).toEqual({
      transport: 'outbox',
      from: `"${SITE}" <no-reply@localhost>`,
      salesInbox: ['sales@localhost'],
      outboxDir: server.outboxDir,
    });
  });

  it('lists every message newest first, with its file, and shows one message with its parts', async () => {
    const page = (
      await gql('{ outboxMessages { totalCount items { id template to subject status attempts sentAt file createdAt deliveredVia } } }')
    ).outboxMessages;
    expect(page.totalCount).toBe(4);
    expect(page.items.map((m: { template: string }) => m.template)).toEqual([
      'contact-sales',
      'contact-confirmation',
      'playbook-sales',
      'playbook-chapter',
    ]);
    for (const item of page.items) {
      expect(item.status).toBe('DELIVERED');
      expect(item.attempts).toBe(1);
      expect(item.sentAt).not.toBeNull();
      expect(files()).toContain(item.file);
      // Only written to DATA_DIR/outbox, never sent: the admin reads 'Written to file', not 'Sent'.
      expect(item.deliveredVia).toBe('file');
    }
    const chapterId = page.items[3].id;
    const message = (
      await gql('query($id: ID!) { outboxMessage(id: $id) { to from replyTo subject text html attachments file status } }', {
        id: chapterId,
      })
    ).outboxMessage;
    expect(message).toMatchObject({
      to: [lead.email],
      from: `"${SITE}" <no-reply@localhost>`,
      replyTo: null,
      attachments: [PLAYBOOK_CHAPTER.attachmentName],
      status: 'DELIVERED',
    });
    expect(message.text).toContain('Hi Olive Outbox,');
    expect(message.html).toMatch(/^<!DOCTYPE html>/);
    expect(message.html).toContain(`/downloads/${PLAYBOOK_CHAPTER.file}`);
    const sales = (await gql('query($id: ID!) { outboxMessage(id: $id) { replyTo } }', { id: page.items[0].id })).outboxMessage;
    expect(sales.replyTo).toBe(contact.email);

    expect((await gql('query($id: ID!) { outboxMessage(id: $id) { id } }', { id: randomUuid() })).outboxMessage).toBeNull();
    expect((await gql('{ outboxMessage(id: "not-an-id") { id } }')).outboxMessage).toBeNull();
    expect((await gql(`{ outboxMessages(search: "${contact.company}") { totalCount } }`)).outboxMessages.totalCount).toBe(1);
    expect((await gql(`{ outboxMessages(search: "${lead.email.toUpperCase()}") { totalCount } }`)).outboxMessages.totalCount).toBe(1);
    expect((await gql('{ outboxMessages(status: FAILED) { totalCount } }')).outboxMessages.totalCount).toBe(0);
  });

  it('serves the .eml file to an admin only', async () => {
    const [item] = (await gql('{ outboxMessages(pageSize: 1) { items { id file } } }')).outboxMessages.items;
    const res = await admin
      .get(`/api/admin/outbox/${item.id}/message.eml`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^message\/rfc822/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${item.file}"`);
    expect((res.body as Buffer).equals(fs.readFileSync(path.join(server.outboxDir, item.file)))).toBe(true);

    const anonymous = await server.agent().get(`/api/admin/outbox/${item.id}/message.eml`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: ADMIN_REQUIRED_MESSAGE });
    expect((await admin.get(`/api/admin/outbox/${randomUuid()}/message.eml`)).status).toBe(404);
    expect((await admin.get('/api/admin/outbox/..%2F..%2Fpackage.json/message.eml')).status).toBe(404);
  });

  it('lists queued messages too, without a file until they are sent', async () => {
    await server.worker!.stop();
    const queued = validLead();
    expect((await server.agent().post('/api/playbook-lead').send(queued)).status).toBe(201);
    const page = (await gql('{ outboxMessages(status: QUEUED) { totalCount items { to status attempts file sentAt nextAttemptAt } } }'))
      .outboxMessages;
    expect(page.totalCount).toBe(2);
    for (const item of page.items)
      expect(item).toMatchObject({ status: 'QUEUED', attempts: 0, file: null, sentAt: null, nextAttemptAt: expect.any(String) });
    expect(files()).toHaveLength(4);
  });
});

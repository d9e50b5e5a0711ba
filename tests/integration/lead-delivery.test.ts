// Lead delivery end to end, in-process: a real SMTP server (smtp-server) receives the e-mails and
// a local HTTP receiver the webhooks, while the server's own worker runs the queue. Covers the
// messages and their recipients, content and attachment; webhook signatures; retries with
// backoff and Redeliver; the 10-minute duplicate rule; and that a lead whose jobs cannot be
// enqueued is not stored.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Webhook } from 'standardwebhooks';
import { PLAYBOOK_CHAPTER, playbookChapterFile } from '../../graphql-server/src/modules/delivery/mail/playbook-chapter';
import { unknownEventsMessage } from '../../schema/validation/webhooks';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { TestReceiver, TestSmtpServer, sleep, waitFor } from './delivery-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, validContact, validLead } from './helpers';

jest.setTimeout(60_000);

const SITE = 'CloudCost FinOps Partners';
const FROM = 'hello@finops.example.com';
const SALES = ['sales@finops.example.com', 'ops@finops.example.com'];
const BACKOFF_MS = 100;

interface Delivery {
  id: string;
  endpointId: string;
  event: string;
  eventId: string;
  status: string;
  attempts: number;
  lastError: string | null;
  lastResponseCode: number | null;
  nextAttemptAt: string | null;
  redeliveryOf: string | null;
  payload: string;
}

const DELIVERY_FIELDS = 'id endpointId event eventId status attempts lastError lastResponseCode nextAttemptAt redeliveryOf payload';
const OUTBOX_FIELDS =
  'id template to replyTo from subject status attempts lastError lastResponseCode messageId attachments createdAt sentAt deliveredVia';

describe('lead delivery', () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let receiver: TestReceiver;
  let token: string;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    receiver = await new TestReceiver().start();
    server = await startServer({
      siteName: SITE,
      delivery: {
        worker: true,
        pollIntervalMs: 30,
        backoffBaseMs: BACKOFF_MS,
        leaseMs: 10_000,
        smtpUrl: smtp.url,
        mailFrom: `"${SITE}" <${FROM}>`,
        salesInbox: SALES,
        siteUrl: 'https://finops.example.com',
      },
    });
    token = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await receiver?.stop();
  });

  beforeEach(() => {
    receiver.respond = () => ({ status: 200 });
  });

  const admin = async (query: string, variables?: Record<string, unknown>) => dataOf(await server.gql(query, variables, undefined, token));

  const createEndpoint = async (path: string, events: string[]) =>
    (
      await admin(
        `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events active secretHint } } }`,
        { input: { url: receiver.url(path), events, description: `Test ${path}` } },
      )
    ).createWebhookEndpoint as {
      secret: string;
      endpoint: { id: string; url: string; events: string[]; active: boolean; secretHint: string };
    };

  const deliveries = async (endpointId: string): Promise<Delivery[]> =>
    (await admin(`query($e: ID) { webhookDeliveries(endpointId: $e, pageSize: 100) { items { ${DELIVERY_FIELDS} } } }`, { e: endpointId }))
      .webhookDeliveries.items;

  const jobsOfLead = (leadId: string) =>
    server.dataSource.query(`SELECT kind, status, attempts FROM delivery_jobs WHERE "leadId" = $1 ORDER BY kind`, [leadId]) as Promise<
      Array<{ kind: string; status: string; attempts: number }>
    >;

  // ---------------------------------------------------------------------------------------
  describe('e-mail', () => {
    it('sends the playbook chapter to the visitor, attached and linked, and notifies the sales inbox', async () => {
      const lead = validLead({ name: 'Ada Lovelace' });
      const res = await server.agent().post('/api/playbook-lead').send(lead);
      expect(res.status).toBe(201);

      const [chapter] = await waitFor('the chapter e-mail', () => smtp.to(lead.email).length === 1 && smtp.to(lead.email));
      const sales = await waitFor('the sales notification', () => smtp.messages.find((m) => m.mail.subject?.includes(lead.company)));

      // To the visitor, and only to the visitor.
      expect(chapter.envelope.to).toEqual([lead.email]);
      expect(chapter.envelope.from).toBe(FROM);
      expect(chapter.mail.from?.value[0]).toEqual({ address: FROM, name: SITE });
      expect(chapter.mail.subject).toBe('Your free FinOps Playbook chapter: Cost Visibility and Allocation');
      expect(chapter.mail.text).toContain('Hi Ada Lovelace,');
      expect(chapter.mail.text).toContain(`https://finops.example.com/downloads/${PLAYBOOK_CHAPTER.file}`);
      expect(chapter.mail.html).toContain(SITE);
      expect(chapter.mail.html).toContain(`href="https://finops.example.com/downloads/${PLAYBOOK_CHAPTER.file}"`);
      // The chapter itself, byte for byte.
      expect(chapter.mail.attachments).toHaveLength(1);
      const [attachment] = chapter.mail.attachments;
      expect(attachment.filename).toBe(PLAYBOOK_CHAPTER.attachmentName);
      expect(attachment.contentType).toBe('application/pdf');
      expect(attachment.content.equals(fs.readFileSync(playbookChapterFile()))).toBe(true);
      expect(attachment.content.subarray(0, 5).toString()).toBe('%PDF-');

      // To every sales address, replying to the lead.
      expect(sales.envelope.to.sort()).toEqual([...SALES].sort());
      expect(sales.mail.subject).toBe(`New playbook lead: Ada Lovelace (${lead.company})`);
      expect(sales.mail.replyTo?.value[0].address).toBe(lead.email);
      for (const value of [lead.name, lead.email, lead.company]) {
        expect(sales.mail.text).toContain(value);
        expect(sales.mail.html).toContain(value);
      }
      expect(sales.mail.attachments).toHaveLength(0);

      // The outbox lists both as delivered.
      await waitFor('both jobs recorded', async () => (await jobsOfLead(res.body.id)).every((j) => j.status === 'succeeded'));
      const outbox = (await admin(`{ outboxMessages(search: "${lead.company}") { totalCount items { ${OUTBOX_FIELDS} } } }`))
        .outboxMessages;
      expect(outbox.totalCount).toBe(1);
      // Accepted by the mail server: the outbox says 'Sent' (deliveredVia smtp), not 'Written to file'.
      expect(outbox.items[0]).toMatchObject({
        template: 'playbook-sales',
        to: SALES,
        replyTo: lead.email,
        status: 'DELIVERED',
        attempts: 1,
        lastResponseCode: 250,
        deliveredVia: 'smtp',
      });
      const mine = (await admin(`{ outboxMessages(search: "${lead.email}") { items { ${OUTBOX_FIELDS} } } }`)).outboxMessages.items;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        template: 'playbook-chapter',
        to: [lead.email],
        status: 'DELIVERED',
        attachments: [PLAYBOOK_CHAPTER.attachmentName],
      });
      expect(mine[0].messageId).toBe(chapter.mail.messageId);
    });

    it('confirms a contact request to the visitor and sends every field and the attached results to the sales inbox', async () => {
      const request = validContact({
        name: 'Grace Hopper',
        cloudSpending: '100k-500k',
        message: 'Our bill doubled.\n<script>alert("x")</script> Can you help?',
        toolResults: {
          tool: 'simulator',
          summary: 'Simulator: $1,234/month, 27% potential savings',
          inputs: { resources: 3, region: 'eu-west-1' },
          results: {
            currentMonthlyCost: 1234.5,
            optimizedMonthlyCost: 901,
            recommendations: ['Use reserved instances', 'Right-size large instances'],
          },
        },
      });
      const res = await server.gql('mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id createdAt } }', {
        input: request,
      });
      const { id } = dataOf(res).submitContactRequest;

      const [confirmation] = await waitFor('the confirmation', () => smtp.to(request.email).length === 1 && smtp.to(request.email));
      expect(confirmation.envelope.to).toEqual([request.email]);
      expect(confirmation.mail.subject).toBe(`We received your consultation request - ${SITE}`);
      expect(confirmation.mail.text).toContain("We'll contact you shortly");
      expect(confirmation.mail.text).toContain('Hi Grace Hopper,');
      // Nothing else the visitor typed goes back to the address they typed (not a spam relay).
      for (const part of [confirmation.mail.text ?? '', confirmation.mail.html || '']) {
        expect(part).not.toContain('Our bill doubled.');
        expect(part).not.toContain(request.company);
        expect(part).not.toContain('Simulator: $1,234/month');
      }

      const sales = await waitFor('the sales notification', () => smtp.messages.find((m) => m.mail.subject?.includes(request.company)));
      expect(sales.envelope.to.sort()).toEqual([...SALES].sort());
      expect(sales.mail.subject).toBe(`New consultation request: Grace Hopper (${request.company}, $100K - $500K)`);
      expect(sales.mail.replyTo?.value[0].address).toBe(request.email);
      const text = sales.mail.text ?? '';
      for (const line of [
        'Name: Grace Hopper',
        `Email: ${request.email}`,
        `Company: ${request.company}`,
        'Monthly cloud spend: $100K - $500K',
        'Our bill doubled.',
        'Privacy policy accepted: Yes',
        'Attached results: Cost simulator',
        'Simulator: $1,234/month, 27% potential savings',
        'Region: eu-west-1',
        'Current monthly cost: 1,234.5',
        'Recommendations: Use reserved instances, Right-size large instances',
      ]) {
        expect(text).toContain(line);
      }
      // What the visitor typed is text in the HTML, never markup.
      expect(sales.mail.html).not.toContain('<script>');
      expect(sales.mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(sales.mail.html).toContain('Cost simulator');
      await waitFor('both jobs recorded', async () => (await jobsOfLead(id)).every((j) => j.status === 'succeeded'));
    });

    it('gives up at once when the SMTP server refuses a mailbox for good, and retries one that is busy', async () => {
      const bounce = validLead();
      smtp.refuse.set(bounce.email, 550);
      const refused = await server.agent().post('/api/playbook-lead').send(bounce);
      expect(refused.status).toBe(201);
      const failed = await waitFor('the permanent failure', async () => {
        const items = (await admin(`{ outboxMessages(search: "${bounce.email}") { items { ${OUTBOX_FIELDS} } } }`)).outboxMessages.items;
        return items[0]?.status === 'FAILED' && items[0];
      });
      expect(failed).toMatchObject({ attempts: 1, lastResponseCode: 550, deliveredVia: null });
      expect(failed.lastError).toMatch(/550/);
      // The sales inbox still hears about the lead.
      await waitFor('the sales notification', () => smtp.messages.some((m) => m.mail.subject?.includes(bounce.company)));

      const busy = validLead();
      smtp.refuse.set(busy.email, 451);
      expect((await server.agent().post('/api/playbook-lead').send(busy)).status).toBe(201);
      const retrying = await waitFor('a retry to be scheduled', async () => {
        const items = (await admin(`{ outboxMessages(search: "${busy.email}") { items { status attempts lastError lastResponseCode } } }`))
          .outboxMessages.items;
        return items[0]?.status === 'RETRYING' && items[0];
      });
      expect(retrying.lastResponseCode).toBe(451);
      smtp.refuse.delete(busy.email);
      await waitFor('the busy mailbox to receive the chapter', () => smtp.to(busy.email).length === 1);
      await sleep(300);
      expect(smtp.to(busy.email)).toHaveLength(1);
    });
  });

  // ---------------------------------------------------------------------------------------
  describe('webhooks', () => {
    it('registers an endpoint whose secret is shown once, validates it, and lets an admin change and delete it', async () => {
      const { secret, endpoint } = await createEndpoint('/admin-crud', ['lead.playbook.created']);
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(endpoint).toMatchObject({
        url: receiver.url('/admin-crud'),
        events: ['lead.playbook.created'],
        active: true,
        secretHint: `whsec_…${secret.slice(-4)}`,
      });

      // No field gives the secret back.
      const listed = await server.gql('{ webhookEndpoints { id secret } }', undefined, undefined, token);
      expect(listed.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(
        JSON.stringify((await admin('{ webhookEndpoints { id url events active secretHint description createdAt } }')).webhookEndpoints),
      ).not.toContain(secret);

      const create = 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }';
      for (const [input, message] of [
        [{ url: 'ftp://example.com/hook', events: ['lead.playbook.created'] }, 'Please enter a valid http:// or https:// URL.'],
        [{ url: 'javascript:alert(1)', events: ['lead.playbook.created'] }, 'Please enter a valid http:// or https:// URL.'],
        [{ url: 'https://user:pass@example.com/hook', events: ['lead.playbook.created'] }, 'Please enter a valid http:// or https:// URL.'],
        [{ url: 'https://example.com/hook', events: [] }, 'Choose at least one event.'],
        [{ url: 'https://example.com/hook', events: ['lead.created'] }, unknownEventsMessage(['lead.created'])],
      ] as const) {
        expectGqlError(await server.gql(create, { input }, undefined, token), 'BAD_USER_INPUT', message);
      }

      const update =
        'mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { url events active description secretHint } }';
      const updated = (
        await admin(update, {
          id: endpoint.id,
          input: {
            url: receiver.url('/admin-crud-2'),
            events: ['lead.contact.created', 'lead.playbook.created', 'lead.contact.created'],
            active: false,
            description: null,
          },
        })
      ).updateWebhookEndpoint;
      expect(updated).toEqual({
        url: receiver.url('/admin-crud-2'),
        events: ['lead.contact.created', 'lead.playbook.created'],
        active: false,
        description: null,
        secretHint: endpoint.secretHint,
      });

      expect((await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id })).deleteWebhookEndpoint).toBe(true);
      expectGqlError(
        await server.gql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id }, undefined, token),
        'NOT_FOUND',
        'Webhook endpoint not found.',
      );
      expectGqlError(
        await server.gql(
          update,
          { id: endpoint.id, input: { url: 'https://example.com', events: ['lead.contact.created'] } },
          undefined,
          token,
        ),
        'NOT_FOUND',
      );
    });

    it('signs every delivery so the receiver can verify it, and sends each event only to its subscribers', async () => {
      const both = await createEndpoint('/signed', ['lead.playbook.created', 'lead.contact.created']);
      const playbookOnly = await createEndpoint('/playbook-only', ['lead.playbook.created']);

      const toolResults = { tool: 'page-calculator', summary: 'Savings calculator: $48,000 a year' };
      const request = { ...validContact(), toolResults };
      const res = await server.agent().post('/api/contact').send(request);
      expect(res.status).toBe(201);
      const [hit] = await waitFor('the contact webhook', () => receiver.at('/signed').length === 1 && receiver.at('/signed'));

      // Verify exactly as docs/integrators.md tells a receiver to.
      const timestamp = hit.headers['x-finops-timestamp'] as string;
      const signature = hit.headers['x-finops-signature'] as string;
      const expected = `sha256=${crypto.createHmac('sha256', both.secret).update(`${timestamp}.${hit.body}`).digest('hex')}`;
      expect(signature).toBe(expected);
      expect(crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))).toBe(true);
      expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(60);
      // The other endpoint's secret does not verify it.
      expect(signature).not.toBe(
        `sha256=${crypto.createHmac('sha256', playbookOnly.secret).update(`${timestamp}.${hit.body}`).digest('hex')}`,
      );

      // Standard Webhooks (issue 35): the spec's own library verifies the delivery as received,
      // with the secret as shown at creation; the other endpoint's secret does not.
      expect(new Webhook(both.secret).verify(hit.body, hit.headers as Record<string, string>)).toEqual(JSON.parse(hit.body));
      expect(() => new Webhook(playbookOnly.secret).verify(hit.body, hit.headers as Record<string, string>)).toThrow(
        'No matching signature found',
      );
      expect(hit.headers['webhook-id']).toBe(hit.headers['x-finops-event-id']);
      expect(hit.headers['webhook-timestamp']).toBe(timestamp);
      expect(hit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);

      expect(hit.headers['content-type']).toBe('application/json');
      expect(hit.headers['user-agent']).toBe('FinOps-Webhooks/1.0');
      expect(hit.headers['x-finops-event']).toBe('lead.contact.created');
      const body = JSON.parse(hit.body);
      expect(body).toEqual({
        id: hit.headers['x-finops-event-id'],
        type: 'lead.contact.created',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        subject: { kind: 'CONTACT_REQUEST', id: res.body.id, version: 1, updatedAt: expect.any(String), sequence: 1 },
        data: {
          lead: {
            id: res.body.id,
            name: request.name,
            email: request.email,
            company: request.company,
            cloudSpending: request.cloudSpending,
            message: request.message,
            privacyConsent: true,
            toolResults,
            createdAt: res.body.createdAt,
            // Issue 32: where the visit came from (unknown here: the test client is not a browser).
            attribution: expect.objectContaining({ landingPage: null, utmSource: null }),
          },
        },
      });
      const [logged] = await waitFor('the delivery log', async () => {
        const items = await deliveries(both.endpoint.id);
        return items[0]?.status === 'DELIVERED' && items;
      });
      expect(hit.headers['x-finops-delivery-id']).toBe(logged.id);
      expect(logged).toMatchObject({
        event: 'lead.contact.created',
        eventId: body.id,
        attempts: 1,
        lastResponseCode: 200,
        lastError: null,
        payload: hit.body,
      });
      expect(await deliveries(playbookOnly.endpoint.id)).toEqual([]);

      // A playbook lead goes to both endpoints: one event, two deliveries.
      const lead = validLead();
      expect((await server.agent().post('/api/playbook-lead').send(lead)).status).toBe(201);
      await waitFor('both playbook webhooks', () => receiver.at('/signed').length === 2 && receiver.at('/playbook-only').length === 1);
      const a = receiver.at('/signed')[1];
      const b = receiver.at('/playbook-only')[0];
      expect(a.headers['x-finops-event']).toBe('lead.playbook.created');
      expect(a.headers['x-finops-event-id']).toBe(b.headers['x-finops-event-id']);
      expect(a.headers['x-finops-delivery-id']).not.toBe(b.headers['x-finops-delivery-id']);
      expect(a.body).toBe(b.body);
      expect(JSON.parse(b.body).data.lead).toEqual({
        id: expect.any(String),
        name: lead.name,
        email: lead.email,
        company: lead.company,
        createdAt: expect.any(String),
        attribution: expect.objectContaining({ landingPage: null, utmSource: null }),
      });
      expect(b.headers['x-finops-signature']).toBe(
        `sha256=${crypto.createHmac('sha256', playbookOnly.secret).update(`${b.headers['x-finops-timestamp']}.${b.body}`).digest('hex')}`,
      );
      await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: both.endpoint.id });
      await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: playbookOnly.endpoint.id });
    });

    it('retries a receiver that fails 3 times with growing delays, then delivers exactly once', async () => {
      const flaky = await createEndpoint('/flaky', ['lead.playbook.created']);
      // The second attempt's answer is held until the polling below has seen the failed first
      // attempt's state (the whole retry run takes ~700 ms otherwise), however slow the machine.
      let release!: () => void;
      const firstFailureSeen = new Promise<void>((resolve) => (release = resolve));
      receiver.respond = ({ path, count }) =>
        path === '/flaky' && count < 3
          ? { status: 500, body: 'database is down', until: count === 1 ? firstFailureSeen : undefined }
          : { status: 200 };
      expect((await server.agent().post('/api/playbook-lead').send(validLead())).status).toBe(201);

      const retrying = await waitFor('a failed first attempt', async () => {
        const [item] = await deliveries(flaky.endpoint.id);
        return item && item.attempts >= 1 && item.status !== 'DELIVERED' && item.lastError && item;
      }).finally(release);
      expect(retrying.lastError).toMatch(/^HTTP 500/);
      expect(retrying.lastError).toContain('database is down');

      const [done] = await waitFor('the delivery to succeed', async () => {
        const items = await deliveries(flaky.endpoint.id);
        return items[0]?.status === 'DELIVERED' && items;
      });
      expect(done).toMatchObject({ attempts: 4, lastResponseCode: 200, lastError: null, nextAttemptAt: null });
      await sleep(BACKOFF_MS * 3);
      const hits = receiver.at('/flaky');
      expect(hits.map((h) => h.status)).toEqual([500, 500, 500, 200]);
      expect(hits.filter((h) => h.status < 300)).toHaveLength(1);
      // Every attempt carries the same event, the same body and the same delivery id; each is signed anew.
      expect(new Set(hits.map((h) => h.headers['x-finops-event-id'])).size).toBe(1);
      expect(new Set(hits.map((h) => h.headers['x-finops-delivery-id'])).size).toBe(1);
      expect(new Set(hits.map((h) => h.body)).size).toBe(1);
      // Exponential backoff: at least 100, 200 and 400 ms between attempts.
      const gaps = hits.slice(1).map((h, i) => h.at - hits[i].at);
      gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(BACKOFF_MS * 2 ** i - 15));
      await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: flaky.endpoint.id });
    });

    it('marks a delivery failed once its retry window is over; Redeliver sends the event again as a new delivery', async () => {
      const down = await createEndpoint('/down', ['lead.contact.created']);
      receiver.respond = ({ path }) => (path === '/down' ? { status: 503 } : { status: 200 });
      expect((await server.agent().post('/api/contact').send(validContact())).status).toBe(201);
      const first = await waitFor('a retry', async () => {
        const [item] = await deliveries(down.endpoint.id);
        return item?.status === 'RETRYING' && item;
      });
      expect(first.nextAttemptAt).not.toBeNull();
      // The 24 hours are up: the next failure is the last.
      await server.dataSource.query(`UPDATE delivery_jobs SET "giveUpAt" = now() WHERE id = $1`, [first.id]);
      const failed = await waitFor('the delivery to be given up', async () => {
        const [item] = await deliveries(down.endpoint.id);
        return item?.status === 'FAILED' && item;
      });
      expect(failed).toMatchObject({ lastResponseCode: 503, nextAttemptAt: null });
      expect(failed.lastError).toMatch(/^HTTP 503/);
      const attemptsWhenFailed = receiver.at('/down').length;
      await sleep(BACKOFF_MS * 4);
      expect(receiver.at('/down')).toHaveLength(attemptsWhenFailed);

      receiver.respond = () => ({ status: 204 });
      const redelivered = (
        await admin(`mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { ${DELIVERY_FIELDS} } }`, { id: failed.id })
      ).redeliverWebhookDelivery as Delivery;
      expect(redelivered.id).not.toBe(failed.id);
      expect(redelivered).toMatchObject({
        redeliveryOf: failed.id,
        eventId: failed.eventId,
        event: 'lead.contact.created',
        payload: failed.payload,
      });
      await waitFor('the redelivery', async () =>
        (await deliveries(down.endpoint.id)).some((d) => d.id === redelivered.id && d.status === 'DELIVERED'),
      );
      const items = await deliveries(down.endpoint.id);
      expect(items.find((d) => d.id === failed.id)?.status).toBe('FAILED');
      expect(items.find((d) => d.id === redelivered.id)).toMatchObject({ attempts: 1, lastResponseCode: 204 });
      const last = receiver.at('/down').at(-1)!;
      expect(last.headers['x-finops-delivery-id']).toBe(redelivered.id);
      expect(last.headers['x-finops-event-id']).toBe(failed.eventId);
      await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: down.endpoint.id });
    });

    it('retries a waiting delivery at once on Redeliver, and refuses unknown ones', async () => {
      const slow = await createEndpoint('/wait', ['lead.playbook.created']);
      // Failing until told otherwise: the waits between attempts double, so a RETRYING state is
      // soon long enough to be seen however busy the machine is.
      let failing = true;
      receiver.respond = ({ path }) => (path === '/wait' && failing ? { status: 500 } : { status: 200 });
      expect((await server.agent().post('/api/playbook-lead').send(validLead())).status).toBe(201);
      const waiting = await waitFor('a retry', async () => {
        const [item] = await deliveries(slow.endpoint.id);
        if (item?.status !== 'RETRYING') return false;
        // As if the backoff had grown to an hour (only while it is still waiting).
        const moved = await server.dataSource.query(
          `UPDATE delivery_jobs SET "runAt" = now() + interval '1 hour' WHERE id = $1 AND status = 'pending' RETURNING id`,
          [item.id],
        );
        // (TypeORM answers an UPDATE ... RETURNING with [rows, count].)
        return moved[1] === 1 && item;
      });
      failing = false;
      const attemptsBefore = receiver.at('/wait').length;
      await sleep(200);
      expect(receiver.at('/wait')).toHaveLength(attemptsBefore);
      const again = (await admin(`mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { id status } }`, { id: waiting.id }))
        .redeliverWebhookDelivery;
      expect(again.id).toBe(waiting.id);
      await waitFor('the retried delivery', async () => (await deliveries(slow.endpoint.id))[0]?.status === 'DELIVERED');
      expect(receiver.at('/wait')).toHaveLength(attemptsBefore + 1);

      expectGqlError(
        await server.gql('mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { id } }', { id: crypto.randomUUID() }, undefined, token),
        'NOT_FOUND',
        'Webhook delivery not found.',
      );
      expectGqlError(
        await server.gql('mutation { redeliverWebhookDelivery(id: "nope") { id } }', undefined, undefined, token),
        'NOT_FOUND',
      );
      await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: slow.endpoint.id });
    });

    it('holds the events of a paused endpoint and sends them on resume; deleting an endpoint deletes its delivery log', async () => {
      const paused = await createEndpoint('/paused', ['lead.playbook.created']);
      expect((await server.agent().post('/api/playbook-lead').send(validLead())).status).toBe(201);
      await waitFor('the first delivery', async () => (await deliveries(paused.endpoint.id))[0]?.status === 'DELIVERED');

      await admin('mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { active } }', {
        id: paused.endpoint.id,
        input: { url: paused.endpoint.url, events: paused.endpoint.events, active: false },
      });
      const lead = validLead();
      expect((await server.agent().post('/api/playbook-lead').send(lead)).status).toBe(201);
      await waitFor('the lead e-mail', () => smtp.to(lead.email).length === 1);
      await sleep(200);
      // Held (issue 35): queued, not sent, not failed.
      const held = await deliveries(paused.endpoint.id);
      expect(held.map((d: { status: string }) => d.status)).toEqual(['QUEUED', 'DELIVERED']);
      expect(receiver.at('/paused')).toHaveLength(1);

      await admin('mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { active } }', {
        id: paused.endpoint.id,
        input: { url: paused.endpoint.url, events: paused.endpoint.events, active: true },
      });
      await waitFor('the held delivery', () => receiver.at('/paused').length === 2);
      expect(JSON.parse(receiver.at('/paused')[1].body).data.lead.email).toBe(lead.email);
      await waitFor('the log to show it delivered', async () =>
        (await deliveries(paused.endpoint.id)).every((d: { status: string }) => d.status === 'DELIVERED'),
      );

      await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: paused.endpoint.id });
      const [{ n }] = await server.dataSource.query(`SELECT count(*)::int AS n FROM delivery_jobs WHERE "endpointId" = $1`, [
        paused.endpoint.id,
      ]);
      expect(n).toBe(0);
    });
  });

  // ---------------------------------------------------------------------------------------
  describe('duplicate submissions', () => {
    const countLeads = async (table: string, email: string) =>
      Number((await server.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE email = $1`, [email]))[0].n);

    it('the same address sending the same form twice within 10 minutes is one lead with one set of messages', async () => {
      const hook = await createEndpoint('/dedupe', ['lead.playbook.created', 'lead.contact.created']);
      const lead = validLead();
      const first = await server.agent().post('/api/playbook-lead').send(lead);
      // Another name, the address in capitals: still the same visitor.
      const second = await server
        .agent()
        .post('/api/playbook-lead')
        .send({ ...lead, name: 'Someone Else', email: lead.email.toUpperCase() });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      const third = await server.gql('mutation($input: PlaybookLeadInput!) { submitPlaybookLead(input: $input) { id } }', { input: lead });
      expect(dataOf(third).submitPlaybookLead.id).toBe(first.body.id);
      expect(await countLeads('playbook_leads', lead.email)).toBe(1);
      const jobs = await server.dataSource.query(`SELECT kind, "endpointId" FROM delivery_jobs WHERE "leadId" = $1`, [first.body.id]);
      expect(jobs.filter((j: { kind: string }) => j.kind === 'email')).toHaveLength(2);
      expect(jobs.filter((j: { endpointId: string }) => j.endpointId === hook.endpoint.id)).toHaveLength(1);

      // The other form with the same address is its own lead.
      const contact = await server
        .agent()
        .post('/api/contact')
        .send(validContact({ email: lead.email }));
      expect(contact.status).toBe(201);
      const contactAgain = await server
        .agent()
        .post('/api/contact')
        .send(validContact({ email: lead.email, message: 'Sent twice' }));
      expect(contactAgain.body.id).toBe(contact.body.id);
      expect(await countLeads('contact_requests', lead.email)).toBe(1);

      await waitFor('the messages', () => smtp.to(lead.email).length === 2 && receiver.at('/dedupe').length === 2);
      await sleep(400);
      expect(
        smtp
          .to(lead.email)
          .map((m) => m.mail.subject?.split(':')[0])
          .sort(),
      ).toEqual(['We received your consultation request - CloudCost FinOps Partners', 'Your free FinOps Playbook chapter']);
      expect(
        receiver
          .at('/dedupe')
          .map((r) => r.headers['x-finops-event'])
          .sort(),
      ).toEqual(['lead.contact.created', 'lead.playbook.created']);
      await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: hook.endpoint.id });
    });

    it('keeps one lead when duplicates arrive at the same moment', async () => {
      const lead = validLead();
      const answers = await Promise.all([0, 1, 2, 3].map(() => server.agent().post('/api/playbook-lead').send(lead)));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
      expect(await countLeads('playbook_leads', lead.email)).toBe(1);
    });

    it('treats the same address as a new lead after 10 minutes', async () => {
      const lead = validLead();
      const first = await server.agent().post('/api/playbook-lead').send(lead);
      await server.dataSource.query(`UPDATE playbook_leads SET "createdAt" = now() - interval '10 minutes 1 second' WHERE id = $1`, [
        first.body.id,
      ]);
      const second = await server.agent().post('/api/playbook-lead').send(lead);
      expect(second.status).toBe(201);
      expect(second.body.id).not.toBe(first.body.id);
      expect(await countLeads('playbook_leads', lead.email)).toBe(2);
      await waitFor('two chapters', () => smtp.to(lead.email).length === 2);
    });
  });

  // ---------------------------------------------------------------------------------------
  describe('transactional enqueue', () => {
    it('stores no lead when its jobs cannot be enqueued, and answers an error instead of a success', async () => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const lead = validLead();
      const contact = validContact();
      // The queue refuses e-mail jobs (a constraint the test adds), as a full disk or a broken table would.
      await server.dataSource.query(`ALTER TABLE delivery_jobs ADD CONSTRAINT test_refuse_email_jobs CHECK (kind <> 'email') NOT VALID`);
      try {
        const rest = await server.agent().post('/api/playbook-lead').send(lead);
        expect(rest.status).toBe(500);
        expect(rest.body).toEqual({ message: 'Internal server error' });
        const gql = await server.gql('mutation($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }', {
          input: contact,
        });
        expectGqlError(gql, 'INTERNAL_SERVER_ERROR', 'Internal server error');
      } finally {
        await server.dataSource.query('ALTER TABLE delivery_jobs DROP CONSTRAINT test_refuse_email_jobs');
        errors.mockRestore();
      }
      const stored = async () =>
        Number(
          (
            await server.dataSource.query(
              `SELECT (SELECT count(*) FROM playbook_leads WHERE email = $1) + (SELECT count(*) FROM contact_requests WHERE email = $2) AS n`,
              [lead.email, contact.email],
            )
          )[0].n,
        );
      expect(await stored()).toBe(0);

      // Once the queue works again the same submission goes through, with its jobs.
      const again = await server.agent().post('/api/playbook-lead').send(lead);
      expect(again.status).toBe(201);
      expect((await jobsOfLead(again.body.id)).filter((j) => j.kind === 'email')).toHaveLength(2);
      // And no stored lead anywhere lacks its e-mails.
      const orphans = await server.dataSource.query(
        `SELECT id FROM playbook_leads l WHERE NOT EXISTS (SELECT 1 FROM delivery_jobs j WHERE j."leadId" = l.id AND j.kind = 'email')
         UNION ALL
         SELECT id FROM contact_requests c WHERE NOT EXISTS (SELECT 1 FROM delivery_jobs j WHERE j."leadId" = c.id AND j.kind = 'email')`,
      );
      expect(orphans).toEqual([]);
    });
  });
});

// Abuse of what a lead or a download sets in motion, against a server with the production egress
// policy (WEBHOOK_ALLOW_PRIVATE off) and a daily confirmation cap of 3:
// - webhook URLs pointing inside the network (loopback, private, link-local, metadata, encoded
//   addresses) are refused at registration, and again at delivery for a row stored around the
//   API — with a refusal in the log, never the target's answer (no port scanner);
// - lead confirmations cannot flood one mailbox: past the cap the visitor's e-mail is recorded as
//   skipped while the lead is stored and sales is notified;
// - the download counter counts one download per address per resource per hour, however many
//   POSTs an address sends (real sockets from several loopback addresses).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_TARGET_REFUSED_MESSAGE } from '../../graphql-server/src/modules/webhooks/webhook-egress';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { TestReceiver, waitFor } from './delivery-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, validContact, validLead } from './helpers';

jest.setTimeout(60_000);

const CREATE = 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id url } } }';
const UPDATE = 'mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { url } }';
const EVENTS = ['lead.playbook.created', 'lead.contact.created'];

describe('delivery abuse', () => {
  let server: TestServer;
  let token: string;
  let receiver: TestReceiver;
  let listener: http.Server;
  let port: number;

  beforeAll(async () => {
    receiver = await new TestReceiver().start();
    server = await startServer({
      seed: true,
      delivery: {
        worker: true,
        pollIntervalMs: 30,
        backoffBaseMs: 100,
        webhookAllowPrivate: false,
        confirmationsPerAddressPerDay: 3,
        // DNS as the test plays it (never the real one): hooks-*.example.com is public, nothing else resolves.
        webhookResolve: (host, _options, callback) =>
          /^hooks-[\w-]+\.example\.com$/.test(host)
            ? callback(null, [{ address: '93.184.215.14', family: 4 }])
            : callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }), []),
      },
    });
    token = (await signedInAdmin(server)).token;
    // The app on a real socket, so requests can come from several loopback addresses.
    listener = http.createServer(server.app);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    port = (listener.address() as AddressInfo).port;
  }, START_TIMEOUT);

  afterAll(async () => {
    listener?.closeAllConnections();
    await new Promise((resolve) => listener?.close(resolve));
    await server?.close();
    await receiver?.stop();
  });

  const admin = async (query: string, variables?: Record<string, unknown>) => dataOf(await server.gql(query, variables, undefined, token));

  // ---------------------------------------------------------------------------------------
  describe('webhook targets', () => {
    it.each([
      ['loopback', 'http://127.0.0.1:8080/hook'],
      ['loopback, decimal', 'http://2130706433/hook'],
      ['loopback, hexadecimal', 'http://0x7f000001/hook'],
      ['loopback, octal', 'http://0177.0.0.1/hook'],
      ['loopback IPv6', 'http://[::1]:8080/hook'],
      ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/hook'],
      ['the metadata address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
      ['a private address', 'https://10.0.0.7/hook'],
      ['a private address', 'https://192.168.1.20/hook'],
      ['a carrier-grade NAT address', 'https://100.64.1.1/hook'],
      ['a unique local IPv6 address', 'https://[fd00::1]/hook'],
      ['the unspecified address', 'http://0.0.0.0:5432/'],
      ['a metadata host name', 'http://metadata.google.internal/computeMetadata/v1/'],
      ['localhost', 'http://localhost:6379/'],
      ['localhost with a trailing dot', 'http://localhost./hook'],
      ['IPv4-compatible IPv6 written with a dotted tail', 'http://[::127.0.0.1]/'],
      ['IPv4-compatible IPv6', 'http://[::7f00:1]/'],
      ['a public IPv6 address written with zeros', 'https://[2606:4700:4700:0:0:0:0:1111]/hook'],
      ['a name that does not resolve', 'https://nowhere-at-all.example.com/hook'],
    ])('refuses %s (%s) at registration, with a clear message', async (_label, url) => {
      const res = await server.gql(CREATE, { input: { url, events: EVENTS } }, undefined, token);
      const error = expectGqlError(res, 'BAD_USER_INPUT');
      expect(error.message.startsWith(WEBHOOK_TARGET_REFUSED_MESSAGE)).toBe(true);
      expect(error.extensions?.fieldErrors?.[0].field).toBe('url');
    });

    it('refuses the change of an endpoint to an internal address, and accepts public receivers', async () => {
      const { endpoint } = (await admin(CREATE, { input: { url: 'https://93.184.215.14/finops-hook', events: EVENTS } }))
        .createWebhookEndpoint;
      expect(endpoint.url).toBe('https://93.184.215.14/finops-hook');
      const named = (await admin(CREATE, { input: { url: `https://hooks-${uniq()}.example.com/finops`, events: EVENTS } }))
        .createWebhookEndpoint;
      expectGqlError(
        await server.gql(UPDATE, { id: endpoint.id, input: { url: 'http://169.254.169.254/', events: EVENTS } }, undefined, token),
        'BAD_USER_INPUT',
      );
      expect((await admin('{ webhookEndpoints { id url } }')).webhookEndpoints).toEqual(
        expect.arrayContaining([{ id: endpoint.id, url: 'https://93.184.215.14/finops-hook' }]),
      );
      // Paused: these receivers do not exist; the tests below must not wait for them.
      for (const id of [endpoint.id, named.endpoint.id]) await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id });
    });

    it('refuses at delivery an internal target stored around the API, recording a refusal and never the answer', async () => {
      receiver.respond = () => ({ status: 200, body: 'redis_version:7.2.4 internal-secret' });
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      // As if registered before the policy existed, or with WEBHOOK_ALLOW_PRIVATE since turned off.
      const rows: Array<{ id: string }> = await server.dataSource.query(
        `INSERT INTO webhook_endpoints (url, events, secret) VALUES ($1, $3, 'whsec_x'), ($2, $3, 'whsec_y') RETURNING id`,
        [receiver.url('/open'), `http://127.0.0.1:${closedPort}/closed`, EVENTS],
      );
      const lead = await request('127.0.0.1', 'POST', '/api/playbook-lead', validLead());
      expect(lead.status).toBe(201);
      const deliveries = await waitFor('both deliveries to be given up', async () => {
        const items = (
          await admin(`{ webhookDeliveries(pageSize: 100) { items { endpointId status attempts lastError lastResponseCode } } }`)
        ).webhookDeliveries.items.filter((d: { endpointId: string }) => rows.some((r) => r.id === d.endpointId));
        return items.length === 2 && items.every((d: { status: string }) => d.status === 'FAILED') && items;
      });
      for (const delivery of deliveries) {
        expect(delivery).toMatchObject({ attempts: 1, lastResponseCode: null });
        expect(delivery.lastError).toMatch(
          /^Not sent: Refused: 127\.0\.0\.1 is a loopback address\. Webhooks can only be sent to public internet addresses/,
        );
        expect(delivery.lastError).not.toContain('internal-secret');
        expect(delivery.lastError).not.toMatch(/ECONNREFUSED|connect/i);
      }
      // An open port and a closed one read the same: nothing to learn about the network.
      expect(deliveries[0].lastError).toBe(deliveries[1].lastError);
      expect(receiver.requests).toHaveLength(0);
      // Such an endpoint can still be paused (its URL unchanged), but not moved to another internal address.
      expect(
        (await admin(UPDATE, { id: rows[0].id, input: { url: receiver.url('/open'), events: EVENTS, active: false } }))
          .updateWebhookEndpoint.url,
      ).toBe(receiver.url('/open'));
      expectGqlError(
        await server.gql(UPDATE, { id: rows[0].id, input: { url: receiver.url('/other'), events: EVENTS } }, undefined, token),
        'BAD_USER_INPUT',
      );
      for (const { id } of rows) await admin('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id });
    });
  });

  // ---------------------------------------------------------------------------------------
  describe('lead confirmations', () => {
    const visitorJobs = (email: string) =>
      server.dataSource.query(
        `SELECT payload->>'template' AS template, status, "lastError" FROM delivery_jobs
          WHERE kind = 'email' AND payload->>'template' IN ('playbook-chapter', 'contact-confirmation') AND payload->'to'->>0 = $1
          ORDER BY seq`,
        [email],
      ) as Promise<Array<{ template: string; status: string; lastError: string | null }>>;

    it('sends one address at most 3 confirmations a day; further leads are stored and reach sales, the visitor e-mail is skipped', async () => {
      const email = `victim-${uniq()}@example.com`;
      const ids: string[] = [];
      // Five leads over both forms (each older one aged past the 10-minute duplicate rule).
      for (const [path, body] of [
        ['/api/playbook-lead', validLead({ email })],
        ['/api/contact', validContact({ email })],
        ['/api/playbook-lead', validLead({ email: email.toUpperCase() })],
        ['/api/contact', validContact({ email, message: 'Buy cheap pills at http://spam.example' })],
        ['/api/playbook-lead', validLead({ email })],
      ] as const) {
        const res = await request('127.0.0.1', 'POST', path, body);
        expect(res.status).toBe(201);
        ids.push(JSON.parse(res.text).id);
        await server.dataSource.query(`UPDATE playbook_leads SET "createdAt" = now() - interval '11 minutes' WHERE email = $1`, [email]);
        await server.dataSource.query(`UPDATE contact_requests SET "createdAt" = now() - interval '11 minutes' WHERE email = $1`, [email]);
      }
      expect(new Set(ids).size).toBe(5);

      const jobs = await visitorJobs(email);
      expect(jobs.map((j) => j.status === 'skipped')).toEqual([false, false, false, true, true]);
      for (const skipped of jobs.slice(3)) {
        expect(skipped.lastError).toBe(
          `Not sent: ${email} already received 3 confirmations in the last 24 hours (CONFIRMATIONS_PER_ADDRESS_PER_DAY). The lead is stored and sales was notified.`,
        );
      }
      // Every lead is stored and every one reaches the sales inbox.
      const [{ n }] = await server.dataSource.query(
        `SELECT (SELECT count(*) FROM playbook_leads WHERE email = $1) + (SELECT count(*) FROM contact_requests WHERE email = $1) AS n`,
        [email],
      );
      expect(Number(n)).toBe(5);
      await waitFor('the e-mails to be sent', async () => {
        const [{ open }] = await server.dataSource.query(
          `SELECT count(*)::int AS open FROM delivery_jobs WHERE status IN ('pending', 'running')`,
        );
        return open === 0;
      });
      const sales: Array<{ status: string }> = await server.dataSource.query(
        `SELECT status FROM delivery_jobs WHERE kind = 'email' AND "leadId" = ANY($1::uuid[]) AND payload->>'template' LIKE '%-sales'`,
        [ids],
      );
      expect(sales.map((s) => s.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded']);
      const [skippedSales] = await server.dataSource.query(
        `SELECT payload->>'text' AS text FROM delivery_jobs WHERE "leadId" = $1 AND payload->>'template' = 'contact-sales'`,
        [ids[3]],
      );
      expect(skippedSales.text).toContain('No confirmation was sent to them: their address already received');
      // Exactly three messages reached the visitor's address.
      const files = fs
        .readdirSync(server.outboxDir)
        .filter((file) => /^To: ([^\r\n]*)/m.exec(fs.readFileSync(`${server.outboxDir}/${file}`, 'utf8'))?.[1] === email);
      expect(files).toHaveLength(3);
      // The outbox shows the skipped ones as such.
      const outbox = (
        await admin(`query($s: String) { outboxMessages(search: $s, status: SKIPPED) { totalCount items { status lastError } } }`, {
          s: email,
        })
      ).outboxMessages;
      expect(outbox.totalCount).toBe(2);
      expect(outbox.items[0].status).toBe('SKIPPED');

      // Another address is not affected.
      const other = `other-${uniq()}@example.com`;
      expect((await request('127.0.0.1', 'POST', '/api/playbook-lead', validLead({ email: other }))).status).toBe(201);
      expect((await visitorJobs(other)).map((j) => j.status)).not.toContain('skipped');
    });
  });

  // ---------------------------------------------------------------------------------------
  describe('download counts', () => {
    const count = async (id: string) =>
      Number((await server.dataSource.query('SELECT "downloadCount" FROM resources WHERE id = $1', [id]))[0].downloadCount ?? 0);

    it('counts 51 POSTs from one address as one download, and another address as one more', async () => {
      const [{ id, fileUrl }] = await server.dataSource.query(`SELECT id, "fileUrl" FROM resources ORDER BY title LIMIT 1`);
      const before = await count(id);
      for (let i = 0; i < 51; i++) {
        const res = await request('127.0.0.2', 'POST', `/api/resources/${id}/download`);
        expect(res.status).toBe(200);
        expect(JSON.parse(res.text)).toEqual({ id, fileUrl, downloadCount: before + 1 });
      }
      expect(await count(id)).toBe(before + 1);

      const other = await request('127.0.0.3', 'POST', `/api/resources/${id}/download`);
      expect(JSON.parse(other.text).downloadCount).toBe(before + 2);
      // GraphQL counts the same way (one more address; its repeat does not count).
      const mutation = { query: 'mutation($id: ID!) { recordResourceDownload(id: $id) { downloadCount } }', variables: { id } };
      for (let i = 0; i < 3; i++) {
        const res = await request('127.0.0.4', 'POST', '/graphql', mutation);
        expect(JSON.parse(res.text).data.recordResourceDownload.downloadCount).toBe(before + 3);
      }
      expect(await count(id)).toBe(before + 3);
    });
  });

  /** A request to the listening app from a given loopback source address. */
  function request(from: string, method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const data = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          localAddress: from,
          agent: false,
          headers: data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        },
      );
      req.on('error', reject);
      req.end(data);
    });
  }
});

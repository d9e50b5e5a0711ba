// A hung webhook receiver — one that accepts the connection and never answers — must never delay
// e-mail: the worker runs e-mail and webhooks in separate lanes, and every webhook attempt is
// given up after WEBHOOK_TIMEOUT_MS and retried per its backoff. Two servers, so that neither part
// races the clock: the lanes are checked with a timeout no attempt reaches while the checks run
// (however loaded the machine), the timeout itself with a short one nothing else waits on.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { TestSmtpServer, waitFor } from './delivery-helpers';
import { dataOf, START_TIMEOUT, startServer, validLead } from './helpers';

jest.setTimeout(120_000);

/** Longer than the lanes test could ever take: no hung attempt ends while it checks. */
const NEVER_MS = 600_000;
/** The timeout under test: short, since nothing is checked while the attempt hangs. */
const TIMEOUT_MS = 1000;

/** Accepts every connection, reads the request, never answers. */
class SilentReceiver {
  readonly sockets = new Set<net.Socket>();
  connections = 0;
  private readonly server = net.createServer((socket) => {
    this.connections++;
    this.sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
  });
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function startDelivering(smtp: TestSmtpServer, webhookTimeoutMs: number): Promise<{ server: TestServer; token: string }> {
  const server = await startServer({
    delivery: {
      worker: true,
      pollIntervalMs: 30,
      backoffBaseMs: 200,
      leaseMs: 60_000,
      webhookTimeoutMs,
      smtpUrl: smtp.url,
      mailFrom: 'hello@finops.example.com',
      salesInbox: ['sales@finops.example.com'],
      lanes: { email: 4, webhook: 4 },
    },
  });
  return { server, token: (await signedInAdmin(server)).token };
}

const HUNG_ENDPOINT = `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`;
const DELIVERIES = `query($e: ID) { webhookDeliveries(endpointId: $e) { items { status attempts lastError lastResponseCode } } }`;

describe('a hung webhook receiver', () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let silent: SilentReceiver;
  let token: string;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    silent = await new SilentReceiver().start();
    ({ server, token } = await startDelivering(smtp, NEVER_MS));
  }, START_TIMEOUT);

  afterAll(async () => {
    // The receiver first: its hung requests end at once instead of holding the worker's drain.
    await silent?.stop();
    await server?.close();
    await smtp?.stop();
  });

  const admin = async (query: string, variables?: Record<string, unknown>) => dataOf(await server.gql(query, variables, undefined, token));

  it("never delays the visitor's e-mail", async () => {
    // Six endpoints on the silent receiver: more hung deliveries than the webhook lane has slots.
    for (let i = 1; i <= 6; i++)
      await admin(HUNG_ENDPOINT, { input: { url: silent.url(`/hung-${i}`), events: ['lead.playbook.created'] } });
    const first = validLead();
    expect((await server.agent().post('/api/playbook-lead').send(first)).status).toBe(201);
    // Every webhook slot is now held by a receiver that will not answer.
    await waitFor('the webhook slots to fill with hung requests', () => silent.sockets.size >= 4);

    const second = validLead();
    expect((await server.agent().post('/api/playbook-lead').send(second)).status).toBe(201);
    await waitFor("the second visitor's chapter", () => smtp.to(second.email).length === 1);
    // It left while every first attempt was still waiting for its receiver: no webhook attempt
    // had finished (timed out) yet, so the e-mail did not wait for a webhook slot.
    const finished: Array<{ n: number }> = await server.dataSource.query(
      `SELECT count(*)::int AS n FROM delivery_jobs WHERE kind = 'webhook' AND "lastError" IS NOT NULL`,
    );
    expect(finished[0].n).toBe(0);
    expect(smtp.to(first.email)).toHaveLength(1);
  });
});

describe('a webhook attempt that gets no answer', () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let silent: SilentReceiver;
  let token: string;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    silent = await new SilentReceiver().start();
    ({ server, token } = await startDelivering(smtp, TIMEOUT_MS));
  }, START_TIMEOUT);

  afterAll(async () => {
    await silent?.stop();
    await server?.close();
    await smtp?.stop();
  });

  it('is given up after WEBHOOK_TIMEOUT_MS and retried per its backoff', async () => {
    const created = dataOf(
      await server.gql(HUNG_ENDPOINT, { input: { url: silent.url('/hung'), events: ['lead.playbook.created'] } }, undefined, token),
    );
    const endpoint = created.createWebhookEndpoint.endpoint.id;
    expect((await server.agent().post('/api/playbook-lead').send(validLead())).status).toBe(201);
    const retried = await waitFor(
      'a hung delivery to be retried',
      async () =>
        dataOf(await server.gql(DELIVERIES, { e: endpoint }, undefined, token)).webhookDeliveries.items.find(
          (d: { attempts: number }) => d.attempts >= 2,
        ),
      60_000,
    );
    expect(retried.lastResponseCode).toBeNull();
    const [last] = dataOf(await server.gql(DELIVERIES, { e: endpoint }, undefined, token)).webhookDeliveries.items;
    expect(last.lastError).toBe(`No answer within ${TIMEOUT_MS / 1000} s (timed out).`);
  });
});

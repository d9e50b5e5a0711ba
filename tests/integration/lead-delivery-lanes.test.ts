// A hung webhook receiver — one that accepts the connection and never answers — must never delay
// e-mail: the worker runs e-mail and webhooks in separate lanes, and every webhook attempt is
// given up after WEBHOOK_TIMEOUT_MS (here 15 s: on a loaded machine the checks made while they hang need the time) and retried per its backoff.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { TestSmtpServer, waitFor } from './delivery-helpers';
import { dataOf, START_TIMEOUT, startServer, validLead } from './helpers';

jest.setTimeout(120_000);

const TIMEOUT_MS = 15_000;

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

describe('a hung webhook receiver', () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let silent: SilentReceiver;
  let token: string;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    silent = await new SilentReceiver().start();
    server = await startServer({
      delivery: {
        worker: true,
        pollIntervalMs: 30,
        backoffBaseMs: 200,
        leaseMs: 60_000,
        webhookTimeoutMs: TIMEOUT_MS,
        smtpUrl: smtp.url,
        mailFrom: 'hello@finops.example.com',
        salesInbox: ['sales@finops.example.com'],
        lanes: { email: 4, webhook: 4 },
      },
    });
    token = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
    await silent?.stop();
  });

  const admin = async (query: string, variables?: Record<string, unknown>) => dataOf(await server.gql(query, variables, undefined, token));

  it("never delays the visitor's e-mail, and is timed out and retried per its backoff", async () => {
    // Six endpoints on the silent receiver: more hung deliveries than the webhook lane has slots.
    const endpoints: string[] = [];
    for (let i = 1; i <= 6; i++) {
      const created = await admin(`mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }`, {
        input: { url: silent.url(`/hung-${i}`), events: ['lead.playbook.created'] },
      });
      endpoints.push(created.createWebhookEndpoint.endpoint.id);
    }
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

    // The hung attempts are given up after WEBHOOK_TIMEOUT_MS and retried.
    const retried = await waitFor(
      'a hung delivery to be retried',
      async () => {
        const items = (
          await admin(`query($e: ID) { webhookDeliveries(endpointId: $e) { items { status attempts lastError lastResponseCode } } }`, {
            e: endpoints[0],
          })
        ).webhookDeliveries.items;
        return items.find((d: { attempts: number }) => d.attempts >= 2);
      },
      60_000,
    );
    expect(retried.lastResponseCode).toBeNull();
    const [last] = (await admin(`query($e: ID) { webhookDeliveries(endpointId: $e) { items { lastError } } }`, { e: endpoints[0] }))
      .webhookDeliveries.items;
    expect(last.lastError).toBe(`No answer within ${TIMEOUT_MS / 1000} s (timed out).`);
  });
});

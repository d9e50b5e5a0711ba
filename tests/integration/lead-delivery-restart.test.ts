// The queue survives restarts: jobs enqueued by one server process are delivered by the next;
// a job claimed by a worker that died is taken over once its lease expires; a graceful stop
// mid-queue finishes what it started and leaves the rest, and nothing is sent twice.
import { DeliveryQueue } from '../../graphql-server/src/modules/delivery/queue/delivery-queue';
import { freshDatabase, signedInAdmin, startTestServer, type TestServer, type TestServerOptions } from '../support/test-server';
import { TestReceiver, TestSmtpServer, waitFor } from './delivery-helpers';
import { acquireEmbeddedLock, dataOf, START_TIMEOUT, validContact, validLead } from './helpers';

jest.setTimeout(90_000);

const SALES = 'sales@finops.example.com';

describe('lead delivery across restarts', () => {
  let smtp: TestSmtpServer;
  let receiver: TestReceiver;
  let release: () => void;
  let database: { url: string; drop(): Promise<void> };
  const running: TestServer[] = [];

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    receiver = await new TestReceiver().start();
    // Every server of this file runs on one database, restarted on it in turn.
    release = await acquireEmbeddedLock();
    database = await freshDatabase();
  }, START_TIMEOUT);

  // A test that fails half-way must not leave a worker running into the next one.
  afterEach(async () => {
    for (const server of [...running]) await stop(server).catch(() => undefined);
  });

  afterAll(async () => {
    for (const server of running) await server.close().catch(() => undefined);
    await database?.drop();
    release?.();
    await smtp?.stop();
    await receiver?.stop();
  });

  const start = async (delivery: TestServerOptions['delivery']) => {
    const server = await startTestServer({
      databaseUrl: database.url,
      delivery: {
        smtpUrl: smtp.url,
        salesInbox: [SALES],
        mailFrom: 'hello@finops.example.com',
        pollIntervalMs: 30,
        backoffBaseMs: 100,
        ...delivery,
      },
    });
    running.push(server);
    return server;
  };
  const stop = async (server: TestServer) => {
    await server.close();
    running.splice(running.indexOf(server), 1);
  };

  const jobStates = async (server: TestServer) =>
    (await server.dataSource.query(`SELECT id, kind, status, attempts FROM delivery_jobs ORDER BY "createdAt"`)) as Array<{
      id: string;
      kind: string;
      status: string;
      attempts: number;
    }>;

  const registerEndpoint = async (server: TestServer, path: string) => {
    const { token } = await signedInAdmin(server);
    dataOf(
      await server.gql(
        'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
        { input: { url: receiver.url(path), events: ['lead.playbook.created', 'lead.contact.created'] } },
        undefined,
        token,
      ),
    );
  };

  it('delivers after a restart what was queued before it, taking over jobs a dead worker had claimed once their lease expires', async () => {
    // First process: no worker. Five leads are stored with their jobs; nothing is sent.
    const first = await start({ worker: false });
    await registerEndpoint(first, '/crash');
    const leads = [validLead(), validLead(), validLead()];
    const contacts = [validContact(), validContact()];
    for (const lead of leads) expect((await first.agent().post('/api/playbook-lead').send(lead)).status).toBe(201);
    for (const contact of contacts) expect((await first.agent().post('/api/contact').send(contact)).status).toBe(201);
    expect(await jobStates(first)).toHaveLength(5 * 3);
    expect(smtp.messages).toHaveLength(0);

    // A worker claims four jobs and dies before doing anything: they stay claimed for its lease.
    const LEASE_MS = 1500;
    const claimed = await new DeliveryQueue(first.dataSource, { backoffBaseMs: 100, leaseMs: LEASE_MS }).claim(4);
    expect(claimed).toHaveLength(4);
    const claimedIds = new Set(claimed.map((c) => c.job.id));
    // The leases as the database recorded them (its clock, not this process's).
    const leases = new Map(
      (
        (await first.dataSource.query(`SELECT id, "lockedUntil" FROM delivery_jobs WHERE "lockedUntil" IS NOT NULL`)) as Array<{
          id: string;
          lockedUntil: Date;
        }>
      ).map((row) => [row.id, new Date(row.lockedUntil).getTime()]),
    );
    expect([...leases.keys()].sort()).toEqual([...claimedIds].sort());
    await stop(first);

    // Second process, with a worker: the free jobs go at once, the claimed ones only once their
    // lease has expired (judged by when each was completed, so a slow start cannot make it race).
    const second = await start({ worker: true, leaseMs: 10_000 });
    await waitFor('every job', async () => (await jobStates(second)).every((j) => j.status === 'succeeded'));
    const done = (await second.dataSource.query(`SELECT id, attempts, "completedAt" FROM delivery_jobs`)) as Array<{
      id: string;
      attempts: number;
      completedAt: Date;
    }>;
    expect(done).toHaveLength(15);
    for (const job of done) {
      if (claimedIds.has(job.id)) {
        expect(job.attempts).toBe(2);
        expect(new Date(job.completedAt).getTime()).toBeGreaterThanOrEqual(leases.get(job.id)!);
      } else {
        expect(job.attempts).toBe(1);
      }
    }

    // Each message arrived exactly once, each event once.
    for (const { email } of [...leads, ...contacts]) expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(SALES)).toHaveLength(5);
    const eventIds = receiver.at('/crash').map((r) => r.headers['x-finops-event-id']);
    expect(eventIds).toHaveLength(5);
    expect(new Set(eventIds).size).toBe(5);
    await stop(second);
  });

  it('finishes the running jobs on a graceful stop mid-queue, and the next start sends the rest, each exactly once', async () => {
    smtp.messages.length = 0;
    // The receiver holds every webhook until the stop has begun: six webhooks, at most four at a
    // time, so two still wait when the stop comes however long the leads took to post.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    receiver.respond = () => ({ status: 200, until: released });
    // A drain long enough for the held webhooks on a loaded machine: the stop must not cut one short.
    const first = await start({ worker: true, drainMs: 30_000 });
    // Only this test's endpoint (deleting an endpoint deletes its delivery log).
    await first.dataSource.query('DELETE FROM webhook_endpoints');
    await registerEndpoint(first, '/slow');
    const contacts = Array.from({ length: 6 }, () => validContact());
    for (const contact of contacts) expect((await first.agent().post('/api/contact').send(contact)).status).toBe(201);
    await waitFor('the first webhook to be in flight', () => receiver.at('/slow').length >= 1);

    // The worker stops claiming at once and waits for what it runs; only then do the answers come.
    const draining = first.worker!.stop();
    release();
    await draining;
    await stop(first);
    const afterStop = await (async () => {
      const probe = await start({ worker: false });
      const states = await jobStates(probe);
      await stop(probe);
      return states;
    })();
    // Stopped mid-queue: what was running finished and was recorded; the rest still waits.
    expect(afterStop.filter((j) => j.status === 'running')).toEqual([]);
    expect(afterStop.filter((j) => j.status === 'failed')).toEqual([]);
    const waiting = afterStop.filter((j) => j.status === 'pending');
    expect(waiting.length).toBeGreaterThan(0);
    expect(receiver.at('/slow').length).toBe(6 - waiting.filter((j) => j.kind === 'webhook').length);

    receiver.respond = () => ({ status: 200 });
    const second = await start({ worker: true });
    await waitFor('every job', async () => (await jobStates(second)).every((j) => j.status === 'succeeded'));
    const eventIds = receiver.at('/slow').map((r) => r.headers['x-finops-event-id']);
    expect(eventIds).toHaveLength(6);
    expect(new Set(eventIds).size).toBe(6);
    for (const { email } of contacts) expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(SALES)).toHaveLength(6);
    await stop(second);
  });

  // Two instances on one database. PostgreSQL only: the embedded database is a single session
  // that one process serves to itself, so it never has two instances.
  (process.env.DATABASE_URL ? it : it.skip)('shares the queue between two running instances, each job done once', async () => {
    smtp.messages.length = 0;
    receiver.respond = () => ({ status: 200, delayMs: 300 });
    const a = await start({ worker: true });
    const b = await start({ worker: true });
    await a.dataSource.query('DELETE FROM webhook_endpoints');
    await registerEndpoint(a, '/shared');
    const contacts = Array.from({ length: 8 }, () => validContact());
    for (const [i, contact] of contacts.entries())
      expect((await (i % 2 ? b : a).agent().post('/api/contact').send(contact)).status).toBe(201);
    await waitFor('every job', async () => (await jobStates(a)).every((j) => j.status === 'succeeded'));
    const workers = await a.dataSource.query(
      `SELECT DISTINCT result->>'worker' AS worker FROM delivery_jobs WHERE "endpointId" IS NOT NULL`,
    );
    expect(new Set(workers.map((w: { worker: string }) => w.worker))).toEqual(new Set([a.worker!.id, b.worker!.id]));
    const eventIds = receiver.at('/shared').map((r) => r.headers['x-finops-event-id']);
    expect(eventIds).toHaveLength(8);
    expect(new Set(eventIds).size).toBe(8);
    for (const { email } of contacts) expect(smtp.to(email)).toHaveLength(1);
    await stop(a);
    await stop(b);
  });
});

// Never a wrong answer under load (issue 11, decision 0017): when every pooled connection is
// taken (a pool of one held by a long transaction) or a statement runs past DB_STATEMENT_TIMEOUT_MS,
// the blog search answers 503 with the clear message over REST and GraphQL — never an empty
// list that reads as "No results". The delivery worker claims jobs over a connection of its own,
// so an exhausted pool does not stop deliveries. Behaviour only: no timing is asserted.
import { Client } from 'pg';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { LEAD_POOL_SIZE, openDatabase } from '../../graphql-server/src/db/database';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../graphql-server/src/graphql/format-error';
import { DeliveryQueue } from '../../graphql-server/src/modules/delivery/queue/delivery-queue';
import { isDatabaseUnavailable } from '../../graphql-server/src/shared/errors';
import { freshDatabase, testDatabaseKind, type TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, uniq } from './helpers';

const SEARCH = `query Search($search: String) { posts(search: $search) { totalCount items { slug } } }`;
const onPostgres = testDatabaseKind() === 'postgres' ? describe : describe.skip;

function expectUnavailable(res: request.Response): void {
  expect(res.status).toBe(503);
  expect(res.headers['cache-control']).not.toMatch(/public/);
}

describe('a pool of one held by a long transaction', () => {
  let server: TestServer;
  let holder: QueryRunner | undefined;

  beforeAll(async () => {
    server = await startServer({ seed: true, database: { poolSize: 1, poolTimeoutMs: 300 } });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  beforeEach(async () => {
    holder = server.dataSource.createQueryRunner();
    await holder.connect();
    // The only connection is busy (a transaction still open, as slow work holds it) until the test
    // ends it: nothing else can have it meanwhile, and no test waits on the clock for it.
    await holder.startTransaction();
  });
  afterEach(async () => {
    await holder?.rollbackTransaction();
    await holder?.release();
  });

  it('answers the REST search 503 with the clear message, not an empty list', async () => {
    const res = await request(server.app)
      .get('/api/blog/search')
      .query({ q: `cost ${uniq()}` });
    expectUnavailable(res);
    expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers the GraphQL search 503 with SERVICE_UNAVAILABLE, never data', async () => {
    const res = await request(server.app)
      .post('/graphql')
      .send({ query: SEARCH, variables: { search: `cost ${uniq()}` } });
    expectUnavailable(res);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(res.body.errors[0].message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
  });
});

onPostgres('timeouts and the delivery worker (PostgreSQL)', () => {
  it('cancels a statement past the statement timeout and counts it as unavailable (503)', async () => {
    const fresh = await freshDatabase();
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', statementTimeoutMs: 200 });
    try {
      const error = await database.dataSource.query('SELECT pg_sleep(2)').catch((e: unknown) => e);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await database.close();
      await fresh.drop();
    }
  });

  it('answers 503 when a statement is cancelled behind a lock (a slow query), the REST and GraphQL search alike', async () => {
    const server = await startServer({ seed: true, database: { poolSize: 2, poolTimeoutMs: 300, statementTimeoutMs: 300 } });
    const locker = new Client({ connectionString: server.databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE blog_posts IN ACCESS EXCLUSIVE MODE');
      expectUnavailable(
        await request(server.app)
          .get('/api/blog/search')
          .query({ q: `finops ${uniq()}` }),
      );
      const res = await request(server.app)
        .post('/graphql')
        .send({ query: SEARCH, variables: { search: `finops ${uniq()}` } });
      expectUnavailable(res);
      expect(res.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
      await server.close();
    }
  });

  it('lets the worker claim jobs over its own connection while requests hold the whole pool', async () => {
    const fresh = await freshDatabase();
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', poolSize: 1, poolTimeoutMs: 300 });
    const holder = database.dataSource.createQueryRunner();
    try {
      const queue = new DeliveryQueue(database.dataSource, {
        backoffBaseMs: 1000,
        leaseMs: 60_000,
        workerDb: await database.openWorkerDataSource(),
      });
      await database.dataSource.transaction((manager) =>
        queue.enqueue(manager, [
          {
            kind: 'email',
            payload: {
              template: 'contact-sales',
              to: [`pool-${uniq()}@example.com`],
              subject: 'Pool test',
              text: 'Pool test',
              html: '<p>Pool test</p>',
              attachments: [],
            },
          },
        ]),
      );
      await holder.connect();
      const blocked = await database.dataSource.query('SELECT 1').catch((e: unknown) => e);
      expect(isDatabaseUnavailable(blocked)).toBe(true);
      const claimed = await queue.claim(5);
      expect(claimed).toHaveLength(1);
      expect(await queue.complete(claimed[0])).toBe(true);
    } finally {
      await holder.release();
      await database.close();
      await fresh.drop();
    }
  });
});

// Issue 33: a lead is accepted whenever the database is up. Reads holding every connection of the
// main pool (here its only one, with a short wait) must not refuse it: leads write through a
// small pool of their own, with a longer wait (decision 0057).
onPostgres('lead submissions while reads hold the main pool (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ seed: true, leadPool: true, database: { poolSize: 1, poolTimeoutMs: 300 } });
    // The consent wording is stored at start (main.ts), not on the first submission.
    await server.services.consent.ensureCurrent();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('stores the playbook and contact leads (201/200), while a read of the main pool is refused 503', async () => {
    const holder = server.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      const read = await request(server.app)
        .get('/api/blog/search')
        .query({ q: `cost ${uniq()}` });
      expect(read.status).toBe(503);
      const email = `held-${uniq()}@example.com`;
      const lead = await request(server.app)
        .post('/api/playbook-lead')
        .set('X-Forwarded-For', '192.0.2.44')
        .send({ name: 'Held Pool', email, company: 'Acme' });
      expect(lead.status).toBeLessThan(300);
      const contact = await request(server.app)
        .post('/api/contact')
        .set('X-Forwarded-For', '192.0.2.45')
        .send({ name: 'Held Pool', email, company: 'Acme', cloudSpending: '10k-50k', privacyConsent: true });
      expect(contact.status).toBeLessThan(300);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    const [{ count }] = (await server.dataSource.query(
      `SELECT count(*)::int AS count FROM playbook_leads WHERE company = 'Acme' AND name = 'Held Pool'`,
    )) as Array<{ count: number }>;
    expect(count).toBe(1);
  });

  // Decision 0075: more leads at once than the leads' lane has places (LEAD_POOL_SIZE) queue in
  // it, first come first served, and are all stored: none is refused while reads hold the main pool.
  it('stores every one of more simultaneous leads than the lane has places, while reads hold the main pool', async () => {
    const holder = server.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    const company = `Queue ${uniq()}`;
    const count = LEAD_POOL_SIZE * 3;
    try {
      const read = await request(server.app)
        .get('/api/blog/search')
        .query({ q: `cost ${uniq()}` });
      expect(read.status).toBe(503);
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          request(server.app)
            .post('/api/playbook-lead')
            .set('X-Forwarded-For', `192.0.2.${100 + i}`)
            .send({ name: 'Queued Lead', email: `queued-${i}-${uniq()}@example.com`, company }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: count }, () => 201));
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    const [{ stored }] = (await server.dataSource.query(`SELECT count(*)::int AS stored FROM playbook_leads WHERE company = $1`, [
      company,
    ])) as Array<{ stored: number }>;
    expect(stored).toBe(count);
  });
});

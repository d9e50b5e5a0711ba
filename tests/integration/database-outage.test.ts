// The database goes away under a running server and comes back (issue: security and
// reliability): every API path answers 503 with a clear message within 2 s instead of hanging,
// /healthz keeps answering, /readyz says unavailable, and service resumes by itself. Runs on the
// embedded database and, with DATABASE_URL, on PostgreSQL — a TCP proxy in between is what stops.
import request from 'supertest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../graphql-server/src/graphql/format-error';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { startServer, START_TIMEOUT, validContact, validLead, type Agent } from './helpers';

const WITHIN_MS = 2000;

describe('when the database is down', () => {
  let server: TestServer;
  let admin: Agent;

  beforeAll(async () => {
    server = await startServer({ throughProxy: true, seed: true });
    admin = (await signedInAdmin(server)).agent;
  }, START_TIMEOUT);
  afterAll(() => server.close());

  async function timed<T>(call: () => PromiseLike<T>): Promise<{ result: T; ms: number }> {
    const started = Date.now();
    const result = await call();
    return { result, ms: Date.now() - started };
  }

  const paths: Array<[string, () => request.Test]> = [
    ['GET /api/blog', () => request(server.app).get('/api/blog')],
    ['GET /api/blog/featured', () => request(server.app).get('/api/blog/featured')],
    ['GET /api/blog/:slug', () => request(server.app).get('/api/blog/showback-before-chargeback')],
    ['GET /api/categories', () => request(server.app).get('/api/categories')],
    ['GET /api/resources', () => request(server.app).get('/api/resources')],
    ['POST /api/playbook-lead', () => request(server.app).post('/api/playbook-lead').send(validLead())],
    ['POST /api/contact', () => request(server.app).post('/api/contact').send(validContact())],
    ['POST /api/auth/login', () => request(server.app).post('/api/auth/login').send({ username: 'admin', password: 'secret123' })],
    ['GET /api/auth/me', () => admin.get('/api/auth/me')],
    ['GET /api/admin/blog', () => admin.get('/api/admin/blog')],
    ['POST /api/admin/categories', () => admin.post('/api/admin/categories').send({ name: 'Outage', slug: 'outage' })],
    ['GET /api/admin/playbook-leads', () => admin.get('/api/admin/playbook-leads')],
    ['GET /api/admin/contact-requests/export.csv', () => admin.get('/api/admin/contact-requests/export.csv')],
  ];

  it('answers 503 with a clear message within 2 s on every path, and recovers by itself', async () => {
    expect((await request(server.app).get('/readyz')).status).toBe(200);
    await server.proxy!.stop();

    for (const [name, call] of paths) {
      const { result, ms } = await timed(call);
      expect({ name, status: result.status, message: result.body?.message }).toEqual({ name, status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(ms).toBeLessThan(WITHIN_MS);
    }
    for (const query of ['{ posts { totalCount } }', 'mutation { submitPlaybookLead(input: { name: "Ann Outage", email: "ann@example.com", company: "Down Co" }) { id } }']) {
      const { result, ms } = await timed(() => request(server.app).post('/graphql').send({ query }));
      expect(result.status).toBe(503);
      expect(result.body.errors[0]).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(JSON.stringify(result.body)).not.toMatch(/ECONNREFUSED|stack|at .*\.js/);
      expect(ms).toBeLessThan(WITHIN_MS);
    }
    const ready = await timed(() => request(server.app).get('/readyz'));
    expect(ready.result.status).toBe(503);
    expect(ready.ms).toBeLessThan(WITHIN_MS);
    expect((await request(server.app).get('/healthz')).status).toBe(200);

    await server.proxy!.start();
    // No restart: the next requests find the database again.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await request(server.app).get('/api/blog')).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await request(server.app).get('/readyz')).status).toBe(200);
    expect((await request(server.app).post('/api/playbook-lead').send(validLead())).status).toBe(201);
    expect((await admin.get('/api/admin/playbook-leads')).status).toBe(200);
  }, 60_000);
});

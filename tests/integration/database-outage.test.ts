// The database goes away under a running server and comes back (issue: security and
// reliability): every API path answers 503 with a clear message within 2 s instead of hanging,
// /healthz keeps answering, /readyz says unavailable, and service resumes by itself. Runs on the
// embedded database and, with DATABASE_URL, on PostgreSQL — a TCP proxy in between is what stops.
import request from 'supertest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../graphql-server/src/graphql/format-error';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { issueApiToken } from './api-token-helpers';
import {
  expectNoStackTrace,
  startServer,
  START_TIMEOUT,
  validCategory,
  validContact,
  validLead,
  validPost,
  validResource,
  type Agent,
} from './helpers';

// Fast against the pool's and statement's timeouts (a hung request would wait 15 s), with room
// for a loaded test machine.
const WITHIN_MS = 8000;

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
      expect({ name, status: result.status, message: result.body?.message }).toEqual({
        name,
        status: 503,
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
      expect(ms).toBeLessThan(WITHIN_MS);
    }
    for (const query of [
      '{ posts { totalCount } }',
      'mutation { submitPlaybookLead(input: { name: "Ann Outage", email: "ann@example.com", company: "Down Co" }) { id } }',
    ]) {
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
    const deadline = Date.now() + 30_000;
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
  }, 90_000);
});

// The database dying in the middle of a request (issue 10): the proxy passes the first N messages
// of the server's connection, then cuts every connection and refuses new ones — so each path meets
// a query lost on the wire, a transaction whose connection died, a pool that cannot reconnect.
// Whatever the moment, the answer is the request's own success or 503, never a 500.
describe('when the database drops connections mid-request', () => {
  let server: TestServer;
  let admin: Agent;
  let adminToken: string;
  let apiToken: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // The proxy counts every client message: the content-change listener reconnecting after a cut
    // (and re-reading the next publication time) must not be mistaken for the request's own queries.
    server = await startServer({ throughProxy: true, seed: true, listenForContentChanges: false });
    const signedIn = await signedInAdmin(server);
    admin = signedIn.agent;
    adminToken = signedIn.token;
    apiToken = (await issueApiToken(server, adminToken, ['content', 'leads'])).secret;
    ids.post = (await admin.get('/api/admin/blog')).body[0].id;
    ids.category = (await admin.get('/api/admin/categories')).body[0].id;
    ids.resource = (await admin.get('/api/admin/resources')).body[0].id;
  }, START_TIMEOUT);
  afterAll(() => server.close());

  const gql = (query: string, variables?: object, auth?: string) => {
    const req = request(server.app).post('/graphql');
    return (auth ? req.set('Authorization', `Bearer ${auth}`) : req).send({ query, variables });
  };
  const unknownId = '00000000-0000-4000-8000-000000000000';

  const paths: Array<[string, () => request.Test]> = [
    ['GET /api/blog', () => request(server.app).get('/api/blog')],
    ['GET /api/blog/featured', () => request(server.app).get('/api/blog/featured')],
    ['GET /api/blog/search', () => request(server.app).get('/api/blog/search?q=cost')],
    ['GET /api/blog/category/:c', () => request(server.app).get('/api/blog/category/technical')],
    ['GET /api/blog/:slug', () => request(server.app).get('/api/blog/showback-before-chargeback')],
    ['GET /api/categories', () => request(server.app).get('/api/categories')],
    ['GET /api/resources', () => request(server.app).get('/api/resources')],
    ['GET /api/resources/type/:type', () => request(server.app).get('/api/resources/type/whitepaper')],
    ['POST /api/resources/:id/download', () => request(server.app).post(`/api/resources/${ids.resource}/download`)],
    ['POST /api/playbook-lead', () => request(server.app).post('/api/playbook-lead').send(validLead())],
    ['POST /api/contact', () => request(server.app).post('/api/contact').send(validContact())],
    ['POST /api/auth/login', () => request(server.app).post('/api/auth/login').send({ username: 'admin', password: 'secret123' })],
    ['POST /api/auth/register', () => request(server.app).post('/api/auth/register').send({ username: 'second', password: 'secret123' })],
    ['GET /api/auth/me', () => admin.get('/api/auth/me')],
    ['GET /api/admin/blog', () => admin.get('/api/admin/blog')],
    ['GET /api/admin/blog/:id', () => admin.get(`/api/admin/blog/${ids.post}`)],
    ['POST /api/admin/blog', () => admin.post('/api/admin/blog').send(validPost())],
    ['PUT /api/admin/blog/:id', () => admin.put(`/api/admin/blog/${ids.post}`).send(validPost())],
    ['DELETE /api/admin/blog/:id', () => admin.delete(`/api/admin/blog/${unknownId}`)],
    ['POST /api/admin/categories', () => admin.post('/api/admin/categories').send(validCategory())],
    ['PUT /api/admin/categories/:id', () => admin.put(`/api/admin/categories/${ids.category}`).send(validCategory())],
    ['POST /api/admin/resources', () => admin.post('/api/admin/resources').send(validResource())],
    ['PUT /api/admin/resources/:id', () => admin.put(`/api/admin/resources/${ids.resource}`).send(validResource())],
    ['GET /api/admin/playbook-leads', () => admin.get('/api/admin/playbook-leads')],
    ['GET /api/admin/contact-requests', () => admin.get('/api/admin/contact-requests')],
    ['GET /api/admin/playbook-leads/export.csv', () => admin.get('/api/admin/playbook-leads/export.csv')],
    ['GET /api/admin/contact-requests/export.csv', () => admin.get('/api/admin/contact-requests/export.csv')],
    ['GET /api/admin/blog (API token)', () => request(server.app).get('/api/admin/blog').set('Authorization', `Bearer ${apiToken}`)],
    ['GraphQL posts', () => gql('{ posts { totalCount items { slug title } } categories { name } }')],
    ['GraphQL post', () => gql('{ post(slug: "showback-before-chargeback") { title content } }')],
    ['GraphQL resources', () => gql('{ resources { totalCount items { title } } }')],
    [
      'GraphQL submitPlaybookLead',
      () => gql('mutation($i: PlaybookLeadInput!) { submitPlaybookLead(input: $i) { id } }', { i: validLead() }),
    ],
    [
      'GraphQL submitContactRequest',
      () => gql('mutation($i: ContactRequestInput!) { submitContactRequest(input: $i) { id } }', { i: validContact() }),
    ],
    ['GraphQL login', () => gql('mutation { login(input: { username: "admin", password: "secret123" }) { user { username } } }')],
    [
      'GraphQL admin lists (session)',
      () => gql('{ playbookLeads { totalCount } contactRequests { totalCount } adminPosts { totalCount } }', undefined, adminToken),
    ],
    [
      'GraphQL createCategory (session)',
      () => gql('mutation($i: CategoryInput!) { createCategory(input: $i) { id } }', { i: validCategory() }, adminToken),
    ],
    [
      'GraphQL createPost (session)',
      () => gql('mutation($i: BlogPostInput!) { createPost(input: $i) { id } }', { i: validPost() }, adminToken),
    ],
    ['GraphQL playbookLeads (API token)', () => gql('{ playbookLeads { totalCount } }', undefined, apiToken)],
  ];

  async function databaseBack(): Promise<void> {
    if (server.proxy!.stopped) await server.proxy!.start();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if ((await request(server.app).get('/readyz')).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the database did not come back');
  }

  it.each(paths)('%s answers its success or 503 whenever the connection drops, never 500', async (name, call) => {
    const seen: Array<{ forward: number; status: number }> = [];
    for (const forward of [0, 1, 2, 3]) {
      await databaseBack();
      server.proxy!.cutAfter(forward);
      let res: request.Response;
      try {
        res = await call();
      } catch (error) {
        // A CSV export streams: it sends its 200 (and the BOM) before reading rows, so a connection
        // lost after that can only abort the download (an incomplete file never looks complete).
        // Before that, 503. (Reading the first rows before answering would make it a 503: the
        // export code's to change.)
        expect(['aborted', 'socket hang up']).toContain((error as Error).message);
        expect(name).toMatch(/export\.csv$/);
        expect(forward).toBeGreaterThan(0);
        seen.push({ forward, status: 0 });
        server.proxy!.cutAfter(Number.POSITIVE_INFINITY);
        continue;
      }
      const cut = server.proxy!.cut;
      seen.push({ forward, status: res.status });
      expect({ name, forward, status: res.status }).not.toEqual({ name, forward, status: 500 });
      expectNoStackTrace(res);
      if (res.status === 503) {
        expect(res.body.message ?? res.body.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        if (res.body.errors) expect(res.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      } else {
        expect({ name, forward, status: res.status, cut }).toEqual({ name, forward, status: expect.any(Number), cut: false });
        expect(res.status).toBeLessThan(500);
      }
      server.proxy!.cutAfter(Number.POSITIVE_INFINITY);
    }
    // The first cut (before any message gets through) reaches every path.
    expect(seen[0]).toEqual({ forward: 0, status: 503 });
    await databaseBack();
  });
});

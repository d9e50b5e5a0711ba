// CORS (issue 15): CORS_ORIGINS lets the listed origins' pages call /graphql and /api with an
// API token; the session cookie is never shared with another origin — no
// Access-Control-Allow-Credentials, no allowance for a request carrying the cookie, none on the
// sign-in paths — and without CORS_ORIGINS no origin gets any allowance.
import request from 'supertest';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken } from './api-token-helpers';
import { START_TIMEOUT, startServer, type Agent } from './helpers';

const LISTED = 'https://app.example.com';
const FOREIGN = 'https://evil.example.net';
const QUERY = { query: '{ adminPosts(pageSize: 1) { totalCount } }' };

function preflight(target: ReturnType<typeof request>, path: string, origin: string) {
  return target
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', 'authorization,content-type');
}

describe('CORS with CORS_ORIGINS set', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let token: string;

  beforeAll(async () => {
    server = await startServer({ seed: true, corsOrigins: [LISTED] });
    admin = await signedInAdmin(server);
    token = (await issueApiToken(server, admin.token, ['content', 'leads'])).secret;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('answers a listed origin’s preflight for GraphQL and REST, without credentials', async () => {
    for (const path of ['/graphql', '/api/admin/blog']) {
      const res = await preflight(request(server.app), path, LISTED);
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
      expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Origin/);
    }
  });

  it('lets a listed origin call with an API token, and read the rate-limit and paging headers', async () => {
    const graphql = await request(server.app).post('/graphql').set('Origin', LISTED).set(bearer(token)).send(QUERY);
    expect(graphql.body.data.adminPosts.totalCount).toBeGreaterThan(0);
    expect(graphql.headers['access-control-allow-origin']).toBe(LISTED);
    expect(graphql.headers['access-control-allow-credentials']).toBeUndefined();
    const rest = await request(server.app).get('/api/admin/blog?pageSize=1').set('Origin', LISTED).set(bearer(token));
    expect(rest.status).toBe(200);
    expect(rest.headers['access-control-allow-origin']).toBe(LISTED);
    expect(rest.headers['access-control-expose-headers']).toMatch(/RateLimit/);
    expect(rest.headers['access-control-expose-headers']).toMatch(/Link/);
  });

  it('answers public reads to a listed origin even once they are cached', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await request(server.app).get('/api/categories').set('Origin', LISTED);
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(LISTED);
    }
  });

  it('gives an unlisted origin nothing', async () => {
    const pre = await preflight(request(server.app), '/graphql', FOREIGN);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await request(server.app).post('/graphql').set('Origin', FOREIGN).set(bearer(token)).send(QUERY);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never shares a cookie session: a request carrying the session cookie gets no allowance, even from a listed origin', async () => {
    const viaCookie = await admin.agent.post('/graphql').set('Origin', LISTED).set('Content-Type', 'application/json').send(QUERY);
    expect(viaCookie.headers['access-control-allow-origin']).toBeUndefined();
    expect(viaCookie.headers['access-control-allow-credentials']).toBeUndefined();
    const rest = await admin.agent.get('/api/admin/blog').set('Origin', LISTED);
    expect(rest.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives the sign-in paths no allowance at all', async () => {
    for (const path of ['/api/auth/login', '/api/AUTH/login', '/api/auth/me']) {
      const pre = await preflight(request(server.app), path, LISTED);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    }
    const login = await request(server.app)
      .post('/api/auth/login')
      .set('Origin', LISTED)
      .send({ username: 'admin', password: 'secret123' });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS without CORS_ORIGINS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('allows no origin', async () => {
    const pre = await preflight(request(server.app), '/graphql', LISTED);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await request(server.app).post('/graphql').set('Origin', LISTED).send({ query: '{ categories { slug } }' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

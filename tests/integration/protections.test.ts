// The request-level protections (issue: security and reliability): GraphQL query-shape limits,
// the same-origin check on cookie-authenticated REST writes, request ids in every answer.
import request from 'supertest';
import { CROSS_SITE_MESSAGE } from '../../graphql-server/src/security/origin-check';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { startServer, START_TIMEOUT, validCategory, type Agent } from './helpers';

describe('GraphQL limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Low limits, so the site's own small schema can reach them.
    server = await startServer({ graphqlLimits: { maxDepth: 3, maxCost: 150 } });
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('runs the site’s own queries within the limits', async () => {
    const page = await server.gql('{ posts { items { title } pageInfo { page } } categories { name } }');
    expect(page.status).toBe(200);
    expect(page.body.errors).toBeUndefined();
  });

  it('refuses a costlier query than GRAPHQL_MAX_COST, and too many aliases', async () => {
    const costly = await server.gql(
      `{ ${Array.from({ length: 15 }, (_, i) => `p${i}: posts { items { title excerpt content author tags coverImage } pageInfo { page pageSize totalPages } }`).join(' ')} }`,
    );
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(costly.body.errors[0].message).toMatch(/cost/i);
    expect(costly.body.data).toBeUndefined();

    const aliases = await server.gql(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: registrationOpen`).join(' ')} }`);
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors[0].message).toMatch(/aliases/i);
  });

  it('never suggests field names (they would map the schema with introspection off)', async () => {
    const typo = await server.gql('{ postz { totalCount } }');
    expect(typo.status).toBe(400);
    expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/i);
  });
});

describe('GraphQL depth', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ graphqlLimits: { maxDepth: 2, maxCost: 5000 } });
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('counts depth through fragments too', async () => {
    expect((await server.gql('{ categories { name } }')).status).toBe(200);
    const deep = await server.gql('{ posts { items { title } } }');
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].message).toMatch(/depth/i);
    const viaFragment = await server.gql('{ posts { ...P } } fragment P on PostPage { items { title } }');
    expect(viaFragment.status).toBe(400);
  });

  it('leaves introspection to its own switch', async () => {
    const schema = await server.gql('{ __schema { types { name fields { name type { name ofType { name } } } } } }');
    expect(schema.status).toBe(200);
    expect(schema.body.data.__schema.types.length).toBeGreaterThan(10);
  });
});

describe('same-origin REST writes', () => {
  let server: TestServer;
  let admin: Agent;
  beforeAll(async () => {
    server = await startServer({ siteUrl: 'https://finops.example' });
    admin = (await signedInAdmin(server)).agent;
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('refuses a cookie-authenticated write from another site (Origin or, without it, Referer)', async () => {
    const fromEvil = await admin.post('/api/admin/categories').set('Origin', 'https://evil.example').send(validCategory());
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.body).toEqual({ message: CROSS_SITE_MESSAGE });
    const byReferer = await admin.post('/api/admin/categories').set('Referer', 'https://evil.example/page').send(validCategory());
    expect(byReferer.status).toBe(403);
    const opaque = await admin.post('/api/admin/categories').set('Origin', 'null').send(validCategory());
    expect(opaque.status).toBe(403);
    const deleteFromEvil = await admin
      .delete('/api/admin/categories/00000000-0000-4000-8000-000000000000')
      .set('Origin', 'http://evil.example');
    expect(deleteFromEvil.status).toBe(403);
  });

  it('accepts the site’s own origin (SITE_URL or the address the request was sent to) and non-browser clients', async () => {
    expect((await admin.post('/api/admin/categories').set('Origin', 'https://finops.example').send(validCategory())).status).toBe(201);
    const own = await admin
      .post('/api/admin/categories')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .send(validCategory());
    expect(own.status).toBe(201);
    expect(
      (await admin.post('/api/admin/categories').set('Referer', 'https://finops.example/admin/categories/new').send(validCategory()))
        .status,
    ).toBe(201);
    // curl and integrations send neither header.
    expect((await admin.post('/api/admin/categories').send(validCategory())).status).toBe(201);
  });

  it('guards signing in too (login CSRF), but leaves anonymous public forms and reads alone', async () => {
    const login = await request(server.app)
      .post('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'admin', password: 'secret123' });
    expect(login.status).toBe(403);
    const lead = await request(server.app)
      .post('/api/playbook-lead')
      .set('Origin', 'https://partner.example')
      .send({ name: 'Pat Partner', email: 'pat@partner.example', company: 'Partner' });
    expect(lead.status).toBe(201);
    expect((await admin.get('/api/admin/categories').set('Origin', 'https://evil.example')).status).toBe(200);
  });
});

describe('request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('gives every answer an X-Request-Id, keeping a well-formed one the caller sent', async () => {
    const fresh = await request(server.app).get('/api/categories');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await request(server.app).get('/api/categories').set('X-Request-Id', 'lb-1234.abcd');
    expect(given.headers['x-request-id']).toBe('lb-1234.abcd');
    const forged = await request(server.app).get('/api/categories').set('X-Request-Id', '<script> or a very long id '.repeat(4));
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GraphQL token limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('refuses a query of more than 2,000 tokens while parsing it, with 400', async () => {
    const huge = `{ ${Array.from({ length: 2100 }, () => '__typename').join(' ')} }`;
    const res = await server.gql(huge);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/contains more th\w+ 2000 tokens/i);
  });
});

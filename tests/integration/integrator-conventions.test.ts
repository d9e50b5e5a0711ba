// Integrator API v3, the conventions (issue 35, decision 0060): an invalid API token is a 401 with
// RFC 6750's WWW-Authenticate everywhere (public paths and queries too), a token's requests are
// limited per token with RateLimit headers, GraphQL over GET works with a Bearer token (no
// preflight header needed: the CSRF rule is about cookies), CORS exposes the paging headers,
// introspection has a depth limit, a query with too many aliases is refused in words about aliases,
// and the lead CSV exports carry the pipeline (status, owner, labels).
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { INVALID_API_TOKEN_MESSAGE } from '../../graphql-server/src/auth/access';
import { INTROSPECTION_MAX_DEPTH } from '../../graphql-server/src/security/graphql-limits';
import { getIntrospectionQuery } from 'graphql';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken, revokeApiToken } from './api-token-helpers';
import { dataOf, START_TIMEOUT, startServer, validLead, type Agent } from './helpers';

const LISTED = 'https://app.integrator.example';
const TOKEN_LIMIT = 4;

describe('integrator conventions', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let revoked: string;

  beforeAll(async () => {
    server = await startServer({
      seed: true,
      corsOrigins: [LISTED],
      rateLimits: { tokenRequestLimit: TOKEN_LIMIT, tokenRequestWindowSeconds: 60 },
    });
    admin = await signedInAdmin(server);
    const issued = await issueApiToken(server, admin.token, ['content']);
    await revokeApiToken(server, admin.token, issued.id);
    revoked = issued.secret;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const app = () => request(server.app);

  it.each([
    ['a public REST path', () => app().get('/api/blog').set(bearer(revoked))],
    ['an admin REST path', () => app().get('/api/admin/blog').set(bearer(revoked))],
    [
      'a mistyped token',
      () =>
        app()
          .get('/api/categories')
          .set(bearer('fin_' + 'x'.repeat(43))),
    ],
  ])('answers %s with a bad token 401 and WWW-Authenticate: Bearer error="invalid_token"', async (_what, call) => {
    const res = await call();
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe(`Bearer error="invalid_token", error_description="${INVALID_API_TOKEN_MESSAGE}"`);
    expect(res.body).toEqual({ message: INVALID_API_TOKEN_MESSAGE });
  });

  it('answers a public GraphQL query with a revoked token UNAUTHENTICATED and HTTP 401 (no data)', async () => {
    const res = await server.gql('{ categories { name } }', undefined, undefined, revoked);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    expect(res.body).toEqual({ errors: [{ message: INVALID_API_TOKEN_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] });
    // Without a token the same query is a visitor's.
    expect((await server.gql('{ categories { name } }')).status).toBe(200);
  });

  it('limits requests per token with RateLimit headers, GraphQL and REST together; another token is not affected', async () => {
    const limited = (await issueApiToken(server, admin.token, ['content'])).secret;
    const other = (await issueApiToken(server, admin.token, ['content'])).secret;
    const seen: string[] = [];
    for (let i = 0; i < TOKEN_LIMIT; i++) {
      const res =
        i % 2
          ? await server.gql('{ adminPosts { totalCount } }', undefined, undefined, limited)
          : await app().get('/api/admin/blog').set(bearer(limited));
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe(`"token";q=${TOKEN_LIMIT};w=60`);
      seen.push(res.headers.ratelimit);
    }
    expect(seen.map((h) => /"token";r=(\d+);t=\d+/.exec(h)?.[1])).toEqual(['3', '2', '1', '0']);
    const rest = await app().get('/api/admin/blog').set(bearer(limited));
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(rest.body.message).toMatch(/^Too many requests with this API token: at most 4 per 60 seconds\./);
    const graphql = await server.gql('{ categories { name } }', undefined, undefined, limited);
    expect(graphql.status).toBe(429);
    expect(graphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await app().get('/api/admin/blog').set(bearer(other))).status).toBe(200);
    // Visitors are not counted against any token.
    expect((await app().get('/api/blog')).headers['ratelimit-policy']).toBeUndefined();
  });

  it('runs GraphQL over GET with a Bearer token and no preflight header; without any, the CSRF rule still refuses', async () => {
    const token = (await issueApiToken(server, admin.token, ['content'])).secret;
    const query = encodeURIComponent('{ adminPosts(pageSize: 1) { totalCount } }');
    const withToken = await app().get(`/graphql?query=${query}`).set(bearer(token));
    expect(withToken.status).toBe(200);
    expect(withToken.body.data.adminPosts.totalCount).toBeGreaterThan(0);
    const plain = await app().get(`/graphql?query=${encodeURIComponent('{ categories { name } }')}`);
    expect(plain.status).toBe(400);
    expect(plain.text).toMatch(/CSRF|preflight/i);
  });

  it('lets a listed origin read the paging headers', async () => {
    const token = (await issueApiToken(server, admin.token, ['content'])).secret;
    const res = await app().get('/api/admin/blog?pageSize=1').set('Origin', LISTED).set(bearer(token));
    expect(res.status).toBe(200);
    const exposed = String(res.headers['access-control-expose-headers'])
      .split(',')
      .map((h) => h.trim());
    expect(exposed).toEqual(expect.arrayContaining(['X-Total-Count', 'X-Page', 'X-Page-Size', 'X-Total-Pages', 'RateLimit', 'Link']));
    expect(res.headers['x-total-count']).toBeDefined();
  });

  it('lets the standard introspection query through and refuses a deeper one, as depth', async () => {
    const standard = await server.gql(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    );
    expect(standard.status).toBe(200);
    expect(standard.body.data.__schema.types.length).toBeGreaterThan(10);
    // One level deeper than it, through __schema: before, introspection had no depth limit at all.
    const nest = (level: number): string => (level === 0 ? 'name' : `name fields { type { ${nest(level - 1)} } }`);
    const deep = await server.gql(`{ __schema { types { ${nest(Math.ceil(INTROSPECTION_MAX_DEPTH / 2))} } } }`);
    expect(deep.status).toBe(400);
    expect(deep.body.errors[0].message).toMatch(/^Query depth limit of \d+ exceeded, found \d+\.$/);
    expect(deep.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses 16 aliases with a message about aliases, not "Syntax Error"', async () => {
    const res = await server.gql(`{ ${Array.from({ length: 16 }, (_, i) => `a${i}: registrationOpen`).join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ message: 'Aliases limit of 15 exceeded, found 16.' })]);
    expect(res.text).not.toContain('Syntax Error');
    expect((await server.gql(`{ ${Array.from({ length: 15 }, (_, i) => `a${i}: registrationOpen`).join(' ')} }`)).status).toBe(200);
  });

  it('exports leads with their status, owner and labels, after the earlier columns', async () => {
    const lead = validLead();
    const { id } = await server.services.leads.submitPlaybookLead(lead, '10.44.0.1');
    const me = dataOf(await server.gql('{ me { id username displayName } }', undefined, admin.agent)).me;
    dataOf(
      await server.gql(
        'mutation($id: ID!, $input: LeadPipelineInput!) { updateLead(kind: PLAYBOOK, id: $id, input: $input) { id } }',
        { id, input: { status: 'QUALIFIED', ownerId: me.id, labels: ['enterprise', 'q3 renewal'] } },
        admin.agent,
      ),
    );
    const csv = await admin.agent.get('/api/admin/playbook-leads/export.csv').query({ search: lead.email }).buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [header, row] = parse(csv.text.slice(1)) as string[][];
    // The pipeline after the lead's own columns; the visit's attribution (issue 32) after those.
    expect(header.slice(0, 10)).toEqual([
      'ID',
      'Name',
      'Email',
      'Company',
      'Date',
      'Status',
      'Owner',
      'Owner ID',
      'Labels',
      'Landing Page',
    ]);
    expect(row.slice(0, 3)).toEqual([id, lead.name, lead.email]);
    expect(row.slice(5, 9)).toEqual(['QUALIFIED', me.displayName ?? me.username, me.id, 'enterprise, q3 renewal']);
  });
});

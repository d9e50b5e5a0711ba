// RateLimit-Policy and RateLimit headers (draft-ietf-httpapi-ratelimit-headers; issue 15) on
// every response counted against a limit — lead submissions and logins, over REST and GraphQL —
// including the 429 (which also keeps its Retry-After); answers no limit counts carry none.
import request from 'supertest';
import { signedInAdmin, UNTRIPPED_RATE_LIMITS, type TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, validContact, validLead } from './helpers';

const SUBMIT_LEAD = `mutation Lead($input: PlaybookLeadInput!) { submitPlaybookLead(input: $input) { id } }`;
const LOGIN = `mutation Login($input: CredentialsInput!) { login(input: $input) { user { username } } }`;

let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;

/** { policy: { param: value } } of a structured-field list such as '"lead";r=2;t=600'. */
function parsed(header: string | undefined): Record<string, Record<string, number>> {
  expect(header).toBeDefined();
  return Object.fromEntries(
    header!.split(', ').map((item) => {
      const [name, ...params] = item.split(';');
      expect(name).toMatch(/^"[a-z_]+"$/);
      return [name.slice(1, -1), Object.fromEntries(params.map((param) => [param.split('=')[0], Number(param.split('=')[1])]))];
    }),
  );
}

describe('rate-limit headers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      rateLimits: { ...UNTRIPPED_RATE_LIMITS, leadRateLimit: 3, leadRateWindowSeconds: 600, loginMaxFailures: 5 },
    });
    await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('counts lead submissions down over both transports, and the 429 says none is left and when', async () => {
    const ip = newIp();
    const first = await request(server.app).post('/api/playbook-lead').set('X-Forwarded-For', ip).send(validLead());
    expect(first.status).toBe(201);
    expect(parsed(first.headers['ratelimit-policy'])).toEqual({ lead: { q: 3, w: 600 } });
    expect(parsed(first.headers.ratelimit).lead).toEqual({ r: 2, t: expect.any(Number) });
    expect(parsed(first.headers.ratelimit).lead.t).toBeGreaterThan(590);

    const second = await request(server.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: SUBMIT_LEAD, variables: { input: validLead() } });
    expect(second.body.data.submitPlaybookLead.id).toBeTruthy();
    expect(parsed(second.headers.ratelimit).lead.r).toBe(1);
    expect((await request(server.app).post('/api/contact').set('X-Forwarded-For', ip).send(validContact())).headers.ratelimit).toMatch(
      /^"lead";r=0;t=\d+$/,
    );

    const refused = await request(server.app).post('/api/playbook-lead').set('X-Forwarded-For', ip).send(validLead());
    expect(refused.status).toBe(429);
    expect(parsed(refused.headers.ratelimit).lead.r).toBe(0);
    expect(parsed(refused.headers['ratelimit-policy'])).toEqual({ lead: { q: 3, w: 600 } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(parsed(refused.headers.ratelimit).lead.t - retryAfter)).toBeLessThanOrEqual(1);
    const refusedGraphql = await request(server.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: SUBMIT_LEAD, variables: { input: validLead() } });
    expect(refusedGraphql.status).toBe(429);
    expect(refusedGraphql.headers['retry-after']).toBeDefined();
    expect(parsed(refusedGraphql.headers.ratelimit).lead.r).toBe(0);
  });

  it('shows a login its own counts (the account and address pair, the address), never the account across addresses', async () => {
    const ip = newIp();
    const rest = await request(server.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ username: 'admin', password: 'wrong-1' });
    expect(rest.status).toBe(401);
    expect(parsed(rest.headers['ratelimit-policy'])).toEqual({
      login: { q: 5, w: 900 },
      login_address: { q: UNTRIPPED_RATE_LIMITS.loginIpMaxFailures, w: 3600 },
    });
    expect(parsed(rest.headers.ratelimit).login.r).toBe(4);
    const graphql = await request(server.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: LOGIN, variables: { input: { username: 'admin', password: 'wrong-2' } } });
    expect(parsed(graphql.headers.ratelimit).login.r).toBe(3);
    expect(graphql.headers['ratelimit-policy']).not.toMatch(/account/);
  });

  it('sends none on answers no limit counted', async () => {
    const list = await request(server.app).get('/api/blog');
    expect(list.status).toBe(200);
    expect(list.headers.ratelimit).toBeUndefined();
    expect(list.headers['ratelimit-policy']).toBeUndefined();
    const query = await server.gql('{ categories { slug } }');
    expect(query.headers.ratelimit).toBeUndefined();
  });
});

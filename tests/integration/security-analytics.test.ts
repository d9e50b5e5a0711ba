// Security suite, issue 32 (cookieless analytics): the beacon refuses what it does not know
// (oversized, bad JSON, unknown events, properties off the allow-list or carrying more than a short
// token) with a clear 4xx and records nothing; a flood from one address is bounded; a page of
// another site cannot send events; the summary, the realtime view and pages' numbers need staff or
// an analytics-scoped token and refuse bad input; the lead tables' attribution filters refuse
// unknown sorts, over-long values and injection; and no table holds a client address or a User-Agent.
// A visitor's beacon is answered by the HTTP server's listener before Express (decision 0078): the
// same refusals there (a bad body, an oversized one, streamed or announced, another content type),
// DNT, GPC and bots answered 204 and not recorded, and the same headers as the Express route's
// answers (which the path spelled otherwise, staff and other charsets still reach).
import { BEACON_EVENTS_PER_MINUTE, BeaconEndpoint } from '../../graphql-server/src/modules/analytics/beacon';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { issueApiToken, bearer } from './api-token-helpers';
import { expectNoStackTrace, START_TIMEOUT, startServer, validContact, type Agent } from './helpers';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ADDRESS = '203.0.113.99';

let server: TestServer;
let admin: Agent;
let adminToken: string;
let now = new Date('2026-11-20T10:00:00Z');
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-analytics-sec-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
  server = await startServer({ webDist, analytics: { now: () => now } });
  ({ agent: admin, token: adminToken } = await signedInAdmin(server));
}, START_TIMEOUT);
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const beacon = (body: string, address = ADDRESS, headers: Record<string, string> = {}) =>
  server
    .agent()
    .post('/api/analytics/events')
    .set({ 'X-Forwarded-For': address, 'User-Agent': CHROME, 'Content-Type': 'text/plain;charset=UTF-8', ...headers })
    .send(body);

async function eventCount(): Promise<number> {
  await server.services.analytics.flush();
  return Number((await server.dataSource.query('SELECT count(*)::int AS n FROM analytics_events'))[0].n);
}

describe('the beacon', () => {
  it('refuses bad events with a clear 4xx and records nothing', async () => {
    const before = await eventCount();
    const cases: Array<[string, number]> = [
      ['x'.repeat(5000), 413],
      ['{"n":"cta_click","p":"/"', 400],
      ['[]', 400],
      ['"pageview"', 400],
      ['', 400],
      [JSON.stringify({ n: 'lead_submitted', p: '/' }), 400],
      [JSON.stringify({ n: 'constructor', p: '/' }), 400],
      [JSON.stringify({ n: '__proto__', p: '/' }), 400],
      [JSON.stringify({ n: 'drop_tables', p: '/' }), 400],
      [JSON.stringify({ n: 'cta_click', p: 'https://evil.example/' }), 400],
      [JSON.stringify({ n: 'cta_click', p: '/', props: { email: 'someone@example.com' } }), 400],
      [JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'someone@example.com' } }), 400],
      [JSON.stringify({ n: 'cta_click', p: '/', props: { cta: '<script>alert(1)</script>' } }), 400],
      [JSON.stringify({ n: 'cta_click', p: '/', props: { cta: { nested: true } } }), 400],
      [JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'x'.repeat(81) } }), 400],
      [JSON.stringify({ n: 'cta_click', p: '/', extra: 1 }), 400],
      ['{"n":"cta_click","p":"/","props":{"__proto__":{"polluted":"yes"}}}', 400],
      // Characters PostgreSQL refuses in text or JSON: one would fail its whole batch at every retry.
      ['{"n":"cta_click","p":"/a\\u0000b"}', 400],
      ['{"n":"cta_click","p":"/a\\nb"}', 400],
      ['{"n":"cta_click","p":"/a\\ud800b"}', 400],
      ['{"n":"cta_click","p":"/a\\udc00"}', 400],
    ];
    for (const [body, status] of cases) {
      const res = await beacon(body);
      expect([body.slice(0, 60), res.status]).toEqual([body.slice(0, 60), status]);
      expectNoStackTrace(res);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await eventCount()).toBe(before);
  });

  it('bounds a flood from one address (429 past the minute’s allowance), without touching other addresses', async () => {
    now = new Date('2026-11-20T11:00:00Z');
    const before = await eventCount();
    const event = JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'hero-audit' } });
    const statuses: number[] = [];
    for (let i = 0; i < BEACON_EVENTS_PER_MINUTE + 5; i += 1) statuses.push((await beacon(event, '198.51.100.77')).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(BEACON_EVENTS_PER_MINUTE);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    expect((await beacon(event, '198.51.100.78')).status).toBe(204);
    expect(await eventCount()).toBe(before + BEACON_EVENTS_PER_MINUTE + 1);
    now = new Date('2026-11-20T11:01:00Z');
    expect((await beacon(event, '198.51.100.77')).status).toBe(204);
  });

  it('refuses events from another site’s pages', async () => {
    const res = await beacon(JSON.stringify({ n: 'cta_click', p: '/' }), ADDRESS, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('the beacon before Express (the listener’s fast path)', () => {
  const event = JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'hero-audit' } });
  let throughExpress: jest.SpyInstance;
  let address = 0;
  /** A fresh address per request: the minute's allowance is not what these tests are about. */
  const fresh = () => `192.0.2.${(address += 1)}`;
  beforeEach(() => {
    now = new Date('2026-11-20T12:00:00Z');
    throughExpress = jest.spyOn(BeaconEndpoint, 'sendThroughExpress');
  });
  afterEach(() => throughExpress.mockRestore());

  it('refuses a bad body, an oversized one and another content type, as the route did, and records nothing', async () => {
    const before = await eventCount();
    const cases: Array<[string, string, number]> = [
      ['not JSON', 'text/plain;charset=UTF-8', 400],
      [JSON.stringify({ n: 'drop_tables', p: '/' }), 'text/plain;charset=UTF-8', 400],
      ['', 'text/plain;charset=UTF-8', 400],
      ['x'.repeat(1025), 'text/plain;charset=UTF-8', 413],
      [event, 'multipart/form-data; boundary=x', 415],
      [event, 'application/x-www-form-urlencoded', 415],
      [event, 'image/png', 415],
    ];
    for (const [body, type, status] of cases) {
      const res = await beacon(body, fresh(), { 'Content-Type': type });
      expect([body.slice(0, 30), type, res.status]).toEqual([body.slice(0, 30), type, status]);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expectNoStackTrace(res);
    }
    // A JSON content type and none at all are events too.
    expect((await beacon(event, fresh(), { 'Content-Type': 'application/json' })).status).toBe(204);
    expect(throughExpress).not.toHaveBeenCalled();
    expect(await eventCount()).toBe(before + 1);
  });

  it('refuses a body streamed past the limit without a Content-Length (413), and the connection still serves', async () => {
    const statuses = await new Promise<number[]>((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const post = (chunks: string[]) =>
        new Promise<number>((done, fail) => {
          const req = http.request(
            `${server.url}/api/analytics/events`,
            { method: 'POST', agent, headers: { 'Content-Type': 'text/plain', 'User-Agent': CHROME, 'X-Forwarded-For': fresh() } },
            (res) => {
              res.resume();
              res.on('end', () => done(res.statusCode ?? 0));
            },
          );
          req.on('error', fail);
          for (const chunk of chunks) req.write(chunk);
          req.end();
        });
      post(['{"n":"cta_click",', ' '.repeat(600), ' '.repeat(600), '"p":"/"}'])
        .then(async (first) => [first, await post([event])])
        .then(resolve, reject)
        .finally(() => agent.destroy());
    });
    expect(statuses).toEqual([413, 204]);
    expect(throughExpress).not.toHaveBeenCalled();
  });

  it('answers DNT, Sec-GPC and bots with 204 and records nothing', async () => {
    const before = await eventCount();
    expect((await beacon(event, fresh(), { DNT: '1' })).status).toBe(204);
    expect((await beacon(event, fresh(), { 'Sec-GPC': '1' })).status).toBe(204);
    expect((await beacon(event, fresh(), { 'User-Agent': 'curl/8.5.0' })).status).toBe(204);
    expect((await beacon(event, fresh(), { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(204);
    // A bad event is refused even so: the answer does not depend on whether it would be counted.
    expect((await beacon('{', fresh(), { DNT: '1' })).status).toBe(400);
    expect(throughExpress).not.toHaveBeenCalled();
    expect(await eventCount()).toBe(before);
  });

  it('answers with the headers of the Express route; staff, another charset and the path spelled otherwise still reach it', async () => {
    // Per answer by nature, and the body's framing (compression streams the route's JSON chunked).
    const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection', 'content-length', 'transfer-encoding']);
    const comparable = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
    const before = await eventCount();
    const fast = await beacon(event, fresh());
    const fastBad = await beacon('{', fresh());
    expect(throughExpress).not.toHaveBeenCalled();
    const routed = await server
      .agent()
      .post('/api/analytics/events/')
      .set({ 'X-Forwarded-For': fresh(), 'User-Agent': CHROME })
      .type('text/plain')
      .send(event);
    const routedBad = await server
      .agent()
      .post('/api/analytics/events/')
      .set({ 'X-Forwarded-For': fresh(), 'User-Agent': CHROME })
      .type('text/plain')
      .send('{');
    expect(throughExpress).toHaveBeenCalledTimes(2);
    expect([fast.status, routed.status, fastBad.status, routedBad.status]).toEqual([204, 204, 400, 400]);
    expect(comparable(fast.headers)).toEqual(comparable(routed.headers));
    expect(comparable(fastBad.headers)).toEqual(comparable(routedBad.headers));
    expect(fastBad.body).toEqual(routedBad.body);
    expect(fast.headers['x-request-id']).toEqual(expect.any(String));
    // Staff (a session cookie, valid or not) and a Latin-1 body go down the stack; staff are not counted.
    expect((await beacon(event, fresh(), { Cookie: 'finops_session=forged' })).status).toBe(204);
    expect((await beacon(event, fresh(), { 'Content-Type': 'text/plain; charset=ISO-8859-1' })).status).toBe(204);
    expect(throughExpress).toHaveBeenCalledTimes(4);
    // The two visitors' events on either path, and the Latin-1 one: the staff one is not counted.
    expect(await eventCount()).toBe(before + 3);
  });
});

describe('the summary', () => {
  it('refuses anonymous callers, bad tokens and tokens without the analytics scope; accepts an analytics token', async () => {
    expect((await server.agent().get('/api/admin/analytics/summary')).status).toBe(401);
    expect((await server.agent().get('/api/admin/analytics/summary').set(bearer('fo_not-a-real-token'))).status).toBe(401);
    const leads = await issueApiToken(server, adminToken, ['leads']);
    expect((await server.agent().get('/api/admin/analytics/summary').set(bearer(leads.secret))).status).toBe(403);
    const analytics = await issueApiToken(server, adminToken, ['analytics']);
    const res = await server.agent().get('/api/admin/analytics/summary').set(bearer(analytics.secret));
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('visitors');
    const gql = await server.gql(
      '{ analyticsSummary(from: "2026-11-01", to: "2026-11-30") { visitors visits conversions { dimension value } } }',
      {},
      undefined,
      analytics.secret,
    );
    expect(gql.body.data.analyticsSummary).toMatchObject({ visitors: expect.any(Number), visits: expect.any(Number) });
    const refused = await server.gql('{ analyticsSummary { visitors } }', {}, undefined, leads.secret);
    expect(refused.body.data).toBeNull();
    const bad = await server.gql('{ analyticsSummary(from: "soon") { visitors } }', {}, undefined, analytics.secret);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // A token reads only: the analytics scope opens no lead.
    expect((await server.agent().get('/api/admin/contact-requests').set(bearer(analytics.secret))).status).toBe(403);
  });

  it('refuses injection in the range with a 400', async () => {
    for (const query of ["from=2026-01-01'; DROP TABLE analytics_events;--", 'from=1', 'to=2026-13-45']) {
      const res = await admin.get(`/api/admin/analytics/summary?${query}`);
      expect(res.status).toBe(400);
      expectNoStackTrace(res);
    }
  });
});

describe('the realtime view, pages’ numbers and the lead tables’ attribution filters', () => {
  it('refuses bad paths and ranges with a 400 and a clear message', async () => {
    const cases = [
      '/api/admin/analytics/pages',
      '/api/admin/analytics/pages?path=blog',
      '/api/admin/analytics/pages?path=/blog?x=1',
      `/api/admin/analytics/pages?path=/${'x'.repeat(300)}`,
      `/api/admin/analytics/pages?${Array.from({ length: 101 }, (_, i) => `path=/p${i}`).join('&')}`,
      '/api/admin/analytics/pages?path=/blog&from=soon',
      '/api/admin/analytics/pages?path[x]=/blog',
    ];
    for (const url of cases) {
      const res = await admin.get(url);
      expect([url.slice(0, 60), res.status]).toEqual([url.slice(0, 60), 400]);
      expect(res.body.message ?? res.body.errors?.[0]?.message).toEqual(expect.any(String));
      expectNoStackTrace(res);
    }
    const gql = await server.gql('{ analyticsPages(paths: []) { path } }', {}, admin);
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('needs staff or an analytics token', async () => {
    for (const url of ['/api/admin/analytics/realtime', '/api/admin/analytics/pages?path=/']) {
      expect((await server.agent().get(url)).status).toBe(401);
      expect((await server.agent().get(url).set(bearer('fo_not-a-real-token'))).status).toBe(401);
    }
    const leads = await issueApiToken(server, adminToken, ['leads']);
    const analytics = await issueApiToken(server, adminToken, ['analytics']);
    expect((await server.agent().get('/api/admin/analytics/realtime').set(bearer(leads.secret))).status).toBe(403);
    expect((await server.agent().get('/api/admin/analytics/realtime').set(bearer(analytics.secret))).status).toBe(200);
    expect((await server.agent().get('/api/admin/analytics/pages?path=/').set(bearer(analytics.secret))).status).toBe(200);
    const refused = await server.gql('{ analyticsRealtime { visitors } }', {}, undefined, leads.secret);
    expect(refused.body.data).toBeNull();
  });

  it('refuses an unknown sort and an over-long filter with a 400', async () => {
    expect((await admin.get('/api/admin/contact-requests?sort=attribution')).status).toBe(400);
    const long = await admin.get(`/api/admin/contact-requests?source=${'x'.repeat(301)}`);
    expect(long.status).toBe(400);
    expectNoStackTrace(long);
    const injected = await admin.get(`/api/admin/contact-requests?source=${encodeURIComponent("x' OR '1'='1")}`);
    expect(injected.status).toBe(200);
    expect(injected.body).toEqual([]);
  });
});

describe('what is stored', () => {
  it('no table holds a client address or a User-Agent, only the hash and coarse device facts', async () => {
    const agent = () => ({ 'X-Forwarded-For': ADDRESS, 'User-Agent': CHROME });
    await server
      .agent()
      .get('/?utm_source=newsletter')
      .set({ ...agent(), Accept: 'text/html' });
    await beacon(JSON.stringify({ n: 'calculator_result', p: '/calculator', props: { tool: 'savings' } }));
    await server.agent().post('/api/contact').set(agent()).send(validContact());
    await server.services.analytics.flush();
    expect(await eventCount()).toBeGreaterThan(0);
    const tables = (await server.dataSource.query(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
    )) as { name: string }[];
    const found: string[] = [];
    // rate_limits holds per-address counters of the lead and login limits (security, not analytics;
    // each expires with its window, decision 0010): the one place an address is kept, on purpose.
    for (const { name } of tables.filter((table) => table.name !== 'rate_limits')) {
      const rows = (await server.dataSource.query(`SELECT t::text AS row FROM "${name}" t`)) as { row: string }[];
      for (const { row } of rows) {
        if (row.includes(ADDRESS) || row.includes('Chrome/131') || row.includes('X11; Linux')) found.push(`${name}: ${row.slice(0, 120)}`);
      }
    }
    expect(found).toEqual([]);
  });
});

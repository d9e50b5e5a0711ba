// Security suite, issue 32 (A/B experiments, decision 0069): every /api/admin/experiments path and
// GraphQL field refuses bad credentials, Authors and tokens without the right scope; bad input
// (ids, bodies, prototype keys, scripts in variant copy) gets a clear 4xx and writes nothing; and a
// page cannot forge an exposure through the beacon.
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken } from './api-token-helpers';
import { badCredentials, expectNoStackTrace, START_TIMEOUT, startServer, type Agent } from './helpers';
import { staffMember, type Staff } from './staff-helpers';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ID = '00000000-0000-4000-8000-000000000000';

let server: TestServer;
let admin: Agent;
let adminToken: string;
let author: Staff;
let homeId: string;
let heroIndex: number;

beforeAll(async () => {
  server = await startServer({ seed: true });
  ({ agent: admin, token: adminToken } = await signedInAdmin(server));
  author = await staffMember(server, 'AUTHOR');
  const home = await server.services.pages.bySlugAnyStatus('home');
  homeId = home!.id;
  heroIndex = home!.blocks.findIndex((block) => block.type === 'hero');
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Security draft',
  pageId: homeId,
  blockIndex: heroIndex,
  controlWeight: 50,
  variants: [{ name: 'B', weight: 50, fields: { headline: 'Another headline' } }],
  goal: 'lead',
  ...overrides,
});

const PATHS: Array<['get' | 'post' | 'put' | 'delete', string]> = [
  ['get', '/api/admin/experiments'],
  ['post', '/api/admin/experiments'],
  ['get', `/api/admin/experiments/${ID}`],
  ['put', `/api/admin/experiments/${ID}`],
  ['delete', `/api/admin/experiments/${ID}`],
  ['post', `/api/admin/experiments/${ID}/start`],
  ['post', `/api/admin/experiments/${ID}/stop`],
  ['get', `/api/admin/experiments/${ID}/results`],
  ['post', `/api/admin/experiments/${ID}/promote`],
];

const count = async () => Number((await server.dataSource.query('SELECT count(*)::int AS n FROM experiments'))[0].n);

describe('credentials and roles', () => {
  it('refuses anonymous callers and bad credentials on every path (401)', async () => {
    for (const [method, path] of PATHS) {
      expect([method, path, (await server.agent()[method](path).send(draft())).status]).toEqual([method, path, 401]);
      for (const credential of badCredentials(adminToken)) {
        const res = await server.agent()[method](path).set(bearer(credential)).send(draft());
        expect([method, path, res.status]).toEqual([method, path, 401]);
        expectNoStackTrace(res);
      }
    }
  });

  it('refuses Authors everywhere, and tokens on writes and without the analytics scope (403)', async () => {
    const analytics = await issueApiToken(server, adminToken, ['analytics']);
    const content = await issueApiToken(server, adminToken, ['content', 'content:write', 'leads']);
    for (const [method, path] of PATHS) {
      expect([path, (await author.agent[method](path).send(draft())).status]).toEqual([path, 403]);
      expect([path, (await server.agent()[method](path).set(bearer(content.secret)).send(draft())).status]).toEqual([path, 403]);
      if (method !== 'get') {
        expect([path, (await server.agent()[method](path).set(bearer(analytics.secret)).send(draft())).status]).toEqual([path, 403]);
      }
    }
    for (const field of ['mutation { startExperiment(id: "x") { id } }', `mutation { promoteExperiment(id: "${ID}", arm: "b") { id } }`]) {
      const res = await server.gql(field, {}, undefined, author.token);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await count()).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 404 for unknown and malformed ids, 400 for bad bodies, and writes nothing', async () => {
    for (const id of [ID, 'not-a-uuid', "1' OR '1'='1", '%00']) {
      const res = await admin.get(`/api/admin/experiments/${encodeURIComponent(id)}`);
      expect([id, res.status]).toEqual([id, 404]);
    }
    const bodies: unknown[] = [
      [],
      { ...draft(), variants: 'all' },
      draft({ variants: Array.from({ length: 5 }, () => ({ name: 'B', weight: 10, fields: { headline: 'x' } })) }),
      draft({ controlWeight: 0.5 }),
      draft({ minVisitorsPerArm: -1 }),
      draft({ name: 'x'.repeat(121) }),
      JSON.parse(
        '{"name":"P","pageId":"' +
          homeId +
          '","blockIndex":0,"controlWeight":50,"goal":"lead","variants":[{"name":"B","weight":50,"fields":{"__proto__":{"polluted":"yes"}}}]}',
      ),
    ];
    for (const body of bodies) {
      const res = await admin.post('/api/admin/experiments').send(body as object);
      expect([JSON.stringify(body).slice(0, 50), res.status]).toEqual([JSON.stringify(body).slice(0, 50), 400]);
      expectNoStackTrace(res);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await admin.post('/api/admin/experiments').set('Content-Type', 'text/plain').send('name=x')).status).toBe(415);
    expect((await admin.post('/api/admin/experiments').set('Content-Type', 'application/json').send('{"name":')).status).toBe(400);
    expect((await admin.post(`/api/admin/experiments/${ID}/promote`).send({ arm: 'b' })).status).toBe(404);
    expect(await count()).toBe(0);
  });

  it('cleans a rich-text variant with the article allow-list', async () => {
    const page = await admin.post('/api/admin/pages').send({
      slug: 'experiment-rich-text',
      title: 'Rich text test',
      status: 'PUBLISHED',
      blocks: [{ type: 'rich-text', html: '<p>Original</p>' }],
    });
    expect(page.status).toBe(201);
    const res = await admin.post('/api/admin/experiments').send(
      draft({
        pageId: page.body.id,
        blockIndex: 0,
        variants: [{ name: 'B', weight: 50, fields: { html: '<p>New</p><script>alert(1)</script><img src=x onerror=alert(1)>' } }],
      }),
    );
    expect(res.status).toBe(201);
    expect(JSON.stringify(res.body.arms[1].fields)).not.toMatch(/script|onerror/);
    await admin.delete(`/api/admin/experiments/${res.body.id}`);
  });
});

describe('abuse', () => {
  it('does not take an exposure from the beacon', async () => {
    const res = await server
      .agent()
      .post('/api/analytics/events')
      .set({ 'X-Forwarded-For': '203.0.113.5', 'User-Agent': CHROME, 'Content-Type': 'text/plain;charset=UTF-8' })
      .send(JSON.stringify({ n: 'experiment_view', p: '/', props: { experiment: ID, arm: 'b' } }));
    expect(res.status).toBe(400);
    await server.services.analytics.flush();
    expect(await server.dataSource.query(`SELECT 1 FROM analytics_events WHERE "name" = 'experiment_view'`)).toEqual([]);
  });
});

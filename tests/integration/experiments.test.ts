// A/B experiments on page blocks (issue 32, decision 0069): CRUD with field-named validation, the
// roles and token scope, deterministic assignment from the daily visitor hash (no cookie),
// excluded visitors on control and uncounted, results that add up against the raw events, and
// "promote winner" saving the variant into the page as a normal revision. The clock is the test's.
import { assignArm } from '../../graphql-server/src/modules/experiments/experiments.service';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken } from './api-token-helpers';
import { dataOf, expectNoStackTrace, START_TIMEOUT, startServer, validContact, type Agent } from './helpers';
import { staffMember, type Staff } from './staff-helpers';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: TestServer;
let admin: Agent;
let adminToken: string;
let editor: Staff;
let author: Staff;
let homeId: string;
let heroIndex: number;
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  server = await startServer({ seed: true, analytics: { now: () => now } });
  ({ agent: admin, token: adminToken } = await signedInAdmin(server));
  editor = await staffMember(server, 'EDITOR');
  author = await staffMember(server, 'AUTHOR');
  const home = await server.services.pages.bySlugAnyStatus('home');
  homeId = home!.id;
  heroIndex = home!.blocks.findIndex((block) => block.type === 'hero');
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hero headline test',
  pageId: homeId,
  blockIndex: heroIndex,
  controlWeight: 50,
  variants: [{ name: 'Savings first', weight: 50, fields: { headline: 'Cut your cloud bill by 40% with FinOps' } }],
  goal: 'lead',
  minVisitorsPerArm: 10,
  ...overrides,
});

/** A visitor: an address behind the test's trusted proxy and a browser. */
const visitor = (address: string, extra: Record<string, string> = {}) => {
  const headers = { 'X-Forwarded-For': address, 'User-Agent': CHROME, ...extra };
  return {
    page: () => server.agent().get('/api/pages/home').set(headers),
    contact: () => server.agent().post('/api/contact').set(headers).send(validContact()),
  };
};

const heroOf = (body: { blocks: Array<Record<string, unknown>> }) => body.blocks[heroIndex];

async function events(): Promise<Array<{ visitor: string; name: string; props: Record<string, string> | null }>> {
  await server.services.analytics.flush();
  return server.dataSource.query(`SELECT "visitor", "name", "props" FROM analytics_events ORDER BY "occurredAt"`);
}

async function stopRunning(): Promise<void> {
  await server.dataSource.query(`UPDATE experiments SET "status" = 'STOPPED' WHERE "status" = 'RUNNING'`);
  await server.services.content.changed('pages');
}

describe('making experiments', () => {
  it('an Editor makes, reads, changes and deletes a draft; each write is audited', async () => {
    const created = await editor.agent.post('/api/admin/experiments').send(draft());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'DRAFT', blockType: 'hero', goal: 'lead' });
    expect(created.body.arms.map((arm: { key: string; weight: number }) => [arm.key, arm.weight])).toEqual([
      ['control', 50],
      ['b', 50],
    ]);
    const id = created.body.id as string;
    expect((await editor.agent.get(`/api/admin/experiments/${id}`)).body.name).toBe('Hero headline test');
    const changed = await editor.agent
      .put(`/api/admin/experiments/${id}`)
      .send(draft({ name: 'Renamed', controlWeight: 70, variants: [{ name: 'B', weight: 30, fields: { headline: 'Other' } }] }));
    expect(changed.status).toBe(200);
    expect(changed.body.arms[1]).toMatchObject({ key: 'b', weight: 30, fields: { headline: 'Other' } });
    expect((await editor.agent.delete(`/api/admin/experiments/${id}`)).status).toBe(204);
    expect((await editor.agent.get(`/api/admin/experiments/${id}`)).status).toBe(404);
    const actions = (await server.dataSource.query(`SELECT "action" FROM audit_log WHERE "target" = $1 ORDER BY "at"`, [id])) as {
      action: string;
    }[];
    expect(actions.map((row) => row.action)).toEqual(['experiment.create', 'experiment.update', 'experiment.delete']);
  });

  it('refuses bad input with errors naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [draft({ controlWeight: 60 }), 'controlWeight'],
      [draft({ variants: [{ name: 'B', weight: 50, fields: { headline: 'x'.repeat(201) } }] }), 'variants.0.fields.headline'],
      [draft({ variants: [{ name: 'B', weight: 50, fields: { nope: 'x' } }] }), 'variants.0.fields.nope'],
      [draft({ variants: [{ name: 'B', weight: 50, fields: { type: 'calculator' } }] }), 'variants.0.fields.type'],
      [draft({ variants: [{ name: 'B', weight: 50, fields: {} }] }), 'variants.0.fields'],
      [draft({ variants: [] }), 'variants'],
      [draft({ goal: 'event', goalEvent: 'drop_tables' }), 'goalEvent'],
      [draft({ goal: 'money' }), 'goal'],
      [draft({ blockIndex: 59 }), 'blockIndex'],
      [draft({ pageId: '00000000-0000-4000-8000-000000000000' }), 'pageId'],
      [draft({ name: '' }), 'name'],
      [{ ...draft(), extra: 1 }, 'extra'],
    ];
    for (const [input, field] of cases) {
      const res = await editor.agent.post('/api/admin/experiments').send(input);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((error: { field: string }) => error.field)).toContain(field);
      expectNoStackTrace(res);
    }
    const gql = await server.gql(
      'mutation($input: ExperimentInput!) { createExperiment(input: $input) { id } }',
      { input: draft({ controlWeight: 10 }) },
      undefined,
      editor.token,
    );
    expect(JSON.stringify(gql.body.errors)).toContain('controlWeight');
  });

  it('lets Editors and up write, analytics tokens read, and refuses Authors, anonymous callers and bad tokens', async () => {
    const token = await issueApiToken(server, adminToken, ['analytics']);
    const content = await issueApiToken(server, adminToken, ['content']);
    expect((await admin.post('/api/admin/experiments').send(draft())).status).toBe(201);
    expect((await server.agent().get('/api/admin/experiments').set(bearer(token.secret))).status).toBe(200);
    expect((await server.agent().post('/api/admin/experiments').set(bearer(token.secret)).send(draft())).status).toBe(403);
    expect((await server.agent().get('/api/admin/experiments').set(bearer(content.secret))).status).toBe(403);
    expect((await author.agent.get('/api/admin/experiments')).status).toBe(403);
    expect((await author.agent.post('/api/admin/experiments').send(draft())).status).toBe(403);
    expect((await server.agent().get('/api/admin/experiments')).status).toBe(401);
    expect((await server.agent().get('/api/admin/experiments').set(bearer('fin_bogus_token'))).status).toBe(401);
    const gql = await server.gql('{ experiments { id } }', {}, undefined, author.token);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await server.gql('{ experiments { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('running an experiment', () => {
  let id: string;

  beforeAll(async () => {
    await stopRunning();
    await server.dataSource.query('DELETE FROM analytics_events');
    const created = await editor.agent.post('/api/admin/experiments').send(draft());
    id = created.body.id;
    const started = await editor.agent.post(`/api/admin/experiments/${id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('RUNNING');
  });

  it('allows one running experiment per page', async () => {
    const other = await editor.agent.post('/api/admin/experiments').send(draft({ name: 'Second' }));
    const res = await editor.agent.post(`/api/admin/experiments/${other.body.id}/start`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Another experiment is running/);
    expect((await editor.agent.put(`/api/admin/experiments/${id}`).send(draft())).status).toBe(409);
  });

  it('shows each visitor one arm, the same on every request, without a cookie; excluded visitors see control uncounted', async () => {
    const seen = new Map<string, string>();
    for (let i = 1; i <= 30 && new Set(seen.values()).size < 2; i += 1) {
      const address = `198.51.100.${i}`;
      const first = await visitor(address).page();
      const again = await visitor(address).page();
      expect(first.status).toBe(200);
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(heroOf(again.body).headline).toBe(heroOf(first.body).headline);
      seen.set(address, String(heroOf(first.body).headline));
    }
    expect(new Set(seen.values())).toEqual(
      new Set(['Take control of your cloud spend with FinOps', 'Cut your cloud bill by 40% with FinOps']),
    );
    const exposures = (await events()).filter((event) => event.name === 'experiment_view');
    expect(new Set(exposures.map((event) => event.props?.experiment))).toEqual(new Set([id]));
    expect(new Set(exposures.map((event) => event.visitor)).size).toBe(seen.size);

    const before = (await events()).length;
    const exclusions: Array<Record<string, string>> = [{ DNT: '1' }, { 'Sec-GPC': '1' }, { 'User-Agent': 'curl/8.0' }];
    for (const extra of exclusions) {
      for (let i = 1; i <= 10; i += 1) {
        const res = await visitor(`192.0.2.${i}`, extra).page();
        expect(heroOf(res.body).headline).toBe('Take control of your cloud spend with FinOps');
      }
    }
    const staff = await editor.agent.get('/api/pages/home');
    expect(heroOf(staff.body).headline).toBe('Take control of your cloud spend with FinOps');
    expect((await events()).length).toBe(before);
  });

  it('serves the same arm through GraphQL page(slug), and never as a shared cached answer', async () => {
    const address = '198.51.100.1';
    const rest = await visitor(address).page();
    const gql = await server
      .agent()
      .post('/graphql')
      .set({ 'X-Forwarded-For': address, 'User-Agent': CHROME, 'Content-Type': 'application/json', 'apollo-require-preflight': 'true' })
      .send({ query: '{ page(slug: "home") { blocks } }' });
    expect(gql.status).toBe(200);
    expect(gql.body.data.page.blocks[heroIndex].headline).toBe(heroOf(rest.body).headline);
    expect(gql.headers['cache-control']).toBe('no-store');
  });

  it('splits traffic by the weights, deterministically', () => {
    const arms = [
      { key: 'control', weight: 70 },
      { key: 'b', weight: 30 },
    ];
    const counts = { control: 0, b: 0 } as Record<string, number>;
    for (let i = 0; i < 4000; i += 1) {
      const hash = i.toString(16).padStart(32, '0');
      const arm = assignArm(hash, id, arms);
      expect(assignArm(hash, id, arms)).toBe(arm);
      counts[arm] += 1;
    }
    // 4000 draws at 30%: the standard deviation is ≈ 29, so ±150 is more than five of them.
    expect(Math.abs(counts.b - 1200)).toBeLessThan(150);
    expect(assignArm('0'.repeat(32), id, arms)).not.toBe(undefined);
  });

  it('counts visitors and conversions per arm that add up against the raw events', async () => {
    for (let i = 40; i < 70; i += 1) {
      const v = visitor(`198.51.100.${i}`);
      await v.page();
      if (i % 3 === 0) expect((await v.contact()).status).toBeLessThan(300);
    }
    const res = await editor.agent.get(`/api/admin/experiments/${id}/results`);
    expect(res.status).toBe(200);
    const raw = await events();
    const exposures = raw.filter((event) => event.name === 'experiment_view' && event.props?.experiment === id);
    const converted = new Set(raw.filter((event) => event.name === 'lead_submitted').map((event) => event.visitor));
    for (const arm of res.body.arms as Array<{ arm: string; visitors: number; conversions: number; conversionRate: number }>) {
      const visitors = new Set(exposures.filter((event) => event.props?.arm === arm.arm).map((event) => event.visitor));
      expect(arm.visitors).toBe(visitors.size);
      expect(arm.conversions).toBe([...visitors].filter((hash) => converted.has(hash)).length);
      expect(arm.conversionRate).toBeCloseTo(arm.visitors ? arm.conversions / arm.visitors : 0, 10);
    }
    expect(res.body.arms.reduce((sum: number, arm: { conversions: number }) => sum + arm.conversions, 0)).toBe(10);
    expect(res.body.arms[1]).toHaveProperty('probabilityToBeatControl');
    const gql = dataOf(
      await server.gql(
        `query($id: ID!) { experimentResults(id: $id) { arms { arm visitors conversions } } }`,
        { id },
        undefined,
        editor.token,
      ),
    );
    expect(gql.experimentResults.arms).toEqual(
      res.body.arms.map(({ arm, visitors, conversions }: Record<string, unknown>) => ({ arm, visitors, conversions })),
    );
  });

  it('promotes the variant into the page as a normal revision and stops the experiment', async () => {
    const revisionsBefore = Number(
      (await server.dataSource.query('SELECT count(*)::int AS n FROM page_revisions WHERE "pageId" = $1', [homeId]))[0].n,
    );
    expect((await editor.agent.post(`/api/admin/experiments/${id}/promote`).send({ arm: 'control' })).status).toBe(400);
    const res = await editor.agent.post(`/api/admin/experiments/${id}/promote`).send({ arm: 'b' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'STOPPED', promotedArm: 'b' });
    const page = await server.services.pages.bySlugAnyStatus('home');
    expect((page!.blocks[heroIndex] as { headline: string }).headline).toBe('Cut your cloud bill by 40% with FinOps');
    const revisions = (await server.dataSource.query('SELECT "savedBy" FROM page_revisions WHERE "pageId" = $1 ORDER BY "createdAt" DESC', [
      homeId,
    ])) as {
      savedBy: string;
    }[];
    expect(revisions.length).toBe(revisionsBefore + 1);
    expect(revisions[0].savedBy).toBe(editor.username);
    const audit = await server.dataSource.query(`SELECT 1 FROM audit_log WHERE "action" = 'experiment.promote' AND "target" = $1`, [id]);
    expect(audit).toHaveLength(1);
    // Everyone now sees the promoted copy; no more exposures are recorded.
    const before = (await events()).length;
    const after = await visitor('198.51.100.200').page();
    expect(heroOf(after.body).headline).toBe('Cut your cloud bill by 40% with FinOps');
    expect((await events()).filter((event) => event.name === 'experiment_view').length).toBe(
      (await events()).slice(0, before).filter((event) => event.name === 'experiment_view').length,
    );
  });
});

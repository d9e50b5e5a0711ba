// Security suite, the lead tables' bulk actions (issue 14 with issue 12's tables, decision 0033):
// GraphQL `bulkUpdateLeads` / `eraseLeads` and REST `POST /api/admin/leads/{kind}/bulk` and
// `/bulk-erase`. The role walker covers who may call them; here: anonymous and bad-credential
// callers, malformed and too many ids, unknown kinds and fields, and cross-site cookie writes —
// each refused with a clear message (never a 500 or a stack) and changing nothing.
import { PlaybookLead } from '../../graphql-server/src/modules/leads/playbook-lead.entity';
import { BULK_CHANGE_MESSAGE } from '../../graphql-server/src/modules/leads/lead-bulk.service';
import { CROSS_SITE_MESSAGE } from '../../graphql-server/src/security/origin-check';
import { BULK_SIZE_MESSAGE } from '../../graphql-server/src/shared/bulk-content';
import { LEAD_NOT_FOUND_MESSAGE } from '../../schema/validation/lead-pipeline';
import { signedInAdmin, type TestServer } from '../support/test-server';
import {
  badCredentials,
  dataOf,
  expectGqlError,
  expectNoStackTrace,
  randomUuid,
  START_TIMEOUT,
  startServer,
  uniq,
  type Agent,
} from './helpers';

jest.setTimeout(60_000);

const BULK = `mutation($kind: LeadKind!, $ids: [ID!]!, $input: LeadBulkInput!) {
  bulkUpdateLeads(kind: $kind, ids: $ids, input: $input) { succeeded refused { id title message } }
}`;
const ERASE = `mutation($kind: LeadKind!, $ids: [ID!]!) { eraseLeads(kind: $kind, ids: $ids) { succeeded refused { id message } } }`;

describe('security of the lead bulk actions', () => {
  let server: TestServer;
  let admin: Agent;
  let token: string;
  const run = uniq();
  const ids: string[] = [];

  beforeAll(async () => {
    server = await startServer({ siteUrl: 'https://finops.example' });
    ({ agent: admin, token } = await signedInAdmin(server));
    const repo = server.dataSource.getRepository(PlaybookLead);
    for (const name of ['Ada', 'Ben']) {
      ids.push((await repo.save(repo.create({ name: `${name} ${run}`, email: `${name}-${run}@example.com`, company: 'Co' }))).id);
    }
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  /** The stored leads, to prove a refused call changed nothing. */
  const stored = async () =>
    (await server.dataSource.getRepository(PlaybookLead).find({ order: { name: 'ASC' } }))
      .filter((lead) => lead.name.endsWith(run))
      .map(({ name, email, status, labels, ownerId }) => ({ name, email, status, labels, ownerId }));
  let before: Awaited<ReturnType<typeof stored>>;
  beforeEach(async () => {
    before = await stored();
  });
  const expectUnchanged = async () => expect(await stored()).toEqual(before);

  it('refuses anonymous and bad-credential callers on both transports', async () => {
    const anon = server.agent();
    for (const res of [
      await anon.post('/api/admin/leads/playbook/bulk').send({ ids, status: 'WON' }),
      await anon.post('/api/admin/leads/playbook/bulk-erase').send({ ids }),
    ]) {
      expect(res.status).toBe(401);
      expectNoStackTrace(res);
    }
    for (const bad of badCredentials(token)) {
      const rest = await server.agent().post('/api/admin/leads/playbook/bulk-erase').set('Authorization', `Bearer ${bad}`).send({ ids });
      expect(rest.status).toBe(401);
      expectGqlError(await server.gql(ERASE, { kind: 'PLAYBOOK', ids }, undefined, bad), 'UNAUTHENTICATED');
      expectGqlError(await server.gql(BULK, { kind: 'PLAYBOOK', ids, input: { status: 'WON' } }, undefined, bad), 'UNAUTHENTICATED');
    }
    expectGqlError(await server.gql(ERASE, { kind: 'PLAYBOOK', ids }), 'UNAUTHENTICATED');
    await expectUnchanged();
  });

  it('answers an empty, oversized or malformed id list with 400 and the size message', async () => {
    const tooMany = Array.from({ length: 101 }, () => randomUuid());
    for (const body of [{ ids: [] }, { ids: tooMany }, { ids: 'all' }, { ids: [1, 2] }, { ids: { $ne: null } }, {}]) {
      for (const path of ['bulk', 'bulk-erase']) {
        const res = await admin.post(`/api/admin/leads/playbook/${path}`).send({ ...body, status: 'WON' });
        expect([path, JSON.stringify(body).slice(0, 40), res.status]).toEqual([path, JSON.stringify(body).slice(0, 40), 400]);
        expect(res.text).toContain(BULK_SIZE_MESSAGE);
        expectNoStackTrace(res);
      }
    }
    expectGqlError(await server.gql(ERASE, { kind: 'PLAYBOOK', ids: tooMany }, undefined, token), 'BAD_USER_INPUT', BULK_SIZE_MESSAGE);
    expectGqlError(await server.gql(ERASE, { kind: 'PLAYBOOK', ids: [] }, undefined, token), 'BAD_USER_INPUT', BULK_SIZE_MESSAGE);
    // 101 copies of one id are one id: distinct ids count, not the list's length.
    const repeated = dataOf(
      await server.gql(BULK, { kind: 'PLAYBOOK', ids: Array(101).fill(ids[0]), input: { addLabel: 'x' } }, undefined, token),
    );
    expect(repeated.bulkUpdateLeads).toEqual({ succeeded: [ids[0]], refused: [] });
    before = await stored();
    // Ids that are not UUIDs (injection texts, paths) are refused one by one, as unknown leads.
    const odd = ["' OR 1=1 --", '../../etc/passwd', `${ids[0]}'`, 'x'.repeat(5000)];
    const erased = await admin.post('/api/admin/leads/playbook/bulk-erase').send({ ids: odd });
    expect(erased.status).toBe(200);
    expect(erased.body.succeeded).toEqual([]);
    expect(erased.body.refused.map((r: { message: string }) => r.message)).toEqual(odd.map(() => LEAD_NOT_FOUND_MESSAGE));
    await expectUnchanged();
  });

  it('refuses unknown kinds (404 on REST, a GraphQL validation error) and erases nothing', async () => {
    for (const kind of ['contacts', 'PLAYBOOK', 'playbook%27--', '..%2Fplaybook', 'constructor']) {
      for (const path of ['bulk', 'bulk-erase']) {
        const res = await admin.post(`/api/admin/leads/${kind}/${path}`).send({ ids, status: 'WON' });
        expect([kind, path, res.status]).toEqual([kind, path, 404]);
        expectNoStackTrace(res);
      }
    }
    // A kind the ids do not belong to finds no lead: playbook ids are not contact requests.
    const wrong = await admin.post('/api/admin/leads/contact/bulk-erase').send({ ids });
    expect(wrong.body).toEqual({ succeeded: [], refused: ids.map((id) => ({ id, title: null, message: LEAD_NOT_FOUND_MESSAGE })) });
    const gql = await server.gql(ERASE, { kind: 'EVERYTHING', ids }, undefined, token);
    expect(gql.status).toBe(400);
    expectNoStackTrace(gql);
    await expectUnchanged();
  });

  it('changes only what a bulk change may change: unknown fields are refused or ignored, never written', async () => {
    const none = await admin.post('/api/admin/leads/playbook/bulk').send({ ids, email: 'evil@example.com', name: 'Evil' });
    expect(none.status).toBe(400);
    expect(none.text).toContain(BULK_CHANGE_MESSAGE);
    const two = await admin.post('/api/admin/leads/playbook/bulk').send({ ids, status: 'WON', addLabel: 'hot' });
    expect(two.status).toBe(400);
    expect(two.text).toContain(BULK_CHANGE_MESSAGE);
    for (const value of [{ $ne: null }, ['WON'], 3]) {
      const res = await admin.post('/api/admin/leads/playbook/bulk').send({ ids, status: value });
      expect(res.status).toBe(400);
      expectNoStackTrace(res);
    }
    const proto = await admin
      .post('/api/admin/leads/playbook/bulk')
      .set('Content-Type', 'application/json')
      .send(`{"ids":${JSON.stringify(ids)},"__proto__":{"status":"WON"}}`);
    expect(proto.status).toBe(400);
    await expectUnchanged();
    // Unknown GraphQL input fields fail validation before any work.
    expect((await server.gql(BULK, { kind: 'PLAYBOOK', ids, input: { email: 'evil@example.com' } }, undefined, token)).status).toBe(400);
    // With one change, extra fields in a REST body are ignored: the status changes, nothing else.
    const ok = await admin
      .post('/api/admin/leads/playbook/bulk')
      .send({ ids, status: 'QUALIFIED', email: 'evil@example.com', name: 'Evil' });
    expect(ok.body.succeeded.sort()).toEqual([...ids].sort());
    expect(await stored()).toEqual(before.map((lead) => ({ ...lead, status: 'QUALIFIED' })));
  });

  it('refuses a cookie-signed bulk write from another site, on REST and GraphQL', async () => {
    for (const path of ['bulk', 'bulk-erase']) {
      const evil = await admin
        .post(`/api/admin/leads/playbook/${path}`)
        .set('Origin', 'https://evil.example')
        .send({ ids, status: 'LOST' });
      expect(evil.status).toBe(403);
      expect(evil.body).toEqual({ message: CROSS_SITE_MESSAGE });
      const referer = await admin
        .post(`/api/admin/leads/playbook/${path}`)
        .set('Referer', 'https://evil.example/x')
        .send({ ids, status: 'LOST' });
      expect(referer.status).toBe(403);
    }
    // A form post or a simple text/plain request to /graphql (what another site can send with the
    // cookie and without a preflight) is refused by the CSRF prevention before it runs.
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await admin
        .post('/graphql')
        .set('Origin', 'https://evil.example')
        .set('Content-Type', type)
        .send(JSON.stringify({ query: ERASE, variables: { kind: 'PLAYBOOK', ids } }));
      expect([type, res.status]).toEqual([type, 400]);
      expect(res.text).not.toContain('succeeded');
    }
    await expectUnchanged();
  });
});

// Idempotent writes (issue 35, decision 0067): a write with an Idempotency-Key (REST header, or
// GraphQL's header or `@idempotent(key:)`) is done once per caller and key; a retry gets the first
// answer, the key with another request is refused, a running first request makes the retry wait,
// "try again" answers are not kept, keys expire after a day, and a stored answer goes with the
// lead it mentions. Time is moved by moving the rows (the database's now() decides ages).
import {
  IDEMPOTENCY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_MISMATCH_MESSAGE,
} from '../../graphql-server/src/http/idempotency';
import { runRetention } from '../../graphql-server/src/retention';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken, revokeApiToken } from './api-token-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, validLead, type Agent } from './helpers';

const UPDATE = `mutation Update($id: ID!, $input: LeadPipelineInput!) @idempotent(key: "KEY") {
  updateLead(kind: PLAYBOOK, id: $id, input: $input) { id status labels version }
}`;

describe('idempotent writes', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let writer: { id: string; secret: string };
  let otherWriter: { id: string; secret: string };
  let reader: { id: string; secret: string };
  let address = 0;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
    writer = await issueApiToken(server, admin.token, ['leads', 'leads:write'], { name: 'CRM one' });
    otherWriter = await issueApiToken(server, admin.token, ['leads', 'leads:write'], { name: 'CRM two' });
    reader = await issueApiToken(server, admin.token, ['leads'], { name: 'Reader' });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const newLead = async () => (await server.services.leads.submitPlaybookLead(validLead(), `10.67.0.${++address}`)).id;
  const patch = (id: string, secret: string, key: string | undefined, body: Record<string, unknown>) => {
    const req = server.agent().patch(`/api/admin/leads/playbook/${id}`).set(bearer(secret));
    if (key !== undefined) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const stored = async (caller: string) =>
    (await server.dataSource.query('SELECT key, status FROM idempotency_keys WHERE caller = $1 ORDER BY key', [caller])) as Array<{
      key: string;
      status: number | null;
    }>;
  const version = async (id: string) =>
    ((await server.dataSource.query('SELECT version FROM playbook_leads WHERE id = $1', [id])) as Array<{ version: number }>)[0].version;

  it('does a REST write once: the retry gets the first answer, marked as replayed', async () => {
    const id = await newLead();
    const key = uniq();
    const first = await patch(id, writer.secret, key, { status: 'CONTACTED', labels: ['once'] });
    expect(first.status).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await patch(id, writer.secret, key, { status: 'CONTACTED', labels: ['once'] });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.body).toEqual(first.body);
    expect(await version(id)).toBe(first.body.version);
    const audited = (await server.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE target LIKE '%' || $1 || '%'`, [
      id,
    ])) as Array<{
      n: number;
    }>;
    expect(audited[0].n).toBe(1);
  });

  it('refuses the same key with a different request, and a key that is not 1–255 visible characters', async () => {
    const id = await newLead();
    const key = uniq();
    expect((await patch(id, writer.secret, key, { status: 'CONTACTED' })).status).toBe(200);
    const other = await patch(id, writer.secret, key, { status: 'QUALIFIED' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: IDEMPOTENCY_MISMATCH_MESSAGE });
    for (const bad of ['', 'has space', 'x'.repeat(256), 'naïve']) {
      const res = await patch(id, writer.secret, bad, { status: 'QUALIFIED' });
      expect([res.status, res.body]).toEqual([400, { message: IDEMPOTENCY_KEY_MESSAGE }]);
    }
    expect(await version(id)).toBe(2);
  });

  it('keeps keys per caller: another token with the same key makes its own change', async () => {
    const id = await newLead();
    const key = uniq();
    const mine = await patch(id, writer.secret, key, { labels: ['mine'] });
    const theirs = await patch(id, otherWriter.secret, key, { labels: ['theirs'] });
    expect(theirs.status).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.labels).toEqual(['theirs']);
    expect(theirs.body.version).toBe(mine.body.version + 1);
  });

  it('replays an answer that was the request’s own outcome (a version conflict), not a refusal to try again (403)', async () => {
    const id = await newLead();
    const key = uniq();
    const stale = await patch(id, writer.secret, key, { status: 'CONTACTED', expectedVersion: 7 });
    expect(stale.status).toBe(409);
    const replay = await patch(id, writer.secret, key, { status: 'CONTACTED', expectedVersion: 7 });
    expect([replay.status, replay.headers['idempotent-replayed']]).toEqual([409, 'true']);
    const refusedKey = uniq();
    expect((await patch(id, reader.secret, refusedKey, { status: 'CONTACTED' })).status).toBe(403);
    expect(await stored(`token:${reader.id}`)).toEqual([]);
  });

  it('tells a retry to wait while the first request runs, and takes over a claim abandoned for a minute', async () => {
    const id = await newLead();
    const key = uniq();
    // The first request's claim, as its row stands while it runs.
    await server.dataSource.query(`INSERT INTO idempotency_keys (caller, key, fingerprint) VALUES ($1, $2, $3)`, [
      `token:${writer.id}`,
      key,
      await fingerprintFor(id),
    ]);
    const waiting = await patch(id, writer.secret, key, { status: 'CONTACTED' });
    expect([waiting.status, waiting.body, waiting.headers['retry-after']]).toEqual([
      409,
      { message: IDEMPOTENCY_IN_PROGRESS_MESSAGE },
      '1',
    ]);
    await server.dataSource.query(`UPDATE idempotency_keys SET "createdAt" = now() - interval '61 seconds' WHERE key = $1`, [key]);
    const taken = await patch(id, writer.secret, key, { status: 'CONTACTED' });
    expect([taken.status, taken.body.status]).toEqual([200, 'CONTACTED']);
    expect(await stored(`token:${writer.id}`)).toContainEqual({ key, status: 200 });
  });

  // The fingerprint the server computes for the in-progress test's request (method, path, body).
  async function fingerprintFor(id: string): Promise<string> {
    const { createHash } = await import('node:crypto');
    return createHash('sha256')
      .update(`PATCH /api/admin/leads/playbook/${id}\n${JSON.stringify({ status: 'CONTACTED' })}`)
      .digest('hex');
  }

  it('forgets answers after a day (a reused key runs again; retention removes them)', async () => {
    const id = await newLead();
    const key = uniq();
    expect((await patch(id, writer.secret, key, { labels: ['day-one'] })).status).toBe(200);
    await server.dataSource.query(`UPDATE idempotency_keys SET "createdAt" = now() - interval '25 hours' WHERE key = $1`, [key]);
    const next = await patch(id, writer.secret, key, { labels: ['day-two'] });
    expect([next.status, next.headers['idempotent-replayed'], next.body.labels]).toEqual([200, undefined, ['day-two']]);
    await server.dataSource.query(`UPDATE idempotency_keys SET "createdAt" = now() - interval '25 hours' WHERE key = $1`, [key]);
    await runRetention(server.services);
    expect(await stored(`token:${writer.id}`)).not.toContainEqual(expect.objectContaining({ key }));
  });

  it('does a GraphQL mutation once per @idempotent key (literal or variable) or Idempotency-Key header', async () => {
    const id = await newLead();
    const input = { status: 'QUALIFIED', labels: ['gql'] };
    const key = uniq();
    const literal = UPDATE.replace('KEY', key);
    const first = dataOf(await server.gql(literal, { id, input }, undefined, writer.secret)).updateLead;
    const replay = await server.gql(literal, { id, input }, undefined, writer.secret);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(dataOf(replay).updateLead).toEqual(first);
    const mismatch = await server.gql(literal, { id, input: { ...input, labels: ['other'] } }, undefined, writer.secret);
    expectGqlError(mismatch, 'CONFLICT', IDEMPOTENCY_MISMATCH_MESSAGE);

    const byVariable = UPDATE.replace(
      '($id: ID!, $input: LeadPipelineInput!) @idempotent(key: "KEY")',
      '($id: ID!, $input: LeadPipelineInput!, $key: String!) @idempotent(key: $key)',
    );
    const variableKey = uniq();
    const v1 = dataOf(
      await server.gql(byVariable, { id, input: { labels: ['var'] }, key: variableKey }, undefined, writer.secret),
    ).updateLead;
    const v2 = await server.gql(byVariable, { id, input: { labels: ['var'] }, key: variableKey }, undefined, writer.secret);
    expect([v2.headers['idempotent-replayed'], dataOf(v2).updateLead]).toEqual(['true', v1]);

    const plain = UPDATE.replace(' @idempotent(key: "KEY")', '');
    const headerKey = uniq();
    const send = () =>
      server
        .agent()
        .post('/graphql')
        .set(bearer(writer.secret))
        .set('Idempotency-Key', headerKey)
        .send({ query: plain, variables: { id, input: { labels: ['header'] } } });
    const h1 = await send();
    const h2 = await send();
    expect([h2.headers['idempotent-replayed'], h2.body]).toEqual(['true', h1.body]);
    expect(await version(id)).toBe(v1.version + 1);
  });

  it('answers a bad credential before looking at the key, and stores nothing for it', async () => {
    const id = await newLead();
    const key = uniq();
    const revoked = await issueApiToken(server, admin.token, ['leads', 'leads:write'], { name: 'Revoked CRM' });
    await revokeApiToken(server, admin.token, revoked.id);
    expect((await patch(id, revoked.secret, key, { labels: ['x'] })).status).toBe(401);
    const anonymous = await server
      .agent()
      .patch(`/api/admin/leads/playbook/${id}`)
      .set('Idempotency-Key', key)
      .send({ labels: ['x'] });
    expect(anonymous.status).toBe(401);
    expect(await server.dataSource.query('SELECT caller FROM idempotency_keys WHERE key = $1', [key])).toEqual([]);
  });

  it('ignores keys on reads and on anonymous writes (the public forms)', async () => {
    const key = uniq();
    const read = () => server.agent().get('/api/admin/leads/playbook?pageSize=1').set(bearer(writer.secret)).set('Idempotency-Key', key);
    expect((await read()).headers['idempotent-replayed']).toBeUndefined();
    expect((await read()).headers['idempotent-replayed']).toBeUndefined();
    const submit = () =>
      server.agent().post('/api/playbook-lead').set('Idempotency-Key', key).set('X-Forwarded-For', '10.67.1.1').send(validLead());
    const a = await submit();
    const b = await submit();
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
  });

  it('erases stored answers with the lead they mention', async () => {
    const id = await newLead();
    const key = uniq();
    expect((await patch(id, writer.secret, key, { labels: ['to-erase'] })).status).toBe(200);
    expect(await stored(`token:${writer.id}`)).toContainEqual({ key, status: 200 });
    await server.services.leadPrivacy.eraseLead('playbook', id, { user: null });
    expect(await stored(`token:${writer.id}`)).not.toContainEqual(expect.objectContaining({ key }));
  });
});

// Integrator API tokens: what the admin creates, lists and revokes, what is stored (a hash and a
// prefix, never the secret), how a token reads over GraphQL and REST, expiry, revocation at
// once, and lastUsedAt written at most once a minute. Who may do what with a token across the
// whole admin surface: security-api-tokens.test.ts.
import crypto from 'node:crypto';
import { INVALID_API_TOKEN_MESSAGE } from '../../graphql-server/src/auth/access';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, CREATE_API_TOKEN, expireApiToken, issueApiToken, REVOKE_API_TOKEN } from './api-token-helpers';
import {
  ADMIN_REQUIRED_MESSAGE,
  dataOf,
  expectFieldErrors,
  expectGqlError,
  expectNoStackTrace,
  randomUuid,
  START_TIMEOUT,
  startServer,
  submitLead,
  uniq,
  type Res,
} from './helpers';

// Some tests loop over hundreds of requests; a shared machine can take longer than jest's 5 s default
// (the project-level testTimeout is not applied per file).
jest.setTimeout(120_000);

const SECRET_FORMAT = /^fin_[A-Za-z0-9_-]{43}$/;
const LIST = `{ apiTokens { id name scopes prefix status createdAt lastUsedAt expiresAt revokedAt } }`;
const ADMIN_POSTS = `{ adminPosts(pageSize: 100) { totalCount items { id status } } }`;

describe('integrator API tokens', () => {
  let server: TestServer;
  let adminToken: string;
  const leadEmail = `token-lead-${uniq()}@example.com`;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    adminToken = (await signedInAdmin(server)).token;
    await submitLead(server, { email: leadEmail });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const asAdmin = (query: string, variables?: Record<string, unknown>) => server.gql(query, variables, undefined, adminToken);
  const withToken = (secret: string, query: string, variables?: Record<string, unknown>) => server.gql(query, variables, undefined, secret);
  const restWith = (secret: string, url: string): Promise<Res> => server.agent().get(url).set(bearer(secret));
  const row = async (id: string) =>
    (await server.dataSource.query(`SELECT *, row_to_json(api_tokens)::text AS "asText" FROM api_tokens WHERE id = $1`, [id]))[0];

  describe('creating', () => {
    it('returns the secret once, in the fin_ format, with the token as the list shows it', async () => {
      const res = await asAdmin(CREATE_API_TOKEN, { input: { name: '  Data warehouse sync  ', scopes: ['CONTENT', 'LEADS'] } });
      const { secret, token } = dataOf(res).createApiToken;
      expect(secret).toMatch(SECRET_FORMAT);
      expect(token).toEqual({
        id: expect.any(String),
        name: 'Data warehouse sync',
        scopes: ['CONTENT', 'LEADS'],
        prefix: secret.slice(0, 12),
        status: 'ACTIVE',
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: null,
        revokedAt: null,
      });
      expect(token.prefix).toMatch(/^fin_[A-Za-z0-9_-]{8}$/);
      expect(Math.abs(Date.parse(token.createdAt) - Date.now())).toBeLessThan(60_000);
    });

    it('stores a SHA-256 hash and the prefix, never the secret', async () => {
      const { id, secret } = await issueApiToken(server, adminToken, ['leads']);
      const stored = await row(id);
      expect(stored.tokenHash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
      expect(stored.prefix).toBe(secret.slice(0, 12));
      expect(stored.asText).not.toContain(secret);
      expect(stored.asText).not.toContain(secret.slice(12));
    });

    it('never gives the secret again: the list carries no secret field and no secret text', async () => {
      const { secret } = await issueApiToken(server, adminToken, ['content'], { name: 'Listed once' });
      const res = await asAdmin(LIST);
      expect(res.text).not.toContain(secret);
      expect(res.text).not.toContain(secret.slice(12));
      const tokens = dataOf(res).apiTokens as Array<{ name: string; prefix: string; createdAt: string }>;
      expect(tokens.find((t) => t.name === 'Listed once')?.prefix).toBe(secret.slice(0, 12));
      // Newest first.
      const times = tokens.map((t) => Date.parse(t.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('gives every token a different secret', async () => {
      const a = await issueApiToken(server, adminToken, ['content']);
      const b = await issueApiToken(server, adminToken, ['content']);
      expect(a.secret).not.toBe(b.secret);
      expect(a.prefix).not.toBe(b.prefix);
    });

    it('keeps a repeated scope once', async () => {
      const res = await asAdmin(CREATE_API_TOKEN, { input: { name: 'Twice content', scopes: ['CONTENT', 'CONTENT'] } });
      expect(dataOf(res).createApiToken.token.scopes).toEqual(['CONTENT']);
    });

    it.each([
      [
        'a name under 3 characters',
        { name: '  ab ', scopes: ['CONTENT'] },
        [{ field: 'name', message: 'Token name must be at least 3 characters' }],
      ],
      ['a blank name', { name: '   ', scopes: ['CONTENT'] }, [{ field: 'name', message: 'Token name must be at least 3 characters' }]],
      [
        'a name over 100 characters',
        { name: 'n'.repeat(101), scopes: ['LEADS'] },
        [{ field: 'name', message: 'Token name must be 100 characters or less' }],
      ],
      ['no scope', { name: 'No scope', scopes: [] }, [{ field: 'scopes', message: 'Choose at least one scope (content or leads)' }]],
      [
        'an expiry in the past',
        { name: 'Already over', scopes: ['LEADS'], expiresAt: new Date(Date.now() - 60_000).toISOString() },
        [{ field: 'expiresAt', message: 'Expiry must be in the future' }],
      ],
      [
        'every field wrong at once',
        { name: 'x', scopes: [], expiresAt: '2001-01-01T00:00:00.000Z' },
        [
          { field: 'name', message: 'Token name must be at least 3 characters' },
          { field: 'scopes', message: 'Choose at least one scope (content or leads)' },
          { field: 'expiresAt', message: 'Expiry must be in the future' },
        ],
      ],
    ])('refuses %s with the rule message, creating nothing', async (_what, input, errors) => {
      const before = (await server.dataSource.query('SELECT count(*)::int AS n FROM api_tokens'))[0].n;
      expectFieldErrors(await asAdmin(CREATE_API_TOKEN, { input }), errors);
      expect((await server.dataSource.query('SELECT count(*)::int AS n FROM api_tokens'))[0].n).toBe(before);
    });

    it('refuses a scope that does not exist (GraphQL enum)', async () => {
      const res = await asAdmin(CREATE_API_TOKEN, { input: { name: 'Writer', scopes: ['WRITE'] } });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expectNoStackTrace(res);
    });

    it('never writes the secret to the console', async () => {
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
        jest.spyOn(console, level).mockImplementation(() => undefined),
      );
      try {
        const { secret } = await issueApiToken(server, adminToken, ['content', 'leads']);
        await withToken(secret, ADMIN_POSTS);
        await withToken(secret, '{ dashboardCounts { blogPosts } }');
        await withToken(secret, 'mutation { deletePost(id: "00000000-0000-0000-0000-000000000000") }');
        await restWith(secret, '/api/admin/playbook-leads/export.csv');
        for (const spy of spies) for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toContain(secret.slice(12));
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });

  describe('reading with a token', () => {
    it('reads what an admin reads with the content scope: every post (scheduled too), over GraphQL and REST', async () => {
      const { secret } = await issueApiToken(server, adminToken, ['content']);
      const admin = dataOf(await asAdmin(ADMIN_POSTS)).adminPosts;
      expect(dataOf(await withToken(secret, ADMIN_POSTS)).adminPosts).toEqual(admin);
      const rest = await restWith(secret, '/api/admin/blog');
      expect(rest.status).toBe(200);
      expect(rest.body.map((p: { id: string }) => p.id).sort()).toEqual(admin.items.map((p: { id: string }) => p.id).sort());
      const one = await restWith(secret, `/api/admin/blog/${admin.items[0].id}`);
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(admin.items[0].id);
      expect((await restWith(secret, '/api/admin/categories')).status).toBe(200);
      expect((await restWith(secret, '/api/admin/resources')).status).toBe(200);
    });

    it('reads the leads and their CSV export with the leads scope', async () => {
      const { secret } = await issueApiToken(server, adminToken, ['leads']);
      const leads = dataOf(
        await withToken(secret, `query($s: String) { playbookLeads(search: $s) { totalCount items { email } } }`, { s: leadEmail }),
      );
      expect(leads.playbookLeads).toEqual({ totalCount: 1, items: [{ email: leadEmail }] });
      const csv = await restWith(secret, '/api/admin/playbook-leads/export.csv');
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.text).toContain(leadEmail);
      const rest = await restWith(secret, '/api/admin/playbook-leads');
      expect(rest.body.map((l: { email: string }) => l.email)).toContain(leadEmail);
      expect(dataOf(await withToken(secret, '{ leadsOverTime(weeks: 2) { playbookLeads } }')).leadsOverTime).toHaveLength(2);
    });

    it('is no signed-in administrator: me is null over GraphQL and REST', async () => {
      const { secret } = await issueApiToken(server, adminToken, ['content', 'leads']);
      expect(dataOf(await withToken(secret, '{ me { id } }')).me).toBeNull();
      const me = await restWith(secret, '/api/auth/me');
      expect(me.body).toEqual({ user: null });
    });

    it('is accepted in the Authorization header only, not as the session cookie', async () => {
      const { secret } = await issueApiToken(server, adminToken, ['content']);
      const res = await server.agent().get('/api/admin/blog').set('Cookie', `finops_session=${secret}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: ADMIN_REQUIRED_MESSAGE });
    });

    it.each([
      ['malformed', 'fin_short'],
      ['well-formed but unknown', `fin_${crypto.randomBytes(32).toString('base64url')}`],
      ['tampered (one character changed)', 'CHANGED'],
    ])('refuses a %s token with 401 and a clear message', async (_what, value) => {
      let secret = value;
      if (value === 'CHANGED') {
        const issued = (await issueApiToken(server, adminToken, ['content'])).secret;
        secret = issued.slice(0, -1) + (issued.endsWith('A') ? 'B' : 'A');
      }
      const rest = await restWith(secret, '/api/admin/blog');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ message: INVALID_API_TOKEN_MESSAGE });
      expectGqlError(await withToken(secret, ADMIN_POSTS), 'UNAUTHENTICATED', INVALID_API_TOKEN_MESSAGE);
    });
  });

  describe('lastUsedAt', () => {
    it('is recorded on first use, then at most once a minute', async () => {
      const { id, secret } = await issueApiToken(server, adminToken, ['content']);
      expect((await row(id)).lastUsedAt).toBeNull();
      dataOf(await withToken(secret, ADMIN_POSTS));
      const first: Date = (await row(id)).lastUsedAt;
      expect(first).toBeInstanceOf(Date);
      expect(Math.abs(first.getTime() - Date.now())).toBeLessThan(60_000);

      // Within the minute: no new write.
      dataOf(await withToken(secret, ADMIN_POSTS));
      expect((await restWith(secret, '/api/admin/blog')).status).toBe(200);
      expect(((await row(id)).lastUsedAt as Date).getTime()).toBe(first.getTime());

      // A use more than a minute after the last recorded one is recorded.
      await server.dataSource.query(`UPDATE api_tokens SET "lastUsedAt" = now() - interval '2 minutes' WHERE id = $1`, [id]);
      const stale: Date = (await row(id)).lastUsedAt;
      expect((await restWith(secret, '/api/admin/blog')).status).toBe(200);
      expect(((await row(id)).lastUsedAt as Date).getTime()).toBeGreaterThan(stale.getTime() + 60_000);
    });

    it('is shown in the list', async () => {
      const { id, secret } = await issueApiToken(server, adminToken, ['leads'], { name: 'Shows last use' });
      dataOf(await withToken(secret, '{ playbookLeads { totalCount } }'));
      const listed = (dataOf(await asAdmin(LIST)).apiTokens as Array<{ id: string; lastUsedAt: string | null }>).find((t) => t.id === id);
      expect(listed?.lastUsedAt).toEqual(expect.any(String));
    });

    it('is not touched by a refused token', async () => {
      const { id, secret } = await issueApiToken(server, adminToken, ['leads']);
      await server.gql(REVOKE_API_TOKEN, { id }, undefined, adminToken);
      await withToken(secret, '{ playbookLeads { totalCount } }');
      expect((await row(id)).lastUsedAt).toBeNull();
    });
  });

  describe('revoking', () => {
    it('takes effect on the very next request, GraphQL and REST alike', async () => {
      const { id, secret } = await issueApiToken(server, adminToken, ['content', 'leads']);
      dataOf(await withToken(secret, ADMIN_POSTS));
      expect((await restWith(secret, '/api/admin/contact-requests')).status).toBe(200);

      const revoked = dataOf(await asAdmin(REVOKE_API_TOKEN, { id })).revokeApiToken;
      expect(revoked).toEqual({ id, status: 'REVOKED', revokedAt: expect.any(String) });

      expectGqlError(await withToken(secret, ADMIN_POSTS), 'UNAUTHENTICATED', INVALID_API_TOKEN_MESSAGE);
      const rest = await restWith(secret, '/api/admin/contact-requests');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ message: INVALID_API_TOKEN_MESSAGE });
    });

    it('keeps a revoked token in the list, marked REVOKED, and revoking it again changes nothing', async () => {
      const { id } = await issueApiToken(server, adminToken, ['content'], { name: 'Revoked twice' });
      const first = dataOf(await asAdmin(REVOKE_API_TOKEN, { id })).revokeApiToken;
      const again = dataOf(await asAdmin(REVOKE_API_TOKEN, { id })).revokeApiToken;
      expect(again).toEqual(first);
      const listed = (dataOf(await asAdmin(LIST)).apiTokens as Array<{ id: string; status: string; revokedAt: string }>).find(
        (t) => t.id === id,
      );
      expect(listed).toMatchObject({ status: 'REVOKED', revokedAt: first.revokedAt });
    });

    it.each([
      ['an unknown id', randomUuid()],
      ['an id that is no UUID', 'not-a-uuid'],
    ])('answers NOT_FOUND for %s', async (_what, id) => {
      expectGqlError(await asAdmin(REVOKE_API_TOKEN, { id }), 'NOT_FOUND', 'API token not found.');
    });

    it('leaves the other tokens working', async () => {
      const kept = await issueApiToken(server, adminToken, ['content']);
      const gone = await issueApiToken(server, adminToken, ['content']);
      dataOf(await asAdmin(REVOKE_API_TOKEN, { id: gone.id }));
      dataOf(await withToken(kept.secret, ADMIN_POSTS));
    });
  });

  describe('expiry', () => {
    it('works until expiresAt, then is refused and listed as EXPIRED', async () => {
      const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
      const { id, secret } = await issueApiToken(server, adminToken, ['content'], { name: 'Expires', expiresAt });
      const listed = async () =>
        (dataOf(await asAdmin(LIST)).apiTokens as Array<{ id: string; status: string; expiresAt: string }>).find((t) => t.id === id);
      expect(await listed()).toMatchObject({ status: 'ACTIVE', expiresAt });
      dataOf(await withToken(secret, ADMIN_POSTS));

      await expireApiToken(server, id);
      expectGqlError(await withToken(secret, ADMIN_POSTS), 'UNAUTHENTICATED', INVALID_API_TOKEN_MESSAGE);
      expect((await restWith(secret, '/api/admin/blog')).status).toBe(401);
      expect((await listed())?.status).toBe('EXPIRED');
    });

    it('lists a revoked token as REVOKED even once its expiry has passed', async () => {
      const { id } = await issueApiToken(server, adminToken, ['content'], { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
      dataOf(await asAdmin(REVOKE_API_TOKEN, { id }));
      await expireApiToken(server, id);
      const listed = (dataOf(await asAdmin(LIST)).apiTokens as Array<{ id: string; status: string }>).find((t) => t.id === id);
      expect(listed?.status).toBe('REVOKED');
    });
  });
});

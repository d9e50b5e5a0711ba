// Security suite, integrator tokens: every admin GraphQL field (walked from the schema, so a new
// one is covered without editing this file) and every admin REST path, called with
//   - a revoked integrator token and an expired one: 401 / UNAUTHENTICATED;
//   - a valid token of the wrong scope: 403 / FORBIDDEN naming the scope it lacks;
//   - a valid read token (either scope, or both) against every mutation and REST write, the
//     token management and the admin-only fields: 403 / FORBIDDEN;
// never with data or a stack trace, and nothing changed afterwards. A token of the right scope
// is the control: it reads. Anonymous, expired or forged session JWTs and alg none are walked by
// authorization.test.ts over the same surface (admin-surface.ts).
import {
  ADMIN_ONLY_MESSAGE,
  INVALID_API_TOKEN_MESSAGE,
  missingScopeMessage,
  READ_ONLY_TOKEN_MESSAGE,
} from '../../graphql-server/src/auth/access';
import { signedInAdmin, type TestServer } from '../support/test-server';
import type { ApiTokenScope } from '../../schema/validation/api-tokens';
import {
  adminRestPaths,
  describeRest,
  PROTECTED,
  PUBLIC,
  tokenScopeOf,
  TOKEN_READABLE_QUERIES,
  TOKEN_WRITABLE_MUTATIONS,
  type Operation,
  type RestPath,
  type Scope,
  type ScopeNeed,
} from './admin-surface';
import { bearer, expireApiToken, issueApiToken, revokeApiToken, type IssuedToken } from './api-token-helpers';
import {
  dataOf,
  expectNoData,
  expectNoStackTrace,
  randomUuid,
  START_TIMEOUT,
  startServer,
  submitContact,
  submitLead,
  uniq,
  type Res,
} from './helpers';

// Some tests loop over hundreds of requests; a shared machine can take longer than jest's 5 s default
// (the project-level testTimeout is not applied per file).
jest.setTimeout(120_000);

type TokenKind = 'content' | 'leads' | 'writer' | 'editor' | 'both' | 'revoked' | 'expired';
const SCOPES_OF: Record<TokenKind, Scope[]> = {
  content: ['content'],
  leads: ['leads'],
  // A CRM writing back (issue 35): reads leads, changes their pipeline, nothing else.
  writer: ['leads', 'leads:write'],
  // A headless CMS writing drafts (issue 35): reads content, creates and saves it, publishes nothing.
  editor: ['content', 'content:write'],
  both: ['content', 'leads'],
  revoked: ['content', 'leads'],
  expired: ['content', 'leads'],
};

/** The scopes a refusal names: every scope of the grant list (permissions.ts) that holds the needed one. */
const GRANTED_BY: Record<Scope, ApiTokenScope[]> = {
  content: ['content', 'content:drafts'],
  leads: ['leads'],
  'leads:write': ['leads:write'],
  'content:drafts': ['content:drafts'],
  'content:write': ['content:write'],
  'content:publish': ['content:publish'],
  'webhooks:manage': ['webhooks:manage'],
  analytics: ['analytics'],
};

interface Expected {
  status: number;
  code?: string;
  message?: string;
}

/** Whether a token of this kind has what a read needs (either scope will do for the deleted feed). */
const holds = (kind: TokenKind, need: ScopeNeed) =>
  need === 'content-or-leads' ? SCOPES_OF[kind].length > 0 : SCOPES_OF[kind].includes(need);

/** What a token of this kind must get from a GraphQL admin operation: refused (how), or let through. */
function expectedForOperation(kind: TokenKind, op: Operation): Expected | 'allowed' {
  if (kind === 'revoked' || kind === 'expired') return { status: 401, code: 'UNAUTHENTICATED', message: INVALID_API_TOKEN_MESSAGE };
  if (op.kind === 'mutation') {
    const writes = TOKEN_WRITABLE_MUTATIONS[op.name];
    if (!writes) return { status: 403, code: 'FORBIDDEN', message: READ_ONLY_TOKEN_MESSAGE };
    return holds(kind, writes) ? 'allowed' : { status: 403, code: 'FORBIDDEN', message: missingScopeMessage([writes]) };
  }
  const needed = tokenScopeOf(op);
  if (!needed) return { status: 403, code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE };
  return holds(kind, needed) ? 'allowed' : { status: 403, code: 'FORBIDDEN', message: missingScopeMessage(GRANTED_BY[needed as Scope]) };
}

/** The same for a REST path. */
function expectedForPath(kind: TokenKind, path: RestPath): Expected | 'allowed' {
  if (kind === 'revoked' || kind === 'expired') return { status: 401, message: INVALID_API_TOKEN_MESSAGE };
  if (path.method !== 'get') {
    if (!path.writeScope) return { status: 403, message: READ_ONLY_TOKEN_MESSAGE };
    if (!holds(kind, path.writeScope)) return { status: 403, message: missingScopeMessage([path.writeScope]) };
    // A content:write token saves drafts; what would go live needs content:publish too (the services say so).
    const goesLive = (path.body as { status?: string } | undefined)?.status === 'PUBLISHED';
    if (path.writeScope === 'content:write' && goesLive && !holds(kind, 'content:publish') && !path.url.includes(UNKNOWN_MARK))
      return { status: 403, message: missingScopeMessage(['content:publish']) };
    return 'allowed';
  }
  if (!path.scope) return { status: 403, message: ADMIN_ONLY_MESSAGE };
  return holds(kind, path.scope) ? 'allowed' : { status: 403, message: missingScopeMessage(GRANTED_BY[path.scope as Scope]) };
}

/** The unknown id's paths answer 404 before any publishing rule (set with the ids). */
let UNKNOWN_MARK = '\u0000';

const KINDS: TokenKind[] = ['content', 'leads', 'writer', 'editor', 'both', 'revoked', 'expired'];

describe('integrator tokens against every admin GraphQL operation', () => {
  let server: TestServer;
  let adminToken: string;
  const tokens = {} as Record<TokenKind, IssuedToken>;
  const secretEmail = `secret-${uniq()}@example.com`;
  let countsBefore: Record<string, any>;

  const COUNTS = '{ dashboardCounts { blogPosts resources playbookLeads contactRequests } categories { id } apiTokens { id status } }';

  beforeAll(async () => {
    server = await startServer({ seed: true });
    adminToken = (await signedInAdmin(server)).token;
    await submitLead(server, { email: secretEmail });
    await submitContact(server);
    for (const kind of KINDS) tokens[kind] = await issueApiToken(server, adminToken, SCOPES_OF[kind], { name: `Matrix ${kind}` });
    await revokeApiToken(server, adminToken, tokens.revoked.id);
    await expireApiToken(server, tokens.expired.id);
    countsBefore = dataOf(await server.gql(COUNTS, {}, undefined, adminToken));
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const send = (op: Operation, secret: string): Promise<Res> =>
    server
      .agent()
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set(bearer(secret))
      .send({ query: op.document, variables: op.variables });

  it('walks the operations it is meant to walk', () => {
    expect(PROTECTED.filter((op) => op.kind === 'mutation').length).toBeGreaterThanOrEqual(11);
    expect(PROTECTED.map((op) => op.name)).toEqual(
      expect.arrayContaining(['apiTokens', 'createApiToken', 'revokeApiToken', 'dashboardCounts', ...Object.keys(TOKEN_READABLE_QUERIES)]),
    );
    // Every field a token may read exists and is an admin query (a renamed field must not leave a stale entry).
    for (const name of Object.keys(TOKEN_READABLE_QUERIES)) {
      expect(PROTECTED.some((op) => op.kind === 'query' && op.name === name)).toBe(true);
    }
  });

  describe.each(PROTECTED.map((op) => [`${op.kind} ${op.name}`, op] as const))('%s', (_label, op) => {
    it.each(KINDS)('with a %s token: refused exactly when it must be', async (kind) => {
      const res = await send(op, tokens[kind].secret);
      const expected = expectedForOperation(kind, op);
      expectNoStackTrace(res);
      expect(res.text).not.toContain(tokens[kind].secret);
      if (expected !== 'allowed' && expected.status === 401) {
        // An invalid token is refused before the operation runs (issue 35): HTTP 401, RFC 6750's header.
        expect(res.status).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
        expect(res.body).toEqual({ errors: [{ message: expected.message, extensions: { code: expected.code } }] });
        return;
      }
      expect(res.status).toBe(200);
      if (expected === 'allowed') {
        for (const error of res.body.errors ?? []) expect(['BAD_USER_INPUT', 'NOT_FOUND']).toContain(error.extensions.code);
        return;
      }
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0]).toMatchObject({ message: expected.message, path: [op.name], extensions: { code: expected.code } });
      expectNoData(res);
      expect(res.text).not.toContain(secretEmail);
    });
  });

  describe.each(PUBLIC.map((op) => [`${op.kind} ${op.name}`, op] as const))('public %s', (_label, op) => {
    it('is not refused for carrying a token (a token adds nothing, takes nothing away)', async () => {
      const res = await send(op, tokens.both.secret);
      expect(res.status).toBe(200);
      for (const error of res.body.errors ?? []) {
        expect(['BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED']).toContain(error.extensions.code);
        expect([ADMIN_ONLY_MESSAGE, READ_ONLY_TOKEN_MESSAGE, INVALID_API_TOKEN_MESSAGE]).not.toContain(error.message);
      }
    });
  });

  it.each([
    ['an admin-only field', '{ adminPosts { totalCount } dashboardCounts { blogPosts } }', ADMIN_ONLY_MESSAGE, 'dashboardCounts'],
    [
      'a field of the other scope',
      '{ adminPosts { totalCount } playbookLeads { items { email } } }',
      missingScopeMessage(['leads']),
      'playbookLeads',
    ],
  ])('answers no data at all to a document mixing a readable field with %s', async (_what, query, message, field) => {
    const res = await server.gql(query, {}, undefined, tokens.content.secret);
    // The refused field is non-null, so the refusal nulls the whole answer: nothing leaks beside it.
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toEqual([expect.objectContaining({ message, path: [field] })]);
    expect(res.text).not.toContain(secretEmail);
  });

  it('refuses a mutation document as a whole to a token, even one that also holds a public field', async () => {
    const res = await server.gql(
      `mutation { createCategory(input: { name: "Injected", slug: "injected-${uniq()}" }) { id } logout }`,
      {},
      undefined,
      tokens.both.secret,
    );
    expect(res.body.errors).toEqual([expect.objectContaining({ message: READ_ONLY_TOKEN_MESSAGE, path: ['createCategory'] })]);
  });

  it('left nothing changed: counts, categories and tokens as before', async () => {
    expect(dataOf(await server.gql(COUNTS, {}, undefined, adminToken))).toEqual(countsBefore);
  });
});

describe('integrator tokens against every admin REST path', () => {
  let server: TestServer;
  let adminToken: string;
  const tokens = {} as Record<TokenKind, IssuedToken>;
  let paths: () => RestPath[];
  let unknownId: string;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    const admin = await signedInAdmin(server);
    adminToken = admin.token;
    unknownId = randomUuid();
    UNKNOWN_MARK = unknownId;
    const ids = {
      postId: (await admin.agent.get('/api/admin/blog')).body[0].id,
      categoryId: (await admin.agent.get('/api/admin/categories')).body[0].id,
      resourceId: (await admin.agent.get('/api/admin/resources')).body[0].id,
      unknownId,
    };
    paths = () => adminRestPaths(ids);
    await submitLead(server);
    for (const kind of KINDS) tokens[kind] = await issueApiToken(server, adminToken, SCOPES_OF[kind]);
    await revokeApiToken(server, adminToken, tokens.revoked.id);
    await expireApiToken(server, tokens.expired.id);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it.each(KINDS)('answers a %s token on every path as its scopes say', async (kind) => {
    for (const path of paths()) {
      const req = server.agent()[path.method](path.url).set(bearer(tokens[kind].secret));
      const res = path.body ? await req.send(path.body) : await req;
      const where = describeRest(path);
      const expected = expectedForPath(kind, path);
      expectNoStackTrace(res);
      if (expected === 'allowed') {
        const created = path.method === 'post' && path.writeScope === 'content:write' ? 201 : 200;
        expect({ where, status: res.status }).toEqual({ where, status: path.url.includes(unknownId) ? 404 : created });
        continue;
      }
      expect({ where, status: res.status }).toEqual({ where, status: expected.status });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect({ where, body: res.body }).toEqual({ where, body: { message: expected.message } });
    }
  });

  it('changed nothing while refusing the writes', async () => {
    const admin = await signedInAdmin(server);
    expect((await admin.agent.get('/api/admin/blog')).body).toHaveLength(14);
    expect((await admin.agent.get('/api/admin/categories')).body).toHaveLength(4);
    expect((await admin.agent.get('/api/admin/resources')).body).toHaveLength(10);
  });
});

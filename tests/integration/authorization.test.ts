// Walks the WHOLE GraphQL schema: every Query and Mutation field is either public by intent
// (listed in admin-surface.ts) or refused to anyone who is not a signed-in admin, with no data in the answer.
// New fields are covered automatically: an unlisted field that answers anonymously fails here.
// The admin REST paths get the same treatment. Integrator API tokens: security-api-tokens.test.ts.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isObjectType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLNamedType,
} from 'graphql';
import { NOT_OWN_WORK_MESSAGE } from '../../graphql-server/src/auth/permissions';
import { AUTHOR_CANNOT_PUBLISH_MESSAGE } from '../../schema/validation/editorial';
import { ROLE_REFUSED_MESSAGE } from '../../graphql-server/src/auth/access';
import { ROLES, type Role } from '../../schema/validation/accounts';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { staffMember, type Staff } from './staff-helpers';
import {
  adminRestPaths,
  ALL_OPERATIONS,
  describeRest,
  PROTECTED,
  PUBLIC,
  PUBLIC_MUTATIONS,
  PUBLIC_QUERIES,
  ROLE_ACCESS,
  schema,
  type Operation,
} from './admin-surface';
import {
  ADMIN_REQUIRED_MESSAGE,
  algNoneToken,
  claimsOf,
  dataOf,
  expectGqlError,
  expectNoData,
  expectNoStackTrace,
  expiredToken,
  otherKeyToken,
  randomUuid,
  START_TIMEOUT,
  startServer,
  submitContact,
  submitLead,
  uniq,
  validPost,
  type Res,
} from './helpers';

describe('authorization of every GraphQL operation', () => {
  let server: TestServer;
  let adminToken: string;
  let adminId: string;
  const secretEmail = `secret-${uniq()}@example.com`;
  const secretCompany = `Secret Co ${uniq()}`;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    adminToken = (await signedInAdmin(server)).token;
    adminId = claimsOf(adminToken).sub;
    // Personal data that must never leak to a refused caller.
    await submitLead(server, { email: secretEmail });
    await submitContact(server, { company: secretCompany });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const send = (op: Operation, headers: Record<string, string> = {}): Promise<Res> => {
    const req = server.agent().post('/graphql').set('Content-Type', 'application/json');
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req.send({ query: op.document, variables: op.variables });
  };

  it('walks a schema file that matches the running server', async () => {
    const res = await server.gql(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true }));
    const live = buildClientSchema(dataOf(res) as never);
    expect(printSchema(lexicographicSortSchema(live))).toBe(printSchema(lexicographicSortSchema(schema)));
  });

  it('finds the operations it is meant to walk', () => {
    expect(ALL_OPERATIONS.length).toBeGreaterThanOrEqual(30);
    expect(PROTECTED.length).toBeGreaterThanOrEqual(15);
    // Every name on the public list exists: a renamed field must not leave a stale exemption.
    const queries = Object.keys(schema.getQueryType()!.getFields());
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    for (const name of PUBLIC_QUERIES) expect(queries).toContain(name);
    for (const name of PUBLIC_MUTATIONS) expect(mutations).toContain(name);
    expect(PROTECTED.map((op) => op.name)).toEqual(
      expect.arrayContaining([
        'adminPosts',
        'adminPost',
        'createPost',
        'updatePost',
        'deletePost',
        'playbookLeads',
        'contactRequests',
        'dashboardCounts',
      ]),
    );
    // Lead delivery: webhooks and the e-mail outbox are admin-only too.
    expect(PROTECTED.map((op) => op.name)).toEqual(
      expect.arrayContaining([
        'webhookEndpoints',
        'webhookDeliveries',
        'createWebhookEndpoint',
        'updateWebhookEndpoint',
        'deleteWebhookEndpoint',
        'redeliverWebhookDelivery',
        'rotateWebhookSecret',
        'sendWebhookTestEvent',
        'outboxMessages',
        'outboxMessage',
        'mailSettings',
      ]),
    );
  });

  it('keeps personal data unreachable from public operations', () => {
    const reachable = new Set<string>();
    const visit = (type: GraphQLNamedType) => {
      if (reachable.has(type.name)) return;
      reachable.add(type.name);
      if (isObjectType(type)) for (const f of Object.values(type.getFields())) visit(getNamedType(f.type));
    };
    for (const op of PUBLIC) {
      const root = op.kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      visit(getNamedType(root.getFields()[op.name].type));
    }
    expect(reachable).not.toContain('PlaybookLead');
    expect(reachable).not.toContain('ContactRequest');
    expect(reachable).not.toContain('DashboardCounts');
    expect(reachable).not.toContain('WebhookEndpoint');
    expect(reachable).not.toContain('WebhookDelivery');
    expect(reachable).not.toContain('OutboxMessage');
    // And no type anywhere exposes a password (hash). (The root types name operations such as
    // changePassword, which take a password and return none.)
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type) && type.name !== 'Query' && type.name !== 'Mutation')
        for (const name of Object.keys(type.getFields())) expect(name.toLowerCase()).not.toContain('password');
    }
  });

  describe.each(PUBLIC.map((op) => [`${op.kind} ${op.name}`, op] as const))('public %s', (_label, op) => {
    it('answers anonymously (never refused for want of a session)', async () => {
      const res = await send(op);
      expect(res.status).toBe(200);
      for (const error of res.body.errors ?? []) {
        expect(error.message).not.toBe(ADMIN_REQUIRED_MESSAGE);
        expect(['BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED']).toContain(error.extensions.code);
      }
      expectNoStackTrace(res);
    });
  });

  const credentials: Array<[string, () => Record<string, string>]> = [
    ['anonymously', () => ({})],
    ['with a token signed by another key', () => ({ Authorization: `Bearer ${otherKeyToken({ sub: adminId, username: 'admin' })}` })],
    ['with an expired token', () => ({ Authorization: `Bearer ${expiredToken({ sub: adminId, username: 'admin' })}` })],
    ['with an unsigned (alg none) token', () => ({ Authorization: `Bearer ${algNoneToken({ sub: adminId, username: 'admin' })}` })],
    ['with an expired session cookie', () => ({ Cookie: `finops_session=${expiredToken({ sub: adminId, username: 'admin' })}` })],
    ['with a garbage session cookie', () => ({ Cookie: 'finops_session=garbage' })],
  ];

  describe.each(PROTECTED.map((op) => [`${op.kind} ${op.name}`, op] as const))('%s', (_label, op) => {
    it.each(credentials)('is refused %s with UNAUTHENTICATED and no data', async (_how, headers) => {
      const res = await send(op, headers());
      expect(res.status).toBe(200);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
      expect(res.body.errors[0].message).toBe(ADMIN_REQUIRED_MESSAGE);
      expect(res.body.errors[0].path).toEqual([op.name]);
      expectNoData(res);
      expect(res.text).not.toContain(secretEmail);
      expect(res.text).not.toContain(secretCompany);
      expectNoStackTrace(res);
    });

    it('is a well-formed probe: a signed-in admin is not refused for want of a session', async () => {
      const res = await send(op, { Authorization: `Bearer ${adminToken}` });
      expect(res.status).toBe(200);
      for (const error of res.body.errors ?? []) {
        expect(error.extensions.code).not.toBe('UNAUTHENTICATED');
        expect(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']).toContain(error.extensions.code);
      }
    });
  });

  it('left nothing changed behind the refused mutations', async () => {
    const token = adminToken;
    const counts = dataOf(
      await server.gql('{ dashboardCounts { blogPosts resources playbookLeads contactRequests } }', {}, undefined, token),
    );
    expect(counts.dashboardCounts).toEqual({ blogPosts: 14, resources: 10, playbookLeads: 1, contactRequests: 1 });
    const categories = dataOf(await server.gql('{ categories { slug } }')).categories;
    expect(categories).toHaveLength(4);
  });
});

describe('authorization of every admin REST path', () => {
  let server: TestServer;
  let adminId: string;
  let postId: string;
  let categoryId: string;
  let resourceId: string;
  const unknownId = randomUuid();

  beforeAll(async () => {
    server = await startServer({ seed: true });
    const admin = await signedInAdmin(server);
    adminId = claimsOf(admin.token).sub;
    postId = (await admin.agent.get('/api/admin/blog')).body[0].id;
    categoryId = (await admin.agent.get('/api/admin/categories')).body[0].id;
    resourceId = (await admin.agent.get('/api/admin/resources')).body[0].id;
    await submitLead(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const paths = () => adminRestPaths({ postId, categoryId, resourceId, unknownId });

  const credentials: Array<[string, () => Record<string, string>]> = [
    ['anonymously', () => ({})],
    ['with a token signed by another key', () => ({ Authorization: `Bearer ${otherKeyToken({ sub: adminId, username: 'admin' })}` })],
    ['with an expired session cookie', () => ({ Cookie: `finops_session=${expiredToken({ sub: adminId, username: 'admin' })}` })],
    ['with an expired token', () => ({ Authorization: `Bearer ${expiredToken({ sub: adminId, username: 'admin' })}` })],
    ['with an unsigned (alg none) token', () => ({ Authorization: `Bearer ${algNoneToken({ sub: adminId, username: 'admin' })}` })],
  ];

  it.each(credentials)('refuses every admin path %s with 401 JSON { message }', async (_how, headers) => {
    for (const path of paths()) {
      let req = server.agent()[path.method](path.url);
      for (const [k, v] of Object.entries(headers())) req = req.set(k, v);
      const res = path.body ? await req.send(path.body) : await req;
      const where = describeRest(path);
      expect({ where, status: res.status }).toEqual({ where, status: 401 });
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: ADMIN_REQUIRED_MESSAGE });
      expectNoStackTrace(res);
    }
  });

  it('changed nothing while refusing', async () => {
    const admin = await signedInAdmin(server);
    expect((await admin.agent.get(`/api/admin/blog/${postId}`)).status).toBe(200);
    expect((await admin.agent.get(`/api/admin/categories/${categoryId}`)).status).toBe(200);
    expect((await admin.agent.get(`/api/admin/resources/${resourceId}`)).status).toBe(200);
    expect((await admin.agent.get('/api/admin/blog')).body).toHaveLength(14);
    expect((await admin.agent.get('/api/admin/categories')).body).toHaveLength(4);
    expect((await admin.agent.get('/api/admin/resources')).body).toHaveLength(10);
  });

  it('lets a signed-in admin through every read path (control)', async () => {
    const admin = await signedInAdmin(server);
    for (const { method, url } of paths()) {
      if (method !== 'get') continue;
      const res = await admin.agent.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: url.includes(unknownId) ? 404 : 200 });
    }
  });
});

// Issue 13: every admin field and path is tried by each role, and refused (FORBIDDEN / 403, no
// data) to every role the permission table does not name. The table is ROLE_ACCESS in
// admin-surface.ts; a protected operation missing from it fails the walk.
describe('authorization of every admin operation by role', () => {
  let server: TestServer;
  const staff = {} as Record<Role, Staff>;
  let postId: string;
  let categoryId: string;
  let resourceId: string;
  const unknownId = randomUuid();
  const secretEmail = `role-secret-${uniq()}@example.com`;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    for (const role of ROLES) staff[role] = await staffMember(server, role);
    const owner = staff.OWNER.agent;
    postId = (await owner.get('/api/admin/blog')).body[0].id;
    categoryId = (await owner.get('/api/admin/categories')).body[0].id;
    resourceId = (await owner.get('/api/admin/resources')).body[0].id;
    await submitLead(server, { email: secretEmail });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('declares the roles of every protected operation, and names no operation that is gone', () => {
    const names = PROTECTED.map((op) => op.name);
    expect(names.filter((name) => !(name in ROLE_ACCESS))).toEqual([]);
    expect(Object.keys(ROLE_ACCESS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each(ROLES.map((role) => [role]))('%s is refused exactly the GraphQL operations its role does not allow', async (role) => {
    const refusedTo: string[] = [];
    for (const op of PROTECTED) {
      const res = await server
        .agent()
        .post('/graphql')
        .set('Authorization', `Bearer ${staff[role].token}`)
        .send({ query: op.document, variables: op.variables });
      expect(res.status).toBe(200);
      const codes = (res.body.errors ?? []).map((e: { extensions: { code: string } }) => e.extensions.code);
      if (codes.includes('FORBIDDEN') && res.body.errors[0].message === ROLE_REFUSED_MESSAGE) {
        expectNoData(res);
        expect(res.text).not.toContain(secretEmail);
        refusedTo.push(op.name);
      } else {
        // Allowed: at most a complaint about the dummy values, never about who is asking.
        for (const code of codes)
          expect({ op: op.name, code }).toEqual({ op: op.name, code: expect.stringMatching(/^(BAD_USER_INPUT|NOT_FOUND|CONFLICT)$/) });
      }
    }
    const expected = PROTECTED.filter((op) => !ROLE_ACCESS[op.name].includes(role)).map((op) => op.name);
    expect(refusedTo.sort()).toEqual(expected.sort());
  });

  it.each(ROLES.map((role) => [role]))(
    '%s is refused (403) every admin REST path its role does not allow, and reads the others',
    async (role) => {
      for (const path of adminRestPaths({ postId, categoryId, resourceId, unknownId })) {
        const allowed = path.roles.includes(role);
        // Writes the role may make are not sent: they would change the data the other roles read.
        if (allowed && path.method !== 'get') continue;
        const req = staff[role].agent[path.method](path.url);
        const res = path.body ? await req.send(path.body) : await req;
        const where = describeRest(path);
        if (allowed) {
          expect({ where, status: res.status }).toEqual({ where, status: path.url.includes(unknownId) ? 404 : 200 });
        } else {
          expect({ where, status: res.status }).toEqual({ where, status: 403 });
          expect(res.body).toEqual({ message: ROLE_REFUSED_MESSAGE });
          expect(res.text).not.toContain(secretEmail);
        }
      }
    },
  );

  it('an Author edits only their own posts, and submits them for review instead of publishing', async () => {
    const author = staff.AUTHOR;
    const published = await author.agent.post('/api/admin/blog').send(validPost({ status: 'PUBLISHED' }));
    expect(published.status).toBe(403);
    expect(published.body).toEqual({ message: AUTHOR_CANNOT_PUBLISH_MESSAGE });
    const mine = await author.agent.post('/api/admin/blog').send(validPost({ status: 'DRAFT' }));
    expect(mine.status).toBe(201);
    expect(mine.body.status).toBe('DRAFT');
    const update = await author.agent
      .put(`/api/admin/blog/${mine.body.id}`)
      .send(validPost({ title: 'Mine, edited', status: 'IN_REVIEW' }));
    expect(update.status).toBe(200);
    expect(update.body.status).toBe('IN_REVIEW');
    const publish = await author.agent
      .put(`/api/admin/blog/${mine.body.id}`)
      .send(validPost({ title: 'Mine, edited', status: 'PUBLISHED' }));
    expect(publish.status).toBe(403);
    expect(publish.body).toEqual({ message: AUTHOR_CANNOT_PUBLISH_MESSAGE });
    const others = await author.agent.put(`/api/admin/blog/${postId}`).send(validPost());
    expect(others.status).toBe(403);
    expect(others.body).toEqual({ message: NOT_OWN_WORK_MESSAGE });
    const gql = await server.gql(
      'mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { id } }',
      { id: postId, input: validPost() },
      undefined,
      author.token,
    );
    expectGqlError(gql, 'FORBIDDEN', NOT_OWN_WORK_MESSAGE);
    // An Editor may edit anyone's, and publishes the submitted post.
    const editor = await staff.EDITOR.agent.put(`/api/admin/blog/${mine.body.id}`).send(validPost());
    expect(editor.status).toBe(200);
    expect(editor.body.status).toBe('PUBLISHED');
  });
});

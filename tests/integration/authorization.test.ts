// Walks the WHOLE GraphQL schema: every Query and Mutation field is either public by intent
// (listed below) or refused to anyone who is not a signed-in admin, with no data in the answer.
// New fields are covered automatically: an unlisted field that answers anonymously fails here.
// The admin REST paths get the same treatment.
import fs from 'node:fs';
import path from 'node:path';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  lexicographicSortSchema,
  printSchema,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { TEST_JWT_SECRET, signedInAdmin, type TestServer } from '../support/test-server';
import {
  ADMIN_REQUIRED_MESSAGE,
  algNoneToken,
  claimsOf,
  dataOf,
  expectNoData,
  expectNoStackTrace,
  expiredToken,
  otherKeyToken,
  randomUuid,
  signToken,
  START_TIMEOUT,
  startServer,
  uniq,
  validCategory,
  validContact,
  validLead,
  validPost,
  validResource,
  type Res,
} from './helpers';

const SDL_FILE = path.join(__dirname, '..', '..', 'schema', 'schema.graphql');
const schema = buildSchema(fs.readFileSync(SDL_FILE, 'utf8'));

/** Operations anyone may call, by intent. Everything else needs a signed-in admin. */
const PUBLIC_QUERIES = ['featuredPosts', 'posts', 'post', 'relatedPosts', 'categories', 'category', 'resources', 'me', 'registrationOpen'];
const PUBLIC_MUTATIONS = ['recordResourceDownload', 'submitPlaybookLead', 'submitContactRequest', 'login', 'register', 'logout'];

interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  document: string;
  variables: Record<string, unknown>;
}

/** A dummy value for a required input of this type. */
function dummyValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) return [dummyValue(type.ofType)];
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = dummyValue(field.type);
    }
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return randomUuid();
      case 'String':
        return 'x';
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'DateTimeISO':
        return new Date().toISOString();
      case 'JSONObject':
        return {};
      default:
        throw new Error(`No dummy value for scalar ${type.name}: add one to authorization.test.ts`);
    }
  }
  throw new Error(`No dummy value for ${String(type)}`);
}

/** The smallest valid selection on a return type. */
function selectionFor(type: GraphQLNamedType): string {
  return isObjectType(type) || 'getFields' in type ? ' { __typename }' : '';
}

/** An operation calling `field` with dummy values for its required arguments only. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Operation {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declarations = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const variables = Object.fromEntries(required.map((a) => [a.name, dummyValue(a.type)]));
  const document = `${kind} Probe${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionFor(
    getNamedType(field.type),
  )} }`;
  return { kind, name: field.name, document, variables };
}

function operationsOf(kind: 'query' | 'mutation', root: GraphQLObjectType | null | undefined): Operation[] {
  return Object.values(root?.getFields() ?? {}).map((field) => operationFor(kind, field));
}

const ALL_OPERATIONS = [...operationsOf('query', schema.getQueryType()), ...operationsOf('mutation', schema.getMutationType())];
const isPublic = (op: Operation) => (op.kind === 'query' ? PUBLIC_QUERIES : PUBLIC_MUTATIONS).includes(op.name);
const PROTECTED = ALL_OPERATIONS.filter((op) => !isPublic(op));
const PUBLIC = ALL_OPERATIONS.filter(isPublic);

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
    expect((await server.agent().post('/api/playbook-lead').send(validLead({ email: secretEmail }))).status).toBe(201);
    expect((await server.agent().post('/api/contact').send(validContact({ company: secretCompany }))).status).toBe(201);
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
      expect.arrayContaining(['adminPosts', 'adminPost', 'createPost', 'updatePost', 'deletePost', 'playbookLeads', 'contactRequests', 'dashboardCounts']),
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
    // And no type anywhere exposes a password (hash).
    for (const type of Object.values(schema.getTypeMap())) {
      if (isObjectType(type)) for (const name of Object.keys(type.getFields())) expect(name.toLowerCase()).not.toContain('password');
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
    const token = signToken({ sub: adminId, username: 'admin' }, TEST_JWT_SECRET);
    const counts = dataOf(await server.gql('{ dashboardCounts { blogPosts resources playbookLeads contactRequests } }', {}, undefined, token));
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
    expect((await server.agent().post('/api/playbook-lead').send(validLead())).status).toBe(201);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  type Method = 'get' | 'post' | 'put' | 'delete';
  const paths = (): Array<[Method, string, object | undefined]> => [
    ['get', '/api/admin/blog', undefined],
    ['post', '/api/admin/blog', validPost()],
    ['get', `/api/admin/blog/${postId}`, undefined],
    ['put', `/api/admin/blog/${postId}`, validPost()],
    ['delete', `/api/admin/blog/${postId}`, undefined],
    ['get', `/api/admin/blog/${unknownId}`, undefined],
    ['get', '/api/admin/categories', undefined],
    ['post', '/api/admin/categories', validCategory()],
    ['get', `/api/admin/categories/${categoryId}`, undefined],
    ['put', `/api/admin/categories/${categoryId}`, validCategory()],
    ['delete', `/api/admin/categories/${categoryId}`, undefined],
    ['get', '/api/admin/resources', undefined],
    ['post', '/api/admin/resources', validResource()],
    ['get', `/api/admin/resources/${resourceId}`, undefined],
    ['put', `/api/admin/resources/${resourceId}`, validResource()],
    ['delete', `/api/admin/resources/${resourceId}`, undefined],
    ['get', '/api/admin/playbook-leads', undefined],
    ['get', '/api/admin/playbook-leads/export.csv', undefined],
    ['get', '/api/admin/contact-requests/export.csv?search=x', undefined],
    ['get', '/api/admin/playbook-leads?search=lead&page=1', undefined],
    ['get', '/api/admin/contact-requests', undefined],
    ['get', `/api/admin/outbox/${unknownId}/message.eml`, undefined],
    ['get', '/api/ADMIN/Blog', undefined],
    ['get', '/api/admin/blog/', undefined],
  ];

  const credentials: Array<[string, () => Record<string, string>]> = [
    ['anonymously', () => ({})],
    ['with a token signed by another key', () => ({ Authorization: `Bearer ${otherKeyToken({ sub: adminId, username: 'admin' })}` })],
    ['with an expired session cookie', () => ({ Cookie: `finops_session=${expiredToken({ sub: adminId, username: 'admin' })}` })],
    ['with an unsigned (alg none) token', () => ({ Authorization: `Bearer ${algNoneToken({ sub: adminId, username: 'admin' })}` })],
  ];

  it.each(credentials)('refuses every admin path %s with 401 JSON { message }', async (_how, headers) => {
    for (const [method, url, body] of paths()) {
      let req = server.agent()[method](url);
      for (const [k, v] of Object.entries(headers())) req = req.set(k, v);
      const res = body ? await req.send(body) : await req;
      const where = `${method.toUpperCase()} ${url}`;
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
    for (const [method, url] of paths()) {
      if (method !== 'get') continue;
      const res = await admin.agent.get(url);
      expect({ url, status: res.status }).toEqual({ url, status: url.includes(unknownId) ? 404 : 200 });
    }
  });
});

// Security suite, SQL injection: a table of payloads sent through every string input of the
// public GraphQL operations (walked from the schema: arguments and input-object fields alike),
// the admin searches, and every public REST path. Each answer is a normal one (200/201, or
// 400/401/403/404 with a clear message), never a 500; text that is stored comes back exactly as
// sent; searches return only rows that contain the text; and the database is intact afterwards:
// every table there, every count as the accepted submissions say.
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLInputType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { dummyValue, PUBLIC, schema, type Operation } from './admin-surface';
import { expectNoStackTrace, START_TIMEOUT, startServer, uniq, validContact, validLead, type Res } from './helpers';
import { HONEYPOT_FIELD } from '../../schema/validation/leads';

// Some tests loop over hundreds of requests; a shared machine can take longer than jest's 5 s default
// (the project-level testTimeout is not applied per file).
jest.setTimeout(120_000);

export const SQL_INJECTION_PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  "'; DROP TABLE playbook_leads; --",
  '"; DROP TABLE blog_posts; --',
  "'; DELETE FROM categories; --",
  '\' UNION SELECT username, "passwordHash", NULL FROM admin_users --',
  "1' ORDER BY 100 --",
  "') OR ('a'='a",
  "'||(SELECT version())||'",
  '1; SELECT pg_sleep(3) --',
  '$$; DROP TABLE resources; $$',
  "'; COPY admin_users TO '/tmp/leak.csv'; --",
  "%' AND 1=1 AND '%'='",
  '%_%',
  "\\'; TRUNCATE api_tokens; --",
  "'/**/OR/**/1=1--",
  'ʼ OR 1=1 --',
  '\'; UPDATE resources SET "downloadCount" = 999999; --',
  "'; SET statement_timeout = 1; --",
  'x\u0000y',
];

const ALLOWED_GRAPHQL_CODES = ['BAD_USER_INPUT', 'NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN', 'CONFLICT'];
const ALLOWED_REST_STATUSES = [200, 201, 400, 401, 403, 404, 409];

/** `value` is one of `allowed`; the failure names the call. */
function expectOneOf<T>(where: string, value: T, allowed: readonly T[]): void {
  expect({ where, value, allowed: allowed.includes(value) }).toEqual({ where, value, allowed: true });
}

/** Where a string goes in an operation's variables: ['input', 'name'] or ['search']. */
type VariablePath = string[];

/** Every String or ID position among an operation's arguments (optional ones too), as variable paths. */
function stringPaths(args: readonly GraphQLArgument[]): VariablePath[] {
  const paths: VariablePath[] = [];
  const visit = (type: GraphQLInputType, path: VariablePath) => {
    const inner = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) return;
    if (isInputObjectType(inner)) {
      for (const field of Object.values(inner.getFields())) visit(field.type, [...path, field.name]);
      return;
    }
    if (isScalarType(inner) && (inner.name === 'String' || inner.name === 'ID')) paths.push(path);
  };
  for (const arg of args) visit(arg.type, [arg.name]);
  return paths;
}

/** Valid starting values for the operations whose inputs must otherwise pass their rules. */
const BASE_VARIABLES: Record<string, () => Record<string, unknown>> = {
  submitPlaybookLead: () => ({ input: validLead() }),
  submitContactRequest: () => ({ input: validContact() }),
  login: () => ({ input: { username: 'admin', password: 'secret123' } }),
  register: () => ({ input: { username: `someone-${uniq()}`, password: 'secret123' } }),
};

function withValue(base: Record<string, unknown>, path: VariablePath, value: string): Record<string, unknown> {
  const copy = structuredClone(base);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    at[key] = { ...((at[key] as Record<string, unknown>) ?? {}) };
    at = at[key] as Record<string, unknown>;
  }
  at[path[path.length - 1]] = value;
  return copy;
}

interface Probe {
  label: string;
  operation: string;
  document: string;
  variables: Record<string, unknown>;
}

/** One probe per (public operation, string position): the operation declares every argument. */
function publicProbes(): Array<Omit<Probe, 'variables'> & { path: VariablePath; base: () => Record<string, unknown> }> {
  const probes = [];
  for (const op of PUBLIC as Operation[]) {
    const root = op.kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
    const field = root.getFields()[op.name];
    const paths = stringPaths(field.args);
    if (paths.length === 0) continue;
    // Declared: the required arguments and every one that holds a string (the others keep their defaults).
    const used = field.args.filter((a) => (isNonNullType(a.type) && a.defaultValue === undefined) || paths.some((p) => p[0] === a.name));
    const declarations = used.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
    const args = used.map((a) => `${a.name}: $${a.name}`).join(', ');
    const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
    const document = `${op.kind} Probe(${declarations}) { ${op.name}(${args})${selection} }`;
    const base = () =>
      BASE_VARIABLES[op.name]?.() ??
      Object.fromEntries(
        field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined).map((a) => [a.name, dummyValue(a.type)]),
      );
    for (const path of paths) probes.push({ label: `${op.name}(${path.join('.')})`, operation: op.name, document, path, base });
  }
  return probes;
}

const PROBES = publicProbes();

describe('SQL injection through every string input', () => {
  let server: TestServer;
  let adminToken: string;
  let before: Record<string, number>;
  let downloadsBefore: number;
  /** Accepted submissions, by table: what the counts must grow by. */
  const accepted = { playbook_leads: 0, contact_requests: 0, categories: 0 };
  const storedNames: string[] = [];

  const counts = async (): Promise<Record<string, number>> => {
    const [row] = await server.dataSource.query(
      `SELECT (SELECT count(*) FROM categories)::int AS categories, (SELECT count(*) FROM blog_posts)::int AS blog_posts,
              (SELECT count(*) FROM resources)::int AS resources, (SELECT count(*) FROM playbook_leads)::int AS playbook_leads,
              (SELECT count(*) FROM contact_requests)::int AS contact_requests, (SELECT count(*) FROM admin_users)::int AS admin_users,
              (SELECT count(*) FROM api_tokens)::int AS api_tokens`,
    );
    return row;
  };
  const downloads = async () =>
    Number((await server.dataSource.query('SELECT COALESCE(sum("downloadCount"), 0)::int AS n FROM resources'))[0].n);

  beforeAll(async () => {
    server = await startServer({ seed: true });
    adminToken = (await signedInAdmin(server)).token;
    before = await counts();
    downloadsBefore = await downloads();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('has at least 15 payloads and a probe for every string input of the public operations', () => {
    expect(SQL_INJECTION_PAYLOADS.length).toBeGreaterThanOrEqual(15);
    expect(PROBES.map((p) => p.label)).toEqual(
      expect.arrayContaining([
        'posts(category)',
        'posts(search)',
        'post(slug)',
        'relatedPosts(slug)',
        'category(slug)',
        'resources(type)',
        'resources(search)',
        'recordResourceDownload(id)',
        'submitPlaybookLead(input.name)',
        'submitPlaybookLead(input.email)',
        'submitPlaybookLead(input.company)',
        'submitContactRequest(input.cloudSpending)',
        'submitContactRequest(input.message)',
        'login(input.username)',
        'login(input.password)',
        'register(input.username)',
      ]),
    );
  });

  describe.each(PROBES.map((p) => [p.label, p] as const))('GraphQL %s', (_label, probe) => {
    it('answers every payload normally, never with an internal error', async () => {
      for (const payload of SQL_INJECTION_PAYLOADS) {
        const variables = withValue(probe.base(), probe.path, payload);
        const res = await server.gql(probe.document, variables);
        const where = `${probe.label} <- ${JSON.stringify(payload)}`;
        expect({ where, status: res.status }).toEqual({ where, status: 200 });
        expectNoStackTrace(res);
        for (const error of res.body.errors ?? []) expectOneOf(where, error.extensions?.code, ALLOWED_GRAPHQL_CODES);
        // A filled honeypot (`website`) is answered like a stored lead, and stores nothing.
        const stored = !res.body.errors && probe.path.join('.') !== `input.${HONEYPOT_FIELD}`;
        if (stored && probe.operation === 'submitPlaybookLead') accepted.playbook_leads += 1;
        if (stored && probe.operation === 'submitContactRequest') accepted.contact_requests += 1;
        if (!res.body.errors && probe.operation === 'submitPlaybookLead' && probe.path.join('.') === 'input.name')
          storedNames.push(payload);
      }
    });
  });

  it('stores accepted text exactly as sent (parameters, not SQL)', async () => {
    expect(storedNames.length).toBeGreaterThanOrEqual(10);
    for (const name of storedNames) {
      const rows = await server.dataSource.query('SELECT name FROM playbook_leads WHERE name = $1', [name]);
      expect({ name, rows: rows.length }).toEqual({ name, rows: 1 });
    }
  });

  it('answers a search with matching rows only, whatever the payload (GraphQL and REST)', async () => {
    // Public search is full-text (docs/decisions/0012): a payload is words (and websearch syntax),
    // never SQL. Each row found holds a word of the payload (its first letters: stemming); a
    // payload without words finds nothing.
    const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 4);
    for (const payload of SQL_INJECTION_PAYLOADS) {
      const posts = await server.gql(
        'query($s: String) { posts(search: $s, pageSize: 100) { totalCount items { title excerpt content tags } } }',
        { s: payload },
      );
      expect(posts.body.errors).toBeUndefined();
      const words = wordsOf(payload);
      for (const post of posts.body.data.posts.items) {
        const text = `${post.title} ${post.excerpt} ${post.content} ${post.tags}`.toLowerCase();
        expect({ payload, found: words.length === 0 || words.some((w) => text.includes(w.slice(0, 4))) }).toEqual({ payload, found: true });
      }
      const resources = await server.agent().get('/api/resources').query({ search: payload });
      expect([200, 400]).toContain(resources.status);
      if (resources.status === 200) {
        for (const r of resources.body) {
          const text = `${r.title} ${r.description} ${r.type} ${r.category}`.toLowerCase();
          expect({ payload, found: words.length === 0 || words.some((w) => text.replace(/-/g, ' ').includes(w.slice(0, 4))) }).toEqual({
            payload,
            found: true,
          });
        }
      }
    }
  });

  it('keeps the admin searches and a stored category name safe too', async () => {
    const admin = (query: string, variables: Record<string, unknown>) => server.gql(query, variables, undefined, adminToken);
    for (const payload of SQL_INJECTION_PAYLOADS) {
      for (const list of ['adminPosts', 'adminResources', 'playbookLeads', 'contactRequests']) {
        const res = await admin(`query($s: String) { ${list}(search: $s) { totalCount } }`, { s: payload });
        const where = `${list} <- ${JSON.stringify(payload)}`;
        expect({ where, status: res.status }).toEqual({ where, status: 200 });
        for (const error of res.body.errors ?? [])
          expect({ where, code: error.extensions?.code }).toEqual({ where, code: 'BAD_USER_INPUT' });
      }
      const slug = `injection-${uniq()}`;
      const created = await admin('mutation($i: CategoryInput!) { createCategory(input: $i) { name description } }', {
        i: { name: `C ${payload}`, slug, description: payload },
      });
      expect(created.status).toBe(200);
      for (const error of created.body.errors ?? []) expect(error.extensions.code).toBe('BAD_USER_INPUT');
      if (!created.body.errors) {
        accepted.categories += 1;
        expect(created.body.data.createCategory).toEqual({ name: `C ${payload}`.trim(), description: payload.trim() });
      }
    }
  });

  const restCalls = (payload: string): Array<[string, () => PromiseLike<Res>, 'lead' | 'contact' | null]> => {
    const p = encodeURIComponent(payload);
    const visitor = () => server.agent();
    return [
      ['GET /api/blog/category/:category', () => visitor().get(`/api/blog/category/${p}`), null],
      ['GET /api/blog/search?q=', () => visitor().get('/api/blog/search').query({ q: payload }), null],
      ['GET /api/blog/:slug', () => visitor().get(`/api/blog/${p}`), null],
      ['GET /api/blog/category/:category?exclude=', () => visitor().get('/api/blog/category/technical').query({ exclude: payload }), null],
      ['GET /api/resources?search=', () => visitor().get('/api/resources').query({ search: payload }), null],
      ['GET /api/resources/type/:type', () => visitor().get(`/api/resources/type/${p}`), null],
      ['POST /api/resources/:id/download', () => visitor().post(`/api/resources/${p}/download`), null],
      [
        'POST /api/playbook-lead name',
        () =>
          visitor()
            .post('/api/playbook-lead')
            .send(validLead({ name: payload })),
        'lead',
      ],
      [
        'POST /api/playbook-lead email',
        () =>
          visitor()
            .post('/api/playbook-lead')
            .send(validLead({ email: payload })),
        'lead',
      ],
      [
        'POST /api/playbook-lead company',
        () =>
          visitor()
            .post('/api/playbook-lead')
            .send(validLead({ company: payload })),
        'lead',
      ],
      [
        'POST /api/contact company',
        () =>
          visitor()
            .post('/api/contact')
            .send(validContact({ company: payload })),
        'contact',
      ],
      [
        'POST /api/contact cloudSpending',
        () =>
          visitor()
            .post('/api/contact')
            .send(validContact({ cloudSpending: payload })),
        'contact',
      ],
      [
        'POST /api/contact message',
        () =>
          visitor()
            .post('/api/contact')
            .send(validContact({ message: payload })),
        'contact',
      ],
      ['POST /api/auth/login username', () => visitor().post('/api/auth/login').send({ username: payload, password: 'secret123' }), null],
      ['POST /api/auth/login password', () => visitor().post('/api/auth/login').send({ username: 'admin', password: payload }), null],
      [
        'POST /api/auth/register username',
        () => visitor().post('/api/auth/register').send({ username: payload, password: 'secret123' }),
        null,
      ],
      [
        'GET /api/admin/playbook-leads?search= (admin)',
        () => visitor().get('/api/admin/playbook-leads').query({ search: payload }).set('Authorization', `Bearer ${adminToken}`),
        null,
      ],
      [
        'GET /api/admin/blog?search= (admin)',
        () => visitor().get('/api/admin/blog').query({ search: payload }).set('Authorization', `Bearer ${adminToken}`),
        null,
      ],
    ];
  };

  it('answers every REST path normally for every payload', async () => {
    for (const payload of SQL_INJECTION_PAYLOADS) {
      for (const [what, call, kind] of restCalls(payload)) {
        const res = await call();
        const where = `${what} <- ${JSON.stringify(payload)}`;
        expectOneOf(where, res.status, ALLOWED_REST_STATUSES);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        if (res.status >= 400) expect({ where, message: typeof res.body.message }).toEqual({ where, message: 'string' });
        expectNoStackTrace(res);
        if (res.status === 201 && kind === 'lead') accepted.playbook_leads += 1;
        if (res.status === 201 && kind === 'contact') accepted.contact_requests += 1;
      }
    }
  });

  it('leaves the database intact: every table there, every count as the accepted submissions say', async () => {
    const tables = (await server.dataSource.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'")).map(
      (r: { table_name: string }) => r.table_name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'admin_users',
        'api_tokens',
        'blog_posts',
        'categories',
        'contact_requests',
        'migrations',
        'playbook_leads',
        'resources',
      ]),
    );
    expect(accepted.playbook_leads).toBeGreaterThan(0);
    expect(accepted.contact_requests).toBeGreaterThan(0);
    expect(await counts()).toEqual({
      ...before,
      playbook_leads: before.playbook_leads + accepted.playbook_leads,
      contact_requests: before.contact_requests + accepted.contact_requests,
      categories: before.categories + accepted.categories,
    });
    expect(await downloads()).toBe(downloadsBefore);
    // The admin can still sign in with the same password: the users table is untouched.
    expect((await server.agent().post('/api/auth/login').send({ username: 'admin', password: 'secret123' })).status).toBe(200);
  });
});

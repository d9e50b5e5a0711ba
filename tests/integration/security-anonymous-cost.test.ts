// Security suite, anonymous cost (issue 10: no unauthenticated request can trigger unbounded
// work). Each abuse shape — wide aliases × page sizes, page sizes through variables, fragments
// spread many times, many operations, huge variables, deep fragments, long search texts — is
// refused before any resolver runs, or bounded; the site's own largest queries still pass, and
// staff get a larger budget.
import request from 'supertest';
import { QUERY_VALUE_TOO_LONG_MESSAGE } from '../../graphql-server/src/http/query-limits';
import { DEFAULT_QUERY_BUDGET, QUERY_TOO_LARGE } from '../../graphql-server/src/security/query-budget';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { expectNoStackTrace, startServer, START_TIMEOUT } from './helpers';

jest.setTimeout(120_000);

describe('anonymous GraphQL requests are cheap', () => {
  let server: TestServer;
  let adminToken: string;
  let executed = 0;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    adminToken = (await signedInAdmin(server)).token;
    // Count the connections taken from the pool: a refused query must take none.
    const pool = (server.dataSource.driver as unknown as { master: { on(event: 'acquire', listener: () => void): void } }).master;
    pool.on('acquire', () => {
      executed += 1;
    });
  }, START_TIMEOUT);
  afterAll(() => server.close());

  const anonymous = (query: string, variables?: Record<string, unknown>) => request(server.app).post('/graphql').send({ query, variables });
  const asAdmin = (query: string, variables?: Record<string, unknown>) =>
    request(server.app).post('/graphql').set('Authorization', `Bearer ${adminToken}`).send({ query, variables });

  async function expectRefused(res: request.Response, code = QUERY_TOO_LARGE): Promise<void> {
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe(code);
    expect(res.body.data).toBeUndefined();
    expectNoStackTrace(res);
  }

  /** Runs `call` and expects it to take no database connection. */
  async function refusedBeforeTheDatabase(call: () => Promise<request.Response>, code = QUERY_TOO_LARGE): Promise<void> {
    const before = executed;
    await expectRefused(await call(), code);
    expect(executed).toBe(before);
  }

  const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it('refuses wide aliases of big pages (aliases × page size) to anonymous callers, before any query runs', async () => {
    await refusedBeforeTheDatabase(() => anonymous(aliases(15, 'posts(pageSize: 100) { items { title content } }')));
    await refusedBeforeTheDatabase(() => anonymous(aliases(4, 'resources(pageSize: 100) { items { title } }')));
    const res = await anonymous(aliases(4, 'resources(pageSize: 100) { items { title } }'));
    expect(res.body.errors[0].message).toMatch(/too many items \(400; at most 300 without signing in\)/);
  });

  it('counts page sizes given as variables, and through fragments spread many times', async () => {
    const query = `query($n: Int!) { a: posts(pageSize: $n) { ...P } b: posts(pageSize: $n) { ...P } c: posts(pageSize: $n) { ...P } d: posts(pageSize: $n) { ...P } }
      fragment P on PostPage { items { title } }`;
    await refusedBeforeTheDatabase(() => anonymous(query, { n: 100 }));
    expect((await anonymous(query, { n: 6 })).status).toBe(200);
  });

  it('refuses a page size beyond 100 with the allowed range (issue 15), and runs the site’s own largest queries', async () => {
    const oversized = await anonymous('{ posts(pageSize: 1000000) { pageInfo { pageSize } items { title } } }');
    expect(oversized.status).toBe(200);
    expect(oversized.body.data).toBeNull();
    expect(oversized.body.errors[0]).toMatchObject({
      message: 'pageSize must be a whole number from 1 to 100.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const library = await anonymous(
      '{ resources(pageSize: 100) { totalCount items { id title description type fileUrl coverImage category featured } } categories { name slug } featuredPosts(limit: 3) { slug title } }',
    );
    expect(library.status).toBe(200);
    expect(library.body.errors).toBeUndefined();
  });

  it('gives staff a larger budget (admin lists)', async () => {
    const wide = aliases(15, 'posts(pageSize: 100) { items { title } }');
    await expectRefused(await anonymous(wide));
    expect((await asAdmin(wide)).status).toBe(200);
  });

  it('refuses more than 15 aliases of anything, and more than 2,000 tokens (many operations in one document)', async () => {
    await refusedBeforeTheDatabase(() => anonymous(aliases(16, 'registrationOpen')), 'GRAPHQL_VALIDATION_FAILED');
    const manyOperations = Array.from({ length: 500 }, (_, i) => `query Q${i} { registrationOpen }`).join(' ');
    const res = await request(server.app).post('/graphql').send({ query: manyOperations, operationName: 'Q1' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/2000 tokens/);
    // A few operations in one document: only the one named runs.
    const few = await request(server.app)
      .post('/graphql')
      .send({ query: 'query A { registrationOpen } query B { categories { name } }', operationName: 'A' });
    expect(few.status).toBe(200);
    expect(Object.keys(few.body.data)).toEqual(['registrationOpen']);
  });

  it('refuses fragment cycles before anything runs', async () => {
    const cycle = '{ posts { ...A } } fragment A on PostPage { totalCount ...B } fragment B on PostPage { totalCount ...A }';
    await refusedBeforeTheDatabase(() => anonymous(cycle), 'GRAPHQL_VALIDATION_FAILED');
  });

  it('bounds variables by the body limit (1 MB: 413) and ignores undeclared ones', async () => {
    const huge = await request(server.app)
      .post('/graphql')
      .send({ query: '{ registrationOpen }', variables: { junk: 'x'.repeat(1024 * 1024 + 10) } });
    expect(huge.status).toBe(413);
    const unused = await anonymous('{ registrationOpen }', { junk: Array.from({ length: 10_000 }, (_, i) => ({ i })) });
    expect(unused.status).toBe(200);
  });

  it(`refuses search texts and other string arguments over ${DEFAULT_QUERY_BUDGET.maxArgumentLength} characters, before any query runs`, async () => {
    const long = 'finops '.repeat(2000);
    await refusedBeforeTheDatabase(() => anonymous(`{ posts(search: ${JSON.stringify(long)}) { totalCount } }`));
    await refusedBeforeTheDatabase(() => anonymous('query($s: String) { resources(search: $s) { totalCount } }', { s: long }));
    await refusedBeforeTheDatabase(() => anonymous('query($s: String!) { post(slug: $s) { title } }', { s: long }));
    const atCap = await anonymous('query($s: String) { posts(search: $s) { totalCount } }', {
      s: 'x'.repeat(DEFAULT_QUERY_BUDGET.maxArgumentLength),
    });
    expect(atCap.status).toBe(200);
  });

  it('refuses long query-string values on the REST paths', async () => {
    const long = encodeURIComponent('finops '.repeat(100));
    for (const path of [`/api/blog/search?q=${long}`, `/api/resources?search=${long}`, `/api/blog/category/technical?exclude=${long}`]) {
      const before = executed;
      const res = await request(server.app).get(path);
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: { message: QUERY_VALUE_TOO_LONG_MESSAGE } });
      expect(executed).toBe(before);
    }
    expect((await request(server.app).get('/api/blog/search?q=cost')).status).toBe(200);
  });
});

// Security suite, anonymous cost (issue 10: no unauthenticated request can trigger unbounded
// work). Each abuse shape — wide aliases × page sizes, page sizes through variables, fragments
// spread many times, many operations, huge variables, deep fragments, long search texts — is
// refused before any resolver runs, or bounded; the site's own largest queries still pass, and
// staff get a larger budget.
import express from 'express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { ContentVersions } from '../../graphql-server/src/cache/content-versions';
import { ResponseCache } from '../../graphql-server/src/cache/response-cache';
import { pageCacheKey } from '../../graphql-server/src/http/page-key';
import { webApp } from '../../graphql-server/src/http/spa';
import { MISSING_ARTICLE_SLUG, NOT_FOUND_TTL_MS } from '../../graphql-server/src/http/anonymous-pages';
import type { PageRenderer } from '../../graphql-server/src/http/ssr';
import { WorkBudget } from '../../graphql-server/src/security/rate-limits';
import { QUERY_VALUE_TOO_LONG_MESSAGE } from '../../graphql-server/src/http/query-limits';
import { DEFAULT_QUERY_BUDGET, operationUnits, QUERY_TOO_LARGE } from '../../graphql-server/src/security/query-budget';
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

// Issue 33: anonymous work is budgeted per address in work units, not only in request counts.
// The budget's clock is the test's: nothing here depends on how fast the machine is.
describe('anonymous GraphQL work is budgeted per client address', () => {
  let server: TestServer;
  let adminToken: string;
  let now = 0;
  const work = new WorkBudget({ burstUnits: 100, refillUnitsPerSecond: 10 }, () => now);

  beforeAll(async () => {
    server = await startServer({ seed: true, workBudget: work });
    adminToken = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server.close());

  // Fifteen distinct 20-item searches with contents: 300 rows, 32 units (operationUnits).
  const flood = (i: number) =>
    `{ ${Array.from({ length: 15 }, (_, a) => `a${a}: posts(pageSize: 20, search: "finops ${i} ${a}") { items { content } }`).join(' ')} }`;
  const from = (address: string, query: string) => request(server.app).post('/graphql').set('X-Forwarded-For', address).send({ query });

  it('answers 429 with Retry-After once an address has spent its budget, and only that address', async () => {
    expect(operationUnits(300)).toBe(32);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await from('203.0.113.7', flood(i))).status);
    // 100 → 68 → 36 → 4 → -28: the fifth and later are refused.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = await from('203.0.113.7', '{ registrationOpen }');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBe(String(Math.ceil(29 / 10)));
    expectNoStackTrace(refused);
    // Another address and staff are not affected.
    expect((await from('203.0.113.8', flood(99))).status).toBe(200);
    const staff = await request(server.app)
      .post('/graphql')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ query: flood(100) });
    expect(staff.status).toBe(200);
    // The budget refills with time.
    now += 3000;
    expect((await from('203.0.113.7', flood(7))).status).toBe(200);
  });
});

// Issue 33: random query strings and random paths must not each cost a server render.
describe('anonymous page renders are shared and budgeted', () => {
  let dist: string;
  let renders: string[];
  let now: number;
  let app: express.Express;
  let work: WorkBudget;
  const versions = { token: () => 'v1', onChange: () => undefined } as unknown as ContentVersions;

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-pages-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    renders = [];
    now = 0;
    work = new WorkBudget({ burstUnits: 200, refillUnitsPerSecond: 10 }, () => now);
    // A renderer whose every render "takes" 60 ms of the test's clock.
    const renderer: PageRenderer = {
      async render(_req, _res, _template, _form, url) {
        renders.push(url!);
        now += 60;
        const missing = url!.startsWith('/blog/');
        return { status: missing ? 404 : 200, html: `<p>${missing ? 'not found' : 'page'} ${url}</p>` };
      },
      stylesheet: () => undefined,
    };
    app = express();
    app.set('trust proxy', ['loopback']);
    app.use(webApp(dist, renderer, { cache: new ResponseCache(versions), isAnonymous: async () => true, work }));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  const page = (url: string, address = '198.51.100.1') => request(app).get(url).set('Accept', 'text/html').set('X-Forwarded-For', address);

  it('serves the canonical page for unknown query parameters (utm_* included) without a new render', async () => {
    expect(pageCacheKey('/blog?utm_source=x&page=2&r=1&q=cost')).toBe('/blog?page=2&q=cost');
    for (const url of ['/', '/?r=1', '/?r=2&utm_source=news', '/?utm_campaign=spring', '/blog?r=x', '/blog?r=y']) {
      const res = await page(url);
      expect(res.status).toBe(200);
    }
    expect(renders).toEqual(['/', '/blog']);
    // Parameters a page reads still make their own page.
    await page('/blog?page=2&r=3');
    await page('/blog?page=2&r=4');
    expect(renders).toEqual(['/', '/blog', '/blog?page=2']);
  });

  it('keeps a not-found render per path briefly, in a bounded cache', async () => {
    for (let i = 0; i < 5; i++) expect((await page('/blog/no-such-article')).status).toBe(404);
    expect(renders).toEqual(['/blog/no-such-article']);
    now += NOT_FOUND_TTL_MS;
    expect((await page('/blog/no-such-article')).status).toBe(404);
    expect(renders).toHaveLength(2);
  });

  it('answers article addresses no post has from one not-found render per content version, the slug written in', async () => {
    const posts = new Set(['real-article']);
    const lookups: string[] = [];
    const door = express();
    door.set('trust proxy', ['loopback']);
    const renderer: PageRenderer = {
      async render(_req, _res, _template, _form, url) {
        renders.push(url!);
        now += 60;
        const slug = url!.slice('/blog/'.length);
        return posts.has(slug)
          ? { status: 200, html: `<p>article ${slug}</p>` }
          : { status: 404, html: `<p>not found</p><script>{"post({\\"slug\\":\\"${slug}\\"})":null}</script>` };
      },
      stylesheet: () => undefined,
    };
    door.use(
      webApp(dist, renderer, {
        cache: new ResponseCache(versions),
        isAnonymous: async () => true,
        work,
        slugRedirect: async (slug) => (slug === 'old-name' ? 'real-article' : null),
        articleExists: async (slug) => {
          lookups.push(slug);
          return posts.has(slug);
        },
      }),
    );
    const get = (url: string) => request(door).get(url).set('Accept', 'text/html').set('X-Forwarded-For', '198.51.100.3');
    for (let i = 0; i < 20; i++) {
      const res = await get(`/blog/random-${i}?utm_source=flood`);
      expect(res.status).toBe(404);
      expect(res.text).toBe(`<p>not found</p><script>{"post({\\"slug\\":\\"random-${i}\\"})":null}</script>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // One render for all twenty, under the placeholder slug; each address cost one lookup.
    expect(renders).toEqual([`/blog/${MISSING_ARTICLE_SLUG}`]);
    expect(lookups).toHaveLength(20);
    // Asked again within NOT_FOUND_TTL_MS: from memory, without a lookup.
    expect((await get('/blog/random-3')).status).toBe(404);
    expect(lookups).toHaveLength(20);
    // A post is rendered as before; an old slug still redirects; an address that cannot be a slug is rendered (budgeted).
    expect((await get('/blog/real-article')).text).toBe('<p>article real-article</p>');
    expect((await get('/blog/old-name?utm_source=x')).headers.location).toBe('/blog/real-article?utm_source=x');
    expect((await get('/blog/not_a_slug')).status).toBe(404);
    expect(renders).toEqual([`/blog/${MISSING_ARTICLE_SLUG}`, '/blog/real-article', '/blog/not_a_slug']);
  });

  it('charges render time to the address and answers 429 with Retry-After once it is spent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await page(`/blog/random-${i}`)).status);
    // 200 units, 60 per render: four renders (the last one overdraws), then refused before rendering.
    expect(statuses).toEqual([404, 404, 404, 404, 429, 429]);
    expect(renders).toHaveLength(4);
    const refused = await page('/blog/random-9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(4);
    // Another visitor still gets pages; the flooding address again once its budget refilled.
    expect((await page('/blog/random-10', '198.51.100.2')).status).toBe(404);
    now += 5000;
    expect((await page('/blog/random-11')).status).toBe(404);
  });
});

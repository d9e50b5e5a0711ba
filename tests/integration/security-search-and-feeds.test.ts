// Abuse cases of the search and of the anonymous crawler endpoints (sitemap, feeds, share
// images): text search syntax and oversized input never error or run unbounded, and the feeds
// are served from memory between changes, so a crawler loop costs no SQL.
import { Client } from 'pg';
import { QUERY_VALUE_TOO_LONG_MESSAGE } from '../../graphql-server/src/http/query-limits';
import { DEFAULT_QUERY_BUDGET } from '../../graphql-server/src/security/query-budget';
import type { TestServer } from '../support/test-server';
import { dataOf, START_TIMEOUT, startServer } from './helpers';

const POSTS = `query ($search: String) { posts(search: $search) { totalCount items { slug } } }`;
const RESOURCES = `query ($search: String) { resources(search: $search) { totalCount items { id } } }`;

async function statementCount(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const proto = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return count;
}

describe('security: search and feeds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ seed: true });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it.each([
    "':*",
    '!!!',
    'a & b | !c <-> d',
    '(((((',
    "cost' OR 1=1 --",
    '"unterminated',
    '-',
    'or',
    '\\',
    '::tsquery',
    'x:*:*:*',
    'ä'.repeat(200),
    'word '.repeat(40),
  ])('search text %j answers 200 without an error (GraphQL and REST)', async (text) => {
    const res = await server.gql(POSTS, { search: text });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(typeof dataOf(res).posts.totalCount).toBe('number');
    expect((await server.gql(RESOURCES, { search: text })).body.errors).toBeUndefined();
    const rest = await server.agent().get('/api/blog/search').query({ q: text });
    expect(rest.status).toBe(200);
    expect(Array.isArray(rest.body)).toBe(true);
  });

  // Longer search text is refused before any SQL runs (the anonymous query budget's argument
  // cap, issue 10): a clear 400, never a 500 or a scan.
  it.each(['ä'.repeat(5000), 'x'.repeat(100_000), 'word '.repeat(2000)])(
    'search text of %#th oversized kind answers 400 with the limit',
    async (text) => {
      const res = await server.gql(POSTS, { search: text });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe(`An argument is too long (at most ${DEFAULT_QUERY_BUDGET.maxArgumentLength} characters).`);
      expect((await server.gql(RESOURCES, { search: text })).status).toBe(400);
      const rest = await server
        .agent()
        .get('/api/blog/search')
        .query({ q: text.slice(0, 1000) });
      expect(rest.status).toBe(400);
      expect(rest.body.message).toBe(QUERY_VALUE_TOO_LONG_MESSAGE);
    },
  );

  it('a crawler fetching the sitemap and feeds again and again costs no SQL after the first time', async () => {
    for (const path of ['/sitemap.xml', '/rss.xml', '/blog/category/technical/rss.xml']) {
      expect((await server.agent().get(path)).status).toBe(200);
      const again = await statementCount(async () => {
        for (let i = 0; i < 5; i++) expect((await server.agent().get(path)).status).toBe(200);
      });
      expect(again).toBe(0);
    }
  });

  it('share images are only made from the site’s own covers (no paths, no other formats)', async () => {
    for (const path of [
      '/og/covers/%2e%2e%2fpackage.png',
      '/og/covers/a.svg',
      '/og/covers/.png',
      '/og/../package.json',
      '/og/covers/x.png?x=../../a',
    ]) {
      expect([301, 404]).toContain((await server.agent().get(path)).status);
    }
  });
});

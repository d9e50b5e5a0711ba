// A broad search costs the same at any size (issue 11, decision 0017): only the newest
// SEARCH_CANDIDATES matches are ranked and counted. With more matches than that, the total says
// SEARCH_CANDIDATES, every page is served from the newest matches ranked best first, and an
// older match lies beyond what is ranked. Under the bound nothing changes (search.test.ts).
import { SEARCH_CANDIDATES, SEARCH_SAMPLE, SEARCH_SAMPLE_MATCHES, SEARCH_WINDOW } from '../../graphql-server/src/shared/full-text';
import type { TestServer } from '../support/test-server';
import { dataOf, START_TIMEOUT, startServer, uniq } from './helpers';

const SEARCH = `query ($search: String, $page: Int) { posts(search: $search, page: $page, pageSize: 6) { totalCount pageInfo { totalPages } items { slug } } }`;

describe('a search matching more posts than are ranked', () => {
  let server: TestServer;
  const word = `broad${uniq()}`;
  const extra = 5;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    // SEARCH_CANDIDATES + 5 posts with the word in their content, one a minute apart (bulk-0 newest).
    await server.dataSource.query(
      `INSERT INTO blog_posts (slug, title, excerpt, content, "coverImage", author, category, tags, featured, "publishedAt", state)
       SELECT $1 || '-' || i, 'Bulk article number ' || i, 'An excerpt about nothing in particular, number ' || i || '.',
              '<p>The ' || $1 || ' notes of review ' || i || '.</p>', '/images/cover.svg', 'Bench', 'strategy', 'Bulk', false,
              now() - interval '1 hour' - (i || ' minutes')::interval, 'PUBLISHED'
         FROM generate_series(0, $2::int - 1) AS i`,
      [word, SEARCH_CANDIDATES + extra],
    );
    // The oldest match of all has the word in its title (it would rank first if every match were ranked).
    await server.dataSource.query(`UPDATE blog_posts SET title = 'The ' || $1 || ' handbook' WHERE slug = $1 || '-' || ($2::int - 1)`, [
      word,
      SEARCH_CANDIDATES + extra,
    ]);
    // A newer title match, within the newest candidates, does rank first.
    await server.dataSource.query(`UPDATE blog_posts SET title = 'A ' || $1 || ' primer' WHERE slug = $1 || '-' || 10`, [word]);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('counts at most SEARCH_CANDIDATES and ranks the newest matches, best first', async () => {
    const first = dataOf(await server.gql(SEARCH, { search: word, page: 1 })).posts;
    expect(first.totalCount).toBe(SEARCH_CANDIDATES);
    expect(first.pageInfo.totalPages).toBe(Math.ceil(SEARCH_CANDIDATES / 6));
    expect(first.items[0].slug).toBe(`${word}-10`);
    expect(first.items[1].slug).toBe(`${word}-0`);

    const last = dataOf(await server.gql(SEARCH, { search: word, page: first.pageInfo.totalPages })).posts;
    const lastSlugs = (last.items as Array<{ slug: string }>).map((p) => p.slug);
    expect(lastSlugs.length).toBe(SEARCH_CANDIDATES % 6 || 6);
    expect(lastSlugs).toContain(`${word}-${SEARCH_CANDIDATES - 1}`);
    expect(lastSlugs).not.toContain(`${word}-${SEARCH_CANDIDATES + extra - 1}`);
  });

  it('counts every match under the bound, as before', async () => {
    const few = dataOf(await server.gql(SEARCH, { search: `${word} "review 7"`, page: 1 })).posts;
    expect(few.totalCount).toBe(1);
  });
});

// A precise search whose words are each common (decision 0017's known cost): only the newest
// SEARCH_SAMPLE posts are walked before matches are read from the index; a search dense enough to
// fill its candidates walks on through the newest SEARCH_WINDOW posts (decision 0041). Whichever
// way, the answer is the newest SEARCH_CANDIDATES matches, best first.
describe('a precise search whose matches lie beyond the newest SEARCH_WINDOW posts', () => {
  let server: TestServer;
  const word = `common${uniq()}`;
  const posts = SEARCH_WINDOW + 50;
  // In every 10th post: more than SEARCH_SAMPLE_MATCHES in the sample, SEARCH_CANDIDATES within the window.
  const dense = `dense${uniq()}`;
  // In every 100th post: fewer than SEARCH_SAMPLE_MATCHES in the sample, read from the index.
  const sparse = `sparse${uniq()}`;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    await server.dataSource.query(
      `INSERT INTO blog_posts (slug, title, excerpt, content, "coverImage", author, category, tags, featured, "publishedAt", state)
       SELECT $1 || '-' || i, 'Window article ' || i, 'An excerpt, number ' || i || '.',
              '<p>The ' || $1 || ' notes of case ' || i || '.'
                || CASE WHEN i % 10 = 0 THEN ' ' || $3 ELSE '' END || CASE WHEN i % 100 = 0 THEN ' ' || $4 ELSE '' END || '</p>',
              '/images/cover.svg', 'Bench', 'strategy', 'Bulk', false,
              now() - interval '1 hour' - (i || ' minutes')::interval, 'PUBLISHED'
         FROM generate_series(0, $2::int - 1) AS i`,
      [word, posts, dense, sparse],
    );
  }, START_TIMEOUT);

  /** Every slug a search answers, page by page. */
  async function allSlugs(search: string): Promise<{ total: number; slugs: string[] }> {
    const slugs: string[] = [];
    for (let page = 1; ; page++) {
      const found = dataOf(await server.gql(SEARCH, { search, page })).posts;
      slugs.push(...(found.items as Array<{ slug: string }>).map((p) => p.slug));
      if (page >= found.pageInfo.totalPages) return { total: found.totalCount, slugs };
    }
  }

  it('walks the window for a search dense enough to fill it: the newest matches', async () => {
    expect(SEARCH_SAMPLE / 10).toBeGreaterThanOrEqual(SEARCH_SAMPLE_MATCHES);
    expect(SEARCH_CANDIDATES * 10).toBeLessThan(SEARCH_WINDOW);
    const { total, slugs } = await allSlugs(dense);
    expect(total).toBe(SEARCH_CANDIDATES);
    const newest = Array.from({ length: SEARCH_CANDIDATES }, (_, k) => `${word}-${k * 10}`);
    expect([...slugs].sort()).toEqual([...newest].sort());
  });

  it('reads a sparse search from the index: every match, however old', async () => {
    expect(SEARCH_SAMPLE / 100).toBeLessThan(SEARCH_SAMPLE_MATCHES);
    const { total, slugs } = await allSlugs(sparse);
    const every = Array.from({ length: Math.ceil(posts / 100) }, (_, k) => `${word}-${k * 100}`);
    expect(total).toBe(every.length);
    expect([...slugs].sort()).toEqual([...every].sort());
    // Best first, then newest: every match has the word once, so the newest comes first.
    expect(slugs[0]).toBe(`${word}-0`);
  });
  afterAll(() => server?.close());

  it('finds the one old match of two common words, and counts every match of a broad one', async () => {
    const oldest = posts - 1;
    const precise = dataOf(await server.gql(SEARCH, { search: `${word} ${oldest}`, page: 1 })).posts;
    expect(precise.totalCount).toBe(1);
    expect(precise.items.map((p: { slug: string }) => p.slug)).toEqual([`${word}-${oldest}`]);

    const typing = dataOf(await server.gql(SEARCH, { search: `${word} ${oldest}`.slice(0, -1), page: 1 })).posts;
    expect(typing.items.map((p: { slug: string }) => p.slug)).toContain(`${word}-${String(oldest).slice(0, -1)}`);

    const none = dataOf(await server.gql(SEARCH, { search: `${word} nosuchword`, page: 1 })).posts;
    expect(none.totalCount).toBe(0);
    expect(none.items).toEqual([]);

    const broad = dataOf(await server.gql(SEARCH, { search: word, page: 1 })).posts;
    expect(broad.totalCount).toBe(SEARCH_CANDIDATES);
    expect(broad.items[0].slug).toBe(`${word}-0`);
  });
});

// Lists select only what they show (issue 11, decision 0017): the blog list, a category, a
// search, the home page's featured posts, related articles, the resources list and the REST
// summaries never read the article body. The SQL the server sends is inspected; the article page
// (which shows the body) is the control that the inspection sees a body when one is read.
import { print, type DocumentNode } from 'graphql';
import request from 'supertest';
import {
  BlogArticleDocument,
  BlogListPostsDocument,
  BlogRelatedPostsDocument,
  FeaturedPostsDocument,
  ResourcesLibraryDocument,
} from '../../web/src/graphql/generated';
import type { TestServer } from '../support/test-server';
import { dataOf, START_TIMEOUT, startServer, statementsOf, type Statement } from './helpers';

/** Statements that read the blog_posts body column. */
const readsBody = (statements: Statement[]) =>
  statements.filter((s) => /blog_posts/.test(s.text) && /"content"|\bcontent\b/.test(s.text)).map((s) => s.text);

describe('list queries read no article body', () => {
  let server: TestServer;
  let slug: string;
  const gqlDoc = (doc: DocumentNode, variables: Record<string, unknown> = {}) => server.gql(print(doc), variables);

  beforeAll(async () => {
    server = await startServer({ seed: true });
    const list = await gqlDoc(BlogListPostsDocument, { page: 1, pageSize: 1 });
    slug = dataOf(list).posts.items[0].slug as string;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const lists: Array<[string, () => Promise<unknown>]> = [
    ['the blog list', () => gqlDoc(BlogListPostsDocument, { page: 1, pageSize: 6 })],
    ['a category', () => gqlDoc(BlogListPostsDocument, { category: 'strategy', page: 1, pageSize: 6 })],
    ['a search', () => gqlDoc(BlogListPostsDocument, { search: 'cost', page: 1, pageSize: 6 })],
    ['the home page', () => gqlDoc(FeaturedPostsDocument)],
    ['related articles', () => gqlDoc(BlogRelatedPostsDocument, { slug })],
    ['the resources list', () => gqlDoc(ResourcesLibraryDocument, { page: 1, pageSize: 6 })],
    ['REST /api/blog', () => request(server.app).get('/api/blog')],
    ['REST /api/blog/search', () => request(server.app).get('/api/blog/search?q=cost')],
    ['REST /api/blog/category/{slug}', () => request(server.app).get('/api/blog/category/strategy')],
    ['REST /api/blog/featured', () => request(server.app).get('/api/blog/featured')],
    ['REST /api/resources', () => request(server.app).get('/api/resources')],
  ];

  it.each(lists)('%s selects no body column', async (_name, run) => {
    const statements = await statementsOf(run);
    expect(statements.length).toBeGreaterThan(0);
    expect(readsBody(statements)).toEqual([]);
  });

  // A REST summary shows ten fields of a post; its lists and its search read no other column
  // (issue 36: at a search page of 100, the other columns were a large part of the answer's CPU).
  // GraphQL's lists read them (a query may ask for any field): the control that the inspection sees them.
  const notInCards = /"(metaTitle|metaDescription|socialImage|canonicalUrl|createdAt|updatedAt|version)"/;
  it.each([
    ['REST /api/blog', '/api/blog?pageSize=5'],
    ['REST /api/blog/search', '/api/blog/search?q=cloud'],
    ['REST /api/blog/category/{slug}', '/api/blog/category/technical'],
  ])('%s reads only the columns a summary shows', async (_name, url) => {
    const statements = (await statementsOf(() => request(server.app).get(url).expect(200))).filter((s) => /blog_posts/.test(s.text));
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) expect(statement.text).not.toMatch(notInCards);
  });

  it('GraphQL lists and searches read the other summary columns (the inspection sees them)', async () => {
    for (const search of [undefined, 'cloud']) {
      const statements = await statementsOf(() => gqlDoc(BlogListPostsDocument, { search, page: 1, pageSize: 5 }));
      expect(statements.some((s) => /blog_posts/.test(s.text) && notInCards.test(s.text))).toBe(true);
    }
  });

  it('reads the body for the article page (the inspection sees it)', async () => {
    const statements = await statementsOf(() => gqlDoc(BlogArticleDocument, { slug }));
    expect(readsBody(statements).length).toBeGreaterThan(0);
  });

  it('still answers `content` on a list when a query asks for it: one batched statement for the page', async () => {
    let res: request.Response | undefined;
    const statements = await statementsOf(async () => {
      res = await server.gql(`{ posts(pageSize: 6) { items { slug content } } }`);
    });
    const items = dataOf(res!).posts.items as Array<{ slug: string; content: string }>;
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(item.content).toMatch(/<p|<h2|<ul/);
    const article = dataOf(await server.gql(`query ($slug: String!) { post(slug: $slug) { content } }`, { slug: items[0].slug }));
    expect(items[0].content).toBe(article.post.content);
    expect(readsBody(statements)).toHaveLength(1);
  });
});

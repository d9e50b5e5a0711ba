// Every REST list is paged (issue 11, decision 0017): ?page= and ?pageSize= (at most 100), the
// spec's JSON array with the totals in headers (X-Total-Count, X-Page, X-Page-Size,
// X-Total-Pages, Link), and 400 naming the allowed range for a value out of it — never a silent
// clamp. Cached public lists keep their totals. Each test has its own category or words.
import request from 'supertest';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, uniq, validCategory, validPost, type Agent } from './helpers';

describe('paged REST lists', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  /** A category of its own with `count` posts, newest first as returned. */
  async function categoryWithPosts(count: number, word = uniq()): Promise<{ slug: string; posts: string[] }> {
    const category = await server.services.categories.create(validCategory());
    const posts: string[] = [];
    for (let i = 0; i < count; i++) {
      const post = await server.services.posts.create(
        validPost({
          category: category.slug,
          title: `Paging ${word} article ${i}`,
          publishedAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
        }),
      );
      posts.push(post.slug);
    }
    return { slug: category.slug, posts };
  }

  const totals = (res: request.Response) => ({
    total: Number(res.headers['x-total-count']),
    page: Number(res.headers['x-page']),
    pageSize: Number(res.headers['x-page-size']),
    pages: Number(res.headers['x-total-pages']),
  });

  it('pages a category list with totals and links, keeping the array shape', async () => {
    const { slug, posts } = await categoryWithPosts(5);
    const first = await request(server.app).get(`/api/blog/category/${slug}`).query({ pageSize: 2 });
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body.map((p: { slug: string }) => p.slug)).toEqual(posts.slice(0, 2));
    expect(totals(first)).toEqual({ total: 5, page: 1, pageSize: 2, pages: 3 });
    expect(first.headers.link).toContain(`/api/blog/category/${slug}?pageSize=2&page=2>; rel="next"`);

    const last = await request(server.app).get(`/api/blog/category/${slug}`).query({ pageSize: 2, page: 3 });
    expect(last.body.map((p: { slug: string }) => p.slug)).toEqual(posts.slice(4));
    expect(last.headers.link).toContain('rel="prev"');
    expect(last.headers.link).not.toContain('rel="next"');

    const excluded = await request(server.app).get(`/api/blog/category/${slug}`).query({ exclude: posts[0] });
    expect(excluded.body.map((p: { slug: string }) => p.slug)).toEqual(posts.slice(1));
    expect(totals(excluded).total).toBe(4);
  });

  it('keeps the totals on a cached answer', async () => {
    const { slug } = await categoryWithPosts(3);
    const first = await request(server.app).get(`/api/blog/category/${slug}?pageSize=1`);
    const again = await request(server.app).get(`/api/blog/category/${slug}?pageSize=1`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(totals(again)).toEqual({ total: 3, page: 1, pageSize: 1, pages: 3 });
    expect(again.headers.link).toBe(first.headers.link);
  });

  it('pages the search and the whole blog; the default page is the documented maximum', async () => {
    const word = `zq${uniq()}`;
    await categoryWithPosts(3, word);
    const search = await request(server.app).get('/api/blog/search').query({ q: word, pageSize: 2 });
    expect(search.body).toHaveLength(2);
    expect(totals(search)).toMatchObject({ total: 3, pages: 2 });
    const empty = await request(server.app).get('/api/blog/search').query({ q: '' });
    expect(empty.body).toEqual([]);
    expect(totals(empty).total).toBe(0);

    const all = await request(server.app).get('/api/blog');
    expect(all.status).toBe(200);
    expect(totals(all).pageSize).toBe(100);
    expect(all.body.length).toBeLessThanOrEqual(100);
    expect(all.body.length).toBe(Math.min(100, totals(all).total));
  });

  it('pages the resources and the categories', async () => {
    const resources = await request(server.app).get('/api/resources').query({ pageSize: 1 });
    expect(resources.body).toHaveLength(1);
    expect(totals(resources).total).toBeGreaterThan(1);
    const byType = await request(server.app).get('/api/resources/type/whitepaper').query({ pageSize: 1 });
    expect(byType.body.length).toBeLessThanOrEqual(1);
    const categories = await request(server.app).get('/api/categories').query({ pageSize: 1 });
    expect(categories.body).toHaveLength(1);
    expect(totals(categories).total).toBeGreaterThan(1);
  });

  it('pages the admin lists', async () => {
    for (const path of ['/api/admin/blog', '/api/admin/categories', '/api/admin/resources']) {
      const res = await admin.agent.get(path).query({ pageSize: 1 });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(totals(res).total).toBeGreaterThan(1);
    }
    for (const path of ['/api/admin/playbook-leads', '/api/admin/contact-requests']) {
      const res = await admin.agent.get(path).query({ page: 1, pageSize: 10 });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(totals(res).pageSize).toBe(10);
    }
  });

  it.each([
    ['/api/blog', { pageSize: 101 }, 'pageSize must be a whole number from 1 to 100.'],
    ['/api/blog', { pageSize: 500 }, 'pageSize must be a whole number from 1 to 100.'],
    ['/api/blog/search', { q: 'cost', page: 0 }, 'page must be a whole number from 1 to 10000.'],
    ['/api/blog/category/technical', { page: 'two' }, 'page must be a whole number from 1 to 10000.'],
    ['/api/resources', { pageSize: -1 }, 'pageSize must be a whole number from 1 to 100.'],
    ['/api/categories', { pageSize: '1.5' }, 'pageSize must be a whole number from 1 to 100.'],
  ])('GET %s with %j answers 400 with the allowed range', async (path, query, message) => {
    const res = await request(server.app).get(path).query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].message).toBe(message);
  });

  it('answers 400 for out-of-range admin pages and for a repeated parameter', async () => {
    const admins = await admin.agent.get('/api/admin/playbook-leads').query({ pageSize: 0 });
    expect(admins.status).toBe(400);
    expect(admins.body.message).toBe('pageSize must be a whole number from 1 to 100.');
    const blog = await admin.agent.get('/api/admin/blog?pageSize=1000');
    expect(blog.status).toBe(400);
    const repeated = await request(server.app).get('/api/blog?page=1&page=2');
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors[0].field).toBe('page');
  });
});

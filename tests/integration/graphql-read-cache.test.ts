// Public GraphQL reads cached like the REST reads (decision 0017): an anonymous public query gets
// an ETag (304 when unchanged) and a Cache-Control a CDN can use, is dropped when an admin writes,
// and works as an automatic persisted query over GET; staff answers are private and never kept;
// mutations never run over GET; Apollo's CSRF rule holds for cached answers too. Behaviour only.
import crypto from 'node:crypto';
import request from 'supertest';
import { PUBLIC_READ_CACHE_CONTROL } from '../../graphql-server/src/cache/response-cache';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { dataOf, START_TIMEOUT, startServer, uniq, validPost, type Agent } from './helpers';

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

describe('public GraphQL read cache and persisted queries', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  /** A query text of its own per test, so no test sees another's cache entry. */
  const postsQuery = () => `query Cached${uniq()} { posts(pageSize: 100) { totalCount items { slug } } }`;

  it('answers an anonymous public read with an ETag, 304 when unchanged, and a CDN-fit Cache-Control', async () => {
    const query = postsQuery();
    const first = await request(server.app).post('/graphql').send({ query });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(first.headers['cache-control']).toContain('stale-while-revalidate=');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await request(server.app).post('/graphql').send({ query });
    expect(again.status).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toEqual(first.body);

    const revalidated = await request(server.app).post('/graphql').set('If-None-Match', etag).send({ query });
    expect(revalidated.status).toBe(304);
  });

  it('drops a cached answer when an admin writes content', async () => {
    const query = postsQuery();
    const before = await request(server.app).post('/graphql').send({ query });
    const slug = `cache-write-${uniq()}`;
    await server.services.posts.create(validPost({ slug }));
    const after = await request(server.app).post('/graphql').send({ query });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.body as { data: { posts: { items: Array<{ slug: string }> } } }).data.posts.items.map((p) => p.slug)).toContain(slug);
    const stale = await request(server.app)
      .post('/graphql')
      .set('If-None-Match', before.headers.etag as string)
      .send({ query });
    expect(stale.status).toBe(200);
  });

  it('never caches staff or token answers: private, no-store', async () => {
    const query = postsQuery();
    await request(server.app).post('/graphql').send({ query });
    const staff = await server.gql(query, {}, undefined, admin.token);
    expect(staff.status).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    // Express's own weak ETag may remain; never the cache's strong one.
    expect(staff.headers.etag ?? '').not.toMatch(/^"/);
    const viaCookie = await admin.agent.post('/graphql').send({ query });
    expect(viaCookie.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps non-public queries and errors out of the cache', async () => {
    const me = await request(server.app).post('/graphql').send({ query: '{ me { id } }' });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers.etag ?? '').not.toMatch(/^"/);
    const mixed = await request(server.app)
      .post('/graphql')
      .send({ query: `query Mixed${uniq()} { categories { slug } registrationOpen }` });
    expect(mixed.headers['cache-control']).toBe('no-store');
    const failed = await request(server.app)
      .post('/graphql')
      .send({ query: `query Bad${uniq()} { posts { totalCount nope } }` });
    expect(failed.headers['cache-control']).not.toBe(PUBLIC_READ_CACHE_CONTROL);
  });

  it('serves automatic persisted queries over GET, cacheable, with the variables in the URL', async () => {
    const query = `query Apq${uniq()}($category: String) { posts(category: $category, pageSize: 100) { totalCount items { slug category } } }`;
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
    const variables = JSON.stringify({ category: 'strategy' });
    const get = () => request(server.app).get('/graphql').query({ extensions, variables }).set('apollo-require-preflight', 'true');

    const unknown = await get();
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers['cache-control']).not.toBe(PUBLIC_READ_CACHE_CONTROL);

    const registered = await request(server.app)
      .get('/graphql')
      .query({ query, extensions, variables })
      .set('apollo-require-preflight', 'true');
    expect(registered.status).toBe(200);
    const items = dataOf(registered).posts.items as Array<{ category: string }>;
    expect(items.every((post) => post.category === 'strategy')).toBe(true);

    const hashed = await get();
    expect(hashed.status).toBe(200);
    expect(hashed.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(hashed.body).toEqual(registered.body);
    const notModified = await get().set('If-None-Match', hashed.headers.etag as string);
    expect(notModified.status).toBe(304);
  });

  it('keeps Apollo’s CSRF prevention for GET, cached or not', async () => {
    const query = postsQuery();
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
    const cached = await request(server.app).get('/graphql').query({ query, extensions }).set('apollo-require-preflight', 'true');
    expect(cached.status).toBe(200);
    expect(cached.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    // A simple request (no preflight header, no JSON content type) is refused, even for a kept answer.
    const simple = await request(server.app).get('/graphql').query({ extensions });
    expect(simple.status).toBe(400);
    expect(simple.text).toMatch(/Cross-Site Request Forgery/);
  });

  it('never runs a mutation over GET', async () => {
    const mutation = `mutation { logout }`;
    const res = await request(server.app).get('/graphql').query({ query: mutation }).set('apollo-require-preflight', 'true');
    expect(res.status).toBe(405);
  });
});

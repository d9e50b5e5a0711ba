// Full-text search (docs/decisions/0012-search-and-seo.md) on the engine under test — run with
// and without DATABASE_URL: weighted ranking (title > excerpt/tags > content), prefix matching
// of the word being typed, websearch syntax, stemming, filters, scheduled posts, resources, REST,
// and the admin searches of SPEC §2 (category as shown, labels of types and spending ranges).
import type { TestServer } from '../support/test-server';
import { signedInAdmin } from '../support/test-server';
import { dataOf, START_TIMEOUT, startServer, uniq, validPost, validResource, type Agent } from './helpers';

const POSTS = `query ($search: String, $category: String, $pageSize: Int, $page: Int) {
  posts(search: $search, category: $category, pageSize: $pageSize, page: $page) { totalCount items { slug } }
}`;
const RESOURCES = `query ($search: String, $type: String) { resources(search: $search, type: $type, pageSize: 100) { totalCount items { title } } }`;
const ADMIN_POSTS = `query ($search: String) { adminPosts(search: $search, pageSize: 100) { totalCount items { slug } } }`;
const ADMIN_RESOURCES = `query ($search: String) { adminResources(search: $search, pageSize: 100) { totalCount items { title } } }`;
const CONTACTS = `query ($search: String) { contactRequests(search: $search) { totalCount items { company } } }`;

describe('full-text search', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  // A word no seed text holds, so every search below sees only this file's posts.
  const w = `zq${uniq()}`;
  const slugs = { title: `title-${w}`, excerpt: `excerpt-${w}`, content: `content-${w}`, tags: `tags-${w}`, other: `other-${w}` };

  const posts = async (variables: Record<string, unknown>) => dataOf(await server.gql(POSTS, { pageSize: 100, ...variables })).posts;
  const slugsOf = (page: { items: Array<{ slug: string }> }) => page.items.map((p) => p.slug);

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    const body = (extra: string) => `<p>Plain body text for the content minimum of fifty characters. ${extra}</p>`;
    // The newest post carries the word only in its content, the oldest in its title: the rank, not the date, decides.
    await server.services.posts.create(
      validPost({ slug: slugs.content, title: 'Budget notes', content: body(`Kubernetes ${w}`), publishedAt: at(1) }),
    );
    await server.services.posts.create(
      validPost({ slug: slugs.tags, title: 'Reserved capacity', tags: `${w}, Savings`, publishedAt: at(2) }),
    );
    await server.services.posts.create(
      validPost({
        slug: slugs.excerpt,
        title: 'Forecasting',
        excerpt: `How teams plan ${w} spend each quarter carefully.`,
        publishedAt: at(3),
      }),
    );
    await server.services.posts.create(
      validPost({ slug: slugs.title, title: `Optimizing ${w} clusters`, category: 'case-studies', publishedAt: at(4) }),
    );
    await server.services.posts.create(
      validPost({ slug: slugs.other, title: `Unrelated o${w}`, content: body('Running workloads on spot capacity.'), publishedAt: at(5) }),
    );
    await server.services.posts.create(
      validPost({ slug: `scheduled-${w}`, title: `Scheduled ${w}`, publishedAt: new Date(Date.now() + day).toISOString() }),
    );
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('ranks a title match above excerpt and tags, and those above content, whatever the dates', async () => {
    const page = await posts({ search: w });
    // tags and excerpt weigh the same (B): the newer first.
    expect(slugsOf(page)).toEqual([slugs.title, slugs.tags, slugs.excerpt, slugs.content]);
    expect(page.totalCount).toBe(4);
  });

  it('matches the word being typed as a prefix', async () => {
    expect(slugsOf(await posts({ search: w.slice(0, -3) }))).toEqual(expect.arrayContaining([slugs.title, slugs.content]));
    expect(slugsOf(await posts({ search: `${w} clus` }))).toEqual([slugs.title]);
    // A finished word (followed by a space) is not a prefix.
    expect((await posts({ search: `${w} clus ` })).totalCount).toBe(0);
  });

  it('stems words (optimization finds Optimizing) and ignores case', async () => {
    expect(slugsOf(await posts({ search: `OPTIMIZATION ${w} ` }))).toEqual([slugs.title]);
  });

  it('understands websearch syntax: quoted phrases, exclusions and OR', async () => {
    expect(slugsOf(await posts({ search: `"optimizing ${w}"` }))).toEqual([slugs.title]);
    expect(slugsOf(await posts({ search: `"${w} optimizing"` }))).toEqual([]);
    expect(slugsOf(await posts({ search: `${w} -kubernetes -clusters -savings -quarter` }))).toEqual([]);
    expect(new Set(slugsOf(await posts({ search: `o${w} or "optimizing ${w}"` })))).toEqual(new Set([slugs.other, slugs.title]));
  });

  it('combines with a category, pages, and never finds a scheduled post', async () => {
    expect(slugsOf(await posts({ search: w, category: 'case-studies' }))).toEqual([slugs.title]);
    const second = await posts({ search: w, pageSize: 3, page: 2 });
    expect(second.totalCount).toBe(4);
    expect(slugsOf(second)).toEqual([slugs.content]);
    expect((await posts({ search: `Scheduled ${w}` })).totalCount).toBe(0);
  });

  it('finds nothing for text without words, and treats punctuation as a word break', async () => {
    for (const text of ['%', '_', '!!!', '\\', ':*', "'"]) expect((await posts({ search: text })).totalCount).toBe(0);
    expect(slugsOf(await posts({ search: `optimizing&${w}|(clusters` }))).toEqual([slugs.title]);
  });

  it('GET /api/blog/search uses the same search, best match first', async () => {
    const res = await server
      .agent()
      .get('/api/blog/search')
      .query({ q: `${w} clu` });
    expect(res.status).toBe(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual([slugs.title]);
    const all = await server.agent().get('/api/blog/search').query({ q: w });
    expect(all.body[0].slug).toBe(slugs.title);
  });

  it('searches resources: title above description above type/category, with prefixes', async () => {
    const r = `zr${uniq()}`;
    await server.services.resources.create(validResource({ title: `Guide ${r}`, publishedAt: new Date(Date.now() - 5000).toISOString() }));
    await server.services.resources.create(
      validResource({ title: `Paper two ${uniq()}`, description: `All about the ${r} method in practice today.` }),
    );
    const page = dataOf(await server.gql(RESOURCES, { search: r.slice(0, -2), type: 'infographic' })).resources;
    expect(page.items.map((x: { title: string }) => x.title)).toEqual([`Guide ${r}`, expect.stringContaining('Paper two')]);
    const byType = dataOf(await server.gql(RESOURCES, { search: `${r} whitepap` })).resources;
    expect(byType.totalCount).toBe(2);
    expect(dataOf(await server.gql(RESOURCES, { search: `${r} infograph` })).resources.totalCount).toBe(0);
    const res = await server.agent().get('/api/resources').query({ search: r });
    expect(res.body.map((x: { title: string }) => x.title)[0]).toBe(`Guide ${r}`);
  });

  describe('admin search (SPEC §2)', () => {
    it('finds blog posts by the category name shown ("Case Studies") and by its slug', async () => {
      const byName = dataOf(await server.gql(ADMIN_POSTS, { search: 'Case Studies' }, admin.agent)).adminPosts;
      expect(slugsOf(byName)).toContain(slugs.title);
      expect(slugsOf(byName)).not.toContain(slugs.tags);
      const bySlug = dataOf(await server.gql(ADMIN_POSTS, { search: 'case-studies' }, admin.agent)).adminPosts;
      expect(slugsOf(bySlug)).toContain(slugs.title);
      // Substring matching, as the spec's client-side search: part of an author or tag is enough.
      expect(slugsOf(dataOf(await server.gql(ADMIN_POSTS, { search: w.slice(2, 8) }, admin.agent)).adminPosts).length).toBe(5);
    });

    it('finds resources by the type and category labels shown', async () => {
      const title = `Labelled ${uniq()}`;
      await server.services.resources.create(validResource({ title, type: 'case-study', category: 'cost-optimization' }));
      for (const search of ['Case Study', 'case-study', 'Cost Optimization']) {
        const titles = dataOf(await server.gql(ADMIN_RESOURCES, { search }, admin.agent)).adminResources.items.map(
          (x: { title: string }) => x.title,
        );
        expect(titles).toContain(title);
      }
    });

    it('finds contact requests by the spending range shown ($50K - $100K)', async () => {
      const company = `Spend ${uniq()}`;
      await server.services.leads.submitContactRequest(
        {
          name: 'Range Person',
          email: `range-${uniq()}@example.com`,
          company,
          cloudSpending: '50k-100k',
          privacyConsent: true,
        },
        '192.0.2.10',
      );
      const found = dataOf(await server.gql(CONTACTS, { search: '$50K - $100K' }, admin.agent)).contactRequests;
      expect(found.items.map((x: { company: string }) => x.company)).toContain(company);
    });
  });
});

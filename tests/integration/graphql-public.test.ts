// The public GraphQL operations over the seeded database: blog, categories, resources,
// downloads and the two lead forms. Nothing here creates posts or resources, so the seed
// counts hold for the whole file; leads are checked through an admin query.
import { SEED_CATEGORIES, SEED_POSTS, SEED_RESOURCES } from '../../graphql-server/src/db/seed/content';
import { signedInAdmin, type TestServer } from '../support/test-server';
import {
  dataOf,
  expectFieldErrors,
  expectGqlError,
  PAGE_INFO,
  POST_FIELDS,
  randomUuid,
  RESOURCE_FIELDS,
  START_TIMEOUT,
  startServer,
  uniq,
  validContact,
  validLead,
  type Agent,
} from './helpers';

const SCHEDULED_SLUG = 'azure-budgets-action-groups-auto-shutdown-tutorial';

/** Seed posts visible to the public, newest first (smaller daysAgo = newer). */
const PUBLISHED = SEED_POSTS.filter((p) => p.daysAgo >= 0).sort((a, b) => a.daysAgo - b.daysAgo);
const PUBLISHED_SLUGS = PUBLISHED.map((p) => p.slug);
const RESOURCES_NEWEST_FIRST = [...SEED_RESOURCES].sort((a, b) => a.daysAgo - b.daysAgo);

const POSTS = `query Posts($category: String, $search: String, $page: Int, $pageSize: Int) {
  posts(category: $category, search: $search, page: $page, pageSize: $pageSize) {
    totalCount ${PAGE_INFO} items { slug category status publishedAt }
  }
}`;

const RESOURCES = `query Resources($type: String, $search: String, $page: Int, $pageSize: Int) {
  resources(type: $type, search: $search, page: $page, pageSize: $pageSize) {
    totalCount ${PAGE_INFO} items { ${RESOURCE_FIELDS} }
  }
}`;

describe('public GraphQL API', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const posts = async (variables: Record<string, unknown> = {}) => dataOf(await server.gql(POSTS, variables)).posts;
  const resources = async (variables: Record<string, unknown> = {}) => dataOf(await server.gql(RESOURCES, variables)).resources;
  // Download counts change without announcing a content version (decision 0011: a visitor's
  // download must not empty every cache), so anonymous reads may be up to a minute behind; a
  // staff read is never cached and shows the stored count.
  const storedResources = async (variables: Record<string, unknown> = {}) =>
    dataOf(await server.gql(RESOURCES, variables, undefined, admin.token)).resources;

  it('has the seed the expectations below are computed from', () => {
    expect(SEED_POSTS).toHaveLength(14);
    expect(PUBLISHED).toHaveLength(13);
    expect(SEED_POSTS.find((p) => p.slug === SCHEDULED_SLUG)!.daysAgo).toBeLessThan(0);
    expect(SEED_RESOURCES).toHaveLength(10);
  });

  describe('featuredPosts', () => {
    const FEATURED = PUBLISHED.filter((p) => p.featured).map((p) => p.slug);

    it('returns the three newest featured published posts by default', async () => {
      const { featuredPosts } = dataOf(await server.gql(`{ featuredPosts { ${POST_FIELDS} } }`));
      expect(featuredPosts.map((p: { slug: string }) => p.slug)).toEqual(FEATURED.slice(0, 3));
      for (const post of featuredPosts) {
        expect(post.featured).toBe(true);
        expect(post.status).toBe('PUBLISHED');
        expect(new Date(post.publishedAt).getTime()).toBeLessThanOrEqual(Date.now());
      }
      const times = featuredPosts.map((p: { publishedAt: string }) => new Date(p.publishedAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('honours the limit', async () => {
      const two = dataOf(await server.gql('{ featuredPosts(limit: 2) { slug } }')).featuredPosts;
      expect(two.map((p: { slug: string }) => p.slug)).toEqual(FEATURED.slice(0, 2));
      const many = dataOf(await server.gql('{ featuredPosts(limit: 10) { slug } }')).featuredPosts;
      expect(many.map((p: { slug: string }) => p.slug)).toEqual(FEATURED);
      expect(FEATURED).toHaveLength(4);
    });
  });

  describe('posts', () => {
    it('returns the first page of six, newest first, with 13 published posts in all', async () => {
      const page = await posts();
      expect(page.totalCount).toBe(13);
      expect(page.items).toHaveLength(6);
      expect(page.items.map((p: { slug: string }) => p.slug)).toEqual(PUBLISHED_SLUGS.slice(0, 6));
      expect(page.pageInfo).toEqual({ page: 1, pageSize: 6, totalPages: 3, hasNextPage: true, hasPreviousPage: false });
      for (const item of page.items) expect(item.status).toBe('PUBLISHED');
    });

    it('walks every page to the last one', async () => {
      const seen: string[] = [];
      const infos = [];
      for (let n = 1; n <= 3; n += 1) {
        const page = await posts({ page: n });
        expect(page.totalCount).toBe(13);
        seen.push(...page.items.map((p: { slug: string }) => p.slug));
        infos.push(page.pageInfo);
      }
      expect(seen).toEqual(PUBLISHED_SLUGS);
      expect(seen).not.toContain(SCHEDULED_SLUG);
      expect(infos).toEqual([
        { page: 1, pageSize: 6, totalPages: 3, hasNextPage: true, hasPreviousPage: false },
        { page: 2, pageSize: 6, totalPages: 3, hasNextPage: true, hasPreviousPage: true },
        { page: 3, pageSize: 6, totalPages: 3, hasNextPage: false, hasPreviousPage: true },
      ]);
      const past = await posts({ page: 4 });
      expect(past.items).toEqual([]);
      expect(past.pageInfo.hasNextPage).toBe(false);
      // No row carries the total past the last page: it is still the count of every published post.
      expect(past.totalCount).toBe(13);
      expect(past.pageInfo.totalPages).toBe(3);
    });

    it('refuses a pageSize over 100 (never cut, issue 15) and treats page < 1 as page 1', async () => {
      const big = await posts({ pageSize: 100 });
      expect(big.items).toHaveLength(13);
      expect(big.pageInfo).toEqual({ page: 1, pageSize: 100, totalPages: 1, hasNextPage: false, hasPreviousPage: false });
      for (const pageSize of [1000, 101, 0]) {
        expectGqlError(await server.gql(POSTS, { pageSize }), 'BAD_USER_INPUT', 'pageSize must be a whole number from 1 to 100.');
      }
      for (const page of [0, -5]) {
        const result = await posts({ page });
        expect(result.pageInfo.page).toBe(1);
        expect(result.pageInfo.hasPreviousPage).toBe(false);
        expect(result.items.map((p: { slug: string }) => p.slug)).toEqual(PUBLISHED_SLUGS.slice(0, 6));
      }
      const small = await posts({ pageSize: 4, page: 4 });
      expect(small.items.map((p: { slug: string }) => p.slug)).toEqual(PUBLISHED_SLUGS.slice(12));
      expect(small.pageInfo).toEqual({ page: 4, pageSize: 4, totalPages: 4, hasNextPage: false, hasPreviousPage: true });
    });

    it.each(SEED_CATEGORIES.map((c) => c.slug))('filters by category %s (scheduled excluded)', async (category) => {
      const expected = PUBLISHED.filter((p) => p.category === category).map((p) => p.slug);
      const page = await posts({ category, pageSize: 100 });
      expect(page.totalCount).toBe(expected.length);
      expect(page.items.map((p: { slug: string }) => p.slug)).toEqual(expected);
      for (const item of page.items) expect(item.category).toBe(category);
    });

    it("treats category 'all' (and null) as no filter, and an unknown category as empty", async () => {
      expect((await posts({ category: 'all' })).totalCount).toBe(13);
      expect((await posts({ category: null })).totalCount).toBe(13);
      expect((await posts({ category: 'tutorials' })).totalCount).toBe(2);
      const none = await posts({ category: `nope-${uniq()}` });
      expect(none.totalCount).toBe(0);
      expect(none.items).toEqual([]);
      expect(none.pageInfo).toEqual({ page: 1, pageSize: 6, totalPages: 1, hasNextPage: false, hasPreviousPage: false });
    });

    it.each([
      ['a title word in any case', 'KUBERNETES'],
      ['a word only in tags', 'KPIs'],
      ['a tag only in tags (other case)', 'containers'],
      ['a word only in an excerpt', 'standardises'],
      ['a word only in content', 'namespaces'],
      ['a phrase across fields', 'Hybrid Benefit'],
    ])('finds every post holding the words in title/excerpt/content/tags, in any case: %s (%j)', async (_label, text) => {
      // Full-text search (docs/decisions/0012): whole words (stemmed), so every post holding each word is found.
      const words = text.toLowerCase().split(' ');
      const expected = PUBLISHED.filter((p) =>
        words.every((word) => [p.title, p.excerpt, p.content, p.tags].some((f) => new RegExp(`\\b${word}\\b`, 'i').test(f))),
      ).map((p) => p.slug);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(13);
      const page = await posts({ search: text, pageSize: 100 });
      expect(page.totalCount).toBe(page.items.length);
      expect(page.items.map((p: { slug: string }) => p.slug)).toEqual(expect.arrayContaining(expected));
    });

    it("finds nothing for text without words ('%', '_'), and punctuation only separates words", async () => {
      for (const text of ['%', '_', '\\', '%%']) expect((await posts({ search: text })).totalCount).toBe(0);
      const spaced = await posts({ search: 'Cut Compute Spend', pageSize: 100 });
      expect(spaced.items.map((p: { slug: string }) => p.slug)).toContain('saas-platform-rightsizing-graviton-case-study');
      expect((await posts({ search: 'Cut%Compute_Spend', pageSize: 100 })).items).toEqual(spaced.items);
    });

    it('ignores a blank search and combines a search with a category', async () => {
      expect((await posts({ search: '   ' })).totalCount).toBe(13);
      expect((await posts({ search: '' })).totalCount).toBe(13);
      const all = await posts({ search: 'aws', pageSize: 100 });
      const technical = all.items.filter((p: { category: string }) => p.category === 'technical');
      const page = await posts({ search: 'aws', category: 'technical', pageSize: 100 });
      expect(page.items).toEqual(technical);
      expect(technical.length).toBeGreaterThan(0);
      expect(technical.length).toBeLessThan(all.items.length);
    });

    it('never finds the scheduled post, even by its own title', async () => {
      const scheduled = SEED_POSTS.find((p) => p.slug === SCHEDULED_SLUG)!;
      const page = await posts({ search: 'Automatic Shutdown for Dev Subscriptions', pageSize: 100 });
      expect(page.items.map((p: { slug: string }) => p.slug)).not.toContain(scheduled.slug);
      expect(page.totalCount).toBe(0);
    });
  });

  describe('post(slug)', () => {
    it('returns a published post with status PUBLISHED and its tags split and trimmed', async () => {
      const seed = SEED_POSTS.find((p) => p.slug === 'kubernetes-cost-allocation-shared-clusters')!;
      const { post } = dataOf(await server.gql(`query ($slug: String!) { post(slug: $slug) { ${POST_FIELDS} } }`, { slug: seed.slug }));
      expect(post).toMatchObject({
        slug: seed.slug,
        title: seed.title,
        excerpt: seed.excerpt,
        content: seed.content,
        author: seed.author,
        category: 'technical',
        tags: seed.tags,
        featured: true,
        status: 'PUBLISHED',
      });
      expect(post.tagList).toEqual(['Kubernetes', 'Cost Allocation', 'Containers', 'OpenCost', 'EKS', 'GKE']);
      expect(post.tagList).toEqual(seed.tags.split(',').map((t) => t.trim()));
      expect(new Date(post.publishedAt).getTime()).toBeLessThan(Date.now());
    });

    it.each([
      ['an unknown slug', `no-such-post-${uniq()}`],
      ['the scheduled post', SCHEDULED_SLUG],
      ['an empty slug', ''],
    ])('returns null for %s', async (_label, slug) => {
      const res = await server.gql('query ($slug: String!) { post(slug: $slug) { id title } }', { slug });
      expect(dataOf(res).post).toBeNull();
    });
  });

  describe('relatedPosts', () => {
    const related = async (slug: string, limit?: number) =>
      dataOf(
        await server.gql('query ($slug: String!, $limit: Int!) { relatedPosts(slug: $slug, limit: $limit) { slug category status } }', {
          slug,
          limit: limit ?? 3,
        }),
      ).relatedPosts as Array<{ slug: string; category: string; status: string }>;

    it('returns up to three other posts of the same category, newest first', async () => {
      const list = await related('showback-before-chargeback');
      const expected = PUBLISHED.filter((p) => p.category === 'strategy' && p.slug !== 'showback-before-chargeback')
        .map((p) => p.slug)
        .slice(0, 3);
      expect(list.map((p) => p.slug)).toEqual(expected);
      expect(list).toHaveLength(3);
      for (const p of list) {
        expect(p.category).toBe('strategy');
        expect(p.status).toBe('PUBLISHED');
      }
    });

    it('never returns more than three: a larger limit is refused with the allowed range (issue 15)', async () => {
      expect(await related('showback-before-chargeback', 3)).toHaveLength(3);
      expect(await related('showback-before-chargeback', 1)).toHaveLength(1);
      const res = await server.gql('{ relatedPosts(slug: "showback-before-chargeback", limit: 50) { slug } }');
      expectGqlError(res, 'BAD_USER_INPUT', 'limit must be a whole number from 1 to 3.');
    });

    it('excludes the scheduled post of the same category', async () => {
      const list = await related('aws-tag-policies-scp-enforcement-tutorial');
      expect(list.map((p) => p.slug)).toEqual(['gcp-billing-export-bigquery-cost-report-tutorial']);
    });

    it('is empty for the scheduled post itself and for an unknown slug', async () => {
      expect(await related(SCHEDULED_SLUG)).toEqual([]);
      expect(await related(`unknown-${uniq()}`)).toEqual([]);
    });
  });

  describe('categories', () => {
    it('lists the four seed categories by name', async () => {
      const { categories } = dataOf(await server.gql('{ categories { id name slug description } }'));
      expect(categories.map((c: { slug: string }) => c.slug)).toEqual(['case-studies', 'strategy', 'technical', 'tutorials']);
      for (const c of categories) {
        const seed = SEED_CATEGORIES.find((s) => s.slug === c.slug)!;
        expect(c).toMatchObject({ name: seed.name, description: seed.description });
      }
    });

    it('finds one category by slug, null when unknown', async () => {
      const q = 'query ($slug: String!) { category(slug: $slug) { name slug } }';
      expect(dataOf(await server.gql(q, { slug: 'technical' })).category).toEqual({ name: 'Technical', slug: 'technical' });
      expect(dataOf(await server.gql(q, { slug: 'unknown' })).category).toBeNull();
    });
  });

  describe('resources', () => {
    it('returns the first page of six, newest first, with 10 in all', async () => {
      const page = await resources();
      expect(page.totalCount).toBe(10);
      expect(page.items.map((r: { title: string }) => r.title)).toEqual(RESOURCES_NEWEST_FIRST.slice(0, 6).map((r) => r.title));
      expect(page.pageInfo).toEqual({ page: 1, pageSize: 6, totalPages: 2, hasNextPage: true, hasPreviousPage: false });
      const second = await resources({ page: 2 });
      expect(second.items.map((r: { title: string }) => r.title)).toEqual(RESOURCES_NEWEST_FIRST.slice(6).map((r) => r.title));
      expect(second.pageInfo).toEqual({ page: 2, pageSize: 6, totalPages: 2, hasNextPage: false, hasPreviousPage: true });
    });

    it.each([
      ['whitepaper', 3],
      ['case-study', 2],
      ['template', 3],
      ['infographic', 2],
    ])('filters by type %s', async (type, count) => {
      const page = await resources({ type, pageSize: 100 });
      expect(page.totalCount).toBe(count);
      expect(page.items.map((r: { title: string }) => r.title)).toEqual(
        RESOURCES_NEWEST_FIRST.filter((r) => r.type === type).map((r) => r.title),
      );
      for (const item of page.items) expect(item.type).toBe(type);
    });

    it("treats type 'all' as no filter and an unknown type as empty", async () => {
      expect((await resources({ type: 'all' })).totalCount).toBe(10);
      expect((await resources({ type: 'podcast' })).totalCount).toBe(0);
    });

    it('lets a search override the type and look at every type', async () => {
      const page = await resources({ type: 'infographic', search: 'showback', pageSize: 100 });
      expect(page.items.map((r: { title: string }) => r.title)).toEqual(['Case Study: Health Network Moves from Showback to Chargeback']);
      expect(page.items[0].type).toBe('case-study');
    });

    it.each(['TEMPLATE', 'cost-optimization', 'Azure'])('searches title/description/type/category by words: %j', async (text) => {
      const words = text.toLowerCase().split('-');
      const expected = RESOURCES_NEWEST_FIRST.filter((r) =>
        words.every((word) => [r.title, r.description, r.type, r.category].some((f) => f.toLowerCase().includes(word))),
      ).map((r) => r.title);
      const page = await resources({ search: text, pageSize: 100 });
      expect(expected.length).toBeGreaterThan(0);
      expect(page.items.map((r: { title: string }) => r.title)).toEqual(expect.arrayContaining(expected));
    });

    it('finds nothing for an unknown word or text without words', async () => {
      for (const text of ['zz-no-match', '%', '%%']) expect((await resources({ search: text })).totalCount).toBe(0);
    });
  });

  describe('recordResourceDownload', () => {
    const RECORD = 'mutation ($id: ID!) { recordResourceDownload(id: $id) { id fileUrl downloadCount } }';

    it('increments the count once per address and hour, and always returns the file address', async () => {
      const seed = SEED_RESOURCES.find((r) => r.title === 'Monthly Cloud Cost Review Template')!;
      const page = await resources({ search: seed.title });
      const resource = page.items[0];
      expect(resource.downloadCount).toBe(seed.downloadCount);

      const first = dataOf(await server.gql(RECORD, { id: resource.id })).recordResourceDownload;
      expect(first).toEqual({ id: resource.id, fileUrl: seed.fileUrl, downloadCount: seed.downloadCount + 1 });
      // The same address again: answered as before, not counted again.
      const second = dataOf(await server.gql(RECORD, { id: resource.id })).recordResourceDownload;
      expect(second).toEqual({ id: resource.id, fileUrl: seed.fileUrl, downloadCount: seed.downloadCount + 1 });

      // An hour later it counts again.
      await server.dataSource.query(
        `UPDATE resource_download_marks SET "countedUntil" = now() - interval '1 second' WHERE "resourceId" = $1`,
        [resource.id],
      );
      expect(dataOf(await server.gql(RECORD, { id: resource.id })).recordResourceDownload.downloadCount).toBe(seed.downloadCount + 2);
      const after = await storedResources({ search: seed.title });
      expect(after.items[0].downloadCount).toBe(seed.downloadCount + 2);
    });

    // Concurrency needs real PostgreSQL (see graphql-auth.test.ts: the harness pools 10
    // connections to the single-session embedded database).
    it('counts simultaneous downloads from one address once', async () => {
      const seed = SEED_RESOURCES.find((r) => r.title === 'FinOps KPIs at a Glance')!;
      const id = (await resources({ search: seed.title })).items[0].id;
      const before = (await storedResources({ search: seed.title })).items[0].downloadCount;
      const answers = await Promise.all(Array.from({ length: 5 }, () => server.gql(RECORD, { id })));
      for (const answer of answers) expect(dataOf(answer).recordResourceDownload.id).toBe(id);
      expect((await storedResources({ search: seed.title })).items[0].downloadCount).toBe(before + 1);
    });

    it('starts from 0 when the stored count is null (SPEC §3: downloadCount may be null)', async () => {
      const title = 'Rightsizing Review Checklist';
      await server.dataSource.query('UPDATE resources SET "downloadCount" = NULL WHERE title = $1', [title]);
      const resource = (await storedResources({ search: title })).items[0];
      expect(resource.downloadCount).toBeNull();
      expect(dataOf(await server.gql(RECORD, { id: resource.id })).recordResourceDownload.downloadCount).toBe(1);
      expect((await storedResources({ search: title })).items[0].downloadCount).toBe(1);
    });

    it.each([
      ['an unknown id', randomUuid()],
      ['an id that is not a UUID', 'not-a-uuid'],
      ['an SQL-looking id', "1' OR '1'='1"],
    ])('answers NOT_FOUND for %s', async (_label, id) => {
      expectGqlError(await server.gql(RECORD, { id }), 'NOT_FOUND', 'Resource not found.');
    });
  });

  describe('submitPlaybookLead', () => {
    const SUBMIT = 'mutation ($input: PlaybookLeadInput!) { submitPlaybookLead(input: $input) { id createdAt } }';
    const LEADS = `query ($search: String) { playbookLeads(search: $search) { totalCount items { id name email company createdAt } } }`;
    const leadCount = async () => dataOf(await server.gql(LEADS, {}, admin.agent)).playbookLeads.totalCount as number;

    it('stores a valid lead and acknowledges it without echoing personal data', async () => {
      const input = validLead({ email: `Mixed.Case-${uniq()}@Example.COM` });
      const res = await server.gql(SUBMIT, { input });
      const receipt = dataOf(res).submitPlaybookLead;
      expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Math.abs(new Date(receipt.createdAt).getTime() - Date.now())).toBeLessThan(60_000);
      expect(res.text).not.toContain(input.name);

      const stored = dataOf(await server.gql(LEADS, { search: input.company }, admin.agent)).playbookLeads;
      expect(stored.totalCount).toBe(1);
      expect(stored.items[0]).toMatchObject({
        id: receipt.id,
        name: input.name,
        email: (input.email as string).toLowerCase(),
        company: input.company,
      });
    });

    it('trims the submitted values', async () => {
      const id = uniq();
      const receipt = dataOf(
        await server.gql(SUBMIT, { input: { name: `  Trim ${id}  `, email: `  trim-${id}@example.com `, company: ` Trim Co ${id} ` } }),
      ).submitPlaybookLead;
      const stored = dataOf(await server.gql(LEADS, { search: `trim-${id}` }, admin.agent)).playbookLeads.items[0];
      expect(stored).toMatchObject({ id: receipt.id, name: `Trim ${id}`, email: `trim-${id}@example.com`, company: `Trim Co ${id}` });
    });

    it.each([
      ['name', { name: 'J' }, 'Name must be at least 2 characters.'],
      ['name', { name: '   ' }, 'Name must be at least 2 characters.'],
      ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
      ['email', { email: 'jo@localhost' }, 'Please enter a valid email address.'],
      ['company', { company: 'A' }, 'Company name must be at least 2 characters.'],
    ])('refuses an invalid %s with the spec message (%j)', async (field, override, message) => {
      const before = await leadCount();
      const res = await server.gql(SUBMIT, { input: validLead(override) });
      expectFieldErrors(res, [{ field, message }]);
      expect(await leadCount()).toBe(before);
    });

    it('lists every invalid field', async () => {
      const res = await server.gql(SUBMIT, { input: { name: '', email: 'x', company: '' } });
      expectFieldErrors(res, [
        { field: 'name', message: 'Name must be at least 2 characters.' },
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'company', message: 'Company name must be at least 2 characters.' },
      ]);
    });
  });

  describe('submitContactRequest', () => {
    const SUBMIT = 'mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { id createdAt } }';
    const REQUESTS = `query ($search: String) { contactRequests(search: $search) {
      totalCount items { id name email company cloudSpending message privacyConsent toolResults createdAt } } }`;
    const requestCount = async () => dataOf(await server.gql(REQUESTS, {}, admin.agent)).contactRequests.totalCount as number;

    it('stores a valid request with its tool results JSON', async () => {
      const toolResults = {
        tool: 'calculator',
        input: { monthlySpend: 25000, cloudProvider: 'aws', industry: 'tech', finopsMaturity: 'basic' },
        result: { savingsRate: 0.38, annualSavings: 114000, roi: 1.9, paybackMonths: 1 },
        recommendations: ['Rightsize compute', 'Buy savings plans'],
        nested: { deep: { flag: true, none: null } },
      };
      const input = validContact({ toolResults, cloudSpending: '100k-500k' });
      const receipt = dataOf(await server.gql(SUBMIT, { input })).submitContactRequest;
      expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);

      const stored = dataOf(await server.gql(REQUESTS, { search: input.company }, admin.agent)).contactRequests;
      expect(stored.totalCount).toBe(1);
      expect(stored.items[0]).toMatchObject({
        id: receipt.id,
        name: input.name,
        email: input.email,
        company: input.company,
        cloudSpending: '100k-500k',
        message: input.message,
        privacyConsent: true,
        toolResults,
      });
    });

    it('stores a request without a message or tool results as nulls', async () => {
      const input = validContact();
      delete (input as Record<string, unknown>).message;
      dataOf(await server.gql(SUBMIT, { input }));
      const stored = dataOf(await server.gql(REQUESTS, { search: input.company }, admin.agent)).contactRequests.items[0];
      expect(stored.message).toBeNull();
      expect(stored.toolResults).toBeNull();
    });

    it.each([
      ['name', { name: 'J' }, 'Name must be at least 2 characters.'],
      ['email', { email: 'jo@example' }, 'Please enter a valid email address.'],
      ['company', { company: ' ' }, 'Company name must be at least 2 characters.'],
      ['cloudSpending', { cloudSpending: '' }, 'Please select your monthly cloud spend range.'],
      ['cloudSpending', { cloudSpending: 'a lot' }, 'Please select your monthly cloud spend range.'],
      ['privacyConsent', { privacyConsent: false }, 'You must agree to the privacy policy.'],
    ])('refuses an invalid %s with the spec message (%j)', async (field, override, message) => {
      const before = await requestCount();
      expectFieldErrors(await server.gql(SUBMIT, { input: validContact(override) }), [{ field, message }]);
      expect(await requestCount()).toBe(before);
    });

    it('lists every invalid field', async () => {
      const res = await server.gql(SUBMIT, {
        input: { name: 'J', email: 'nope', company: 'A', cloudSpending: '', privacyConsent: false },
      });
      expectFieldErrors(res, [
        { field: 'name', message: 'Name must be at least 2 characters.' },
        { field: 'email', message: 'Please enter a valid email address.' },
        { field: 'company', message: 'Company name must be at least 2 characters.' },
        { field: 'cloudSpending', message: 'Please select your monthly cloud spend range.' },
        { field: 'privacyConsent', message: 'You must agree to the privacy policy.' },
      ]);
    });

    it('refuses a missing privacyConsent at the GraphQL layer (it is required)', async () => {
      const input = validContact();
      delete (input as Record<string, unknown>).privacyConsent;
      const res = await server.gql(SUBMIT, { input });
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(res.body.data).toBeUndefined();
    });
  });
});

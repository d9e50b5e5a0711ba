// The admin GraphQL operations, signed in: the contract of posts, categories and resources (the
// shapes answered, what the public queries then see, one example of each error mapping:
// CONFLICT, BAD_USER_INPUT with its fields, NOT_FOUND), scheduling across the public queries,
// lead lists and dashboard counts. The rules themselves (defaults, sanitising, every validation
// message, publish dates kept on edit) are tested on the services: tests/integration/services/.
// Every value is unique per test, so tests never reset the database.
import { SEED_POSTS } from '../../graphql-server/src/db/seed/content';
import { CATEGORY_IN_USE_MESSAGE } from '../../schema/validation/content';
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
  validCategory,
  validContact,
  validLead,
  validPost,
  validResource,
  type Agent,
} from './helpers';

const SITE_NAME = 'Integration Test FinOps Partners';
const SCHEDULED_SLUG = 'azure-budgets-action-groups-auto-shutdown-tutorial';
const DAY = 24 * 60 * 60 * 1000;
const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

const CREATE_POST = `mutation ($input: BlogPostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE_POST = `mutation ($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { ${POST_FIELDS} } }`;
const DELETE_POST = 'mutation ($id: ID!) { deletePost(id: $id) }';
const ADMIN_POST = `query ($id: ID!) { adminPost(id: $id) { ${POST_FIELDS} } }`;
const ADMIN_POSTS = `query ($search: String, $page: Int, $pageSize: Int) {
  adminPosts(search: $search, page: $page, pageSize: $pageSize) { totalCount ${PAGE_INFO} items { id slug status publishedAt category } } }`;
const PUBLIC_POST = `query ($slug: String!) { post(slug: $slug) { ${POST_FIELDS} } }`;
const PUBLIC_POSTS = `query ($search: String, $category: String) { posts(search: $search, category: $category, pageSize: 100) { totalCount items { slug } } }`;
const FEATURED = '{ featuredPosts(limit: 20) { slug } }';
const RELATED = 'query ($slug: String!) { relatedPosts(slug: $slug) { slug } }';

const CATEGORY_FIELDS = 'id name slug description';
const CREATE_CATEGORY = `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`;
const UPDATE_CATEGORY = `mutation ($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`;
const DELETE_CATEGORY = 'mutation ($id: ID!) { deleteCategory(id: $id) }';
const ADMIN_CATEGORY = `query ($id: ID!) { adminCategory(id: $id) { ${CATEGORY_FIELDS} } }`;
const PUBLIC_CATEGORY = `query ($slug: String!) { category(slug: $slug) { ${CATEGORY_FIELDS} } }`;

const CREATE_RESOURCE = `mutation ($input: ResourceInput!) { createResource(input: $input) { ${RESOURCE_FIELDS} } }`;
const UPDATE_RESOURCE = `mutation ($id: ID!, $input: ResourceInput!) { updateResource(id: $id, input: $input) { ${RESOURCE_FIELDS} } }`;
const DELETE_RESOURCE = 'mutation ($id: ID!) { deleteResource(id: $id) }';
const ADMIN_RESOURCE = `query ($id: ID!) { adminResource(id: $id) { ${RESOURCE_FIELDS} } }`;
const ADMIN_RESOURCES = `query ($search: String, $page: Int, $pageSize: Int) {
  adminResources(search: $search, page: $page, pageSize: $pageSize) { totalCount ${PAGE_INFO} items { id title type } } }`;
const PUBLIC_RESOURCES = `query ($search: String) { resources(search: $search, pageSize: 100) { totalCount items { id title } } }`;

const PLAYBOOK_LEADS = `query ($search: String, $page: Int, $pageSize: Int) {
  playbookLeads(search: $search, page: $page, pageSize: $pageSize) { totalCount ${PAGE_INFO} items { id name email company createdAt } } }`;
const CONTACT_REQUESTS = `query ($search: String, $page: Int, $pageSize: Int) {
  contactRequests(search: $search, page: $page, pageSize: $pageSize) {
    totalCount ${PAGE_INFO} items { id name email company cloudSpending message createdAt } } }`;
const SUBMIT_LEAD = 'mutation ($input: PlaybookLeadInput!) { submitPlaybookLead(input: $input) { id } }';
const SUBMIT_CONTACT = 'mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { id } }';
const DASHBOARD = '{ dashboardCounts { blogPosts resources playbookLeads contactRequests leadCaptures } }';

describe('admin GraphQL API', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };

  beforeAll(async () => {
    server = await startServer({ seed: true, siteName: SITE_NAME });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  /** A GraphQL call as the signed-in admin (session cookie). */
  const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables, admin.agent);
  /** A GraphQL call as an anonymous visitor. */
  const pub = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables);
  const createPost = async (overrides: Record<string, unknown> = {}) => {
    const input = validPost(overrides);
    return { input, post: dataOf(await gql(CREATE_POST, { input })).createPost };
  };

  describe('adminPosts', () => {
    it('lists every post, the scheduled one included with status SCHEDULED, newest first', async () => {
      const page = dataOf(await gql(ADMIN_POSTS, {})).adminPosts;
      expect(page.totalCount).toBe(14);
      expect(page.pageInfo).toEqual({ page: 1, pageSize: 100, totalPages: 1, hasNextPage: false, hasPreviousPage: false });
      const expected = [...SEED_POSTS].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.slug);
      expect(page.items.map((p: { slug: string }) => p.slug)).toEqual(expected);
      expect(page.items[0].slug).toBe(SCHEDULED_SLUG);
      for (const item of page.items) expect(item.status).toBe(item.slug === SCHEDULED_SLUG ? 'SCHEDULED' : 'PUBLISHED');
    });

    it.each([
      ['author', 'Priya Raman'],
      ['category', 'case-studies'],
      ['tags', 'Hybrid Benefit'],
      ['title (scheduled post)', 'Action Groups'],
      ['excerpt', 'standardises'],
    ])('searches title, excerpt, author, category and tags: %s', async (_label, text) => {
      const expected = [...SEED_POSTS]
        .sort((a, b) => a.daysAgo - b.daysAgo)
        .filter((p) => [p.title, p.excerpt, p.author, p.category, p.tags].some((f) => contains(f, text)))
        .map((p) => p.slug);
      expect(expected.length).toBeGreaterThan(0);
      const page = dataOf(await gql(ADMIN_POSTS, { search: text })).adminPosts;
      expect(page.items.map((p: { slug: string }) => p.slug)).toEqual(expected);
      expect(page.totalCount).toBe(expected.length);
    });

    it('paginates', async () => {
      const page = dataOf(await gql(ADMIN_POSTS, { page: 3, pageSize: 5 })).adminPosts;
      expect(page.pageInfo).toEqual({ page: 3, pageSize: 5, totalPages: 3, hasNextPage: false, hasPreviousPage: true });
      expect(page.items).toHaveLength(4);
    });
  });

  describe('createPost', () => {
    it('creates a post with the defaults: author = site name, publishedAt = now, not featured', async () => {
      const before = Date.now();
      const input = validPost({ author: '' });
      delete (input as Record<string, unknown>).featured;
      const { createPost } = dataOf(await gql(CREATE_POST, { input }));
      const after = Date.now();
      expect(createPost.author).toBe(SITE_NAME);
      expect(createPost.featured).toBe(false);
      expect(createPost.status).toBe('PUBLISHED');
      const published = new Date(createPost.publishedAt).getTime();
      expect(published).toBeGreaterThanOrEqual(before - 1000);
      expect(published).toBeLessThanOrEqual(after + 1000);
      expect(createPost).toMatchObject({ title: input.title, slug: input.slug, excerpt: input.excerpt, category: 'technical' });

      // Immediately public.
      const { post } = dataOf(await pub(PUBLIC_POST, { slug: input.slug }));
      expect(post.id).toBe(createPost.id);
      expect(post.author).toBe(SITE_NAME);
    });

    it('splits and trims the tags into tagList, dropping empty ones', async () => {
      const { post } = await createPost({ tags: '  Alpha ,Beta,, Gamma Delta ,  ' });
      expect(post.tagList).toEqual(['Alpha', 'Beta', 'Gamma Delta']);
      expect(dataOf(await pub(PUBLIC_POST, { slug: post.slug })).post.tagList).toEqual(['Alpha', 'Beta', 'Gamma Delta']);
    });

    it('refuses a duplicate slug with CONFLICT', async () => {
      const { input } = await createPost();
      const res = await gql(CREATE_POST, { input: validPost({ slug: input.slug }) });
      // The field it is about, so the editor shows it under Slug (issue 34).
      expect(expectGqlError(res, 'CONFLICT', 'A blog post with this slug already exists.').extensions).toMatchObject({ field: 'slug' });
      expectGqlError(await gql(CREATE_POST, { input: validPost({ slug: 'showback-before-chargeback' }) }), 'CONFLICT');
    });

    it("refuses an unknown category with BAD_USER_INPUT 'Please select a category'", async () => {
      const input = validPost({ category: `no-such-category-${uniq()}` });
      expectFieldErrors(await gql(CREATE_POST, { input }), [{ field: 'category', message: 'Please select a category' }]);
      expect(dataOf(await gql(ADMIN_POSTS, { search: input.slug })).adminPosts.totalCount).toBe(0);
    });

    it('lists every invalid field in schema order', async () => {
      const res = await gql(CREATE_POST, {
        input: { title: 'x', slug: 'X', excerpt: 'x', content: 'x', coverImage: 'x', author: 'x', category: ' ', tags: ' ' },
      });
      expectFieldErrors(res, [
        { field: 'title', message: 'Title must be at least 5 characters' },
        { field: 'slug', message: 'Slug must be at least 3 characters' },
        { field: 'excerpt', message: 'Excerpt must be at least 20 characters' },
        { field: 'content', message: 'Content must be at least 50 characters' },
        { field: 'coverImage', message: 'Must be a valid URL' },
        { field: 'author', message: 'Author name must be at least 2 characters' },
        { field: 'category', message: 'Please select a category' },
        { field: 'tags', message: 'Please add at least one tag' },
      ]);
    });
  });

  describe('updatePost and deletePost', () => {
    it('updates a post, and the public post(slug) sees the change', async () => {
      const { post } = await createPost();
      const changed = validPost({ title: `Changed title ${uniq()}`, category: 'strategy', tags: 'One, Two', featured: true });
      const { updatePost } = dataOf(await gql(UPDATE_POST, { id: post.id, input: changed }));
      expect(updatePost).toMatchObject({ id: post.id, title: changed.title, slug: changed.slug, category: 'strategy', featured: true });
      expect(new Date(updatePost.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime());

      expect(dataOf(await pub(PUBLIC_POST, { slug: post.slug })).post).toBeNull(); // the old slug is gone
      const { post: seen } = dataOf(await pub(PUBLIC_POST, { slug: changed.slug }));
      expect(seen).toMatchObject({ id: post.id, title: changed.title, category: 'strategy', tagList: ['One', 'Two'] });
      expect(dataOf(await gql(ADMIN_POST, { id: post.id })).adminPost.title).toBe(changed.title);
    });

    it('answers NOT_FOUND when updating or deleting an unknown id', async () => {
      for (const id of [randomUuid(), 'not-a-uuid']) {
        expectGqlError(await gql(UPDATE_POST, { id, input: validPost() }), 'NOT_FOUND', 'Blog post not found.');
        expectGqlError(await gql(DELETE_POST, { id }), 'NOT_FOUND', 'Blog post not found.');
      }
    });

    it('deletes a post: gone for admins and the public', async () => {
      const { post } = await createPost();
      expect(dataOf(await gql(DELETE_POST, { id: post.id })).deletePost).toBe(true);
      expect(dataOf(await gql(ADMIN_POST, { id: post.id })).adminPost).toBeNull();
      expect(dataOf(await pub(PUBLIC_POST, { slug: post.slug })).post).toBeNull();
      expectGqlError(await gql(DELETE_POST, { id: post.id }), 'NOT_FOUND');
    });

    it('answers adminPost = null for an unknown or malformed id', async () => {
      expect(dataOf(await gql(ADMIN_POST, { id: randomUuid() })).adminPost).toBeNull();
      expect(dataOf(await gql(ADMIN_POST, { id: 'nope' })).adminPost).toBeNull();
    });
  });

  describe('scheduling', () => {
    it('keeps a future post out of every public list until its time comes', async () => {
      const word = `zebracorn${uniq()}`;
      const publicBefore = dataOf(await pub(PUBLIC_POSTS, {})).posts.totalCount;
      const { post, input } = await createPost({
        title: `Scheduled ${word}`,
        category: 'technical',
        featured: true,
        publishedAt: new Date(Date.now() + 7 * DAY).toISOString(),
      });
      expect(post.status).toBe('SCHEDULED');
      expect(dataOf(await gql(ADMIN_POST, { id: post.id })).adminPost.status).toBe('SCHEDULED');
      const adminList = dataOf(await gql(ADMIN_POSTS, { search: word })).adminPosts;
      expect(adminList.items).toEqual([expect.objectContaining({ id: post.id, status: 'SCHEDULED' })]);

      const absent = async () => {
        expect(dataOf(await pub(PUBLIC_POST, { slug: input.slug })).post).toBeNull();
        expect(dataOf(await pub(PUBLIC_POSTS, { search: word })).posts.totalCount).toBe(0);
        expect(dataOf(await pub(PUBLIC_POSTS, {})).posts.totalCount).toBe(publicBefore);
        expect(dataOf(await pub(PUBLIC_POSTS, { category: 'technical' })).posts.items.map((p: { slug: string }) => p.slug)).not.toContain(
          input.slug,
        );
        expect(dataOf(await pub(FEATURED)).featuredPosts.map((p: { slug: string }) => p.slug)).not.toContain(input.slug);
        expect(
          dataOf(await pub(RELATED, { slug: 'kubernetes-cost-allocation-shared-clusters' })).relatedPosts.map(
            (p: { slug: string }) => p.slug,
          ),
        ).not.toContain(input.slug);
        expect(dataOf(await pub(RELATED, { slug: input.slug })).relatedPosts).toEqual([]);

        const agent = server.agent();
        const blog = await agent.get('/api/blog');
        expect(blog.status).toBe(200);
        expect(blog.body.map((p: { slug: string }) => p.slug)).not.toContain(input.slug);
        expect((await agent.get(`/api/blog/${input.slug}`)).status).toBe(404);
        expect((await agent.get('/api/blog/featured')).body.map((p: { slug: string }) => p.slug)).not.toContain(input.slug);
        expect((await agent.get('/api/blog/category/technical')).body.map((p: { slug: string }) => p.slug)).not.toContain(input.slug);
        expect((await agent.get('/api/blog/search').query({ q: word })).body).toEqual([]);
      };
      await absent();

      // Publish it (a time in the past): it appears everywhere, first as the newest post.
      const { updatePost } = dataOf(await gql(UPDATE_POST, { id: post.id, input: { ...input, publishedAt: new Date().toISOString() } }));
      expect(updatePost.status).toBe('PUBLISHED');
      expect(dataOf(await pub(PUBLIC_POST, { slug: input.slug })).post.status).toBe('PUBLISHED');
      expect(dataOf(await pub(PUBLIC_POSTS, {})).posts.totalCount).toBe(publicBefore + 1);
      expect(dataOf(await pub(FEATURED)).featuredPosts[0].slug).toBe(input.slug);
      expect(dataOf(await pub(RELATED, { slug: 'kubernetes-cost-allocation-shared-clusters' })).relatedPosts[0].slug).toBe(input.slug);
      expect((await server.agent().get(`/api/blog/${input.slug}`)).status).toBe(200);

      // And scheduling it again hides it again.
      dataOf(await gql(UPDATE_POST, { id: post.id, input: { ...input, publishedAt: new Date(Date.now() + DAY).toISOString() } }));
      await absent();
    });
  });

  describe('categories', () => {
    it('creates a category, visible publicly; an empty description becomes null', async () => {
      const input = validCategory({ description: '' });
      const { createCategory } = dataOf(await gql(CREATE_CATEGORY, { input }));
      expect(createCategory).toMatchObject({ name: input.name, slug: input.slug, description: null });
      expect(dataOf(await pub(PUBLIC_CATEGORY, { slug: input.slug })).category.id).toBe(createCategory.id);
      expect(dataOf(await gql(ADMIN_CATEGORY, { id: createCategory.id })).adminCategory.slug).toBe(input.slug);
      const { categories } = dataOf(await pub('{ categories { slug } }'));
      expect(categories.map((c: { slug: string }) => c.slug)).toContain(input.slug);
    });

    // The rules themselves (unique slugs, every validation message, the rename carrying its posts,
    // a scheduled post counting as a use) are services/categories.service.test.ts's: here, the
    // GraphQL contract — the shapes, and how each kind of refusal reaches the caller.
    it('maps a duplicate slug to CONFLICT and an invalid field to BAD_USER_INPUT with its field', async () => {
      expectGqlError(
        await gql(CREATE_CATEGORY, { input: validCategory({ slug: 'strategy' }) }),
        'CONFLICT',
        'A category with this slug already exists.',
      );
      expectFieldErrors(await gql(CREATE_CATEGORY, { input: validCategory({ name: 'A' }) }), [
        { field: 'name', message: 'Name must be at least 2 characters' },
      ]);
    });

    it('updates a category and answers with its fields, the rename seen by the public queries', async () => {
      const category = dataOf(await gql(CREATE_CATEGORY, { input: validCategory() })).createCategory;
      const { post } = await createPost({ category: category.slug });
      const newSlug = `renamed-${uniq()}`;
      const { updateCategory } = dataOf(
        await gql(UPDATE_CATEGORY, { id: category.id, input: { name: 'Renamed category', slug: newSlug, description: 'Now renamed' } }),
      );
      expect(updateCategory).toEqual({ id: category.id, name: 'Renamed category', slug: newSlug, description: 'Now renamed' });
      expect(dataOf(await pub(PUBLIC_POST, { slug: post.slug })).post.category).toBe(newSlug);
      expect(dataOf(await pub(PUBLIC_CATEGORY, { slug: category.slug })).category).toBeNull();
    });

    it("maps a category in use to CONFLICT with the spec's message; deleteCategory answers true once it is free", async () => {
      const category = dataOf(await gql(CREATE_CATEGORY, { input: validCategory() })).createCategory;
      const { post } = await createPost({ category: category.slug });
      expectGqlError(await gql(DELETE_CATEGORY, { id: category.id }), 'CONFLICT', CATEGORY_IN_USE_MESSAGE);
      dataOf(await gql(DELETE_POST, { id: post.id }));
      expect(dataOf(await gql(DELETE_CATEGORY, { id: category.id })).deleteCategory).toBe(true);
      expect(dataOf(await gql(ADMIN_CATEGORY, { id: category.id })).adminCategory).toBeNull();
      expect(dataOf(await pub(PUBLIC_CATEGORY, { slug: category.slug })).category).toBeNull();
    });

    it('counts the posts using a category, drafts included, for staff only: what the delete dialog says before refusing (issue 34)', async () => {
      const category = dataOf(await gql(CREATE_CATEGORY, { input: validCategory() })).createCategory;
      const COUNT = `query ($id: ID!) { adminCategory(id: $id) { postCount } categories { slug postCount } }`;
      const counts = async () => {
        const data = dataOf(await gql(COUNT, { id: category.id }));
        const listed = (data.categories as Array<{ slug: string; postCount: number }>).find((c) => c.slug === category.slug);
        return [data.adminCategory.postCount, listed?.postCount];
      };
      expect(await counts()).toEqual([0, 0]);
      const { post } = await createPost({ category: category.slug });
      const { post: draft } = await createPost({ category: category.slug, status: 'DRAFT' });
      expect(await counts()).toEqual([2, 2]);
      // The server refuses such a delete whatever the screen offered.
      expectGqlError(await gql(DELETE_CATEGORY, { id: category.id }), 'CONFLICT', CATEGORY_IN_USE_MESSAGE);
      // Not for visitors (drafts count).
      expectGqlError(await pub('{ categories { slug postCount } }'), 'UNAUTHENTICATED');
      dataOf(await gql(DELETE_POST, { id: post.id }));
      dataOf(await gql(DELETE_POST, { id: draft.id }));
      expect(await counts()).toEqual([0, 0]);
      expect(dataOf(await gql(DELETE_CATEGORY, { id: category.id })).deleteCategory).toBe(true);
    });

    it('answers NOT_FOUND for an unknown id on update and delete, null on adminCategory', async () => {
      const id = randomUuid();
      expectGqlError(await gql(UPDATE_CATEGORY, { id, input: validCategory() }), 'NOT_FOUND', 'Category not found.');
      expectGqlError(await gql(DELETE_CATEGORY, { id }), 'NOT_FOUND', 'Category not found.');
      expect(dataOf(await gql(ADMIN_CATEGORY, { id })).adminCategory).toBeNull();
      expect(dataOf(await gql(ADMIN_CATEGORY, { id: 'x' })).adminCategory).toBeNull();
    });
  });

  describe('resources', () => {
    it('maps a file URL that is not a document to BAD_USER_INPUT with its field (the rule: resources.service.test.ts)', async () => {
      const input = validResource({ fileUrl: 'https://example.com/files/tool.exe' });
      expectFieldErrors(await gql(CREATE_RESOURCE, { input }), [
        { field: 'fileUrl', message: 'Please provide a link to a valid document file (.pdf, .doc, .ppt, etc.)' },
      ]);
      expect(dataOf(await gql(ADMIN_RESOURCES, { search: input.title })).adminResources.totalCount).toBe(0);
    });

    it('creates, updates and deletes a resource; the public list follows', async () => {
      const input = validResource({ type: 'template', category: 'best-practices' });
      delete (input as Record<string, unknown>).featured;
      const { createResource } = dataOf(await gql(CREATE_RESOURCE, { input }));
      expect(createResource).toMatchObject({
        title: input.title,
        description: input.description,
        type: 'template',
        category: 'best-practices',
        fileUrl: input.fileUrl,
        featured: false,
        downloadCount: 0,
      });
      expect(Math.abs(new Date(createResource.publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
      expect(dataOf(await pub(PUBLIC_RESOURCES, { search: input.title })).resources.items).toEqual([
        { id: createResource.id, title: input.title },
      ]);

      const changed = validResource({ type: 'infographic', featured: true, fileUrl: 'https://example.com/files/new.pptx' });
      const { updateResource } = dataOf(await gql(UPDATE_RESOURCE, { id: createResource.id, input: changed }));
      expect(updateResource).toMatchObject({ id: createResource.id, title: changed.title, type: 'infographic', featured: true });
      expect(updateResource.publishedAt).toBe(createResource.publishedAt); // no date given: unchanged
      const dated = new Date(Date.now() - 10 * DAY).toISOString();
      expect(
        dataOf(await gql(UPDATE_RESOURCE, { id: createResource.id, input: { ...changed, publishedAt: dated } })).updateResource.publishedAt,
      ).toBe(dated);
      expect(dataOf(await gql(ADMIN_RESOURCE, { id: createResource.id })).adminResource.fileUrl).toBe('https://example.com/files/new.pptx');
      expect(dataOf(await pub(PUBLIC_RESOURCES, { search: input.title })).resources.totalCount).toBe(0);
      expect(dataOf(await pub(PUBLIC_RESOURCES, { search: changed.title })).resources.totalCount).toBe(1);

      expect(dataOf(await gql(DELETE_RESOURCE, { id: createResource.id })).deleteResource).toBe(true);
      expect(dataOf(await gql(ADMIN_RESOURCE, { id: createResource.id })).adminResource).toBeNull();
      expect(dataOf(await pub(PUBLIC_RESOURCES, { search: changed.title })).resources.totalCount).toBe(0);
      expectGqlError(await gql(DELETE_RESOURCE, { id: createResource.id }), 'NOT_FOUND', 'Resource not found.');
    });

    it('answers NOT_FOUND for an unknown id on update and delete, null on adminResource', async () => {
      const id = randomUuid();
      expectGqlError(await gql(UPDATE_RESOURCE, { id, input: validResource() }), 'NOT_FOUND', 'Resource not found.');
      expectGqlError(await gql(DELETE_RESOURCE, { id: 'bad-id' }), 'NOT_FOUND', 'Resource not found.');
      expect(dataOf(await gql(ADMIN_RESOURCE, { id })).adminResource).toBeNull();
    });

    it('lists and searches resources for the admin', async () => {
      const page = dataOf(await gql(ADMIN_RESOURCES, { pageSize: 3, page: 1 })).adminResources;
      expect(page.items).toHaveLength(3);
      expect(page.pageInfo.hasNextPage).toBe(true);
      const search = dataOf(await gql(ADMIN_RESOURCES, { search: 'infographic' })).adminResources;
      expect(search.items.length).toBeGreaterThanOrEqual(2);
      for (const item of search.items) expect(item.type === 'infographic' || contains(item.title, 'infographic')).toBe(true);
    });
  });

  describe('lead lists', () => {
    it('lists playbook leads newest first, searchable on name, email and company, paginated', async () => {
      const token = uniq();
      const inputs = [1, 2, 3].map((n) =>
        validLead({ name: `Reader ${n} ${token}`, email: `reader${n}-${token}@example.com`, company: `Firm ${n}` }),
      );
      const ids: string[] = [];
      for (const input of inputs) ids.push(dataOf(await pub(SUBMIT_LEAD, { input })).submitPlaybookLead.id);

      const all = dataOf(await gql(PLAYBOOK_LEADS, { search: token })).playbookLeads;
      expect(all.totalCount).toBe(3);
      expect(all.items.map((l: { id: string }) => l.id)).toEqual([...ids].reverse());
      const times = all.items.map((l: { createdAt: string }) => new Date(l.createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));

      expect(
        dataOf(await gql(PLAYBOOK_LEADS, { search: `READER2-${token.toUpperCase()}@` })).playbookLeads.items.map(
          (l: { id: string }) => l.id,
        ),
      ).toEqual([ids[1]]); // email
      expect(
        dataOf(await gql(PLAYBOOK_LEADS, { search: `Reader 3 ${token}` })).playbookLeads.items.map((l: { id: string }) => l.id),
      ).toEqual([ids[2]]); // name
      const companyToken = uniq();
      const byCompany = dataOf(await pub(SUBMIT_LEAD, { input: validLead({ company: `Org ${companyToken}` }) })).submitPlaybookLead.id;
      expect(dataOf(await gql(PLAYBOOK_LEADS, { search: companyToken })).playbookLeads.items.map((l: { id: string }) => l.id)).toEqual([
        byCompany,
      ]); // company

      const second = dataOf(await gql(PLAYBOOK_LEADS, { search: token, page: 2, pageSize: 2 })).playbookLeads;
      expect(second.items.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
      expect(second.pageInfo).toEqual({ page: 2, pageSize: 2, totalPages: 2, hasNextPage: false, hasPreviousPage: true });
      expect(second.totalCount).toBe(3);
    });

    it('lists contact requests newest first, searchable on name, email, company, cloud spending and message', async () => {
      const token = uniq();
      const a = dataOf(await pub(SUBMIT_CONTACT, { input: validContact({ name: `Asker ${token}`, cloudSpending: '1m+' }) }))
        .submitContactRequest.id;
      const b = dataOf(
        await pub(SUBMIT_CONTACT, { input: validContact({ email: `asker-${token}@example.com`, cloudSpending: '10k-50k' }) }),
      ).submitContactRequest.id;
      const c = dataOf(await pub(SUBMIT_CONTACT, { input: validContact({ company: `Asker Co ${token}` }) })).submitContactRequest.id;
      const d = dataOf(await pub(SUBMIT_CONTACT, { input: validContact({ message: `Question about ${token} please` }) }))
        .submitContactRequest.id;

      const found = dataOf(await gql(CONTACT_REQUESTS, { search: token })).contactRequests;
      expect(found.items.map((r: { id: string }) => r.id)).toEqual([d, c, b, a]);
      expect(found.totalCount).toBe(4);

      // Cloud spending: compare with the full list, since other tests submit requests too.
      const everything = dataOf(await gql(CONTACT_REQUESTS, { pageSize: 100 })).contactRequests;
      const withOneMillion = everything.items.filter(
        (r: { cloudSpending: string; name: string; email: string; company: string; message: string | null }) =>
          [r.cloudSpending, r.name, r.email, r.company, r.message ?? ''].some((f) => contains(f, '1m+')),
      );
      const bySpending = dataOf(await gql(CONTACT_REQUESTS, { search: '1m+', pageSize: 100 })).contactRequests;
      expect(bySpending.items.map((r: { id: string }) => r.id)).toEqual(withOneMillion.map((r: { id: string }) => r.id));
      expect(bySpending.items.map((r: { id: string }) => r.id)).toContain(a);

      const paged = dataOf(await gql(CONTACT_REQUESTS, { search: token, page: 2, pageSize: 3 })).contactRequests;
      expect(paged.items.map((r: { id: string }) => r.id)).toEqual([a]);
      expect(paged.pageInfo).toEqual({ page: 2, pageSize: 3, totalPages: 2, hasNextPage: false, hasPreviousPage: true });
    });
  });

  describe('dashboardCounts', () => {
    it('counts posts (scheduled included), resources and leads; leadCaptures is their sum', async () => {
      const counts = dataOf(await gql(DASHBOARD)).dashboardCounts;
      const posts = dataOf(await gql(ADMIN_POSTS, { pageSize: 1 })).adminPosts.totalCount;
      const resources = dataOf(await gql(ADMIN_RESOURCES, { pageSize: 1 })).adminResources.totalCount;
      const leads = dataOf(await gql(PLAYBOOK_LEADS, { pageSize: 1 })).playbookLeads.totalCount;
      const requests = dataOf(await gql(CONTACT_REQUESTS, { pageSize: 1 })).contactRequests.totalCount;
      expect(counts).toEqual({
        blogPosts: posts,
        resources,
        playbookLeads: leads,
        contactRequests: requests,
        leadCaptures: leads + requests,
      });
      expect(posts).toBeGreaterThan(14);
      expect(leads).toBeGreaterThan(0);
      expect(requests).toBeGreaterThan(0);

      const [row] = await server.dataSource.query(
        'SELECT (SELECT count(*) FROM blog_posts)::int AS p, (SELECT count(*) FROM playbook_leads)::int AS l, (SELECT count(*) FROM contact_requests)::int AS c',
      );
      expect(row).toEqual({ p: posts, l: leads, c: requests });

      dataOf(await pub(SUBMIT_LEAD, { input: validLead() }));
      dataOf(await pub(SUBMIT_CONTACT, { input: validContact() }));
      const after = dataOf(await gql(DASHBOARD)).dashboardCounts;
      expect(after.leadCaptures).toBe(counts.leadCaptures + 2);
      expect(after.playbookLeads).toBe(counts.playbookLeads + 1);
      expect(after.contactRequests).toBe(counts.contactRequests + 1);
    });
  });
});

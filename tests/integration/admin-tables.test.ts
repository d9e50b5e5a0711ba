// The admin tables (issue 12, decision 0027): every column sorts on the server (GraphQL `sort`
// and `order`, REST ?sort=&order=, a value off the whitelist refused with the allowed ones), the
// search finds what the table shows (category names, statuses), the filters narrow by category
// and type, and the bulk actions check each item as the single action would.
import { BULK_SIZE_MESSAGE } from '../../graphql-server/src/shared/bulk-content';
import { AUTHOR_CANNOT_PUBLISH_MESSAGE } from '../../schema/validation/editorial';
import { POST_SORT_COLUMNS, sortMessage } from '../../schema/validation/list-sort';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { staffMember } from './staff-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, validPost, validResource } from './helpers';

const ADMIN_POSTS = `query($search: String, $sort: String, $order: String, $category: String, $status: [PostStatus!]) {
  adminPosts(search: $search, sort: $sort, order: $order, category: $category, status: $status, pageSize: 100) {
    totalCount items { id title author category publishedAt status }
  }
}`;
const ADMIN_RESOURCES = `query($sort: String, $order: String, $type: String) {
  adminResources(sort: $sort, order: $order, type: $type, pageSize: 100) { totalCount items { id title type downloadCount } }
}`;
const CREATE_POST = `mutation($input: BlogPostInput!) { createPost(input: $input) { id title status } }`;
const BULK_STATUS = `mutation($ids: [ID!]!, $status: EditorialState!) {
  bulkUpdatePostStatus(ids: $ids, status: $status) { succeeded refused { id title message } }
}`;
const BULK_DELETE = `mutation($ids: [ID!]!) { deletePosts(ids: $ids) { succeeded refused { id title message } } }`;
const BULK_RESOURCES = `mutation($ids: [ID!]!, $status: EditorialState!) {
  bulkUpdateResourceStatus(ids: $ids, status: $status) { succeeded refused { id message } }
}`;

type Row = { id: string; title: string; author: string; category: string; publishedAt: string; status: string };

describe('admin tables: sort, search, filters and bulk actions', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const posts = async (variables: Record<string, unknown>, token = admin): Promise<Row[]> =>
    dataOf(await server.gql(ADMIN_POSTS, variables, undefined, token)).adminPosts.items;
  const createPost = async (overrides: Record<string, unknown>, token = admin) =>
    dataOf(await server.gql(CREATE_POST, { input: validPost(overrides) }, undefined, token)).createPost;

  it('sorts the posts by every column, both ways, on GraphQL and REST', async () => {
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    for (const column of POST_SORT_COLUMNS.filter((c) => c !== 'status' && c !== 'title')) {
      const asc = (await posts({ sort: column, order: 'asc' })).map((row) => row[column]);
      expect(asc.length).toBeGreaterThan(5);
      const expected = [...asc].sort(compare);
      expect(asc).toEqual(column === 'publishedAt' ? [...asc].sort((a, b) => Date.parse(a) - Date.parse(b)) : expected);
      const desc = (await posts({ sort: column, order: 'desc' })).map((row) => row[column]);
      expect(desc[0]).toEqual(asc[asc.length - 1]);
    }
    // Titles sort by the database's collation; the order is at least reversed by desc.
    const titles = (await posts({ sort: 'title' })).map((row) => row.title.toLowerCase());
    expect(titles[0] <= titles[titles.length - 1]).toBe(true);
    await createPost({ title: `Sort draft ${uniq()}`, status: 'DRAFT' });
    const byStatus = (await posts({ sort: 'status', order: 'asc' })).map((row) => row.status);
    expect(byStatus[0]).toBe('DRAFT');
    expect(byStatus.lastIndexOf('DRAFT')).toBeLessThan(byStatus.indexOf('PUBLISHED'));

    const rest = await server.agent().get('/api/admin/blog?sort=title&order=desc').set('Authorization', `Bearer ${admin}`);
    expect(rest.status).toBe(200);
    const restTitles = rest.body.map((row: Row) => row.title);
    expect(restTitles).toEqual((await posts({ sort: 'title', order: 'desc' })).map((row) => row.title));
  });

  it('refuses a sort or order off the whitelist with the allowed values (GraphQL and REST 400)', async () => {
    expectGqlError(await server.gql(ADMIN_POSTS, { sort: 'content' }, undefined, admin), 'BAD_USER_INPUT', sortMessage(POST_SORT_COLUMNS));
    expectGqlError(await server.gql(ADMIN_POSTS, { sort: 'title', order: 'sideways' }, undefined, admin), 'BAD_USER_INPUT');
    for (const query of ['sort=password', 'sort=title%3B%20DROP%20TABLE%20blog_posts', 'sort=title&order=up', 'sort=title&sort=author']) {
      const bad = await server.agent().get(`/api/admin/blog?${query}`).set('Authorization', `Bearer ${admin}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/sort must|order must/);
    }
    const badResources = await server.agent().get('/api/admin/resources?sort=author').set('Authorization', `Bearer ${admin}`);
    expect(badResources.status).toBe(400);
    expect(badResources.body.message).toBe('sort must be one of title, type, category, downloads, publishedAt, status.');
  });

  it('searches what the table shows: the category by its name, the status by its label', async () => {
    const caseStudies = await posts({ search: 'Case Studies' });
    expect(caseStudies.length).toBeGreaterThan(0);
    expect(caseStudies.every((row) => row.category === 'case-studies' || /case stud/i.test(JSON.stringify(row)))).toBe(true);
    const draft = await createPost({ title: `Quiet piece ${uniq()}`, status: 'DRAFT' });
    const drafts = await posts({ search: 'draft' });
    expect(drafts.map((row) => row.id)).toContain(draft.id);
    expect(drafts.every((row) => row.status === 'DRAFT' || /draft/i.test(row.title))).toBe(true);
  });

  it('filters the posts by category and the resources by type, and sorts the resources', async () => {
    const technical = await posts({ category: 'technical' });
    expect(technical.length).toBeGreaterThan(0);
    expect(technical.every((row) => row.category === 'technical')).toBe(true);
    const rest = await server.agent().get('/api/admin/blog?category=technical').set('Authorization', `Bearer ${admin}`);
    expect(rest.body.map((row: Row) => row.id).sort()).toEqual(technical.map((row) => row.id).sort());

    const made = await server.gql(
      'mutation($input: ResourceInput!) { createResource(input: $input) { id } }',
      { input: validResource({ type: 'ebook' }) },
      undefined,
      admin,
    );
    expect(dataOf(made).createResource.id).toBeTruthy();
    const lists = dataOf(await server.gql(ADMIN_RESOURCES, { type: 'ebook', sort: 'title' }, undefined, admin)).adminResources.items;
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((row: { type: string }) => row.type === 'ebook')).toBe(true);
    const byDownloads = dataOf(await server.gql(ADMIN_RESOURCES, { sort: 'downloads', order: 'desc' }, undefined, admin)).adminResources
      .items;
    const counts = byDownloads.map((row: { downloadCount: number }) => row.downloadCount ?? 0);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it('bulk publishes and deletes, each item checked as the single action: an Author cannot publish', async () => {
    const a = await createPost({ status: 'DRAFT' });
    const b = await createPost({ status: 'DRAFT' });
    const published = dataOf(
      await server.gql(BULK_STATUS, { ids: [a.id, b.id, a.id, 'not-an-id'], status: 'PUBLISHED' }, undefined, admin),
    );
    expect(published.bulkUpdatePostStatus.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect(published.bulkUpdatePostStatus.refused).toEqual([{ id: 'not-an-id', title: null, message: 'Blog post not found.' }]);
    expect((await posts({ status: ['PUBLISHED'] })).map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    // Public readers see them at once (the caches were told).
    expect((await server.agent().get('/api/blog?pageSize=100')).text).toContain(a.id);

    const author = await staffMember(server, 'AUTHOR');
    const own = await createPost({ status: 'DRAFT' }, author.token);
    const refused = dataOf(
      await server.gql(BULK_STATUS, { ids: [own.id, a.id], status: 'PUBLISHED' }, undefined, author.token),
    ).bulkUpdatePostStatus;
    expect(refused.succeeded).toEqual([]);
    expect(refused.refused.map((r: { message: string }) => r.message)).toContain(AUTHOR_CANNOT_PUBLISH_MESSAGE);
    expect(refused.refused.find((r: { id: string }) => r.id === own.id).title).toBe(own.title);
    expectGqlError(await server.gql(BULK_DELETE, { ids: [a.id] }, undefined, author.token), 'FORBIDDEN');

    const unpublished = dataOf(await server.gql(BULK_STATUS, { ids: [a.id], status: 'DRAFT' }, undefined, admin)).bulkUpdatePostStatus;
    expect(unpublished.succeeded).toEqual([a.id]);
    expect((await server.agent().get('/api/blog?pageSize=100')).text).not.toContain(a.id);

    const deleted = dataOf(await server.gql(BULK_DELETE, { ids: [a.id, b.id] }, undefined, admin)).deletePosts;
    expect(deleted.succeeded.sort()).toEqual([a.id, b.id].sort());
    const again = dataOf(await server.gql(BULK_DELETE, { ids: [a.id] }, undefined, admin)).deletePosts;
    expect(again).toEqual({ succeeded: [], refused: [{ id: a.id, title: null, message: 'Blog post not found.' }] });
  });

  it('bounds a bulk action: no ids, or more than a page of them, is refused before any work', async () => {
    expectGqlError(await server.gql(BULK_STATUS, { ids: [], status: 'PUBLISHED' }, undefined, admin), 'BAD_USER_INPUT', BULK_SIZE_MESSAGE);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expectGqlError(await server.gql(BULK_DELETE, { ids: many }, undefined, admin), 'BAD_USER_INPUT', BULK_SIZE_MESSAGE);
    expectGqlError(await server.gql(BULK_RESOURCES, { ids: many, status: 'DRAFT' }, undefined, admin), 'BAD_USER_INPUT', BULK_SIZE_MESSAGE);
    // Anonymous: refused before anything is read.
    expectGqlError(await server.gql(BULK_STATUS, { ids: [crypto.randomUUID()], status: 'PUBLISHED' }), 'UNAUTHENTICATED');
  });
});

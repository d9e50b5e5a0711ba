// REST bulk paths and bulk revisions (issue 12, decision 0032): POST /api/admin/blog/bulk and
// /api/admin/resources/bulk { action, ids } do what the GraphQL bulk mutations do, with the roles of
// the single actions, at most 100 ids, the usual 400/401/403 answers; a bulk status change keeps a
// revision of each post it changes, as a single save does.
import { AUTHOR_CANNOT_PUBLISH_MESSAGE } from '../../schema/validation/editorial';
import { BULK_SIZE_MESSAGE } from '../../graphql-server/src/shared/bulk-content';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { staffMember } from './staff-helpers';
import { dataOf, START_TIMEOUT, startServer, validPost, validResource } from './helpers';

const REVISIONS = `query($postId: ID!) { postRevisions(postId: $postId) { version state savedBy } }`;
const BULK_STATUS = `mutation($ids: [ID!]!, $status: EditorialState!) { bulkUpdatePostStatus(ids: $ids, status: $status) { succeeded } }`;

describe('REST bulk paths and bulk revisions', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const createPost = async (overrides: Record<string, unknown> = {}, agent = admin.agent) => {
    const res = await agent.post('/api/admin/blog').send(validPost({ status: 'DRAFT', ...overrides }));
    expect(res.status).toBe(201);
    return res.body as { id: string; title: string };
  };
  const states = async (postId: string) =>
    dataOf(await server.gql(REVISIONS, { postId }, undefined, admin.token)).postRevisions.map((r: { version: number; state: string }) => [
      r.version,
      r.state,
    ]);

  it('publishes, unpublishes and deletes posts, each item checked, answering the GraphQL BulkResult', async () => {
    const a = await createPost();
    const b = await createPost();
    const published = await admin.agent.post('/api/admin/blog/bulk').send({ action: 'publish', ids: [a.id, b.id, 'nope'] });
    expect(published.status).toBe(200);
    expect(published.body.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect(published.body.refused).toEqual([{ id: 'nope', title: null, message: 'Blog post not found.' }]);
    expect((await server.agent().get(`/api/blog?pageSize=100`)).text).toContain(a.id);

    const unpublished = await admin.agent.post('/api/admin/blog/bulk').send({ action: 'unpublish', ids: [a.id] });
    expect(unpublished.body).toEqual({ succeeded: [a.id], refused: [] });
    expect((await server.agent().get(`/api/blog?pageSize=100`)).text).not.toContain(a.id);

    const deleted = await admin.agent.post('/api/admin/blog/bulk').send({ action: 'delete', ids: [a.id, b.id] });
    expect(deleted.body.succeeded.sort()).toEqual([a.id, b.id].sort());
    expect((await admin.agent.get(`/api/admin/blog/${a.id}`)).status).toBe(404);
  });

  it('applies the roles of the single actions: an Author submits but cannot publish nor delete', async () => {
    const author = await staffMember(server, 'AUTHOR');
    const own = await createPost({}, author.agent);
    const refused = await author.agent.post('/api/admin/blog/bulk').send({ action: 'publish', ids: [own.id] });
    expect(refused.status).toBe(200);
    expect(refused.body.refused).toEqual([{ id: own.id, title: own.title, message: AUTHOR_CANNOT_PUBLISH_MESSAGE }]);
    const submitted = await author.agent.post('/api/admin/blog/bulk').send({ action: 'submit', ids: [own.id] });
    expect(submitted.body.succeeded).toEqual([own.id]);
    expect((await author.agent.post('/api/admin/blog/bulk').send({ action: 'delete', ids: [own.id] })).status).toBe(403);
    expect((await author.agent.post('/api/admin/resources/bulk').send({ action: 'delete', ids: [own.id] })).status).toBe(403);
    expect((await admin.agent.get(`/api/admin/blog/${own.id}`)).body.status).toBe('IN_REVIEW');
  });

  it('refuses anonymous callers, bad actions, bad ids and more than 100 ids before any work', async () => {
    const anonymous = await server
      .agent()
      .post('/api/admin/blog/bulk')
      .send({ action: 'delete', ids: [crypto.randomUUID()] });
    expect(anonymous.status).toBe(401);
    const badAction = await admin.agent.post('/api/admin/blog/bulk').send({ action: 'archive', ids: [crypto.randomUUID()] });
    expect(badAction.status).toBe(400);
    expect(badAction.body.message).toBe('action must be one of publish, unpublish, submit, delete.');
    const badIds = await admin.agent.post('/api/admin/resources/bulk').send({ action: 'publish', ids: 'all' });
    expect(badIds.status).toBe(400);
    expect(badIds.body.errors).toEqual([{ field: 'ids', message: 'ids must be a list of ids.' }]);
    const extra = await admin.agent.post('/api/admin/blog/bulk').send({ action: 'publish', ids: [], where: 'all' });
    expect(extra.status).toBe(400);
    const empty = await admin.agent.post('/api/admin/blog/bulk').send({ action: 'publish', ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(BULK_SIZE_MESSAGE);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    const over = await admin.agent.post('/api/admin/resources/bulk').send({ action: 'delete', ids: many });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(BULK_SIZE_MESSAGE);
  });

  it('changes resources in bulk', async () => {
    const created = await admin.agent.post('/api/admin/resources').send(validResource({ status: 'DRAFT' }));
    const id = created.body.id as string;
    const published = await admin.agent.post('/api/admin/resources/bulk').send({ action: 'publish', ids: [id] });
    expect(published.body).toEqual({ succeeded: [id], refused: [] });
    expect((await admin.agent.get(`/api/admin/resources/${id}`)).body.status).toBe('PUBLISHED');
    const deleted = await admin.agent.post('/api/admin/resources/bulk').send({ action: 'delete', ids: [id] });
    expect(deleted.body).toEqual({ succeeded: [id], refused: [] });
  });

  it('keeps a revision of each post a bulk status change changes (GraphQL and REST), none when unchanged', async () => {
    const post = await createPost();
    dataOf(await server.gql(BULK_STATUS, { ids: [post.id], status: 'PUBLISHED' }, undefined, admin.token));
    await admin.agent.post('/api/admin/blog/bulk').send({ action: 'unpublish', ids: [post.id] });
    await admin.agent.post('/api/admin/blog/bulk').send({ action: 'unpublish', ids: [post.id] });
    expect(await states(post.id)).toEqual([
      [3, 'DRAFT'],
      [2, 'PUBLISHED'],
      [1, 'DRAFT'],
    ]);
  });
});

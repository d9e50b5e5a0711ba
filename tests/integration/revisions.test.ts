// Revisions of posts (issue 12, decision 0025): every save keeps one (who, when, title, content,
// state), the last 50 per post; restoring one is a new, version-checked save; an Author sees and
// restores only the revisions of their own posts. GraphQL and REST.
import { NOT_OWN_WORK_MESSAGE } from '../../graphql-server/src/auth/permissions';
import { VERSION_CONFLICT_MESSAGE } from '../../schema/validation/editorial';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { staffMember } from './staff-helpers';
import { dataOf, expectGqlError, POST_FIELDS, START_TIMEOUT, startServer, validPost } from './helpers';

const CREATE = `mutation($input: BlogPostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { ${POST_FIELDS} } }`;
const REVISIONS = `query($postId: ID!) { postRevisions(postId: $postId) { id postId version title excerpt content state savedBy createdAt } }`;
const REVISION = `query($id: ID!) { postRevision(id: $id) { id version title content state } }`;
/** An article body long enough for the shared rules, starting with `words`. */
const body = (words: string) => `<p>${words}, and the rest of a paragraph long enough to be an article.</p>`;
const RESTORE = `mutation($id: ID!, $v: Int) { restorePostRevision(id: $id, expectedVersion: $v) { id title content version status } }`;

describe('revisions of posts', () => {
  let server: TestServer;
  let admin: string;
  let adminName: string;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    const signedIn = await signedInAdmin(server);
    admin = signedIn.token;
    adminName = (dataOf(await server.gql('{ me { username } }', {}, undefined, admin)).me as { username: string }).username;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const create = async (overrides: Record<string, unknown> = {}, token = admin) =>
    dataOf(await server.gql(CREATE, { input: validPost(overrides) }, undefined, token)).createPost;
  const update = async (post: { id: string; slug: string }, overrides: Record<string, unknown>, token = admin) =>
    dataOf(await server.gql(UPDATE, { id: post.id, input: validPost({ slug: post.slug, ...overrides }) }, undefined, token)).updatePost;
  const revisions = async (postId: string, token = admin) =>
    dataOf(await server.gql(REVISIONS, { postId }, undefined, token)).postRevisions;

  it('keeps every save, newest first, with who saved it and the state; lists leave the content out', async () => {
    const post = await create({ title: 'Revision one', content: body('First words'), status: 'DRAFT' });
    const second = await update(post, { title: 'Revision two', content: body('Second words'), status: 'DRAFT', expectedVersion: 1 });
    await update(post, { title: 'Revision three', content: body('Third words'), status: 'PUBLISHED', expectedVersion: second.version });
    const list = await revisions(post.id);
    expect(list.map((r: { version: number; title: string; state: string }) => [r.version, r.title, r.state])).toEqual([
      [3, 'Revision three', 'PUBLISHED'],
      [2, 'Revision two', 'DRAFT'],
      [1, 'Revision one', 'DRAFT'],
    ]);
    expect(list.every((r: { savedBy: string; content: string }) => r.savedBy === adminName && r.content === '')).toBe(true);
    const one = dataOf(await server.gql(REVISION, { id: list[2].id }, undefined, admin)).postRevision;
    expect(one).toMatchObject({ version: 1, title: 'Revision one', content: body('First words') });
  });

  it('restores a revision as a new version, over the version the editor holds, leaving the state as it is', async () => {
    const post = await create({ title: 'Before restore', content: body('Original text'), status: 'PUBLISHED' });
    await update(post, { title: 'After edit', content: body('Edited text'), status: 'PUBLISHED', expectedVersion: 1 });
    const [, first] = await revisions(post.id);
    const stale = await server.gql(RESTORE, { id: first.id, v: 1 }, undefined, admin);
    expectGqlError(stale, 'CONFLICT', VERSION_CONFLICT_MESSAGE);
    expect(await revisions(post.id)).toHaveLength(2);
    const restored = dataOf(await server.gql(RESTORE, { id: first.id, v: 2 }, undefined, admin)).restorePostRevision;
    expect(restored).toMatchObject({ title: 'Before restore', content: body('Original text'), version: 3, status: 'PUBLISHED' });
    const list = await revisions(post.id);
    expect(list[0]).toMatchObject({ version: 3, title: 'Before restore' });
    expect((await server.agent().get(`/api/blog/${post.slug}`)).body.title).toBe('Before restore');
  });

  it('a refused save (a duplicate slug, a stale version) keeps no revision', async () => {
    const taken = await create({ status: 'DRAFT' });
    const post = await create({ status: 'DRAFT' });
    const duplicate = await server.gql(UPDATE, { id: post.id, input: validPost({ slug: taken.slug, status: 'DRAFT' }) }, undefined, admin);
    expectGqlError(duplicate, 'CONFLICT', 'A blog post with this slug already exists.');
    expect((await revisions(post.id)).map((r: { version: number }) => r.version)).toEqual([1]);
  });

  it('keeps the last 50 revisions of a post, pruning older ones in the same save', async () => {
    const post = await create({ title: 'Many saves', status: 'DRAFT' });
    for (let version = 1; version <= 52; version++) {
      await update(post, { title: `Many saves ${version + 1}`, status: 'DRAFT', expectedVersion: version });
    }
    const list = await revisions(post.id);
    expect(list).toHaveLength(50);
    expect(list[0].version).toBe(53);
    expect(list[49].version).toBe(4);
    const rows = await server.dataSource.query('SELECT count(*)::int AS n FROM post_revisions WHERE "postId" = $1', [post.id]);
    expect(rows[0].n).toBe(50);
  });

  it('an Author lists and restores only revisions of their own posts', async () => {
    const author = await staffMember(server, 'AUTHOR');
    const others = await create({ title: 'Not the author’s', status: 'DRAFT' });
    const [revision] = await revisions(others.id);
    expectGqlError(await server.gql(REVISIONS, { postId: others.id }, undefined, author.token), 'FORBIDDEN', NOT_OWN_WORK_MESSAGE);
    expectGqlError(await server.gql(REVISION, { id: revision.id }, undefined, author.token), 'FORBIDDEN', NOT_OWN_WORK_MESSAGE);
    expectGqlError(await server.gql(RESTORE, { id: revision.id }, undefined, author.token), 'FORBIDDEN', NOT_OWN_WORK_MESSAGE);
    expect((await author.agent.get(`/api/admin/blog/${others.id}/revisions`)).status).toBe(403);
    expect((await author.agent.post(`/api/admin/post-revisions/${revision.id}/restore`).send({})).status).toBe(403);
    expect((await revisions(others.id))[0].version).toBe(1);

    const mine = await create({ title: 'The author’s draft', status: 'DRAFT' }, author.token);
    await update(mine, { title: 'The author’s second draft', status: 'DRAFT', expectedVersion: 1 }, author.token);
    const own = await revisions(mine.id, author.token);
    expect(own).toHaveLength(2);
    const restored = dataOf(await server.gql(RESTORE, { id: own[1].id, v: 2 }, undefined, author.token)).restorePostRevision;
    expect(restored).toMatchObject({ title: 'The author’s draft', status: 'DRAFT', version: 3 });
  });

  it('REST: lists, reads and restores, refusing bad input and unknown ids', async () => {
    const agent = (await signedInAdmin(server)).agent;
    const post = await create({ title: 'Rest revision one', content: body('One'), status: 'DRAFT' });
    await update(post, { title: 'Rest revision two', content: body('Two'), status: 'DRAFT', expectedVersion: 1 });
    const list = await agent.get(`/api/admin/blog/${post.id}/revisions`);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { title: string }) => r.title)).toEqual(['Rest revision two', 'Rest revision one']);
    const one = await agent.get(`/api/admin/post-revisions/${list.body[1].id}`);
    expect(one.body).toMatchObject({ version: 1, content: body('One') });
    const bad = await agent.post(`/api/admin/post-revisions/${list.body[1].id}/restore`).send({ expectedVersion: 'two' });
    expect(bad.status).toBe(400);
    const stale = await agent.post(`/api/admin/post-revisions/${list.body[1].id}/restore`).send({ expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.currentVersion).toBe(2);
    const restored = await agent.post(`/api/admin/post-revisions/${list.body[1].id}/restore`).send({ expectedVersion: 2 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Rest revision one', version: 3, status: 'DRAFT', tagList: expect.any(Array) });
    expect((await agent.get('/api/admin/post-revisions/not-a-uuid')).status).toBe(404);
    expect((await agent.get('/api/admin/blog/not-a-uuid/revisions')).status).toBe(404);
  });
});

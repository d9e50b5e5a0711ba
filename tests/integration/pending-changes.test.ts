// Autosave of live posts (issue 12, decision 0032): an editor's autosaved edits of a published post
// are kept as a pending change (theirs only) and the public post stays as it was; saving the post
// applies them (and drops the pending change); made over an older version, saving them is the usual
// CONFLICT. GraphQL and REST.
import { NOT_LIVE_MESSAGE } from '../../graphql-server/src/modules/posts/pending-changes.service';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { staffMember } from './staff-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, validPost } from './helpers';

const FIELDS = 'postId baseVersion updatedAt title excerpt content slug tags';
const PENDING = `query($postId: ID!) { pendingPostChange(postId: $postId) { ${FIELDS} } }`;
const SAVE_PENDING = `mutation($postId: ID!, $input: BlogPostInput!) { savePendingPostChange(postId: $postId, input: $input) { ${FIELDS} } }`;
const DISCARD = `mutation($postId: ID!) { discardPendingPostChange(postId: $postId) }`;
const UPDATE = `mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { id title version } }`;
const body = (words: string) => `<p>${words}, and the rest of a paragraph long enough to be an article.</p>`;

describe('autosave of live posts: pending changes', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const createLive = async (title: string) => {
    const res = await admin.agent.post('/api/admin/blog').send(validPost({ title, content: body('Live words'), status: 'PUBLISHED' }));
    expect(res.status).toBe(201);
    return res.body as { id: string; slug: string; version: number };
  };
  const publicTitle = async (slug: string) => (await server.agent().get(`/api/blog/${slug}`)).body.title;

  it('keeps the edits beside the live post, which stays public as it was until the editor saves', async () => {
    const post = await createLive('Live and unchanged');
    const edits = validPost({
      slug: post.slug,
      title: 'Live with pending edits',
      content: body('<script>x</script>New words'),
      expectedVersion: 1,
    });
    const pending = dataOf(await server.gql(SAVE_PENDING, { postId: post.id, input: edits }, undefined, admin.token)).savePendingPostChange;
    expect(pending).toMatchObject({ postId: post.id, baseVersion: 1, title: 'Live with pending edits' });
    expect(pending.content).not.toContain('script');
    expect(await publicTitle(post.slug)).toBe('Live and unchanged');
    expect((await admin.agent.get(`/api/admin/blog/${post.id}`)).body).toMatchObject({ title: 'Live and unchanged', version: 1 });
    // Autosaving again replaces it; another editor does not see it.
    await server.gql(SAVE_PENDING, { postId: post.id, input: { ...edits, title: 'Live with newer edits' } }, undefined, admin.token);
    expect(dataOf(await server.gql(PENDING, { postId: post.id }, undefined, admin.token)).pendingPostChange.title).toBe(
      'Live with newer edits',
    );
    const editor = await staffMember(server, 'EDITOR');
    expect(dataOf(await server.gql(PENDING, { postId: post.id }, undefined, editor.token)).pendingPostChange).toBeNull();

    // Publishing the update applies the edits and drops the pending change.
    const updated = dataOf(
      await server.gql(UPDATE, { id: post.id, input: { ...edits, title: 'Live with newer edits' } }, undefined, admin.token),
    ).updatePost;
    expect(updated).toMatchObject({ title: 'Live with newer edits', version: 2 });
    expect(await publicTitle(post.slug)).toBe('Live with newer edits');
    expect(dataOf(await server.gql(PENDING, { postId: post.id }, undefined, admin.token)).pendingPostChange).toBeNull();
  });

  it('edits made over an older version are a CONFLICT when saved; discarding drops them', async () => {
    const post = await createLive('Live raced');
    const editor = await staffMember(server, 'EDITOR');
    const mine = validPost({ slug: post.slug, title: 'Live raced, my edits', expectedVersion: 1 });
    dataOf(await server.gql(SAVE_PENDING, { postId: post.id, input: mine }, undefined, admin.token));
    // Someone else updates the live post meanwhile: my pending change stays.
    dataOf(
      await server.gql(
        UPDATE,
        { id: post.id, input: validPost({ slug: post.slug, title: 'Live raced, theirs', expectedVersion: 1 }) },
        undefined,
        editor.token,
      ),
    );
    const kept = dataOf(await server.gql(PENDING, { postId: post.id }, undefined, admin.token)).pendingPostChange;
    expect(kept).toMatchObject({ baseVersion: 1, title: 'Live raced, my edits' });
    const refused = expectGqlError(await server.gql(UPDATE, { id: post.id, input: mine }, undefined, admin.token), 'CONFLICT');
    expect((refused.extensions as { currentVersion?: number } | undefined)?.currentVersion).toBe(2);
    expect(dataOf(await server.gql(DISCARD, { postId: post.id }, undefined, admin.token)).discardPendingPostChange).toBe(true);
    expect(dataOf(await server.gql(DISCARD, { postId: post.id }, undefined, admin.token)).discardPendingPostChange).toBe(false);
  });

  it('refuses drafts, a missing version, another author’s post; REST GET, PUT and DELETE', async () => {
    const draft = (await admin.agent.post('/api/admin/blog').send(validPost({ status: 'DRAFT' }))).body;
    const onDraft = await admin.agent.put(`/api/admin/blog/${draft.id}/pending`).send(validPost({ slug: draft.slug, expectedVersion: 1 }));
    expect(onDraft.status).toBe(400);
    expect(onDraft.body.message).toBe(NOT_LIVE_MESSAGE);
    const post = await createLive('Live over REST');
    const noVersion = await admin.agent.put(`/api/admin/blog/${post.id}/pending`).send(validPost({ slug: post.slug }));
    expect(noVersion.status).toBe(400);
    const author = await staffMember(server, 'AUTHOR');
    const theirs = await author.agent.put(`/api/admin/blog/${post.id}/pending`).send(validPost({ slug: post.slug, expectedVersion: 1 }));
    expect(theirs.status).toBe(403);

    expect((await admin.agent.get(`/api/admin/blog/${post.id}/pending`)).status).toBe(404);
    const saved = await admin.agent
      .put(`/api/admin/blog/${post.id}/pending`)
      .send(validPost({ slug: post.slug, title: 'Live over REST, edited', expectedVersion: 1 }));
    expect(saved.status).toBe(200);
    expect((await admin.agent.get(`/api/admin/blog/${post.id}/pending`)).body).toMatchObject({
      title: 'Live over REST, edited',
      baseVersion: 1,
    });
    expect(await publicTitle(post.slug)).toBe('Live over REST');
    expect((await admin.agent.delete(`/api/admin/blog/${post.id}/pending`)).status).toBe(204);
    expect((await admin.agent.delete(`/api/admin/blog/${post.id}/pending`)).status).toBe(404);
    expect(
      (
        await server
          .agent()
          .put(`/api/admin/blog/${post.id}/pending`)
          .send(validPost({ expectedVersion: 1 }))
      ).status,
    ).toBe(401);
  });
});

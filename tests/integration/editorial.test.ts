// Drafts and publishing (issue 12, decision 0021): what the public sees of each status, through
// every public door (GraphQL, REST, feeds, sitemap, search) and its caches; who may publish; the
// status filter of the admin lists and the content:drafts token scope; optimistic concurrency.
import { AUTHOR_CANNOT_PUBLISH_MESSAGE, DRAFTS_SCOPE_MESSAGE, VERSION_CONFLICT_MESSAGE } from '../../schema/validation/editorial';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { ManualClock } from '../support/manual-clock';
import { staffMember } from './staff-helpers';
import { dataOf, expectGqlError, POST_FIELDS, START_TIMEOUT, startServer, uniq, validPost, validResource } from './helpers';

const CREATE = `mutation($input: BlogPostInput!) { createPost(input: $input) { ${POST_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { ${POST_FIELDS} } }`;
const PUBLIC_POST = `query($slug: String!) { post(slug: $slug) { id } }`;
const ADMIN_POSTS = `query($status: [PostStatus!], $search: String) { adminPosts(status: $status, search: $search) { totalCount items { id status } } }`;
const HOUR = 3_600_000;
const ADMIN_POST = `query($id: ID!) { adminPost(id: $id) { id status } }`;

describe('drafts and publishing', () => {
  let server: TestServer;
  let admin: string;
  /** The server's clock: the scheduled post's hour passes when the test says so. */
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startServer({ seed: true, clock });
    admin = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const create = async (overrides: Record<string, unknown> = {}, token = admin) =>
    dataOf(await server.gql(CREATE, { input: validPost(overrides) }, undefined, token)).createPost;
  const update = (id: string, overrides: Record<string, unknown>, token = admin) =>
    server.gql(UPDATE, { id, input: validPost(overrides) }, undefined, token);

  /** Where a visitor could meet the post: every public read. */
  async function publicSightings(slug: string, title: string): Promise<string[]> {
    const agent = server.agent();
    const seen: string[] = [];
    if (dataOf(await server.gql(PUBLIC_POST, { slug })).post) seen.push('graphql post');
    if ((await agent.get(`/api/blog/${slug}`)).status === 200) seen.push('rest article');
    if ((await agent.get('/api/blog?pageSize=100')).text.includes(slug)) seen.push('rest list');
    if ((await agent.get(`/api/blog/search?q=${encodeURIComponent(title)}`)).text.includes(slug)) seen.push('search');
    if ((await agent.get('/rss.xml')).text.includes(slug)) seen.push('feed');
    if ((await agent.get('/sitemap.xml')).text.includes(slug)) seen.push('sitemap');
    return seen;
  }

  it('a new post is a draft, unseen by the public, until it is published; unpublishing hides it again', async () => {
    const id = uniq();
    const title = `Editorial draft zanzibar${id}`;
    // Warm the caches with the list as it is, so publishing must drop them.
    await server.agent().get('/api/blog?pageSize=100');
    const draft = await create({ title, slug: `draft-${id}`, status: undefined });
    expect(draft).toMatchObject({ status: 'DRAFT', version: 1 });
    expect(await publicSightings(draft.slug, title)).toEqual([]);

    const published = dataOf(await update(draft.id, { title, slug: draft.slug, status: 'PUBLISHED', expectedVersion: 1 })).updatePost;
    expect(published).toMatchObject({ status: 'PUBLISHED', version: 2 });
    expect(new Date(published.publishedAt).getTime()).toBeGreaterThan(new Date(draft.publishedAt).getTime() - 1);
    expect(await publicSightings(draft.slug, title)).toEqual(['graphql post', 'rest article', 'rest list', 'search', 'feed', 'sitemap']);

    const unpublished = dataOf(await update(draft.id, { title, slug: draft.slug, status: 'DRAFT' })).updatePost;
    expect(unpublished.status).toBe('DRAFT');
    expect(await publicSightings(draft.slug, title)).toEqual([]);
  });

  it('a scheduled post goes public when its time comes, with the caches warm', async () => {
    const id = uniq();
    const title = `Editorial scheduled quokka${id}`;
    const listed = async () => (await server.agent().get('/api/blog?pageSize=100')).text.includes(`scheduled-${id}`);
    const post = await create({ title, slug: `scheduled-${id}`, publishedAt: new Date(Date.now() + HOUR).toISOString() });
    expect(post.status).toBe('SCHEDULED');
    // Not listed before its time, and the list is now in the read cache.
    expect(await listed()).toBe(false);
    // An hour passes: in the database (its publishedAt is now behind the database's clock; no
    // write the caches hear of) and then on the server's clock, whose publication timer drops them.
    await server.dataSource.query(`UPDATE "blog_posts" SET "publishedAt" = now() - interval '1 second' WHERE "id" = $1`, [post.id]);
    expect(await listed()).toBe(false);
    clock.advance(HOUR);
    expect(await listed()).toBe(true);
    expect(dataOf(await server.gql(ADMIN_POST, { id: post.id }, undefined, admin)).adminPost.status).toBe('PUBLISHED');
  });

  it('an Author submits for review and cannot publish; an Editor publishes the submission', async () => {
    const author = await staffMember(server, 'AUTHOR');
    const editor = await staffMember(server, 'EDITOR');
    const refused = await server.gql(CREATE, { input: validPost({ status: 'PUBLISHED' }) }, undefined, author.token);
    expectGqlError(refused, 'FORBIDDEN', AUTHOR_CANNOT_PUBLISH_MESSAGE);
    const mine = await create({ status: 'IN_REVIEW' }, author.token);
    expect(mine.status).toBe('IN_REVIEW');
    expect(dataOf(await server.gql(PUBLIC_POST, { slug: mine.slug })).post).toBeNull();
    // Scheduling is publishing too.
    const schedule = await update(mine.id, { slug: mine.slug, status: 'PUBLISHED', publishedAt: '2099-01-01T00:00:00Z' }, author.token);
    expectGqlError(schedule, 'FORBIDDEN', AUTHOR_CANNOT_PUBLISH_MESSAGE);
    const review = dataOf(await server.gql(ADMIN_POSTS, { status: ['IN_REVIEW'] }, undefined, editor.token)).adminPosts;
    expect(review.items.map((item: { id: string }) => item.id)).toContain(mine.id);
    const published = dataOf(await update(mine.id, { slug: mine.slug, status: 'PUBLISHED' }, editor.token)).updatePost;
    expect(published.status).toBe('PUBLISHED');
    expect(dataOf(await server.gql(PUBLIC_POST, { slug: mine.slug })).post).toEqual({ id: mine.id });
  });

  it('the admin lists filter by status, on GraphQL and REST', async () => {
    const draft = await create({ status: 'DRAFT' });
    const scheduled = await create({ publishedAt: '2099-06-01T00:00:00Z' });
    const drafts = dataOf(await server.gql(ADMIN_POSTS, { status: ['DRAFT'] }, undefined, admin)).adminPosts;
    expect(drafts.items.every((item: { status: string }) => item.status === 'DRAFT')).toBe(true);
    expect(drafts.items.map((item: { id: string }) => item.id)).toContain(draft.id);
    expect(drafts.totalCount).toBe(drafts.items.length);
    const both = dataOf(await server.gql(ADMIN_POSTS, { status: ['SCHEDULED', 'DRAFT'] }, undefined, admin)).adminPosts;
    expect(both.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining([draft.id, scheduled.id]));

    const rest = await server.agent().get('/api/admin/blog?status=scheduled').set('Authorization', `Bearer ${admin}`);
    expect(rest.status).toBe(200);
    expect(rest.body.map((item: { id: string }) => item.id)).toContain(scheduled.id);
    expect(rest.body.every((item: { status: string }) => item.status === 'SCHEDULED')).toBe(true);
    const bad = await server.agent().get('/api/admin/blog?status=LIVE').set('Authorization', `Bearer ${admin}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/status must be one or more of DRAFT, IN_REVIEW, SCHEDULED, PUBLISHED/);
  });

  it('a content token sees no drafts (asking for them is refused); a content:drafts token does', async () => {
    const draft = await create({ status: 'DRAFT' });
    const resource = dataOf(
      await server.gql(
        'mutation($input: ResourceInput!) { createResource(input: $input) { id status } }',
        {
          input: validResource({ status: 'DRAFT' }),
        },
        undefined,
        admin,
      ),
    ).createResource;
    expect(resource.status).toBe('DRAFT');
    const issue = async (scopes: string[]) =>
      dataOf(
        await server.gql(
          'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }',
          { input: { name: `Editorial ${scopes.join('+')}`, scopes } },
          undefined,
          admin,
        ),
      ).createApiToken.secret as string;
    const content = await issue(['CONTENT']);
    const drafts = await issue(['CONTENT_DRAFTS']);

    const listed = dataOf(await server.gql(ADMIN_POSTS, {}, undefined, content)).adminPosts;
    expect(listed.items.some((item: { status: string }) => item.status === 'DRAFT' || item.status === 'IN_REVIEW')).toBe(false);
    expect(dataOf(await server.gql(ADMIN_POST, { id: draft.id }, undefined, content)).adminPost).toBeNull();
    expectGqlError(await server.gql(ADMIN_POSTS, { status: ['DRAFT'] }, undefined, content), 'FORBIDDEN', DRAFTS_SCOPE_MESSAGE);
    const restList = await server.agent().get('/api/admin/resources').set('Authorization', `Bearer ${content}`);
    expect(restList.body.map((item: { id: string }) => item.id)).not.toContain(resource.id);
    expect((await server.agent().get(`/api/admin/blog/${draft.id}`).set('Authorization', `Bearer ${content}`)).status).toBe(404);
    const restAsked = await server.agent().get('/api/admin/blog?status=DRAFT').set('Authorization', `Bearer ${content}`);
    expect(restAsked.status).toBe(403);

    const all = dataOf(await server.gql(ADMIN_POSTS, { status: ['DRAFT'] }, undefined, drafts)).adminPosts;
    expect(all.items.map((item: { id: string }) => item.id)).toContain(draft.id);
    expect(dataOf(await server.gql(ADMIN_POST, { id: draft.id }, undefined, drafts)).adminPost).toEqual({ id: draft.id, status: 'DRAFT' });
    // Still read-only.
    expect((await update(draft.id, {}, drafts)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('a draft resource is not listed, searched or downloadable in public', async () => {
    const id = uniq();
    const resource = dataOf(
      await server.gql(
        'mutation($input: ResourceInput!) { createResource(input: $input) { id status } }',
        {
          input: validResource({ title: `Draft resource wombat${id}`, status: undefined }),
        },
        undefined,
        admin,
      ),
    ).createResource;
    expect(resource.status).toBe('DRAFT');
    const agent = server.agent();
    expect((await agent.get('/api/resources?pageSize=100')).text).not.toContain(resource.id);
    expect((await agent.get(`/api/resources?search=wombat${id}`)).body).toEqual([]);
    expect((await agent.post(`/api/resources/${resource.id}/download`)).status).toBe(404);
  });
});

describe('optimistic concurrency', () => {
  let server: TestServer;
  let admin: string;
  /** The server's clock: the scheduled post's hour passes when the test says so. */
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startServer({ seed: true, clock });
    admin = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('a save over a newer version is a CONFLICT naming the stored version, and changes nothing', async () => {
    const input = validPost();
    const post = dataOf(await server.gql(CREATE, { input }, undefined, admin)).createPost;
    const first = await server.gql(
      UPDATE,
      { id: post.id, input: { ...input, title: 'First editor wins', expectedVersion: 1 } },
      undefined,
      admin,
    );
    expect(dataOf(first).updatePost.version).toBe(2);
    const stale = await server.gql(
      UPDATE,
      { id: post.id, input: { ...input, title: 'Second editor, stale', expectedVersion: 1 } },
      undefined,
      admin,
    );
    const error = expectGqlError(stale, 'CONFLICT', VERSION_CONFLICT_MESSAGE);
    expect(error.extensions).toMatchObject({ currentVersion: 2 });
    const rest = await server
      .agent()
      .put(`/api/admin/blog/${post.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ ...input, title: 'REST, stale', expectedVersion: 1 });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ message: VERSION_CONFLICT_MESSAGE, currentVersion: 2 });
    const stored = dataOf(await server.gql(`query($id: ID!) { adminPost(id: $id) { title version } }`, { id: post.id }, undefined, admin));
    expect(stored.adminPost).toEqual({ title: 'First editor wins', version: 2 });
    // Overwriting: the editor saves again over the version they compared.
    const overwrite = await server.gql(
      UPDATE,
      { id: post.id, input: { ...input, title: 'Overwritten', expectedVersion: 2 } },
      undefined,
      admin,
    );
    expect(dataOf(overwrite).updatePost).toMatchObject({ title: 'Overwritten', version: 3 });
  });

  it('of two saves racing over the same version (an autosave and a Publish), exactly one is stored', async () => {
    const input = validPost({ status: 'DRAFT' });
    const post = dataOf(await server.gql(CREATE, { input }, undefined, admin)).createPost;
    const [autosave, publish] = await Promise.all([
      server.gql(
        UPDATE,
        { id: post.id, input: { ...input, content: `${input.content}<p>Autosaved words.</p>`, expectedVersion: 1 } },
        undefined,
        admin,
      ),
      server.gql(
        UPDATE,
        { id: post.id, input: { ...input, title: 'Published title', status: 'PUBLISHED', expectedVersion: 1 } },
        undefined,
        admin,
      ),
    ]);
    const outcomes = [autosave, publish].map((res) => (res.body.errors ? res.body.errors[0].extensions.code : 'saved'));
    expect(outcomes.sort()).toEqual(['CONFLICT', 'saved']);
    const stored = dataOf(await server.gql(`query($id: ID!) { adminPost(id: $id) { version } }`, { id: post.id }, undefined, admin));
    expect(stored.adminPost.version).toBe(2);
  });

  it('a version that is not a whole number is bad input', async () => {
    const post = await server.agent().post('/api/admin/blog').set('Authorization', `Bearer ${admin}`).send(validPost());
    const res = await server
      .agent()
      .put(`/api/admin/blog/${post.body.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send(validPost({ expectedVersion: 'latest', status: 'LIVE' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'expectedVersion', message: 'Version must be a whole number' },
        { field: 'status', message: 'Status must be DRAFT, IN_REVIEW or PUBLISHED' },
      ]),
    );
  });
});

// Previews and slug redirects (issue 12, decision 0031), GraphQL and REST: staff read any status by
// slug, anonymous visitors only published posts; shareable preview links (token hashed, 7 days,
// revocable) open one post for anyone holding them and nothing else; a published post's slug
// change records a redirect (chains collapse, a new post taking the slug removes it) that Editors
// list and delete. The pages (301, headers) are covered by previews-pages.test.ts on the built app.
import { PostPreviewLink } from '../../graphql-server/src/modules/posts/post-preview-link.entity';
import { newPreviewToken, previewTokenHash } from '../../graphql-server/src/modules/posts/preview-token';
import { NOT_OWN_WORK_MESSAGE } from '../../graphql-server/src/auth/permissions';
import { CANONICAL_URL_MESSAGE, META_TITLE_MAX_MESSAGE, SOCIAL_IMAGE_MESSAGE } from '../../schema/validation/post-seo';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { staffMember } from './staff-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, validPost } from './helpers';

const CREATE = `mutation($input: BlogPostInput!) { createPost(input: $input) { id slug version } }`;
const UPDATE = `mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { id slug version } }`;
const POST = `query($slug: String!) { post(slug: $slug) { id title status } }`;
const SHARED = `query($slug: String!, $token: String!) { sharedPost(slug: $slug, token: $token) { id title status } }`;
const MAKE_LINK = `mutation($postId: ID!) { createPostPreviewLink(postId: $postId) { url link { id expiresAt } } }`;
const LINKS = `query($postId: ID!) { postPreviewLinks(postId: $postId) { id createdBy expiresAt } }`;
const REVOKE = `mutation($id: ID!) { revokePostPreviewLink(id: $id) { id } }`;
const REDIRECTS = '{ slugRedirects { id fromSlug toSlug } }';
const DELETE_REDIRECT = `mutation($id: ID!) { deleteSlugRedirect(id: $id) { fromSlug } }`;

const tokenOf = (url: string) => new URL(url).searchParams.get('preview') ?? '';

describe('previews and slug redirects', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const create = async (overrides: Record<string, unknown> = {}) =>
    dataOf(await server.gql(CREATE, { input: validPost(overrides) }, undefined, admin)).createPost as {
      id: string;
      slug: string;
      version: number;
    };
  const rename = async (post: { id: string }, slug: string, overrides: Record<string, unknown> = {}) =>
    dataOf(await server.gql(UPDATE, { id: post.id, input: validPost({ slug, ...overrides }) }, undefined, admin)).updatePost;
  const redirects = async () =>
    dataOf(await server.gql(REDIRECTS, {}, undefined, admin)).slugRedirects as Array<{ id: string; fromSlug: string; toSlug: string }>;
  const redirectFrom = async (slug: string) => (await redirects()).find((r) => r.fromSlug === slug);

  it('staff read a draft, a post in review and a scheduled post by slug; anonymous visitors and REST do not', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const [status, extra, shown] of [
      ['DRAFT', {}, 'DRAFT'],
      ['IN_REVIEW', {}, 'IN_REVIEW'],
      ['PUBLISHED', { publishedAt: future }, 'SCHEDULED'],
    ] as const) {
      const post = await create({ status, ...extra });
      expect(dataOf(await server.gql(POST, { slug: post.slug }, undefined, admin)).post).toMatchObject({ id: post.id, status: shown });
      expect(dataOf(await server.gql(POST, { slug: post.slug })).post).toBeNull();
      expect((await server.agent().get(`/api/blog/${post.slug}`)).status).toBe(404);
    }
  });

  it('a preview link opens its post for anyone until revoked; the token is stored hashed; other slugs and bad tokens get null', async () => {
    const post = await create({ status: 'DRAFT', title: 'Shared draft' });
    const made = dataOf(await server.gql(MAKE_LINK, { postId: post.id }, undefined, admin)).createPostPreviewLink;
    expect(made.url).toMatch(new RegExp(`/blog/${post.slug}\\?preview=[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(made.url);
    const days = (Date.parse(made.link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const stored = await server.dataSource.getRepository(PostPreviewLink).findOneByOrFail({ id: made.link.id });
    expect(stored.tokenHash).toBe(previewTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect(dataOf(await server.gql(SHARED, { slug: post.slug, token })).sharedPost).toMatchObject({
      title: 'Shared draft',
      status: 'DRAFT',
    });
    const other = await create({ status: 'DRAFT' });
    expect(dataOf(await server.gql(SHARED, { slug: other.slug, token })).sharedPost).toBeNull();
    for (const bad of ['nope', newPreviewToken()]) {
      expect(dataOf(await server.gql(SHARED, { slug: post.slug, token: bad })).sharedPost).toBeNull();
    }

    const listed = dataOf(await server.gql(LINKS, { postId: post.id }, undefined, admin)).postPreviewLinks;
    expect(listed.map((l: { id: string }) => l.id)).toEqual([made.link.id]);
    dataOf(await server.gql(REVOKE, { id: made.link.id }, undefined, admin));
    expect(dataOf(await server.gql(SHARED, { slug: post.slug, token })).sharedPost).toBeNull();
    expect(dataOf(await server.gql(LINKS, { postId: post.id }, undefined, admin)).postPreviewLinks).toEqual([]);
  });

  it('an expired link opens nothing', async () => {
    const post = await create({ status: 'DRAFT' });
    const made = dataOf(await server.gql(MAKE_LINK, { postId: post.id }, undefined, admin)).createPostPreviewLink;
    await server.dataSource.getRepository(PostPreviewLink).update({ id: made.link.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(dataOf(await server.gql(SHARED, { slug: post.slug, token: tokenOf(made.url) })).sharedPost).toBeNull();
  });

  it('REST: make, list and revoke links; the hash never leaves the server; an Author only on their own posts', async () => {
    const post = await create({ status: 'DRAFT' });
    const agent = server.agent();
    const auth = { authorization: `Bearer ${admin}` };
    const made = await agent.post(`/api/admin/blog/${post.id}/preview-links`).set(auth).send({});
    expect(made.status).toBe(201);
    expect(made.body.url).toContain(`/blog/${post.slug}?preview=`);
    expect(made.body).not.toHaveProperty('tokenHash');
    const list = await agent.get(`/api/admin/blog/${post.id}/preview-links`).set(auth);
    expect(list.body).toEqual([expect.objectContaining({ id: made.body.id, postId: post.id })]);
    expect(JSON.stringify(list.body)).not.toContain('tokenHash');
    expect((await agent.delete(`/api/admin/preview-links/${made.body.id}`).set(auth)).status).toBe(200);
    expect((await agent.get(`/api/admin/blog/${post.id}/preview-links`).set(auth)).body).toEqual([]);

    const author = await staffMember(server, 'AUTHOR');
    const refused = await server.gql(MAKE_LINK, { postId: post.id }, undefined, author.token);
    expectGqlError(refused, 'FORBIDDEN', NOT_OWN_WORK_MESSAGE);
    expect((await author.agent.post(`/api/admin/blog/${post.id}/preview-links`).send({})).status).toBe(403);
  });

  it('renaming a published post records a redirect; chains collapse; a new post taking the old slug removes it', async () => {
    const post = await create({ status: 'PUBLISHED' });
    const a = post.slug;
    const b = `${a}-b`;
    const c = `${a}-c`;
    await rename(post, b, { status: 'PUBLISHED' });
    expect(await redirectFrom(a)).toMatchObject({ toSlug: b });
    await rename(post, c, { status: 'PUBLISHED' });
    expect(await redirectFrom(a)).toMatchObject({ toSlug: c });
    expect(await redirectFrom(b)).toMatchObject({ toSlug: c });
    await create({ slug: b, status: 'DRAFT' });
    expect(await redirectFrom(b)).toBeUndefined();
    expect(await redirectFrom(a)).toMatchObject({ toSlug: c });
  });

  it("REST: a renamed post's old address answers 301 to its current one, query kept; an unknown slug stays 404", async () => {
    const post = await create({ status: 'PUBLISHED' });
    await rename(post, `${post.slug}-renamed`, { status: 'PUBLISHED' });
    const old = await server.agent().get(`/api/blog/${post.slug}?fields=all`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/api/blog/${post.slug}-renamed?fields=all`);
    const followed = await server.agent().get(old.headers.location);
    expect(followed.status).toBe(200);
    expect(followed.body).toMatchObject({ id: post.id, slug: `${post.slug}-renamed` });
    expect((await server.agent().get(`/api/blog/${post.slug}-never-existed`)).status).toBe(404);
  });

  it('a draft or scheduled post changes its slug without a redirect (it never was public)', async () => {
    const draft = await create({ status: 'DRAFT' });
    await rename(draft, `${draft.slug}-x`, { status: 'DRAFT' });
    expect(await redirectFrom(draft.slug)).toBeUndefined();
  });

  it('Editors list and delete redirects (GraphQL and REST); Authors may not', async () => {
    const post = await create({ status: 'PUBLISHED' });
    await rename(post, `${post.slug}-new`, { status: 'PUBLISHED' });
    const redirect = (await redirectFrom(post.slug))!;
    const editor = await staffMember(server, 'EDITOR');
    const author = await staffMember(server, 'AUTHOR');
    expectGqlError(await server.gql(REDIRECTS, {}, undefined, author.token), 'FORBIDDEN');
    expect((await author.agent.get('/api/admin/redirects')).status).toBe(403);
    const listed = await editor.agent.get('/api/admin/redirects');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ fromSlug: post.slug, toSlug: `${post.slug}-new` })]));
    expect(dataOf(await server.gql(DELETE_REDIRECT, { id: redirect.id }, undefined, editor.token)).deleteSlugRedirect).toEqual({
      fromSlug: post.slug,
    });
    expect(await redirectFrom(post.slug)).toBeUndefined();
    expect((await editor.agent.delete(`/api/admin/redirects/${redirect.id}`)).status).toBe(404);
    expect((await server.agent().get('/api/admin/redirects')).status).toBe(401);
  });

  it('SEO fields: stored and read back, refused with the shared messages, left alone when a save omits them', async () => {
    const seo = {
      metaTitle: 'A meta title',
      metaDescription: 'A meta description',
      socialImage: '/media/0123456789abcdef0123456789abcdef.png',
      canonicalUrl: 'https://example.com/original',
    };
    const post = await create({ status: 'DRAFT', ...seo });
    const read = `query($id: ID!) { adminPost(id: $id) { metaTitle metaDescription socialImage canonicalUrl version } }`;
    expect(dataOf(await server.gql(read, { id: post.id }, undefined, admin)).adminPost).toMatchObject(seo);
    // A save without the fields (a script, a restored revision) keeps them.
    await rename(post, post.slug, { status: 'DRAFT' });
    expect(dataOf(await server.gql(read, { id: post.id }, undefined, admin)).adminPost).toMatchObject(seo);
    await rename(post, post.slug, { status: 'DRAFT', metaTitle: '' });
    expect(dataOf(await server.gql(read, { id: post.id }, undefined, admin)).adminPost).toMatchObject({ metaTitle: '' });

    const bad = await server.gql(CREATE, { input: validPost({ canonicalUrl: '/blog/relative' }) }, undefined, admin);
    expectGqlError(bad, 'BAD_USER_INPUT', CANONICAL_URL_MESSAGE);
    const rest = await server
      .agent()
      .post('/api/admin/blog')
      .set({ authorization: `Bearer ${admin}` })
      .send(validPost({ metaTitle: 'x'.repeat(121), socialImage: 'javascript:alert(1)' }));
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain(META_TITLE_MAX_MESSAGE);
    expect(JSON.stringify(rest.body)).toContain(SOCIAL_IMAGE_MESSAGE);
  });
});

// Content write access for integrations (issue 35): a `content:write` token creates and saves
// posts, resources and pages as drafts or for review, over GraphQL and REST, under the staff's
// validation and version rules, recorded under the token's name; publishing, scheduling, saving
// what is live and taking it down need `content:publish` too; deleting, revisions, previews,
// media and bulk changes stay with staff. Each refusal names the missing scope.
import { missingScopeMessage, READ_ONLY_TOKEN_MESSAGE } from '../../graphql-server/src/auth/access';
import { VERSION_CONFLICT_MESSAGE } from '../../schema/validation/editorial';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken } from './api-token-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, validPost, validResource, type Agent } from './helpers';

const CREATE = `mutation($input: BlogPostInput!) { createPost(input: $input) { id status version } }`;
const UPDATE = `mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { id status version } }`;
const PUBLISH_MESSAGE = missingScopeMessage(['content:publish']);

describe('integrator write access: content:write and content:publish', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let writer: string;
  let publisher: string;
  let reader: string;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
    writer = (await issueApiToken(server, admin.token, ['content', 'content:drafts', 'content:write'], { name: 'Headless CMS' })).secret;
    publisher = (await issueApiToken(server, admin.token, ['content', 'content:write', 'content:publish'], { name: 'Publisher' })).secret;
    reader = (await issueApiToken(server, admin.token, ['content'], { name: 'Mirror' })).secret;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const auditFor = async (target: string) =>
    (await server.dataSource.query(`SELECT action, "actorId", "actorName" FROM audit_log WHERE target = $1 ORDER BY at`, [
      target,
    ])) as Array<{
      action: string;
      actorId: string | null;
      actorName: string | null;
    }>;

  it('creates and saves a draft post over GraphQL, owned by nobody, audited and revised under the token’s name', async () => {
    const input = validPost({ status: 'DRAFT' });
    const created = dataOf(await server.gql(CREATE, { input }, undefined, writer)).createPost;
    expect(created).toMatchObject({ status: 'DRAFT', version: 1 });
    const saved = dataOf(
      await server.gql(
        UPDATE,
        { id: created.id, input: { ...input, title: `${input.title} (saved)`, expectedVersion: 1 } },
        undefined,
        writer,
      ),
    ).updatePost;
    expect(saved).toMatchObject({ status: 'DRAFT', version: 2 });
    const [row] = (await server.dataSource.query('SELECT "ownerId" FROM blog_posts WHERE id = $1', [created.id])) as Array<{
      ownerId: string | null;
    }>;
    expect(row.ownerId).toBeNull();
    const revisions = (await server.dataSource.query('SELECT "savedBy", "savedById" FROM post_revisions WHERE "postId" = $1', [
      created.id,
    ])) as Array<{ savedBy: string; savedById: string | null }>;
    expect(revisions).toEqual(expect.arrayContaining([{ savedBy: 'API token Headless CMS', savedById: null }]));
    // A post's entries name it by id, its title beside (issue 34).
    expect((await auditFor(created.id)).map((e) => [e.action, e.actorId, e.actorName])).toEqual([
      ['post.create', null, 'API token Headless CMS'],
      ['post.update', null, 'API token Headless CMS'],
    ]);
    // The version rule holds as for staff.
    const stale = await server.gql(UPDATE, { id: created.id, input: { ...input, expectedVersion: 1 } }, undefined, writer);
    expectGqlError(stale, 'CONFLICT', VERSION_CONFLICT_MESSAGE);
  });

  it('does the same over REST for posts, resources and pages, with the same 400s naming the field', async () => {
    const post = await rest()
      .post('/api/admin/blog')
      .set(bearer(writer))
      .send(validPost({ status: 'IN_REVIEW' }));
    expect([post.status, post.body.status]).toEqual([201, 'IN_REVIEW']);
    const resource = await rest()
      .post('/api/admin/resources')
      .set(bearer(writer))
      .send(validResource({ status: 'DRAFT' }));
    expect([resource.status, resource.body.status]).toEqual([201, 'DRAFT']);
    const page = await rest()
      .post('/api/admin/pages')
      .set(bearer(writer))
      .send({
        slug: `token-page-${uniq()}`,
        title: 'From the CMS',
        blocks: [{ type: 'cta-band', headline: 'Talk to us', ctas: [{ label: 'Contact', target: '/#contact' }] }],
      });
    expect([page.status, page.body.status, page.body.updatedBy]).toEqual([201, 'DRAFT', 'API token Headless CMS']);
    const bad = await rest()
      .post('/api/admin/blog')
      .set(bearer(writer))
      .send(validPost({ status: 'DRAFT', title: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('title');
    const edited = await rest()
      .put(`/api/admin/blog/${post.body.id}`)
      .set(bearer(writer))
      .send(validPost({ status: 'DRAFT', slug: post.body.slug, expectedVersion: post.body.version }));
    expect([edited.status, edited.body.status]).toEqual([200, 'DRAFT']);
  });

  it('refuses publishing, scheduling, saving a live item and taking it down without content:publish, naming the scope', async () => {
    const published = await rest()
      .post('/api/admin/blog')
      .set(bearer(writer))
      .send(validPost({ status: 'PUBLISHED' }));
    expect([published.status, published.body]).toEqual([403, { message: PUBLISH_MESSAGE }]);
    const scheduled = await server.gql(
      CREATE,
      { input: validPost({ status: 'PUBLISHED', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }) },
      undefined,
      writer,
    );
    expectGqlError(scheduled, 'FORBIDDEN', PUBLISH_MESSAGE);
    const live = await rest().post('/api/admin/blog').set(bearer(admin.token)).send(validPost());
    expect(live.status).toBe(201);
    const edit = await rest()
      .put(`/api/admin/blog/${live.body.id}`)
      .set(bearer(writer))
      .send(validPost({ slug: live.body.slug, title: 'Changed by a token' }));
    expect([edit.status, edit.body]).toEqual([403, { message: PUBLISH_MESSAGE }]);
    const takeDown = await rest()
      .put(`/api/admin/blog/${live.body.id}`)
      .set(bearer(writer))
      .send(validPost({ slug: live.body.slug, status: 'DRAFT' }));
    expect([takeDown.status, takeDown.body]).toEqual([403, { message: PUBLISH_MESSAGE }]);
    expect((await rest().get(`/api/blog/${live.body.slug}`)).status).toBe(200);
  });

  it('publishes with content:publish', async () => {
    const input = validPost({ status: 'PUBLISHED' });
    const created = dataOf(await server.gql(CREATE, { input }, undefined, publisher)).createPost;
    expect(created.status).toBe('PUBLISHED');
    expect((await rest().get(`/api/blog/${input.slug}`)).status).toBe(200);
    const down = await rest()
      .put(`/api/admin/blog/${created.id}`)
      .set(bearer(publisher))
      .send({ ...input, status: 'DRAFT' });
    expect([down.status, down.body.status]).toEqual([200, 'DRAFT']);
  });

  it('leaves deleting, revisions, previews, media and bulk changes to staff, and tells a read-only token what is missing', async () => {
    const post = await rest()
      .post('/api/admin/blog')
      .set(bearer(writer))
      .send(validPost({ status: 'DRAFT' }));
    const id = post.body.id as string;
    expect((await rest().delete(`/api/admin/blog/${id}`).set(bearer(writer))).body).toEqual({ message: READ_ONLY_TOKEN_MESSAGE });
    expectGqlError(
      await server.gql('mutation($id: ID!) { deletePost(id: $id) }', { id }, undefined, writer),
      'FORBIDDEN',
      READ_ONLY_TOKEN_MESSAGE,
    );
    expectGqlError(
      await server.gql(
        'mutation($ids: [ID!]!) { bulkUpdatePostStatus(ids: $ids, status: DRAFT) { succeeded } }',
        { ids: [id] },
        undefined,
        writer,
      ),
      'FORBIDDEN',
      READ_ONLY_TOKEN_MESSAGE,
    );
    expect((await rest().get(`/api/admin/blog/${id}/revisions`).set(bearer(writer))).status).toBe(403);
    expect(
      (
        await rest()
          .post('/api/admin/categories')
          .set(bearer(writer))
          .send({ name: 'X', slug: `x-${uniq()}` })
      ).status,
    ).toBe(403);
    const asReader = await rest()
      .post('/api/admin/blog')
      .set(bearer(reader))
      .send(validPost({ status: 'DRAFT' }));
    expect([asReader.status, asReader.body]).toEqual([403, { message: missingScopeMessage(['content:write']) }]);
    expectGqlError(
      await server.gql(CREATE, { input: validPost({ status: 'DRAFT' }) }, undefined, reader),
      'FORBIDDEN',
      missingScopeMessage(['content:write']),
    );
  });
});

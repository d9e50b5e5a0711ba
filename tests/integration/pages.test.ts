// Pages built from blocks (issue 31, decision 0059) through REST and GraphQL: the public read of a
// published page, the admin's five paths with the posts' editorial rules (drafts, scheduling,
// version conflicts), roles (an Author drafts and submits, an Editor publishes and deletes), the
// revisions and their restore, the caches emptied by publishing, webhooks, the sync feed with
// tombstones, the route table's slugs refused, and the privacy page's paths still answering.
import { AUTHOR_CANNOT_PUBLISH_MESSAGE, VERSION_CONFLICT_MESSAGE } from '../../schema/validation/editorial';
import { RESERVED_SLUG_MESSAGE, SYSTEM_PAGE_MESSAGE } from '../../schema/validation/pages';
import type { TestServer } from '../support/test-server';
import { bearer } from './api-token-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, type Agent } from './helpers';
import { editorialTeam, type Staff } from './staff-helpers';

const hero = (headline: string) => ({ type: 'hero', headline, ctas: [{ label: 'Book a call', target: '#contact' }] });
const leadForm = { type: 'lead-form', form: 'contact', heading: 'Save your seat', intro: 'We send the link the day before.' };

const PAGE_FIELDS = 'id slug title blocks seo { title description image noindex } status version updatedBy publishedAt';
const CREATE = `mutation($input: PageInput!) { createPage(input: $input) { ${PAGE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { ${PAGE_FIELDS} } }`;
const PUBLIC = `query($slug: String!) { page(slug: $slug) { id slug title blocks } }`;

describe('pages built from blocks', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let editor: Staff;
  let author: Staff;

  beforeAll(async () => {
    server = await startServer({ seed: true, syncSettleMs: 0 });
    ({ admin, editor, author } = await editorialTeam(server));
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const newPage = (overrides: Record<string, unknown> = {}) => ({
    slug: `landing-${uniq()}`,
    title: 'Webinar: FinOps in 2027',
    blocks: [hero('FinOps in 2027'), leadForm],
    seo: { title: 'FinOps webinar', description: 'Join our webinar.' },
    ...overrides,
  });

  it('creates a draft, unseen by visitors until an editor publishes it; the public read has the documented shape', async () => {
    const input = newPage();
    const created = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: input.slug, status: 'DRAFT', version: 1, updatedBy: editor.username, blocks: input.blocks });
    expect((await rest().get(`/api/pages/${input.slug}`)).status).toBe(404);
    expect(dataOf(await server.gql(PUBLIC, { slug: input.slug })).page).toBeNull();

    const published = await rest()
      .put(`/api/admin/pages/${created.body.id}`)
      .set(bearer(editor.token))
      .send({ ...input, status: 'PUBLISHED', expectedVersion: 1 });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ status: 'PUBLISHED', version: 2 });

    const read = await rest().get(`/api/pages/${input.slug}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body).sort()).toEqual(['blocks', 'id', 'seo', 'slug', 'title', 'updatedAt']);
    expect(read.body).toMatchObject({ id: created.body.id, title: input.title, blocks: input.blocks, seo: input.seo });
    expect(dataOf(await server.gql(PUBLIC, { slug: input.slug })).page).toMatchObject({ id: created.body.id, blocks: input.blocks });
  });

  it('empties the read caches when a page is published or changed', async () => {
    const input = newPage();
    const { body } = await rest()
      .post('/api/admin/pages')
      .set(bearer(editor.token))
      .send({ ...input, status: 'PUBLISHED' });
    // Warm both public caches.
    expect((await rest().get(`/api/pages/${input.slug}`)).body.blocks[0].headline).toBe('FinOps in 2027');
    expect(dataOf(await server.gql(PUBLIC, { slug: input.slug })).page.blocks[0].headline).toBe('FinOps in 2027');
    const version = server.services.content.version('pages');
    await rest()
      .put(`/api/admin/pages/${body.id}`)
      .set(bearer(editor.token))
      .send({ ...input, blocks: [hero('A campaign headline')] });
    expect(server.services.content.version('pages')).toBe(version + 1);
    expect((await rest().get(`/api/pages/${input.slug}`)).body.blocks).toEqual([hero('A campaign headline')]);
    expect(dataOf(await server.gql(PUBLIC, { slug: input.slug })).page.blocks[0].headline).toBe('A campaign headline');
  });

  it('keeps a scheduled page from visitors until its time', async () => {
    const input = newPage({ status: 'PUBLISHED', publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    const { body } = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    expect(body.status).toBe('SCHEDULED');
    expect((await rest().get(`/api/pages/${input.slug}`)).status).toBe(404);
    // Its time comes (the clock is the database's): the next read sees it once the caches drop.
    await server.dataSource.query(`UPDATE pages SET "publishedAt" = now() - interval '1 second' WHERE id = $1`, [body.id]);
    await server.services.content.changed('pages');
    expect((await rest().get(`/api/pages/${input.slug}`)).status).toBe(200);
  });

  it('an Author drafts and submits for review but cannot publish or delete; only their own pages', async () => {
    const input = newPage();
    const draft = await rest().post('/api/admin/pages').set(bearer(author.token)).send(input);
    expect(draft.status).toBe(201);
    const submitted = await rest()
      .put(`/api/admin/pages/${draft.body.id}`)
      .set(bearer(author.token))
      .send({ ...input, status: 'IN_REVIEW' });
    expect(submitted.body.status).toBe('IN_REVIEW');
    const publish = await rest()
      .put(`/api/admin/pages/${draft.body.id}`)
      .set(bearer(author.token))
      .send({ ...input, status: 'PUBLISHED' });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toBe(AUTHOR_CANNOT_PUBLISH_MESSAGE);
    expect(
      (
        await rest()
          .post('/api/admin/pages')
          .set(bearer(author.token))
          .send(newPage({ status: 'PUBLISHED' }))
      ).status,
    ).toBe(403);
    expect((await rest().delete(`/api/admin/pages/${draft.body.id}`).set(bearer(author.token))).status).toBe(403);
    // Someone else's page: refused.
    const others = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(newPage());
    expect((await rest().put(`/api/admin/pages/${others.body.id}`).set(bearer(author.token)).send(newPage())).status).toBe(403);
    // The editor publishes the submitted page.
    const live = await rest()
      .put(`/api/admin/pages/${draft.body.id}`)
      .set(bearer(editor.token))
      .send({ ...input, status: 'PUBLISHED' });
    expect(live.body.status).toBe('PUBLISHED');
    expectGqlError(
      await server.gql(CREATE, { input: newPage({ status: 'PUBLISHED' }) }, undefined, author.token),
      'FORBIDDEN',
      AUTHOR_CANNOT_PUBLISH_MESSAGE,
    );
  });

  it('refuses a save over a newer version, with the version now stored', async () => {
    const input = newPage();
    const { body } = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    await rest()
      .put(`/api/admin/pages/${body.id}`)
      .set(bearer(editor.token))
      .send({ ...input, title: 'First', expectedVersion: 1 });
    const stale = await rest()
      .put(`/api/admin/pages/${body.id}`)
      .set(bearer(editor.token))
      .send({ ...input, title: 'Second', expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: VERSION_CONFLICT_MESSAGE, currentVersion: 2 });
    expect((await rest().get(`/api/admin/pages/${body.id}`).set(bearer(editor.token))).body.title).toBe('First');
  });

  it('keeps a revision per save and restores one as a new version without publishing it', async () => {
    const input = newPage();
    const { body } = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    await rest()
      .put(`/api/admin/pages/${body.id}`)
      .set(bearer(editor.token))
      .send({ ...input, blocks: [hero('Changed headline')], expectedVersion: 1 });
    const revisions = await rest().get(`/api/admin/pages/${body.id}/revisions`).set(bearer(editor.token));
    expect(revisions.body.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(revisions.body[0]).toMatchObject({ savedBy: editor.username, blocks: [] });
    const first = await rest().get(`/api/admin/page-revisions/${revisions.body[1].id}`).set(bearer(editor.token));
    expect(first.body.blocks).toEqual(input.blocks);
    const restored = await rest()
      .post(`/api/admin/page-revisions/${revisions.body[1].id}/restore`)
      .set(bearer(editor.token))
      .send({ expectedVersion: 2 });
    expect(restored.body).toMatchObject({ version: 3, status: 'DRAFT', blocks: input.blocks });
    const gqlRevisions = dataOf(
      await server.gql(`query($id: ID!) { pageRevisions(pageId: $id) { version savedBy } }`, { id: body.id }, undefined, editor.token),
    ).pageRevisions;
    expect(gqlRevisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
  });

  it('keeps blocks and SEO an update leaves out, and replaces a longer block list with a shorter one', async () => {
    const input = newPage();
    const { body } = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    const renamed = await rest().put(`/api/admin/pages/${body.id}`).set(bearer(editor.token)).send({ slug: input.slug, title: 'Renamed' });
    expect(renamed.body).toMatchObject({ title: 'Renamed', blocks: input.blocks, seo: input.seo });
    const shorter = await rest()
      .put(`/api/admin/pages/${body.id}`)
      .set(bearer(editor.token))
      .send({ slug: input.slug, title: 'Renamed', blocks: [leadForm] });
    expect(shorter.body.blocks).toEqual([leadForm]);
    expect((await rest().get(`/api/admin/pages/${body.id}`).set(bearer(editor.token))).body.blocks).toEqual([leadForm]);
  });

  it('refuses bad blocks with a 400 naming the field, and writes nothing', async () => {
    const input = newPage();
    const { body } = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    const bad = await rest()
      .put(`/api/admin/pages/${body.id}`)
      .set(bearer(editor.token))
      .send({
        ...input,
        title: 'Should not be kept',
        blocks: [hero('Fine'), { type: 'carousel' }, { type: 'faq', items: [{ question: 'Q' }] }],
      });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'blocks.1.type', message: expect.stringMatching(/^Block type must be one of/) },
      { field: 'blocks.2.items.0.answer', message: 'Answer is required.' },
    ]);
    const stored = await rest().get(`/api/admin/pages/${body.id}`).set(bearer(editor.token));
    expect(stored.body).toMatchObject({ title: input.title, version: 1, blocks: input.blocks });
    const revisions = await rest().get(`/api/admin/pages/${body.id}/revisions`).set(bearer(editor.token));
    expect(revisions.body).toHaveLength(1);
  });

  it('refuses the route table’s addresses and a taken slug; the screens’ pages keep theirs and stay', async () => {
    for (const slug of ['blog', 'admin', 'privacy', 'api']) {
      const res = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(newPage({ slug }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'slug', message: RESERVED_SLUG_MESSAGE }]);
    }
    const input = newPage();
    await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    expect((await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input)).status).toBe(409);

    const home = await server.services.pages.bySlugAnyStatus('home');
    const homeId =
      home?.id ??
      (
        await rest()
          .post('/api/admin/pages')
          .set(bearer(editor.token))
          .send(newPage({ slug: 'home' }))
      ).body.id;
    const moved = await rest()
      .put(`/api/admin/pages/${homeId}`)
      .set(bearer(editor.token))
      .send(newPage({ slug: 'welcome' }));
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ field: 'slug', message: SYSTEM_PAGE_MESSAGE }]);
    const removed = await rest().delete(`/api/admin/pages/${homeId}`).set(bearer(editor.token));
    expect(removed.status).toBe(409);
  });

  it('sends page webhooks, and the pageChanges feed and tombstones follow every change', async () => {
    const endpoint = dataOf(
      await server.gql(
        'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
        {
          input: { url: 'https://hooks.example.com/pages', events: ['page.published', 'page.updated', 'page.unpublished', 'page.deleted'] },
        },
        undefined,
        admin.token,
      ),
    ).createWebhookEndpoint.endpoint.id;
    const input = newPage();
    const { body } = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    for (const status of ['PUBLISHED', 'PUBLISHED', 'DRAFT', 'PUBLISHED']) {
      await rest()
        .put(`/api/admin/pages/${body.id}`)
        .set(bearer(editor.token))
        .send({ ...input, status });
    }
    const feed = dataOf(
      await server.gql(`query { pageChanges(limit: 100) { items { id slug status } } }`, {}, undefined, admin.token),
    ).pageChanges;
    expect(feed.items).toContainEqual({ id: body.id, slug: input.slug, status: 'PUBLISHED' });
    expect((await rest().delete(`/api/admin/pages/${body.id}`).set(bearer(editor.token))).status).toBe(204);
    const events = dataOf(
      await server.gql(
        'query($id: ID!, $search: String) { webhookDeliveries(endpointId: $id, search: $search, pageSize: 100) { items { event } } }',
        { id: endpoint, search: body.id },
        undefined,
        admin.token,
      ),
    ).webhookDeliveries.items.map((d: { event: string }) => d.event);
    expect([...events].reverse()).toEqual(['page.published', 'page.updated', 'page.unpublished', 'page.published', 'page.deleted']);
    const deleted = await rest().get('/api/admin/sync/deleted?limit=100').set(bearer(admin.token));
    expect(deleted.body.items).toContainEqual(expect.objectContaining({ id: body.id, kind: 'PAGE' }));
    const restFeed = await rest().get('/api/admin/sync/pages').set(bearer(admin.token));
    expect(restFeed.status).toBe(200);
    expect(restFeed.body.items.some((item: { id: string }) => item.id === body.id)).toBe(false);
  });

  it('a content token reads published pages only; drafts need content:drafts', async () => {
    const draft = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(newPage());
    const issue = async (scopes: string[]) =>
      dataOf(
        await server.gql(
          'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }',
          { input: { name: `Pages ${scopes.join('+')}`, scopes } },
          undefined,
          admin.token,
        ),
      ).createApiToken.secret as string;
    const content = await issue(['CONTENT']);
    const drafts = await issue(['CONTENT_DRAFTS']);
    expect((await rest().get(`/api/admin/pages/${draft.body.id}`).set(bearer(content))).status).toBe(404);
    expect((await rest().get(`/api/admin/pages/${draft.body.id}`).set(bearer(drafts))).status).toBe(200);
    expect((await rest().post('/api/admin/pages').set(bearer(drafts)).send(newPage())).status).toBe(403);
    const list = await rest().get('/api/admin/pages?pageSize=100').set(bearer(content));
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((page: { status: string }) => ['PUBLISHED', 'SCHEDULED'].includes(page.status))).toBe(true);
  });

  it('GraphQL: create, update, list and delete with the same rules', async () => {
    const input = newPage();
    const created = dataOf(await server.gql(CREATE, { input }, undefined, editor.token)).createPage;
    expect(created).toMatchObject({
      slug: input.slug,
      status: 'DRAFT',
      blocks: input.blocks,
      seo: { ...input.seo, image: null, noindex: null },
    });
    const updated = dataOf(
      await server.gql(UPDATE, { id: created.id, input: { ...input, status: 'PUBLISHED', expectedVersion: 1 } }, undefined, editor.token),
    ).updatePage;
    expect(updated).toMatchObject({ status: 'PUBLISHED', version: 2 });
    const bad = await server.gql(UPDATE, { id: created.id, input: { ...input, blocks: [{ type: 'hero' }] } }, undefined, editor.token);
    expect(expectGqlError(bad, 'BAD_USER_INPUT').extensions?.fieldErrors).toEqual([
      { field: 'blocks.0.headline', message: 'Headline is required.' },
    ]);
    const listed = dataOf(
      await server.gql(
        `query($s: String) { adminPages(search: $s) { totalCount items { id status updatedBy } } }`,
        { s: input.slug },
        undefined,
        editor.token,
      ),
    ).adminPages;
    expect(listed).toEqual({ totalCount: 1, items: [{ id: created.id, status: 'PUBLISHED', updatedBy: editor.username }] });
    expectGqlError(
      await server.gql(`mutation($id: ID!) { deletePage(id: $id) }`, { id: created.id }, undefined, author.token),
      'FORBIDDEN',
    );
    expect(
      dataOf(await server.gql(`mutation($id: ID!) { deletePage(id: $id) }`, { id: created.id }, undefined, editor.token)).deletePage,
    ).toBe(true);
    expect((await rest().get(`/api/pages/${input.slug}`)).status).toBe(404);
  });

  it('lists published pages in the sitemap, but not drafts or noindex pages; the starter pages are there', async () => {
    const live = newPage({ status: 'PUBLISHED' });
    const hidden = newPage({ status: 'PUBLISHED', seo: { noindex: true } });
    const draft = newPage();
    for (const input of [live, hidden, draft]) await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    const sitemap = (await rest().get('/sitemap.xml')).text;
    expect(sitemap).toContain(`/${live.slug}</loc>`);
    expect(sitemap).not.toContain(`/${hidden.slug}</loc>`);
    expect(sitemap).not.toContain(`/${draft.slug}</loc>`);
    for (const slug of ['about', 'terms', 'cookies']) {
      expect(sitemap).toContain(`/${slug}</loc>`);
      expect((await rest().get(`/api/pages/${slug}`)).status).toBe(200);
    }
  });

  it('the privacy page keeps its own paths', async () => {
    const read = await rest().get('/api/pages/privacy');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ slug: 'privacy', title: 'Privacy Policy' });
    const saved = await rest()
      .put('/api/admin/pages/privacy')
      .set(bearer(admin.token))
      .send({ title: 'Privacy', html: '<p>Our policy text.</p>' });
    expect(saved.status).toBe(200);
    expect((await rest().get('/api/pages/privacy')).body.html).toBe('<p>Our policy text.</p>');
  });
});

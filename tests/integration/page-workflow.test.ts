// The posts' editorial workflow on pages (issue 31, decision 0074), where pages.test.ts leaves off:
// pending changes of a live page (autosave keeps the edits beside it; visitors see the published
// page until the editor saves), GraphQL and REST, with the version check and the owner rule; and
// scheduled publication at its time — the server's clock (a ManualClock) and the database's (the
// row's publishedAt) both moved by the test: the caches drop at the time and the scheduler sends
// page.published exactly once.
import { VERSION_CONFLICT_MESSAGE } from '../../schema/validation/editorial';
import { PAGE_NOT_LIVE_MESSAGE } from '../../graphql-server/src/modules/pages/pages.service';
import { sendDuePublishedEvents } from '../../graphql-server/src/modules/webhooks/content-events';
import { SUPERSEDED_MESSAGE, VERSION_NEEDED_MESSAGE } from '../../graphql-server/src/shared/pending-changes';
import { ManualClock } from '../support/manual-clock';
import type { TestServer } from '../support/test-server';
import { bearer } from './api-token-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, type Agent } from './helpers';
import { editorialTeam, staffMember, type Staff } from './staff-helpers';

const hero = (headline: string) => ({ type: 'hero', headline, ctas: [{ label: 'Book a call', target: '#contact' }] });
const FIELDS = 'pageId baseVersion updatedAt title slug blocks seo { title }';
const PENDING = `query($pageId: ID!) { pendingPageChange(pageId: $pageId) { ${FIELDS} } }`;
const SAVE_PENDING = `mutation($pageId: ID!, $input: PageInput!) { savePendingPageChange(pageId: $pageId, input: $input) { ${FIELDS} } }`;
const DISCARD = `mutation($pageId: ID!) { discardPendingPageChange(pageId: $pageId) }`;
const UPDATE = `mutation($id: ID!, $input: PageInput!) { updatePage(id: $id, input: $input) { id title version blocks } }`;
const HOUR = 3_600_000;

describe('pages: the posts’ editorial workflow', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let editor: Staff;
  let author: Staff;
  /** The server's clock: a scheduled page's hour passes when the test says so. */
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startServer({ seed: true, clock });
    ({ admin, editor, author } = await editorialTeam(server));
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const newPage = (overrides: Record<string, unknown> = {}) => ({
    slug: `campaign-${uniq()}`,
    title: 'Campaign',
    blocks: [hero('The live headline'), { type: 'rich-text', html: '<p>Live words.</p>' }],
    ...overrides,
  });
  const createLive = async (token = editor.token, overrides: Record<string, unknown> = {}) => {
    const input = newPage({ status: 'PUBLISHED', ...overrides });
    const res = await rest().post('/api/admin/pages').set(bearer(token)).send(input);
    expect(res.status).toBe(201);
    return { input, page: res.body as { id: string; slug: string; version: number } };
  };
  const publicHeadline = async (slug: string) => (await rest().get(`/api/pages/${slug}`)).body.blocks?.[0]?.headline;

  it('keeps a live page’s autosaved edits beside it; visitors see the published page until the editor saves', async () => {
    const { input, page } = await createLive();
    const edits = {
      ...input,
      status: undefined,
      blocks: [hero('A pending headline'), { type: 'rich-text', html: '<p>New <script>alert(1)</script>words.</p>' }],
      expectedVersion: 1,
    };
    const pending = dataOf(
      await server.gql(SAVE_PENDING, { pageId: page.id, input: edits }, undefined, editor.token),
    ).savePendingPageChange;
    expect(pending).toMatchObject({ pageId: page.id, baseVersion: 1, slug: page.slug });
    expect(pending.blocks[0].headline).toBe('A pending headline');
    expect(JSON.stringify(pending.blocks)).not.toContain('script');
    expect(await publicHeadline(page.slug)).toBe('The live headline');
    expect((await rest().get(`/api/admin/pages/${page.id}`).set(bearer(editor.token))).body).toMatchObject({ version: 1 });
    // Autosaving again replaces it; another editor sees none of it.
    await server.gql(
      SAVE_PENDING,
      { pageId: page.id, input: { ...edits, blocks: [hero('A newer pending headline')] } },
      undefined,
      editor.token,
    );
    const mine = dataOf(await server.gql(PENDING, { pageId: page.id }, undefined, editor.token)).pendingPageChange;
    expect(mine.blocks).toEqual([hero('A newer pending headline')]);
    expect(dataOf(await server.gql(PENDING, { pageId: page.id }, undefined, admin.token)).pendingPageChange).toBeNull();

    // Update Page publishes the edits and drops the pending change.
    const saved = dataOf(
      await server.gql(UPDATE, { id: page.id, input: { ...edits, blocks: mine.blocks } }, undefined, editor.token),
    ).updatePage;
    expect(saved).toMatchObject({ version: 2, blocks: [hero('A newer pending headline')] });
    expect(await publicHeadline(page.slug)).toBe('A newer pending headline');
    expect(dataOf(await server.gql(PENDING, { pageId: page.id }, undefined, editor.token)).pendingPageChange).toBeNull();
    // An autosave still in flight when Update Page was clicked arrives late: it is not kept.
    const late = expectGqlError(
      await server.gql(SAVE_PENDING, { pageId: page.id, input: edits }, undefined, editor.token),
      'CONFLICT',
      SUPERSEDED_MESSAGE,
    );
    expect(late).toBeTruthy();
    expect(dataOf(await server.gql(PENDING, { pageId: page.id }, undefined, editor.token)).pendingPageChange).toBeNull();
  });

  it('edits made over an older version are a CONFLICT when saved; discarding drops them', async () => {
    const { input, page } = await createLive();
    const mine = { ...input, status: undefined, blocks: [hero('My pending edits')], expectedVersion: 1 };
    dataOf(await server.gql(SAVE_PENDING, { pageId: page.id, input: mine }, undefined, editor.token));
    dataOf(await server.gql(UPDATE, { id: page.id, input: { ...mine, blocks: [hero('Theirs')] } }, undefined, admin.token));
    const kept = dataOf(await server.gql(PENDING, { pageId: page.id }, undefined, editor.token)).pendingPageChange;
    expect(kept).toMatchObject({ baseVersion: 1 });
    const refused = expectGqlError(await server.gql(UPDATE, { id: page.id, input: mine }, undefined, editor.token), 'CONFLICT');
    expect(refused.message).toBe(VERSION_CONFLICT_MESSAGE);
    expect(dataOf(await server.gql(DISCARD, { pageId: page.id }, undefined, editor.token)).discardPendingPageChange).toBe(true);
    expect(dataOf(await server.gql(DISCARD, { pageId: page.id }, undefined, editor.token)).discardPendingPageChange).toBe(false);
    expect(await publicHeadline(page.slug)).toBe('Theirs');
  });

  it('refuses drafts, a missing or future version, bad blocks, another author’s page; REST GET, PUT and DELETE', async () => {
    const draft = (await rest().post('/api/admin/pages').set(bearer(editor.token)).send(newPage())).body;
    const onDraft = await rest()
      .put(`/api/admin/pages/${draft.id}/pending`)
      .set(bearer(editor.token))
      .send({ ...newPage({ slug: draft.slug }), expectedVersion: 1 });
    expect(onDraft.status).toBe(400);
    expect(onDraft.body.message).toBe(PAGE_NOT_LIVE_MESSAGE);

    const { input, page } = await createLive();
    const path = `/api/admin/pages/${page.id}/pending`;
    for (const expectedVersion of [undefined, 7]) {
      const res = await rest()
        .put(path)
        .set(bearer(editor.token))
        .send({ ...input, expectedVersion });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(VERSION_NEEDED_MESSAGE);
    }
    const bad = await rest()
      .put(path)
      .set(bearer(editor.token))
      .send({ ...input, blocks: [{ type: 'hero' }], expectedVersion: 1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('blocks.0.headline');
    const other = await staffMember(server, 'AUTHOR');
    const theirs = await rest()
      .put(path)
      .set(bearer(other.token))
      .send({ ...input, expectedVersion: 1 });
    expect(theirs.status).toBe(403);

    expect((await rest().get(path).set(bearer(editor.token))).status).toBe(404);
    const saved = await rest()
      .put(path)
      .set(bearer(editor.token))
      .send({ ...input, title: 'Edited over REST', expectedVersion: 1 });
    expect(saved.status).toBe(200);
    expect((await rest().get(path).set(bearer(editor.token))).body).toMatchObject({
      pageId: page.id,
      title: 'Edited over REST',
      baseVersion: 1,
    });
    expect((await rest().get(`/api/pages/${page.slug}`)).body.title).toBe('Campaign');
    expect((await rest().delete(path).set(bearer(editor.token))).status).toBe(204);
    expect((await rest().delete(path).set(bearer(editor.token))).status).toBe(404);
    expect(
      (
        await rest()
          .put(path)
          .send({ ...input, expectedVersion: 1 })
      ).status,
    ).toBe(401);
  });

  it('an Author keeps pending changes of their own live page (published for them by an editor)', async () => {
    const draft = (await rest().post('/api/admin/pages').set(bearer(author.token)).send(newPage())).body;
    const published = await rest()
      .put(`/api/admin/pages/${draft.id}`)
      .set(bearer(editor.token))
      .send({ ...newPage({ slug: draft.slug }), status: 'PUBLISHED', expectedVersion: 1 });
    expect(published.status).toBe(200);
    const res = await rest()
      .put(`/api/admin/pages/${draft.id}/pending`)
      .set(bearer(author.token))
      .send({ ...newPage({ slug: draft.slug, title: 'Author’s pending title' }), expectedVersion: 2 });
    expect(res.status).toBe(200);
    expect((await rest().get(`/api/pages/${draft.slug}`)).body.title).toBe('Campaign');
  });

  it('publishes a scheduled page at its time: the caches drop then, and page.published is sent once', async () => {
    const hook = dataOf(
      await server.gql(
        'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
        { input: { url: 'https://hooks.example.com/scheduled-pages', events: ['page.published'] } },
        undefined,
        admin.token,
      ),
    ).createWebhookEndpoint.endpoint.id;
    const { page } = await createLive(editor.token, { publishedAt: new Date(clock.now() + HOUR).toISOString() });
    expect((await rest().get(`/api/pages/${page.slug}`)).status).toBe(404);
    await server.services.content.scheduleNextPublish();
    expect(await sendDuePublishedEvents(server.dataSource, server.services.webhooks)).toBe(0);

    // The hour passes: in the database (the row's time) and on the server's clock (its timer).
    await server.dataSource.query(`UPDATE pages SET "publishedAt" = now() - interval '1 second' WHERE id = $1`, [page.id]);
    const version = server.services.content.version('pages');
    clock.advance(HOUR + 1000);
    expect(server.services.content.version('pages')).toBeGreaterThan(version);
    expect(await publicHeadline(page.slug)).toBe('The live headline');

    const sweeps = await Promise.all([
      sendDuePublishedEvents(server.dataSource, server.services.webhooks),
      sendDuePublishedEvents(server.dataSource, server.services.webhooks),
    ]);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const events = dataOf(
      await server.gql(
        'query($id: ID!, $search: String) { webhookDeliveries(endpointId: $id, search: $search, pageSize: 100) { items { event } } }',
        { id: hook, search: page.id },
        undefined,
        admin.token,
      ),
    ).webhookDeliveries.items.map((d: { event: string }) => d.event);
    expect(events).toEqual(['page.published']);
  });
});

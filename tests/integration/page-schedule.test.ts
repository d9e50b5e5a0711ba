// Scheduled updates of live pages (issue 31, decision 0072), on both engines: an Editor's edits of
// a published page wait with a time; visitors keep the live page until the server's clock (a
// ManualClock the test moves) reaches it, then the scheduler saves them as an ordinary update — a
// revision, page.updated, the pageChanges feed, the caches dropped, an audit entry. Cancelled, they
// never appear; over a page saved since, they are flagged and never overwrite it.
import { SCHEDULE_STALE_MESSAGE } from '../../schema/validation/page-schedule';
import { ManualClock } from '../support/manual-clock';
import type { TestServer } from '../support/test-server';
import { bearer } from './api-token-helpers';
import { waitFor } from './delivery-helpers';
import { dataOf, START_TIMEOUT, startServer, uniq } from './helpers';
import { editorialTeam, type Staff } from './staff-helpers';

const hero = (headline: string) => ({ type: 'hero', headline, ctas: [{ label: 'Book a call', target: '#contact' }] });
const card = (title: string) => ({ type: 'feature-cards', items: [{ title, text: 'What we do.' }] });
const HOUR = 3_600_000;
const SCHEDULE = `mutation($pageId: ID!, $input: PageInput!, $runAt: String!) {
  schedulePageUpdate(pageId: $pageId, input: $input, runAt: $runAt) { pageId runAt baseVersion scheduledBy refusal title blocks } }`;
const SCHEDULED = `query($pageId: ID!) { scheduledPageUpdate(pageId: $pageId) { pageId baseVersion refusal title } }`;
const CANCEL = `mutation($pageId: ID!) { cancelScheduledPageUpdate(pageId: $pageId) }`;

describe('pages: an update of a live page scheduled for a time', () => {
  let server: TestServer;
  let admin: { token: string };
  let editor: Staff;
  /** The server's clock: the scheduled hour passes when the test says so. */
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startServer({ seed: true, clock });
    ({ admin, editor } = await editorialTeam(server));
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const createLive = async () => {
    const input = {
      slug: `campaign-${uniq()}`,
      title: 'Campaign',
      blocks: [hero('The live headline'), card('Live service')],
      status: 'PUBLISHED',
    };
    const res = await rest().post('/api/admin/pages').set(bearer(editor.token)).send(input);
    expect(res.status).toBe(201);
    return { input: { ...input, status: undefined }, page: res.body as { id: string; slug: string; version: number } };
  };
  const publicBlocks = async (slug: string) => (await rest().get(`/api/pages/${slug}`)).body.blocks;
  const inAnHour = () => new Date(clock.now() + HOUR).toISOString();
  const auditActions = async (target: string) =>
    dataOf(
      await server.gql('{ auditLog(pageSize: 100) { items { action target actorName } } }', {}, undefined, admin.token),
    ).auditLog.items.filter((entry: { target: string }) => entry.target === target);
  const hook = async (name: string) =>
    dataOf(
      await server.gql(
        'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
        { input: { url: `https://hooks.example.com/${name}`, events: ['page.updated'] } },
        undefined,
        admin.token,
      ),
    ).createWebhookEndpoint.endpoint.id as string;
  const events = async (endpoint: string, pageId: string) =>
    dataOf(
      await server.gql(
        'query($id: ID!, $search: String) { webhookDeliveries(endpointId: $id, search: $search, pageSize: 100) { items { event } } }',
        { id: endpoint, search: pageId },
        undefined,
        admin.token,
      ),
    ).webhookDeliveries.items.map((d: { event: string }) => d.event);

  it('visitors see the live page until the time; then the update is saved as an ordinary one', async () => {
    const endpoint = await hook('scheduled-updates');
    const { input, page } = await createLive();
    const edits = { ...input, blocks: [hero('The campaign headline'), card('A new service')], expectedVersion: 1 };
    const scheduled = dataOf(
      await server.gql(SCHEDULE, { pageId: page.id, input: edits, runAt: inAnHour() }, undefined, editor.token),
    ).schedulePageUpdate;
    expect(scheduled).toMatchObject({ pageId: page.id, baseVersion: 1, scheduledBy: editor.username, refusal: null });
    // Read (and cached) before the time: the live page.
    expect((await publicBlocks(page.slug))[0].headline).toBe('The live headline');
    expect(await server.services.pageSchedule.applyDue()).toBe(0);

    clock.advance(HOUR - 60_000);
    expect(await server.services.pageSchedule.applyDue()).toBe(0);
    expect((await publicBlocks(page.slug))[1].items[0].title).toBe('Live service');

    // The hour passes on the server's clock: its timer applies the update (nothing else is called).
    clock.advance(61_000);
    const blocks = await waitFor('the scheduled update to appear', async () => {
      const now = await publicBlocks(page.slug);
      return now[0].headline === 'The campaign headline' && now;
    });
    expect(blocks[1].items[0].title).toBe('A new service');
    const admin1 = (await rest().get(`/api/admin/pages/${page.id}`).set(bearer(editor.token))).body;
    expect(admin1).toMatchObject({ version: 2, status: 'PUBLISHED', updatedBy: editor.username });
    const revisions = (await rest().get(`/api/admin/pages/${page.id}/revisions`).set(bearer(editor.token))).body;
    expect(revisions[0]).toMatchObject({ version: 2, savedBy: editor.username });
    expect(dataOf(await server.gql(SCHEDULED, { pageId: page.id }, undefined, editor.token)).scheduledPageUpdate).toBeNull();
    expect(await events(endpoint, page.id)).toEqual(['page.updated']);
    // The pageChanges feed is not read here: its settle horizon is the database's clock, which this
    // test cannot move, and the update is stamped an hour ahead on the server's. The update is an
    // ordinary page save (version 2, its revision and webhook above), which the feed tests cover.
    const actions = (await auditActions(page.id)).map((entry: { action: string }) => entry.action);
    expect(actions).toContain('page.scheduled-update');
    // Applied once: another sweep finds nothing.
    expect(await server.services.pageSchedule.applyDue()).toBe(0);
  });

  it('a cancelled update never appears (REST)', async () => {
    const { input, page } = await createLive();
    const path = `/api/admin/pages/${page.id}/scheduled-update`;
    const res = await rest()
      .put(path)
      .set(bearer(editor.token))
      .send({ ...input, blocks: [hero('Never shown')], expectedVersion: 1, runAt: inAnHour() });
    expect(res.status).toBe(200);
    expect((await rest().get(path).set(bearer(editor.token))).body).toMatchObject({ pageId: page.id, baseVersion: 1 });
    expect((await rest().delete(path).set(bearer(editor.token))).status).toBe(204);
    expect((await rest().get(path).set(bearer(editor.token))).status).toBe(404);
    expect((await rest().delete(path).set(bearer(editor.token))).status).toBe(404);
    clock.advance(2 * HOUR);
    expect(await server.services.pageSchedule.applyDue()).toBe(0);
    expect((await publicBlocks(page.slug))[0].headline).toBe('The live headline');
    expect((await rest().get(`/api/admin/pages/${page.id}`).set(bearer(editor.token))).body.version).toBe(1);
    const actions = (await auditActions(page.id)).map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['page-update.schedule', 'page-update.cancel']));
  });

  it('a page saved after the update was scheduled is not overwritten: the update is flagged, then dismissed', async () => {
    const { input, page } = await createLive();
    dataOf(
      await server.gql(
        SCHEDULE,
        { pageId: page.id, input: { ...input, blocks: [hero('Scheduled headline')], expectedVersion: 1 }, runAt: inAnHour() },
        undefined,
        editor.token,
      ),
    );
    const saved = await rest()
      .put(`/api/admin/pages/${page.id}`)
      .set(bearer(admin.token))
      .send({ ...input, blocks: [hero('Saved meanwhile')], expectedVersion: 1 });
    expect(saved.status).toBe(200);
    clock.advance(HOUR + 1000);
    const flagged = await waitFor('the scheduled update to be flagged', async () => {
      const row = dataOf(await server.gql(SCHEDULED, { pageId: page.id }, undefined, editor.token)).scheduledPageUpdate;
      return row?.refusal && row;
    });
    expect(flagged).toMatchObject({ baseVersion: 1, refusal: SCHEDULE_STALE_MESSAGE });
    expect((await publicBlocks(page.slug))[0].headline).toBe('Saved meanwhile');
    expect((await rest().get(`/api/admin/pages/${page.id}`).set(bearer(editor.token))).body.version).toBe(2);
    expect((await auditActions(page.id)).map((entry: { action: string }) => entry.action)).toContain('page.scheduled-update-refused');
    // A flagged update is never tried again, and Cancel dismisses it.
    expect(await server.services.pageSchedule.applyDue()).toBe(0);
    expect(dataOf(await server.gql(CANCEL, { pageId: page.id }, undefined, editor.token)).cancelScheduledPageUpdate).toBe(true);
    expect(dataOf(await server.gql(SCHEDULED, { pageId: page.id }, undefined, editor.token)).scheduledPageUpdate).toBeNull();
  });
});

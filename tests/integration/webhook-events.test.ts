// Webhooks v2 (issue 15): content and lead events queued in the saving transaction on both
// transports, each endpoint receiving only what it subscribed to, nothing queued for a paused
// endpoint, and the delivery log searched on the server. No worker runs: what a change queued is
// read from the log (QUEUED). Test events, rotation and bad input: webhook-admin.test.ts.
import { signedInAdmin, type TestServer } from '../support/test-server';
import { sendDuePublishedEvents } from '../../graphql-server/src/modules/webhooks/content-events';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, validCategory, validLead, validPost, validResource } from './helpers';

jest.setTimeout(60_000);

interface Delivery {
  id: string;
  event: string;
  eventId: string;
  status: string;
  payload: string;
}

describe('webhook events', () => {
  let server: TestServer;
  let token: string;
  let content: string;
  let leads: string;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    token = (await signedInAdmin(server)).token;
    content = await createEndpoint('/content', [
      'post.published',
      'post.updated',
      'post.unpublished',
      'post.deleted',
      'resource.published',
      'resource.updated',
      'resource.unpublished',
      'resource.deleted',
    ]);
    leads = await createEndpoint('/leads', ['lead.playbook.created', 'lead.updated', 'lead.deleted']);
  }, START_TIMEOUT);

  afterAll(async () => {
    await server?.close();
  });

  const admin = async (query: string, variables?: Record<string, unknown>) => dataOf(await server.gql(query, variables, undefined, token));
  const rest = () => server.agent();
  const auth = { Authorization: '' };

  async function createEndpoint(path: string, events: string[]): Promise<string> {
    const data = await admin('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }', {
      input: { url: `https://hooks.example.com${path}`, events },
    });
    return data.createWebhookEndpoint.endpoint.id;
  }

  /** The endpoint's deliveries, oldest first, optionally filtered on the server. */
  async function deliveries(endpointId: string, filter: Record<string, unknown> = {}): Promise<Delivery[]> {
    const data = await admin(
      `query($endpointId: ID, $event: String, $search: String, $from: DateTimeISO, $to: DateTimeISO, $status: DeliveryStatus) {
        webhookDeliveries(endpointId: $endpointId, event: $event, search: $search, from: $from, to: $to, status: $status, pageSize: 100) {
          items { id event eventId status payload } totalCount } }`,
      { endpointId, ...filter },
    );
    return [...data.webhookDeliveries.items].reverse();
  }
  const events = async (endpointId: string, filter: Record<string, unknown> = {}) =>
    (await deliveries(endpointId, filter)).map((d) => d.event);
  const body = (d: Delivery) => JSON.parse(d.payload);

  it('posts over GraphQL: published, updated, unpublished (bulk), published again, deleted; drafts send nothing', async () => {
    const draft = (
      await admin('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input: validPost({ status: 'DRAFT' }) })
    ).createPost.id;
    const post = validPost();
    const { id } = (await admin('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input: post })).createPost;
    await admin('mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { id } }', {
      id,
      input: { ...post, title: `${post.title} (edited)` },
    });
    await admin('mutation($ids: [ID!]!) { bulkUpdatePostStatus(ids: $ids, status: DRAFT) { succeeded } }', { ids: [id] });
    await admin('mutation($ids: [ID!]!) { bulkUpdatePostStatus(ids: $ids, status: PUBLISHED) { succeeded } }', { ids: [id] });
    await admin('mutation($id: ID!) { deletePost(id: $id) }', { id });
    await admin('mutation($id: ID!) { deletePost(id: $id) }', { id: draft });

    const sent = await deliveries(content, { search: id });
    expect(sent.map((d) => d.event)).toEqual(['post.published', 'post.updated', 'post.unpublished', 'post.published', 'post.deleted']);
    expect(sent.every((d) => d.status === 'QUEUED')).toBe(true);
    expect(body(sent[1])).toMatchObject({
      type: 'post.updated',
      data: { post: { id, slug: post.slug, title: `${post.title} (edited)`, state: 'PUBLISHED' } },
    });
    expect(body(sent[4]).data).toEqual({ post: { id, slug: post.slug, title: `${post.title} (edited)` } });
    // Every event names its item with what orders it (issue 35): a sequence rising by one per
    // event about the item, the version after the change (the last one once deleted), and updatedAt.
    const subjects = sent.map((d) => body(d).subject);
    expect(subjects.map((s) => [s.kind, s.id, s.sequence])).toEqual([1, 2, 3, 4, 5].map((n) => ['POST', id, n]));
    const versions = subjects.map((s) => s.version as number);
    expect(versions[0]).toBe(1);
    for (let i = 1; i < 4; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]);
    expect(versions[4]).toBe(versions[3]);
    const stored = (await server.dataSource.query('SELECT count(*)::int AS n FROM blog_posts WHERE id = $1', [id]))[0].n;
    expect(stored).toBe(0);
    for (let i = 1; i < 5; i++) expect(Date.parse(subjects[i].updatedAt)).toBeGreaterThanOrEqual(Date.parse(subjects[i - 1].updatedAt));
    // One status field, as the feeds show it; `state` stays for a deprecation period.
    expect(body(sent[1]).data.post.status).toBe('PUBLISHED');
    expect(body(sent[2]).data.post).toMatchObject({ status: 'DRAFT', state: 'DRAFT' });
    expect(await deliveries(content, { search: draft })).toEqual([]);
    // An endpoint receives only what it subscribed to.
    expect(await deliveries(leads, { search: id })).toEqual([]);
  });

  it('a scheduled post: published when its time comes, once, whoever sweeps; a schedule withdrawn sends nothing', async () => {
    const createPost = 'mutation($input: BlogPostInput!) { createPost(input: $input) { id status } }';
    // An hour ahead, then moved into the past in the database (time passing, without a sleep
    // that a loaded machine can outrun: with 1.5 s the schedule had already come by the first sweep).
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = (await admin(createPost, { input: validPost({ publishedAt: soon }) })).createPost;
    expect(scheduled.status).toBe('SCHEDULED');
    const withdrawn = (await admin(createPost, { input: validPost({ publishedAt: soon }) })).createPost;
    const input = validPost({ publishedAt: soon, status: 'DRAFT' });
    await admin('mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { id } }', { id: withdrawn.id, input });
    const published = async () =>
      (await deliveries(content, { event: 'post.published' }))
        .map((d) => body(d).data.post.id as string)
        .filter((id) => [scheduled.id, withdrawn.id].includes(id));

    expect(await sendDuePublishedEvents(server.dataSource, server.services.webhooks)).toBe(0); // not yet
    expect(await published()).toEqual([]);
    await server.dataSource.query(`UPDATE blog_posts SET "publishedAt" = now() - interval '1 second' WHERE id = ANY($1)`, [
      [scheduled.id, withdrawn.id],
    ]);
    // Two instances sweeping at once: the flag is claimed once.
    const counts = await Promise.all([
      sendDuePublishedEvents(server.dataSource, server.services.webhooks),
      sendDuePublishedEvents(server.dataSource, server.services.webhooks),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await published()).toEqual([scheduled.id]);
    expect(await sendDuePublishedEvents(server.dataSource, server.services.webhooks)).toBe(0);
  });

  it('resources over REST: published, updated, unpublished, deleted', async () => {
    auth.Authorization = `Bearer ${token}`;
    const created = await rest().post('/api/admin/resources').set(auth).send(validResource());
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    // Saved as it is, saved published again, unpublished, published again: each save answers 200.
    for (const status of [undefined, 'PUBLISHED', 'DRAFT', 'PUBLISHED']) {
      const input = status ? validResource({ status }) : validResource();
      expect((await rest().put(`/api/admin/resources/${id}`).set(auth).send(input)).status).toBe(200);
    }
    expect((await rest().delete(`/api/admin/resources/${id}`).set(auth)).status).toBe(204);
    expect(await events(content, { search: id })).toEqual([
      'resource.published',
      'resource.updated',
      'resource.updated',
      'resource.unpublished',
      'resource.published',
      'resource.deleted',
    ]);
  });

  it('leads: created, updated (status, note), deleted with no personal data; the erasure keeps the deleted event', async () => {
    const lead = validLead();
    const submitted = await rest().post('/api/playbook-lead').send(lead);
    expect(submitted.status).toBe(201);
    const [created] = await deliveries(leads, { search: lead.email });
    const id = body(created).data.lead.id as string;
    await admin('mutation($id: ID!) { updateLead(kind: PLAYBOOK, id: $id, input: { status: "CONTACTED" }) { id } }', { id });
    await admin('mutation($id: ID!) { addLeadNote(kind: PLAYBOOK, id: $id, body: "Called back") { id } }', { id });
    await admin('mutation($id: ID!) { eraseLead(kind: PLAYBOOK, id: $id) { leads } }', { id });

    const sent = await deliveries(leads, { search: id });
    // The created event went with the lead's erasure; the others are not tied to it.
    expect(sent.map((d) => d.event)).toEqual(['lead.updated', 'lead.updated', 'lead.deleted']);
    expect(body(sent[0]).data).toEqual({
      lead: {
        id,
        type: 'playbook',
        status: 'CONTACTED',
        ownerId: null,
        labels: [],
        attribution: expect.objectContaining({ landingPage: null }),
      },
      changed: ['status'],
    });
    expect(body(sent[1]).data.changed).toEqual(['note']);
    expect(sent[1].payload).not.toContain('Called back');
    expect(body(sent[2]).data).toEqual({ lead: { id, type: 'playbook' } });
    for (const d of sent) expect(d.payload).not.toContain(lead.email);
    // Something to order by (issue 35): the created event was the lead's first, so these are 2 to 4;
    // the version rises with the status change and with the note; the deletion reports the last one.
    const subjects = sent.map((d) => body(d).subject);
    expect(subjects.map((s) => [s.kind, s.id, s.sequence, s.version])).toEqual([
      ['PLAYBOOK_LEAD', id, 2, 2],
      ['PLAYBOOK_LEAD', id, 3, 3],
      ['PLAYBOOK_LEAD', id, 4, 3],
    ]);
    expect(body(created).subject).toMatchObject({ kind: 'PLAYBOOK_LEAD', id, sequence: 1, version: 1 });
    expect(Date.parse(subjects[2].updatedAt)).toBeGreaterThanOrEqual(Date.parse(subjects[1].updatedAt));
  });

  it('a paused endpoint gets its events queued and held (issue 35); resumed, they go out with the new ones', async () => {
    const input = { url: 'https://hooks.example.com/content', events: ['post.published'] };
    await admin('mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { active } }', {
      id: content,
      input: { ...input, active: false },
    });
    const paused = (await admin('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input: validPost() })).createPost
      .id;
    await admin('mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { active } }', {
      id: content,
      input: { ...input, active: true },
    });
    const resumed = (await admin('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input: validPost() }))
      .createPost.id;
    expect(await events(content, { search: paused })).toEqual(['post.published']);
    expect(await events(content, { search: resumed })).toEqual(['post.published']);
    // Held while paused, released by the resume with a fresh retry window: both are due now.
    const jobs: Array<{ due: boolean; window: boolean }> = await server.dataSource.query(
      `SELECT "runAt" <= now() AS due, "giveUpAt" > now() + interval '23 hours' AS window FROM delivery_jobs
        WHERE "endpointId" = $1 AND status = 'pending' AND payload::text LIKE '%' || $2 || '%'`,
      [content, paused],
    );
    expect(jobs).toEqual([{ due: true, window: true }]);
  });

  it('category events: created, updated, deleted, each with its subject', async () => {
    const hooks = await createEndpoint('/categories', ['category.created', 'category.updated', 'category.deleted']);
    const created = (
      await admin('mutation($input: CategoryInput!) { createCategory(input: $input) { id slug } }', { input: validCategory() })
    ).createCategory;
    await admin('mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }', {
      id: created.id,
      input: validCategory({ slug: `${created.slug}-renamed` }),
    });
    await admin('mutation($id: ID!) { deleteCategory(id: $id) }', { id: created.id });
    const sent = await deliveries(hooks, { search: created.id });
    expect(sent.map((d) => d.event)).toEqual(['category.created', 'category.updated', 'category.deleted']);
    expect(body(sent[1]).data.category).toMatchObject({ id: created.id, slug: `${created.slug}-renamed` });
    expect(body(sent[2]).data).toEqual({ category: { id: created.id, slug: `${created.slug}-renamed` } });
    expect(sent.map((d) => [body(d).subject.kind, body(d).subject.sequence, body(d).subject.version])).toEqual([
      ['CATEGORY', 1, 1],
      ['CATEGORY', 2, 2],
      ['CATEGORY', 3, 2],
    ]);
  });

  it('the log is searched on the server: event, state, date range, ids; bad filters are refused by name', async () => {
    const all = await deliveries(content);
    expect((await events(content, { event: 'resource.deleted' })).every((e) => e === 'resource.deleted')).toBe(true);
    expect(await events(content, { event: 'resource.deleted' })).toHaveLength(1);
    expect(await deliveries(content, { status: 'DELIVERED' })).toEqual([]);
    expect((await deliveries(content, { status: 'QUEUED' })).length).toBe(all.length);
    expect(await deliveries(content, { search: all[0].eventId })).toEqual([all[0]]);
    expect(await deliveries(content, { search: all[0].id })).toEqual([all[0]]);
    expect(await deliveries(content, { from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    expect((await deliveries(content, { from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date().toISOString() })).length).toBe(
      all.length,
    );
    const unknown = await server.gql('{ webhookDeliveries(event: "post.publish") { totalCount } }', undefined, undefined, token);
    expect(expectGqlError(unknown, 'BAD_USER_INPUT').message).toMatch(/^Unknown event: post\.publish\. Known events: /);
    const backwards = await server.gql(
      'query($from: DateTimeISO, $to: DateTimeISO) { webhookDeliveries(from: $from, to: $to) { totalCount } }',
      { from: new Date().toISOString(), to: new Date(Date.now() - 60_000).toISOString() },
      undefined,
      token,
    );
    expectGqlError(backwards, 'BAD_USER_INPUT', 'The end of the date range must not be before its start.');
  });
});

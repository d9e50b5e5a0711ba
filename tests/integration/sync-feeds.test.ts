// Incremental sync (issue 15, decision 0028): the feeds page by (updatedAt, id) with an opaque
// cursor on GraphQL and REST, return every item exactly once while another client writes, show a
// change made after an item was read again later, record deletions and erasures as tombstones
// without personal data, refuse bad input with the allowed values, and keep each feed to its scope.
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, CREATE_API_TOKEN, issueApiToken } from './api-token-helpers';
import { SyncService, type SyncPage } from '../../graphql-server/src/modules/sync/sync.service';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, validLead, validPost, validResource, type Agent } from './helpers';

// The settle window only matters to a reader racing a writer: the tests that write, then read,
// run on a server without one (every write is committed before the read starts), so none of
// them waits. The exactly-once test reads with a real window, longer than a commit can lag
// behind its transaction's clock on a loaded CI machine (100 ms was not, decision 0037), as
// production does on 2 s.
const SETTLE_MS = 1000;

const LEAD_CHANGES = `query($since: String, $after: String, $limit: Int) {
  playbookLeadChanges(updatedSince: $since, after: $after, limit: $limit) {
    totalCount pageInfo { endCursor hasNextPage } items { id email status updatedAt }
  }
}`;
const DELETED = `query($since: String, $after: String) {
  deleted(deletedSince: $since, after: $after) { totalCount pageInfo { endCursor hasNextPage } items { id kind deletedAt reason } }
}`;

describe('sync feeds', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let leadsToken: string;
  let contentToken: string;
  let address = 0;

  beforeAll(async () => {
    server = await startServer({ seed: true, syncSettleMs: 0 });
    admin = await signedInAdmin(server);
    leadsToken = (await issueApiToken(server, admin.token, ['leads'])).secret;
    contentToken = (await issueApiToken(server, admin.token, ['content'])).secret;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  /** A new playbook lead from an address of its own (no 10-minute folding). */
  const newLead = async () =>
    (await server.services.leads.submitPlaybookLead(validLead(), `10.9.${Math.floor(++address / 250)}.${address % 250}`)).id;

  /** Every page of the GraphQL lead feed from `after`, as a token would read it. */
  async function readLeads(vars: { since?: string; after?: string | null; limit?: number }) {
    const ids: string[] = [];
    let after = vars.after ?? null;
    for (;;) {
      const page = dataOf(await server.gql(LEAD_CHANGES, { ...vars, after }, undefined, leadsToken)).playbookLeadChanges;
      ids.push(...page.items.map((lead: { id: string }) => lead.id));
      after = page.pageInfo.endCursor ?? after;
      if (!page.pageInfo.hasNextPage) return { ids, cursor: after, totalCount: page.totalCount };
    }
  }

  it('pages through a feed on GraphQL and REST, each item once, with totals and a Link to the next page', async () => {
    const since = new Date().toISOString();
    const created: string[] = [];
    for (let i = 0; i < 5; i++) created.push(await newLead());

    const read = await readLeads({ since, limit: 2 });
    expect(read.ids).toEqual(created);
    expect(read.totalCount).toBe(5);

    const rest: string[] = [];
    let url: string | null = `/api/admin/sync/playbook-leads?updated_since=${encodeURIComponent(since)}&limit=2`;
    let pages = 0;
    while (url) {
      const res = await server.agent().get(url).set(bearer(leadsToken));
      expect(res.status).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      expect(res.body.totalCount).toBe(5);
      expect(res.body.items[0]).not.toHaveProperty('consentAddressHash');
      rest.push(...res.body.items.map((lead: { id: string }) => lead.id));
      pages++;
      const next = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '');
      expect(Boolean(next)).toBe(res.body.pageInfo.hasNextPage);
      url = next ? next[1] : null;
    }
    expect(rest).toEqual(created);
    expect(pages).toBe(3);
  });

  it('returns every lead exactly once to a reader paging while another client writes', async () => {
    const since = new Date().toISOString();
    const written: string[] = [];
    let writing = true;
    const writer = (async () => {
      const batch = async () => {
        const ids = await Promise.all([newLead(), newLead(), newLead()]);
        written.push(...ids);
      };
      for (let round = 0; round < 12; round++) await batch();
      writing = false;
    })();
    // The feed as the resolvers serve it, with a real settle window.
    const settled = new SyncService(server.dataSource, { settleMs: SETTLE_MS, tombstoneRetentionDays: 90 });
    const seen: string[] = [];
    let after: string | null = null;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const running = writing;
      const page: SyncPage<{ id: string }> = await settled.changes('PLAYBOOK_LEAD', { since, after, limit: 4 }, true);
      seen.push(...page.items.map((lead) => lead.id));
      after = page.pageInfo.endCursor ?? after;
      if (page.pageInfo.hasNextPage) continue;
      // Once the writer is done, its last writes become readable when the window has passed
      // them: read on until every write has come (a reader stopping earlier may not see them yet).
      if (!running && seen.length >= written.length) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await writer;
    expect(written).toHaveLength(36);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...written].sort());
  });

  it('shows a lead again after a cursor once its status, labels or notes change', async () => {
    const id = await newLead();
    const { cursor } = await readLeads({ since: new Date(Date.now() - 60_000).toISOString() });
    expect((await readLeads({ after: cursor })).ids).toEqual([]);

    expect((await admin.agent.patch(`/api/admin/leads/playbook/${id}`).send({ status: 'CONTACTED' })).status).toBe(200);
    const afterStatus = await readLeads({ after: cursor });
    expect(afterStatus.ids).toEqual([id]);

    expect((await admin.agent.post(`/api/admin/leads/playbook/${id}/notes`).send({ body: 'Called back.' })).status).toBe(201);
    expect((await readLeads({ after: afterStatus.cursor })).ids).toEqual([id]);
  });

  it('records deletions and erasures as tombstones of id and kind, each token seeing its own kinds', async () => {
    const since = new Date().toISOString();
    const post = dataOf(
      await server.gql('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input: validPost() }, admin.agent),
    ).createPost;
    const leadId = await newLead();
    expect((await admin.agent.delete(`/api/admin/blog/${post.id}`)).status).toBe(204);
    expect((await admin.agent.delete(`/api/admin/leads/playbook/${leadId}`)).status).toBe(200);

    const asAdmin = dataOf(await server.gql(DELETED, { since }, admin.agent)).deleted;
    expect(asAdmin.items.map(({ id, kind }: { id: string; kind: string }) => ({ id, kind }))).toEqual([
      { id: post.id, kind: 'POST' },
      { id: leadId, kind: 'PLAYBOOK_LEAD' },
    ]);
    const stored = await server.dataSource.query('SELECT * FROM sync_tombstones WHERE id = $1', [leadId]);
    expect(Object.keys(stored[0]).sort()).toEqual(['audience', 'deletedAt', 'id', 'kind', 'reason']);
    expect(asAdmin.items.map((t: { reason: string }) => t.reason)).toEqual(['DELETED', 'DELETED']);

    const leadsView = await server.agent().get('/api/admin/sync/deleted').query({ deleted_since: since }).set(bearer(leadsToken));
    expect(leadsView.status).toBe(200);
    expect(leadsView.body.items.map((t: { id: string }) => t.id)).toEqual([leadId]);
    const contentView = dataOf(await server.gql(DELETED, { since }, undefined, contentToken)).deleted;
    expect(contentView.items.map((t: { id: string }) => t.id)).toEqual([post.id]);

    // The retention run drops tombstones past TOMBSTONE_RETENTION_DAYS (default 90).
    expect(await server.services.sync.prune(new Date(Date.now() + 91 * 86_400_000))).toBeGreaterThanOrEqual(2);
    expect(dataOf(await server.gql(DELETED, { since }, admin.agent)).deleted.items).toEqual([]);
  });

  it('hides drafts from a content token without content:drafts', async () => {
    const since = new Date().toISOString();
    const create = (status: string) =>
      server.gql('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input: validPost({ status }) }, admin.agent);
    const published = dataOf(await create('PUBLISHED')).createPost.id;
    const draft = dataOf(await create('DRAFT')).createPost.id;
    const query = 'query($since: String) { postChanges(updatedSince: $since) { totalCount items { id status } } }';
    const forToken = dataOf(await server.gql(query, { since }, undefined, contentToken)).postChanges;
    expect(forToken).toEqual({ totalCount: 1, items: [{ id: published, status: 'PUBLISHED' }] });
    const forStaff = dataOf(await server.gql(query, { since }, admin.agent)).postChanges;
    expect(forStaff.items.map((p: { id: string }) => p.id)).toEqual([published, draft]);
  });

  it('tells a reader of published items that a post or resource left its view, and a drafts reader its new status', async () => {
    const draftsInput = { name: 'Drafts mirror', scopes: ['CONTENT_DRAFTS'] };
    const draftsToken = dataOf(await server.gql(CREATE_API_TOKEN, { input: draftsInput }, undefined, admin.token)).createApiToken
      .secret as string;
    const since = new Date().toISOString();
    const post = dataOf(
      await server.gql('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input: validPost() }, admin.agent),
    ).createPost.id;
    const resource = await admin.agent.post('/api/admin/resources').send(validResource());
    expect(resource.status).toBe(201);
    const POSTS = 'query($after: String) { postChanges(after: $after) { pageInfo { endCursor } items { id status } } }';
    const start = dataOf(await server.gql(POSTS, {}, undefined, contentToken)).postChanges.pageInfo.endCursor;
    const draftsStart = dataOf(await server.gql(POSTS, {}, undefined, draftsToken)).postChanges.pageInfo.endCursor;

    // Back to draft: over GraphQL (the post) and REST (the resource).
    dataOf(
      await server.gql(
        'mutation($ids: [ID!]!) { bulkUpdatePostStatus(ids: $ids, status: DRAFT) { succeeded } }',
        { ids: [post] },
        admin.agent,
      ),
    );
    const resourceId = resource.body.id as string;
    expect((await admin.agent.put(`/api/admin/resources/${resourceId}`).send(validResource({ status: 'DRAFT' }))).status).toBe(200);

    const gone = dataOf(await server.gql(DELETED, { since }, undefined, contentToken)).deleted.items;
    expect(gone.map(({ id, kind, reason }: { id: string; kind: string; reason: string }) => ({ id, kind, reason }))).toEqual([
      { id: post, kind: 'POST', reason: 'UNPUBLISHED' },
      { id: resourceId, kind: 'RESOURCE', reason: 'UNPUBLISHED' },
    ]);
    const rest = await server.agent().get('/api/admin/sync/deleted').query({ deleted_since: since }).set(bearer(contentToken));
    expect(rest.body.items.map((t: { reason: string }) => t.reason)).toEqual(['UNPUBLISHED', 'UNPUBLISHED']);
    // The content token's feed does not show it; a drafts reader gets the item with its new status, and no tombstone.
    expect(dataOf(await server.gql(POSTS, { after: start }, undefined, contentToken)).postChanges.items).toEqual([]);
    expect(dataOf(await server.gql(POSTS, { after: draftsStart }, undefined, draftsToken)).postChanges.items).toEqual([
      { id: post, status: 'DRAFT' },
    ]);
    expect(dataOf(await server.gql(DELETED, { since }, undefined, draftsToken)).deleted.items).toEqual([]);
    expect(dataOf(await server.gql(DELETED, { since }, admin.agent)).deleted.items).toEqual([]);

    // Published again: the tombstone goes, the post is in the feed again after the cursor.
    dataOf(
      await server.gql(
        'mutation($ids: [ID!]!) { bulkUpdatePostStatus(ids: $ids, status: PUBLISHED) { succeeded } }',
        { ids: [post] },
        admin.agent,
      ),
    );
    expect(dataOf(await server.gql(POSTS, { after: start }, undefined, contentToken)).postChanges.items).toEqual([
      { id: post, status: 'PUBLISHED' },
    ]);
    expect(dataOf(await server.gql(DELETED, { since }, undefined, contentToken)).deleted.items.map((t: { id: string }) => t.id)).toEqual([
      resourceId,
    ]);

    // Deleted while in draft: a DELETED tombstone, for everyone.
    expect((await admin.agent.delete(`/api/admin/resources/${resourceId}`)).status).toBe(204);
    for (const reader of [contentToken, draftsToken]) {
      const items = dataOf(await server.gql(DELETED, { since }, undefined, reader)).deleted.items;
      expect(items.map(({ id, reason }: { id: string; reason: string }) => ({ id, reason }))).toEqual([
        { id: resourceId, reason: 'DELETED' },
      ]);
    }
  });

  it('tells a reader of published items that a page left its view (REST), and takes the tombstone back when it is public again', async () => {
    const since = new Date().toISOString();
    const input = {
      slug: `sync-page-${Date.now()}`,
      title: 'Webinar: FinOps in 2027',
      blocks: [{ type: 'hero', headline: 'FinOps in 2027' }],
      status: 'PUBLISHED',
    };
    const created = await admin.agent.post('/api/admin/pages').send(input);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const deleted = async () =>
      (await server.agent().get('/api/admin/sync/deleted').query({ deleted_since: since }).set(bearer(contentToken))).body.items as Array<{
        id: string;
        kind: string;
        reason: string;
      }>;
    expect(await deleted()).toEqual([]);
    const draft = await admin.agent
      .put(`/api/admin/pages/${id}`)
      .send({ ...input, status: 'DRAFT', expectedVersion: created.body.version });
    expect(draft.status).toBe(200);
    expect((await deleted()).map(({ id, kind, reason }) => ({ id, kind, reason }))).toEqual([{ id, kind: 'PAGE', reason: 'UNPUBLISHED' }]);
    const again = await admin.agent.put(`/api/admin/pages/${id}`).send({ ...input, expectedVersion: draft.body.version });
    expect(again.status).toBe(200);
    expect(await deleted()).toEqual([]);
  });

  it('counts what is left after the cursor besides the whole window', async () => {
    const since = new Date().toISOString();
    for (let i = 0; i < 5; i++) await newLead();
    const seen: Array<[number, number]> = [];
    let after: string | null = null;
    for (;;) {
      const page: { totalCount: number; remainingCount: number; pageInfo: { endCursor: string; hasNextPage: boolean } } = dataOf(
        await server.gql(
          'query($since: String, $after: String) { playbookLeadChanges(updatedSince: $since, after: $after, limit: 2) { totalCount remainingCount pageInfo { endCursor hasNextPage } } }',
          { since, after },
          undefined,
          leadsToken,
        ),
      ).playbookLeadChanges;
      seen.push([page.totalCount, page.remainingCount]);
      after = page.pageInfo.endCursor;
      if (!page.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual([
      [5, 5],
      [5, 3],
      [5, 1],
    ]);
    const rest = await server.agent().get('/api/admin/sync/playbook-leads').query({ updated_since: since, after }).set(bearer(leadsToken));
    expect(rest.body).toMatchObject({ totalCount: 5, remainingCount: 0, items: [] });
  });

  it('shows posts and resources with one status field over REST, no stored state', async () => {
    const post = dataOf(
      await server.gql(
        'mutation($input: BlogPostInput!) { createPost(input: $input) { id } }',
        { input: validPost({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() }) },
        admin.agent,
      ),
    ).createPost.id;
    const read = await server.agent().get(`/api/admin/blog/${post}`).set(bearer(contentToken));
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('SCHEDULED');
    expect(read.body).not.toHaveProperty('state');
    expect(read.body).not.toHaveProperty('categoryRef');
    const resources = await server.agent().get('/api/admin/sync/resources').set(bearer(contentToken));
    expect(resources.body.items.length).toBeGreaterThan(0);
    for (const item of resources.body.items) {
      expect(item).not.toHaveProperty('state');
      expect(['PUBLISHED', 'SCHEDULED']).toContain(item.status);
    }
  });

  const CURSOR_MESSAGE = 'after is not a cursor of this feed: pass an endCursor exactly as it was returned.';
  const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100.';
  const FUTURE = new Date(Date.now() + 3_600_000).toISOString();

  it.each([
    [{ after: 'not-a-cursor' }, CURSOR_MESSAGE],
    [{ after: Buffer.from('{"t":"1","i":"x"}').toString('base64url') }, CURSOR_MESSAGE],
    [{ since: FUTURE }, "updatedSince is in the future: pass a time no later than now (the server's clock)."],
    [{ since: 'last tuesday' }, 'updatedSince must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z.'],
    [{ limit: 0 }, LIMIT_MESSAGE],
    [{ limit: 101 }, LIMIT_MESSAGE],
  ])('refuses %j on GraphQL with BAD_USER_INPUT', async (vars, message) => {
    expectGqlError(await server.gql(LEAD_CHANGES, vars, undefined, leadsToken), 'BAD_USER_INPUT', message);
  });

  it.each([
    ['/api/admin/sync/playbook-leads?after=%%%', 'after', CURSOR_MESSAGE],
    [
      `/api/admin/sync/playbook-leads?updated_since=${encodeURIComponent(FUTURE)}`,
      'updated_since',
      "updated_since is in the future: pass a time no later than now (the server's clock).",
    ],
    [
      `/api/admin/sync/deleted?deleted_since=${encodeURIComponent(FUTURE)}`,
      'deleted_since',
      "deleted_since is in the future: pass a time no later than now (the server's clock).",
    ],
    ['/api/admin/sync/contact-requests?limit=1000', 'limit', LIMIT_MESSAGE],
    ['/api/admin/sync/contact-requests?limit=abc', 'limit', LIMIT_MESSAGE],
    ['/api/admin/sync/contact-requests?limit=1&limit=2', 'limit', 'limit must be given once, as text.'],
  ])('answers GET %s with 400 naming %s', async (url, field, message) => {
    const res = await server.agent().get(url).set(bearer(leadsToken));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: [{ field, message }] });
  });

  it('refuses an out-of-range pageSize on the existing GraphQL lists instead of cutting it', async () => {
    const res = await server.gql('{ posts(pageSize: 1000) { totalCount } }');
    expectGqlError(res, 'BAD_USER_INPUT', 'pageSize must be a whole number from 1 to 100.');
    expectGqlError(await server.gql('{ featuredPosts(limit: 50) { id } }'), 'BAD_USER_INPUT', 'limit must be a whole number from 1 to 20.');
  });

  it('keeps the lead feeds and single reads to the leads scope', async () => {
    const id = await newLead();
    const single = 'query($id: ID!) { lead(kind: PLAYBOOK, id: $id) { id } }';
    expectGqlError(
      await server.gql(single, { id }, undefined, contentToken),
      'FORBIDDEN',
      'This API token does not have the "leads" scope.',
    );
    expectGqlError(
      await server.gql(LEAD_CHANGES, {}, undefined, contentToken),
      'FORBIDDEN',
      'This API token does not have the "leads" scope.',
    );
    expect((await server.agent().get(`/api/admin/leads/playbook/${id}`).set(bearer(contentToken))).status).toBe(403);
    expect((await server.agent().get('/api/admin/sync/playbook-leads').set(bearer(contentToken))).status).toBe(403);
    expect(dataOf(await server.gql(single, { id }, undefined, leadsToken)).lead.id).toBe(id);
    expect((await server.agent().get('/api/admin/sync/playbook-leads')).status).toBe(401);
    expect((await server.agent().get('/api/admin/sync/media').set(bearer(contentToken))).status).toBe(403);
  });

  it('puts the id first in the CSV export', async () => {
    const id = await newLead();
    const res = await server.agent().get('/api/admin/playbook-leads/export.csv').set(bearer(leadsToken));
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"ID","Name","Email","Company","Date","Status","Owner","Owner ID","Labels",/);
    expect(lines.some((line) => line.startsWith(`"${id}",`))).toBe(true);
  });
});

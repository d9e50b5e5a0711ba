// The API as integrators meet it (issue 35): driven only through the official client
// (packages/client) and through widely used third-party clients — graphql-request, @urql/core,
// openapi-fetch with openapi-typescript's types, swagger-parser and standardwebhooks — each
// pinned as a dev dependency. Three rounds of writes with unpublishing, followed by a mirror
// kept only from the sync feeds and their tombstones; a CRM write-back with a leads:write token;
// webhook deliveries verified by the Standard Webhooks library; retries that honour Retry-After.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Client, cacheExchange, fetchExchange } from '@urql/core';
import { GraphQLClient } from 'graphql-request';
import { Webhook } from 'standardwebhooks';
import {
  createFinOpsClient,
  GraphQLRequestError,
  retryAfterSeconds,
  retryingFetch,
  verifyWebhook,
  type FinOpsClient,
} from '@finops-site/client';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { issueApiToken } from './api-token-helpers';
import { TestReceiver, waitFor } from './delivery-helpers';
import { dataOf, START_TIMEOUT, startServer, validLead, validPost, type Agent } from './helpers';

describe('the API through the official and third-party clients', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let mirrorToken: string;
  let crmToken: string;
  let client: FinOpsClient;

  beforeAll(async () => {
    server = await startServer({ seed: true, syncSettleMs: 0, delivery: { worker: true, pollIntervalMs: 50 } });
    admin = await signedInAdmin(server);
    mirrorToken = (await issueApiToken(server, admin.token, ['content'], { name: 'Mirror' })).secret;
    crmToken = (await issueApiToken(server, admin.token, ['leads', 'leads:write'], { name: 'CRM' })).secret;
    client = createFinOpsClient({ baseUrl: server.url, token: mirrorToken });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  /** A copy of the published posts kept only from the feeds, as the guide's recipe says. */
  async function mirrorRun(copy: Map<string, { title: string }>, cursors: { posts: string | null; deleted: string | null }) {
    const posts = client.sync('posts', { after: cursors.posts, limit: 7 });
    for (let next = await posts.next(); ; next = await posts.next()) {
      if (next.done) {
        cursors.posts = next.value;
        break;
      }
      for (const post of next.value.items) copy.set(post.id, { title: post.title });
    }
    const deleted = client.sync('deleted', { after: cursors.deleted });
    for (let next = await deleted.next(); ; next = await deleted.next()) {
      if (next.done) {
        cursors.deleted = next.value;
        break;
      }
      for (const tombstone of next.value.items) if (tombstone.kind === 'POST') copy.delete(tombstone.id);
    }
  }

  it('keeps a mirror exact through three rounds of concurrent writes, unpublishing included, with the official client', async () => {
    const copy = new Map<string, { title: string }>();
    const cursors = { posts: null as string | null, deleted: null as string | null };
    await mirrorRun(copy, cursors);
    const ours: string[] = [];
    for (let round = 0; round < 3; round++) {
      const created = await Promise.all(
        Array.from({ length: 4 }, () =>
          admin.agent
            .post('/api/admin/blog')
            .send(validPost())
            .then((r) => r.body as { id: string; slug: string }),
        ),
      );
      ours.push(...created.map((c) => c.id));
      // Concurrently: one goes back to draft, one is renamed, one is deleted.
      const [down, renamed, gone] = ours.slice(-4);
      await Promise.all([
        admin.agent.put(`/api/admin/blog/${down}`).send(validPost({ slug: created[0].slug, status: 'DRAFT' })),
        admin.agent.put(`/api/admin/blog/${renamed}`).send(validPost({ slug: created[1].slug, title: `Renamed in round ${round}` })),
        admin.agent.delete(`/api/admin/blog/${gone}`),
      ]);
      await mirrorRun(copy, cursors);
    }
    const published = (await client.rest.GET('/api/admin/blog', { params: { query: { pageSize: 100 } } })).data ?? [];
    const truth = new Map(published.map((p) => [p.id, p.title]));
    expect(new Map([...copy].map(([id, v]) => [id, v.title]))).toEqual(truth);
    // Typed reads: a sync item's updatedAt is a field the compiler knows.
    const first = await client.sync('posts', { limit: 1 }).next();
    const item = first.done ? undefined : first.value.items[0];
    expect(typeof item?.updatedAt).toBe('string');
  });

  it('writes a lead back as a CRM would, through GraphQL with an idempotency key', async () => {
    const crm = createFinOpsClient({ baseUrl: server.url, token: crmToken });
    const { id } = await server.services.leads.submitPlaybookLead(validLead(), '10.35.0.1');
    const mutation = `mutation($id: ID!) @idempotent(key: "crm-${id}") { updateLead(kind: PLAYBOOK, id: $id, input: { status: "CONTACTED" }) { status version } }`;
    const first = await crm.graphql<{ updateLead: { status: string; version: number } }>(mutation, { id });
    const retried = await crm.graphql<{ updateLead: { status: string; version: number } }>(mutation, { id });
    expect(retried).toEqual(first);
    expect(first.updateLead).toEqual({ status: 'CONTACTED', version: 2 });
    const patched = await crm.rest.PATCH('/api/admin/leads/{kind}/{id}', {
      params: { path: { kind: 'playbook', id }, header: { 'Idempotency-Key': `crm-label-${id}` } },
      body: { labels: ['synced'], expectedVersion: 2 },
    });
    expect(patched.data?.labels).toEqual(['synced']);
    await expect(crm.graphql('{ deleteUser(id: "x") }')).rejects.toBeInstanceOf(GraphQLRequestError);
  });

  it('answers graphql-request and urql (GET with a bearer token) like any client', async () => {
    const viaRequest = new GraphQLClient(`${server.url}/graphql`, { headers: { Authorization: `Bearer ${mirrorToken}` } });
    const posts = await viaRequest.request<{ adminPosts: { totalCount: number } }>('{ adminPosts(pageSize: 1) { totalCount } }');
    expect(posts.adminPosts.totalCount).toBeGreaterThan(0);
    const urql = new Client({
      url: `${server.url}/graphql`,
      exchanges: [cacheExchange, fetchExchange],
      preferGetMethod: 'force',
      fetchOptions: { headers: { Authorization: `Bearer ${mirrorToken}` } },
    });
    const result = await urql.query('{ adminPosts(pageSize: 1) { totalCount } }', {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data.adminPosts.totalCount).toBe(posts.adminPosts.totalCount);
  });

  it('serves an OpenAPI document that swagger-parser validates', async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    const api = (await SwaggerParser.validate(document)) as { paths: Record<string, unknown> };
    expect(Object.keys(api.paths).length).toBeGreaterThan(50);
  });

  it('signs webhook deliveries that standardwebhooks and the client verify', async () => {
    const receiver = await new TestReceiver().start();
    try {
      const created = dataOf(
        await server.gql(
          'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }',
          { input: { url: receiver.url('/hook'), events: ['post.published'] } },
          undefined,
          admin.token,
        ),
      ).createWebhookEndpoint as { secret: string };
      await admin.agent.post('/api/admin/blog').send(validPost());
      const delivery = await waitFor('the post.published delivery', () => receiver.at('/hook')[0]);
      const headers = delivery.headers as Record<string, string>;
      expect(new Webhook(created.secret).verify(delivery.body, headers)).toMatchObject({ type: 'post.published' });
      expect(verifyWebhook(created.secret, headers, delivery.body).type).toBe('post.published');
      expect(() => verifyWebhook(created.secret, headers, `${delivery.body} `)).toThrow();
    } finally {
      await receiver.stop();
    }
  });

  it('waits out Retry-After on 429 and 503, and never repeats an unkeyed write after a 503', async () => {
    const waits: number[] = [];
    const answers = [429, 503, 200];
    const calls: string[] = [];
    const fake: typeof fetch = async (input) => {
      calls.push((input as Request).method);
      const status = answers.shift() ?? 200;
      return new Response('{}', { status, headers: status === 200 ? {} : { 'Retry-After': status === 429 ? '2' : '1' } });
    };
    const sleep = async (ms: number) => void waits.push(ms);
    const read = await retryingFetch({ fetch: fake, sleep })('http://x/api/admin/blog');
    expect([read.status, waits]).toEqual([200, [2000, 1000]]);
    answers.push(503);
    const write = await retryingFetch({ fetch: fake, sleep })('http://x/api/admin/blog', { method: 'POST', body: '{}' });
    expect(write.status).toBe(503);
    expect(calls.filter((m) => m === 'POST')).toHaveLength(1);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:30 GMT'))).toBe(30);
  });
});

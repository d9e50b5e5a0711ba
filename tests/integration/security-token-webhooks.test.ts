// Webhook endpoints managed by an integration (issue 35): a `webhooks:manage` token registers,
// changes, pauses, tests, rotates and deletes the endpoints it registered — never another's, which
// are "not found" to it — and may subscribe only to events it could read itself (lead events need
// `leads`, content events `content`), at most ENDPOINTS_PER_TOKEN of them. Its changes are audited
// under its name; a token without the scope is told which one it lacks.
import { missingScopeMessage } from '../../graphql-server/src/auth/access';
import { ENDPOINTS_PER_TOKEN, TOO_MANY_ENDPOINTS_MESSAGE } from '../../graphql-server/src/modules/webhooks/webhooks.service';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { TestReceiver } from './delivery-helpers';
import { issueApiToken } from './api-token-helpers';
import { dataOf, expectFieldErrors, expectGqlError, START_TIMEOUT, startServer, type Agent } from './helpers';

const CREATE = `mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id url events active } } }`;
const UPDATE = `mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id active events } }`;
const ROTATE = `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }`;
const TEST = `mutation($id: ID!) { sendWebhookTestEvent(id: $id) { delivered } }`;
const DELETE = `mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`;
const LIST = `{ webhookEndpoints { id url } }`;
const NOT_FOUND = 'Webhook endpoint not found.';

describe('integrator write access: webhooks:manage', () => {
  let server: TestServer;
  let receiver: TestReceiver;
  let admin: { agent: Agent; token: string };
  let manager: string;
  let other: string;
  let contentOnly: string;
  let reader: string;

  beforeAll(async () => {
    receiver = await new TestReceiver().start();
    server = await startServer({});
    admin = await signedInAdmin(server);
    manager = (await issueApiToken(server, admin.token, ['leads', 'content', 'webhooks:manage'], { name: 'Zapier' })).secret;
    other = (await issueApiToken(server, admin.token, ['leads', 'webhooks:manage'], { name: 'Other hub' })).secret;
    contentOnly = (await issueApiToken(server, admin.token, ['content', 'webhooks:manage'], { name: 'Site mirror' })).secret;
    reader = (await issueApiToken(server, admin.token, ['leads'], { name: 'Reader' })).secret;
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await receiver?.stop();
  });

  const create = async (token: string, path: string, events = ['lead.updated']) =>
    dataOf(await server.gql(CREATE, { input: { url: receiver.url(path), events } }, undefined, token)).createWebhookEndpoint as {
      secret: string;
      endpoint: { id: string };
    };

  it('registers, lists, pauses, tests, rotates and deletes its own endpoints, audited under its name', async () => {
    const { endpoint, secret } = await create(manager, '/zapier');
    expect(secret).toMatch(/^whsec_/);
    expect(dataOf(await server.gql(LIST, undefined, undefined, manager)).webhookEndpoints).toEqual([
      { id: endpoint.id, url: receiver.url('/zapier') },
    ]);
    const paused = dataOf(
      await server.gql(
        UPDATE,
        { id: endpoint.id, input: { url: receiver.url('/zapier'), events: ['lead.updated', 'post.published'], active: false } },
        undefined,
        manager,
      ),
    ).updateWebhookEndpoint;
    expect(paused).toEqual({ id: endpoint.id, active: false, events: ['lead.updated', 'post.published'] });
    expect(dataOf(await server.gql(TEST, { id: endpoint.id }, undefined, manager)).sendWebhookTestEvent.delivered).toBe(true);
    expect(dataOf(await server.gql(ROTATE, { id: endpoint.id }, undefined, manager)).rotateWebhookSecret.secret).not.toBe(secret);
    expect(dataOf(await server.gql(DELETE, { id: endpoint.id }, undefined, manager)).deleteWebhookEndpoint).toBe(true);
    const audited = (await server.dataSource.query(
      `SELECT action FROM audit_log WHERE "actorName" = 'API token Zapier' ORDER BY at`,
    )) as Array<{ action: string }>;
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['webhook-endpoint.create', 'webhook-endpoint.update', 'webhook-secret.rotate', 'webhook-endpoint.delete']),
    );
  });

  it('never sees or touches an endpoint it did not register: staff’s or another token’s are not found', async () => {
    const staffs = dataOf(
      await server.gql(CREATE, { input: { url: receiver.url('/staff'), events: ['lead.updated'] } }, undefined, admin.token),
    ).createWebhookEndpoint.endpoint.id as string;
    const theirs = (await create(other, '/other')).endpoint.id;
    const mine = (await create(manager, '/mine')).endpoint.id;
    expect(dataOf(await server.gql(LIST, undefined, undefined, manager)).webhookEndpoints.map((e: { id: string }) => e.id)).toEqual([mine]);
    for (const id of [staffs, theirs]) {
      expectGqlError(
        await server.gql(UPDATE, { id, input: { url: receiver.url('/x'), events: ['lead.updated'] } }, undefined, manager),
        'NOT_FOUND',
        NOT_FOUND,
      );
      expectGqlError(await server.gql(ROTATE, { id }, undefined, manager), 'NOT_FOUND', NOT_FOUND);
      expectGqlError(await server.gql(TEST, { id }, undefined, manager), 'NOT_FOUND', NOT_FOUND);
      expectGqlError(await server.gql(DELETE, { id }, undefined, manager), 'NOT_FOUND', NOT_FOUND);
    }
    // Staff still see and manage every endpoint.
    const all = dataOf(await server.gql(LIST, undefined, undefined, admin.token)).webhookEndpoints.map((e: { id: string }) => e.id);
    expect(all).toEqual(expect.arrayContaining([staffs, theirs, mine]));
  });

  it('subscribes only to events the token could read, with the same URL rules as staff', async () => {
    const leadsForContent = await server.gql(
      CREATE,
      { input: { url: receiver.url('/c'), events: ['lead.contact.created'] } },
      undefined,
      contentOnly,
    );
    expectFieldErrors(leadsForContent, [
      { field: 'events', message: 'This API token cannot subscribe to events it may not read: it needs the "leads" scope.' },
    ]);
    const contentForLeads = await server.gql(CREATE, { input: { url: receiver.url('/o'), events: ['post.published'] } }, undefined, other);
    expectFieldErrors(contentForLeads, [
      { field: 'events', message: 'This API token cannot subscribe to events it may not read: it needs the "content" scope.' },
    ]);
    // The URL rules are the staff's (the egress policy itself is tested in webhook-admin.test.ts).
    const badUrl = await server.gql(CREATE, { input: { url: 'javascript:alert(1)', events: ['post.published'] } }, undefined, contentOnly);
    expect(badUrl.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it(`stops at ${ENDPOINTS_PER_TOKEN} endpoints per token`, async () => {
    const hub = (await issueApiToken(server, admin.token, ['content', 'webhooks:manage'], { name: 'Busy hub' })).secret;
    for (let i = 0; i < ENDPOINTS_PER_TOKEN; i++) await create(hub, `/busy-${i}`, ['post.published']);
    const more = await server.gql(CREATE, { input: { url: receiver.url('/busy-more'), events: ['post.published'] } }, undefined, hub);
    expectFieldErrors(more, [{ field: 'url', message: TOO_MANY_ENDPOINTS_MESSAGE }]);
  });

  it('refuses a token without the scope, naming it, and leaves deliveries and redeliveries to administrators', async () => {
    expectGqlError(await server.gql(LIST, undefined, undefined, reader), 'FORBIDDEN', missingScopeMessage(['webhooks:manage']));
    expectGqlError(
      await server.gql(CREATE, { input: { url: receiver.url('/r'), events: ['lead.updated'] } }, undefined, reader),
      'FORBIDDEN',
      missingScopeMessage(['webhooks:manage']),
    );
    const deliveries = await server.gql('{ webhookDeliveries { totalCount } }', undefined, undefined, manager);
    expect(deliveries.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

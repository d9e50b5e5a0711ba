// Webhooks v2 (issue 15), what the admin does to an endpoint: send a test event to a local
// receiver (and to one that cannot be reached), edit it, rotate its secret (both signatures for
// 24 hours, on an injectable clock, then only the new one), and the names of unknown events.
import { unknownEventsMessage } from '../../schema/validation/webhooks';
import { webhookVerificationProblem } from '../../graphql-server/src/modules/webhooks/webhook-signature';
import { WEBHOOK_CONNECT_FAILED } from '../../graphql-server/src/modules/webhooks/webhook-sender';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { TestReceiver } from './delivery-helpers';
import { dataOf, expectFieldErrors, expectGqlError, START_TIMEOUT, startServer } from './helpers';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const FIELDS = 'id url description events active secretHint previousSecretExpiresAt';
const TEST = 'mutation($id: ID!) { sendWebhookTestEvent(id: $id) { delivered responseCode message eventId } }';

describe('webhook endpoint administration', () => {
  let server: TestServer;
  let receiver: TestReceiver;
  let token: string;
  /** The webhook clock runs this far ahead of the system clock. */
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    receiver = await new TestReceiver().start();
    server = await startServer({ delivery: { webhookClock: now, webhookTimeoutMs: 15_000 } });
    token = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    await receiver?.stop();
  });

  const gql = (query: string, variables?: Record<string, unknown>) => server.gql(query, variables, undefined, token);
  const admin = async (query: string, variables?: Record<string, unknown>) => dataOf(await gql(query, variables));
  const create = async (path: string) =>
    (
      await admin(`mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${FIELDS} } } }`, {
        input: { url: receiver.url(path), events: ['post.published'] },
      })
    ).createWebhookEndpoint as { secret: string; endpoint: { id: string } & Record<string, unknown> };
  const verify = (secret: string, request: { headers: Record<string, unknown>; body: string }) =>
    webhookVerificationProblem({
      secret,
      body: request.body,
      timestamp: String(request.headers['x-finops-timestamp']),
      signature: String(request.headers['x-finops-signature']),
      now: now(),
    });

  it('a test event reaches the receiver at once, signed, and the answer is shown; a failing answer is reported', async () => {
    const { secret, endpoint } = await create('/test-ok');
    const result = (await admin(TEST, { id: endpoint.id })).sendWebhookTestEvent;
    expect(result).toMatchObject({ delivered: true, responseCode: 200, message: 'Delivered: the receiver answered HTTP 200.' });
    const [hit] = receiver.at('/test-ok');
    expect(hit.headers['x-finops-event']).toBe('ping');
    expect(hit.headers['x-finops-event-id']).toBe(result.eventId);
    expect(JSON.parse(hit.body)).toMatchObject({ id: result.eventId, type: 'ping', data: { endpointId: endpoint.id } });
    expect(verify(secret, hit)).toBeNull();

    receiver.respond = ({ path }) => (path === '/test-ok' ? { status: 500, body: 'broken receiver' } : { status: 200 });
    const failed = (await admin(TEST, { id: endpoint.id })).sendWebhookTestEvent;
    receiver.respond = () => ({ status: 200 });
    expect(failed).toMatchObject({ delivered: false, responseCode: 500 });
    expect(failed.message).toBe('Not delivered: HTTP 500 Internal Server Error: broken receiver');
    // Test events are not queued: the log stays empty.
    expect(
      (await admin('query($id: ID) { webhookDeliveries(endpointId: $id) { totalCount } }', { id: endpoint.id })).webhookDeliveries
        .totalCount,
    ).toBe(0);
  });

  it('an unreachable test target is a clear BAD_USER_INPUT naming why; an unknown endpoint is NOT_FOUND', async () => {
    const closed = new TestReceiver();
    await closed.start();
    const url = closed.url('/gone');
    await closed.stop();
    const { endpoint } = await create('/unreachable');
    await admin('mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }', {
      id: endpoint.id,
      input: { url, events: ['post.published'] },
    });
    const error = expectGqlError(await gql(TEST, { id: endpoint.id }), 'BAD_USER_INPUT');
    // The same words for every connection failure: no port state or address reaches the admin.
    expect(error.message).toBe(`The test event could not be delivered: ${WEBHOOK_CONNECT_FAILED}`);
    expect(error.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expectGqlError(await gql(TEST, { id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND', 'Webhook endpoint not found.');
  });

  it('an edit changes the URL, description and events; unknown event names are refused, named', async () => {
    const { endpoint } = await create('/edit');
    const edited = (
      await admin(`mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${FIELDS} } }`, {
        id: endpoint.id,
        input: { url: receiver.url('/edited'), description: 'CRM', events: ['resource.published', 'lead.deleted'] },
      })
    ).updateWebhookEndpoint;
    expect(edited).toMatchObject({
      url: receiver.url('/edited'),
      description: 'CRM',
      events: ['resource.published', 'lead.deleted'],
      active: true,
    });

    const input = { url: receiver.url('/x'), events: ['post.published', 'post.publish', 'lead.created'] };
    const message = unknownEventsMessage(['post.publish', 'lead.created']);
    expectFieldErrors(await gql('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', { input }), [
      { field: 'events', message },
    ]);
    expectFieldErrors(
      await gql('mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }', {
        id: endpoint.id,
        input,
      }),
      [{ field: 'events', message }],
    );
    expectFieldErrors(
      await gql('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', {
        input: { url: 'ftp://example.com/x', events: ['post.published'] },
      }),
      [{ field: 'url', message: 'Please enter a valid http:// or https:// URL.' }],
    );
  });

  it('a rotated secret: both signatures for 24 hours, then only the new one; the old secret then fails to verify', async () => {
    const { secret: old, endpoint } = await create('/rotate');
    const rotated = (
      await admin(`mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ${FIELDS} } } }`, { id: endpoint.id })
    ).rotateWebhookSecret;
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.secret).not.toBe(old);
    expect(rotated.endpoint.secretHint).toBe(`whsec_…${rotated.secret.slice(-4)}`);
    const expires = new Date(rotated.endpoint.previousSecretExpiresAt).getTime();
    expect(Math.abs(expires - (now().getTime() + DAY_MS))).toBeLessThan(60_000);

    await admin(TEST, { id: endpoint.id });
    const during = receiver.at('/rotate').at(-1)!;
    expect(String(during.headers['x-finops-signature'])).toMatch(/^sha256=[0-9a-f]{64}, sha256=[0-9a-f]{64}$/);
    expect(verify(rotated.secret, during)).toBeNull();
    expect(verify(old, during)).toBeNull();

    offset = DAY_MS + 60_000;
    try {
      await admin(TEST, { id: endpoint.id });
      const after = receiver.at('/rotate').at(-1)!;
      expect(String(after.headers['x-finops-signature'])).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verify(rotated.secret, after)).toBeNull();
      expect(verify(old, after)).toBe('No signature in X-FinOps-Signature matches this secret (a rotated-away secret, or a changed body).');
    } finally {
      offset = 0;
    }
    expectGqlError(
      await gql('mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id: 'not-an-id' }),
      'NOT_FOUND',
      'Webhook endpoint not found.',
    );
  });
});

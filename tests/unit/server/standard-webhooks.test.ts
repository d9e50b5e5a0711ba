// Standard Webhooks signatures (issue 35, decision 0060): what the server sends verifies with the
// spec's own library (standardwebhooks) out of the box — new secrets as written, secrets made
// before v3 once converted — and fails it with another secret, a changed body, id or timestamp.
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import {
  newWebhookSecret,
  standardSignatureHeader,
  standardWebhookSecret,
} from '../../../graphql-server/src/modules/webhooks/webhook-signature';

describe('Standard Webhooks signatures', () => {
  const body = '{"id":"6f1c2b1e-8d1f-4a59-9f0e-3c2d8e1a7b44","type":"lead.updated","data":{"lead":{"id":"c3d4"}}}';
  const id = '6f1c2b1e-8d1f-4a59-9f0e-3c2d8e1a7b44';
  const now = new Date('2026-03-03T09:30:00Z');
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = (signature: string, overrides: Record<string, string> = {}) => ({
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature,
    ...overrides,
  });

  beforeEach(() => jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('makes secrets as the spec defines them: whsec_ and 32 random bytes in standard base64', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    expect(standardWebhookSecret(secret)).toBe(secret);
  });

  it('verifies with the standardwebhooks library as sent', () => {
    const secret = newWebhookSecret();
    const signature = standardSignatureHeader([secret], id, timestamp, body);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(body, headers(signature))).toEqual(JSON.parse(body));
  });

  it('during a rotation: two space-separated entries, either secret verifies', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const signature = standardSignatureHeader([current, previous], id, timestamp, body);
    expect(signature.split(' ')).toHaveLength(2);
    expect(() => new Webhook(current).verify(body, headers(signature))).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers(signature))).not.toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers(signature))).toThrow(WebhookVerificationError);
  });

  it('signs with a pre-v3 (base64url) secret the same bytes, which verify once converted', () => {
    const legacy = 'whsec_' + Buffer.alloc(32, 0xfb).toString('base64url'); // '-' and '_' in it
    expect(legacy).toMatch(/[-_]/);
    const signature = standardSignatureHeader([legacy], id, timestamp, body);
    expect(() => new Webhook(standardWebhookSecret(legacy)).verify(body, headers(signature))).not.toThrow();
    expect(standardWebhookSecret(legacy)).toBe('whsec_' + Buffer.alloc(32, 0xfb).toString('base64'));
  });

  it.each([
    ['a changed body', (s: string) => [body.replace('c3d4', 'c3d5'), headers(s)] as const],
    ['another webhook-id', (s: string) => [body, headers(s, { 'webhook-id': 'another' })] as const],
    ['another timestamp', (s: string) => [body, headers(s, { 'webhook-timestamp': String(timestamp + 1) })] as const],
    ['a timestamp 6 minutes old', (s: string) => [body, headers(s, { 'webhook-timestamp': String(timestamp - 360) })] as const],
    ['no signature header', (s: string) => [body, { ...headers(s), 'webhook-signature': '' }] as const],
  ])('fails with %s', (_what, make) => {
    const secret = newWebhookSecret();
    const [payload, sent] = make(standardSignatureHeader([secret], id, timestamp, body));
    expect(() => new Webhook(secret).verify(payload, sent)).toThrow(WebhookVerificationError);
  });
});

import crypto from 'node:crypto';
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from '../../../graphql-server/src/modules/webhooks/webhook-signature';

describe('webhook signatures', () => {
  const secret = 'whsec_test-secret';
  const body = '{"id":"e1","type":"lead.playbook.created"}';
  const now = new Date('2025-03-03T09:30:00Z');
  const timestamp = Math.floor(now.getTime() / 1000);

  it('are HMAC-SHA256 over "<timestamp>.<body>", hex, prefixed with sha256=', () => {
    const expected = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(signWebhook(secret, timestamp, body)).toBe(`sha256=${expected}`);
    expect(signWebhook(secret, timestamp, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
  });

  it('verify with the same secret, body and a recent timestamp', () => {
    const signature = signWebhook(secret, timestamp, body);
    expect(verifyWebhookSignature({ secret, body, timestamp: String(timestamp), signature, now })).toBe(true);
    expect(verifyWebhookSignature({ secret, body, timestamp, signature, now: new Date(now.getTime() + 299_000) })).toBe(true);
  });

  it.each([
    ['another secret', { secret: 'whsec_other' }],
    ['a changed body', { body: body.replace('e1', 'e2') }],
    ['another timestamp', { timestamp: String(timestamp + 1) }],
    ['a timestamp older than the tolerance', { now: new Date(now.getTime() + 301_000) }],
    ['a malformed timestamp', { timestamp: 'yesterday' }],
    ['a truncated signature', { signature: signWebhook(secret, timestamp, body).slice(0, 20) }],
  ])('refuse %s', (_label, change) => {
    const signature = signWebhook(secret, timestamp, body);
    expect(verifyWebhookSignature({ secret, body, timestamp, signature, now, ...change })).toBe(false);
  });

  it('use new random secrets of 32 bytes', () => {
    const a = newWebhookSecret();
    const b = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });
});

import crypto from 'node:crypto';
import {
  newWebhookSecret,
  signatureHeader,
  signWebhook,
  verifyWebhookSignature,
  webhookVerificationProblem,
} from '../../../graphql-server/src/modules/webhooks/webhook-signature';

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

  it('carry one entry per secret during a rotation, and verify with either secret', () => {
    const old = 'whsec_old-secret';
    const header = signatureHeader([secret, old], timestamp, body);
    expect(header).toBe(`${signWebhook(secret, timestamp, body)}, ${signWebhook(old, timestamp, body)}`);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}, sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, body, timestamp, signature: header, now })).toBe(true);
    expect(verifyWebhookSignature({ secret: old, body, timestamp, signature: header, now })).toBe(true);
    expect(signatureHeader([secret], timestamp, body)).toBe(signWebhook(secret, timestamp, body));
  });

  it('say why a delivery does not verify (a rotated-away secret, an old timestamp, no header)', () => {
    const onlyNew = signatureHeader([secret], timestamp, body);
    expect(webhookVerificationProblem({ secret: 'whsec_old-secret', body, timestamp, signature: onlyNew, now })).toBe(
      'No signature in X-FinOps-Signature matches this secret (a rotated-away secret, or a changed body).',
    );
    expect(webhookVerificationProblem({ secret, body, timestamp, signature: onlyNew, now: new Date(now.getTime() + 400_000) })).toBe(
      'The timestamp is more than 300 s away from now (a replayed or delayed delivery).',
    );
    expect(webhookVerificationProblem({ secret, body, timestamp, signature: '', now })).toBe('The X-FinOps-Signature header is missing.');
    expect(webhookVerificationProblem({ secret, body, timestamp: '12.5', signature: onlyNew, now })).toMatch(/X-FinOps-Timestamp/);
    expect(webhookVerificationProblem({ secret, body, timestamp, signature: onlyNew, now })).toBeNull();
  });

  it('use new random secrets of 32 bytes', () => {
    const a = newWebhookSecret();
    const b = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/); // the Standard Webhooks spelling (decision 0060)
    expect(a).not.toBe(b);
  });
});

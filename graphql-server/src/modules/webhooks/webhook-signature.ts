// Webhook signatures (docs/integrators.md 'Verifying a delivery'): HMAC-SHA256, keyed with the
// endpoint's secret, over `${timestamp}.${body}` — the Unix time in seconds of the attempt, a
// dot, and the exact bytes of the JSON body. Sent as `X-FinOps-Signature: sha256=<hex>`.
import crypto from 'node:crypto';

export const SIGNATURE_HEADER = 'X-FinOps-Signature';
export const TIMESTAMP_HEADER = 'X-FinOps-Timestamp';
export const EVENT_ID_HEADER = 'X-FinOps-Event-Id';
export const EVENT_TYPE_HEADER = 'X-FinOps-Event';
export const DELIVERY_ID_HEADER = 'X-FinOps-Delivery-Id';

/** A new endpoint secret: 'whsec_' and 32 random bytes, base64url. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString('base64url')}`;
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * What a receiver does: recompute, compare in constant time, and refuse a timestamp more than
 * `toleranceSeconds` away from now (a replayed old delivery).
 */
export function verifyWebhookSignature(options: {
  secret: string;
  body: string;
  timestamp: string | number;
  signature: string;
  toleranceSeconds?: number;
  now?: Date;
}): boolean {
  const timestamp = Number(options.timestamp);
  if (!Number.isInteger(timestamp)) return false;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signWebhook(options.secret, timestamp, options.body));
  const given = Buffer.from(options.signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

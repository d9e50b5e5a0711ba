// Webhook signatures (docs/integrators.md 'Verifying a delivery'): HMAC-SHA256, keyed with the
// endpoint's secret, over `${timestamp}.${body}` — the Unix time in seconds of the attempt, a
// dot, and the exact bytes of the JSON body. Sent as `X-FinOps-Signature: sha256=<hex>`; for 24
// hours after a secret rotation the header carries one entry per valid secret, newest first,
// separated by a comma and a space: `sha256=<hex with the new secret>, sha256=<hex with the old>`.
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

/** The X-FinOps-Signature value: one `sha256=` entry per secret, in the order given. */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return secrets.map((secret) => signWebhook(secret, timestamp, body)).join(', ');
}

interface VerifyOptions {
  secret: string;
  body: string;
  timestamp: string | number;
  /** The whole X-FinOps-Signature header (one or several comma-separated entries). */
  signature: string;
  toleranceSeconds?: number;
  now?: Date;
}

/**
 * Why a delivery does not verify with `secret`, or null when it does (any of the header's entries
 * matches, compared in constant time, and the timestamp is recent). Receivers answer 400 with it.
 */
export function webhookVerificationProblem(options: VerifyOptions): string | null {
  const timestamp = Number(options.timestamp);
  if (!/^\d+$/.test(String(options.timestamp).trim()) || !Number.isSafeInteger(timestamp)) {
    return 'The X-FinOps-Timestamp header is missing or not a Unix time in seconds.';
  }
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(now - timestamp) > tolerance)
    return `The timestamp is more than ${tolerance} s away from now (a replayed or delayed delivery).`;
  const expected = Buffer.from(signWebhook(options.secret, timestamp, options.body));
  const entries = String(options.signature ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'The X-FinOps-Signature header is missing.';
  const matches = entries.some((entry) => {
    const given = Buffer.from(entry);
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
  return matches ? null : 'No signature in X-FinOps-Signature matches this secret (a rotated-away secret, or a changed body).';
}

/**
 * What a receiver does: recompute, compare in constant time, and refuse a timestamp more than
 * `toleranceSeconds` away from now (a replayed old delivery).
 */
export function verifyWebhookSignature(options: VerifyOptions): boolean {
  return webhookVerificationProblem(options) === null;
}

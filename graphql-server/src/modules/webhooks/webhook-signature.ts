// Webhook signatures (docs/integrators.md 'Verifying a delivery'), two of them on every delivery:
//
// - Standard Webhooks (https://www.standardwebhooks.com, issue 35, decision 0060): `webhook-id`
//   (the event id), `webhook-timestamp` (Unix seconds of the attempt) and `webhook-signature:
//   v1,<base64 HMAC-SHA256 of "${id}.${timestamp}.${body}">`, keyed with the secret's bytes (the
//   base64 after `whsec_`). Made by the spec's own library (standardwebhooks), so its verifiers in
//   every language accept it. During a rotation's overlap: one `v1,` entry per secret, space-separated.
// - The original one (deprecated, kept for a deprecation period): HMAC-SHA256 keyed with the whole
//   secret text over `${timestamp}.${body}`, sent as `X-FinOps-Signature: sha256=<hex>`, entries
//   separated by a comma and a space during a rotation.
import crypto from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const SIGNATURE_HEADER = 'X-FinOps-Signature';
export const TIMESTAMP_HEADER = 'X-FinOps-Timestamp';
export const EVENT_ID_HEADER = 'X-FinOps-Event-Id';
export const EVENT_TYPE_HEADER = 'X-FinOps-Event';
export const DELIVERY_ID_HEADER = 'X-FinOps-Delivery-Id';

export const STANDARD_ID_HEADER = 'webhook-id';
export const STANDARD_TIMESTAMP_HEADER = 'webhook-timestamp';
export const STANDARD_SIGNATURE_HEADER = 'webhook-signature';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret as Standard Webhooks defines it: 'whsec_' and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(32).toString('base64')}`;
}

/**
 * The secret in the spec's spelling (standard base64 with padding). Secrets made before API v3 are
 * base64url ('-', '_', no padding): the same bytes, which the spec's libraries cannot decode as
 * written; receivers convert them with this, or rotate.
 */
export function standardWebhookSecret(secret: string): string {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return `${SECRET_PREFIX}${Buffer.from(encoded, 'base64').toString('base64')}`;
}

/** The `webhook-signature` value: one `v1,<base64>` entry per secret, in the order given, space-separated. */
export function standardSignatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  const at = new Date(timestamp * 1000);
  return secrets.map((secret) => new Webhook(standardWebhookSecret(secret)).sign(id, at, body)).join(' ');
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

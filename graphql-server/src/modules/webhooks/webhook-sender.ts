// One webhook attempt: POST the stored JSON body, signed for this attempt, to the endpoint. A
// 2xx answer is a success; anything else (another status, a redirect, a timeout, a refused
// connection) is a failure the queue retries with backoff.
import { DeliveryFailure } from '../delivery/delivery-worker';
import { DELIVERY_ID_HEADER, EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, signWebhook } from './webhook-signature';

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const USER_AGENT = 'FinOps-Webhooks/1.0';
/** How much of a failing receiver's answer the delivery log keeps. */
const BODY_EXCERPT = 300;

export interface WebhookAttempt {
  url: string;
  secret: string;
  body: string;
  event: string;
  eventId: string;
  deliveryId: string;
}

export async function postWebhook(attempt: WebhookAttempt, signal: AbortSignal, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<{ responseCode: number }> {
  const timestamp = Math.floor(Date.now() / 1000);
  let response: Response;
  try {
    response = await fetch(attempt.url, {
      method: 'POST',
      body: attempt.body,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signWebhook(attempt.secret, timestamp, attempt.body),
        [EVENT_TYPE_HEADER]: attempt.event,
        [EVENT_ID_HEADER]: attempt.eventId,
        [DELIVERY_ID_HEADER]: attempt.deliveryId,
      },
    });
  } catch (error) {
    throw new DeliveryFailure(signal.aborted ? 'Interrupted: the server is shutting down.' : describeNetworkError(error, timeoutMs));
  }
  const excerpt = await readExcerpt(response);
  if (response.status >= 200 && response.status < 300) return { responseCode: response.status };
  const what = response.status >= 300 && response.status < 400 ? 'redirect (not followed)' : response.statusText || 'error';
  throw new DeliveryFailure(`HTTP ${response.status} ${what}${excerpt ? `: ${excerpt}` : ''}`, response.status);
}

/** The start of the answer's body (read up to a few kilobytes, the rest is discarded). */
async function readExcerpt(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < 4096) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } catch {
    // A broken answer body: the status is what matters.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const clean = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim();
  return clean.length > BODY_EXCERPT ? `${clean.slice(0, BODY_EXCERPT)}…` : clean;
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') return `No answer within ${timeoutMs / 1000} s (timed out).`;
  const cause = e?.cause;
  if (cause?.message) return `Could not connect: ${cause.message}`;
  return `Could not connect: ${e?.message ?? String(error)}`;
}

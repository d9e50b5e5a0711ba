// One webhook attempt: POST the stored JSON body, signed for this attempt, to the endpoint. A
// 2xx answer is a success; anything else (another status, a redirect, a timeout, a refused
// connection) is a failure the queue retries with backoff. A target the egress policy refuses
// (webhook-egress.ts) is a permanent failure recorded as a refusal: no request is made.
//
// The time limit is enforced by undici itself (headersTimeout, bodyTimeout, connect timeout) and
// by a plain timer that aborts the request — never by AbortSignal.timeout(), whose timer Node 20
// can lose to garbage collection when combined with AbortSignal.any().
import { STATUS_CODES } from 'node:http';
import type { Agent, Dispatcher } from 'undici';
import { log } from '../../logger';
import { DeliveryFailure } from '../delivery/queue/delivery-worker';
import { assertTargetAllowed, EgressRefusedError, webhookLookup, type Resolve } from './webhook-egress';
import {
  DELIVERY_ID_HEADER,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  STANDARD_ID_HEADER,
  STANDARD_SIGNATURE_HEADER,
  STANDARD_TIMESTAMP_HEADER,
  TIMESTAMP_HEADER,
  signatureHeader,
  standardSignatureHeader,
} from './webhook-signature';

const WEBHOOK_TIMEOUT_MS = 10_000;
const USER_AGENT = 'FinOps-Webhooks/1.0';
/** How much of a failing receiver's answer the delivery log keeps. */
const BODY_EXCERPT = 300;
/** At most this much of an answer is read (the rest is discarded). */
const READ_LIMIT = 4096;

export interface WebhookAttempt {
  url: string;
  /** The endpoint's secret, then (during a rotation's overlap) the previous one: one signature each. */
  secrets: readonly string[];
  body: string;
  event: string;
  eventId: string;
  deliveryId: string;
}

export interface WebhookSenderOptions {
  /** The whole attempt (connect, answer headers, answer body) must finish within this. */
  timeoutMs?: number;
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private targets are allowed. */
  allowPrivate?: boolean;
  /** Name resolution at connection time (default dns.lookup; tests play DNS answers). */
  resolve?: Resolve;
}

/** undici's request function and the one Agent every attempt goes through. */
type Connection = { agent: Agent; request: typeof import('undici').request };

/**
 * Sends webhook attempts through one undici Agent whose every connection goes through the egress
 * check (connect.lookup) and whose timeouts cannot be collected.
 */
export class WebhookSender {
  readonly timeoutMs: number;
  readonly allowPrivate: boolean;
  private readonly resolve?: Resolve;
  /** undici and the Agent, loaded on the first attempt: most processes never send a webhook. */
  private client?: Promise<Connection>;

  constructor(options: WebhookSenderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
    this.allowPrivate = options.allowPrivate ?? false;
    this.resolve = options.resolve;
  }

  private connect(): Promise<Connection> {
    this.client ??= import('undici').then(({ Agent, request }) => ({
      agent: new Agent({
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
        connect: { timeout: this.timeoutMs, lookup: webhookLookup(this.allowPrivate, this.resolve) as never },
        // Each attempt gets its connection checked afresh; receivers are called rarely.
        pipelining: 0,
      }),
      request,
    }));
    return this.client;
  }

  async post(attempt: WebhookAttempt, signal: AbortSignal, now = new Date()): Promise<{ responseCode: number }> {
    const url = new URL(attempt.url);
    try {
      assertTargetAllowed(url, this.allowPrivate);
    } catch (error) {
      throw refusal(error);
    }
    const { agent, request } = await this.connect();
    const timestamp = Math.floor(now.getTime() / 1000);
    // A plain timer, referenced from here until the attempt settles: nothing can collect it.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('timed out'));
    }, this.timeoutMs);
    const onShutdown = () => controller.abort(new Error('shutting down'));
    if (signal.aborted) onShutdown();
    else signal.addEventListener('abort', onShutdown, { once: true });
    try {
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, {
          method: 'POST',
          body: attempt.body,
          dispatcher: agent,
          signal: controller.signal,
          reset: true,
          headers: {
            'content-type': 'application/json',
            'user-agent': USER_AGENT,
            // Standard Webhooks: the id is the event's, the same for every retry and redelivery.
            [STANDARD_ID_HEADER]: attempt.eventId,
            [STANDARD_TIMESTAMP_HEADER]: String(timestamp),
            [STANDARD_SIGNATURE_HEADER]: standardSignatureHeader(attempt.secrets, attempt.eventId, timestamp, attempt.body),
            // The original headers, deprecated (docs/integrators.md).
            [TIMESTAMP_HEADER]: String(timestamp),
            [SIGNATURE_HEADER]: signatureHeader(attempt.secrets, timestamp, attempt.body),
            [EVENT_TYPE_HEADER]: attempt.event,
            [EVENT_ID_HEADER]: attempt.eventId,
            [DELIVERY_ID_HEADER]: attempt.deliveryId,
          },
        });
      } catch (error) {
        if (error instanceof EgressRefusedError || (error as { cause?: unknown }).cause instanceof EgressRefusedError) throw refusal(error);
        if (signal.aborted) throw new DeliveryFailure('Interrupted: the server is shutting down.');
        const failure = describeNetworkError(error, timedOut, this.timeoutMs);
        // The raw error (an address, a port's state, a TLS detail) stays in the server's log.
        if (failure === WEBHOOK_CONNECT_FAILED) log().warn({ err: error, host: new URL(attempt.url).host }, 'Webhook connection failed');
        throw new DeliveryFailure(failure);
      }
      const status = response.statusCode;
      const excerpt = await readExcerpt(response.body);
      if (status >= 200 && status < 300) return { responseCode: status };
      const what = status >= 300 && status < 400 ? 'redirect (not followed)' : statusText(status);
      throw new DeliveryFailure(`HTTP ${status} ${what}${excerpt ? `: ${excerpt}` : ''}`, status);
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onShutdown);
    }
  }

  async close(): Promise<void> {
    if (!this.client) return;
    const { agent } = await this.client;
    await agent.close().catch(() => undefined);
  }
}

/** A refused target: permanent (retrying cannot help until the URL or the policy changes). */
function refusal(error: unknown): DeliveryFailure {
  const refused = error instanceof EgressRefusedError ? error : ((error as { cause?: unknown }).cause as EgressRefusedError);
  return new DeliveryFailure(`Not sent: ${refused.message} Change the endpoint's URL, then redeliver.`, null, true);
}

/** The start of the answer's body (read up to a few kilobytes, the rest is discarded). */
async function readExcerpt(body: Dispatcher.ResponseData['body']): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= READ_LIMIT) break;
    }
  } catch {
    // A broken or timed-out answer body: the status is what matters.
  } finally {
    body.destroy();
  }
  const clean = Buffer.concat(chunks).toString('utf8').replace(/\s+/g, ' ').trim();
  return clean.length > BODY_EXCERPT ? `${clean.slice(0, BODY_EXCERPT)}…` : clean;
}

function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'error';
}

/**
 * What the delivery log and the admin are told when no answer came: the same words for a refused
 * port, an unknown name, a reset or a TLS failure, so the log cannot map the network behind the
 * receiver's name (issue 33). The details go to the server's log.
 */
export const WEBHOOK_CONNECT_FAILED =
  'Could not connect: the receiver could not be reached or closed the connection without answering. Check the URL and that the receiver is running.';

function describeNetworkError(error: unknown, timedOut: boolean, timeoutMs: number): string {
  const e = error as { code?: string; cause?: { code?: string } };
  const timeoutCodes = ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT'];
  if (timedOut || timeoutCodes.includes(e?.code ?? '') || timeoutCodes.includes(e?.cause?.code ?? '')) {
    return `No answer within ${timeoutMs / 1000} s (timed out).`;
  }
  return WEBHOOK_CONNECT_FAILED;
}

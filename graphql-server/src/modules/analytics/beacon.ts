// The beacon, POST /api/analytics/events (issue 32): one piece shared by the two ways a beacon can
// come in. The HTTP server's listener answers an anonymous visitor's beacon itself, before Express
// (`beaconDoor`, decision 0078): a beacon is small, frequent and needs nothing of the stack but its
// headers, so helmet, the access log, compression, the cookie and body parsers and the API router
// no longer run 2,000 times a second beside the pages. What the listener leaves (staff and tokens,
// CORS, another charset or a compressed body, the path spelled otherwise) goes down the stack to
// the Express route, which answers through the same `BeaconEndpoint`: the same checks in the same
// order, the same limiter, the same answers.
//
// The answer is 204 whether or not the event was counted (DNT, GPC, bots and staff are not): a page
// learns nothing from it. A page of another site gets 403, a flood from one address 429, a body of
// another type than text or JSON 415, one over BEACON_MAX_BYTES 413, a bad one 400. 204 is sent
// once the event's batch is committed (decision 0070), 503 if it could not be stored.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { BEACON_MAX_BYTES } from '../../../../schema/analytics-events';
import { SESSION_COOKIE_PATTERN } from '../../auth/tokens';
import { quickAnswers, type FlatHeaders } from '../../http/cached-hits';
import type { LogClientAddress } from '../../security/client-address';
import { originOf } from '../../security/origin-check';
import { InputValidationError } from '../../shared/errors';
import { log } from '../../logger';
import type { AnalyticsService, BeaconOutcome } from './analytics.service';
import { visitorSignal } from './visitor';

/** How long a beacon waits for its event's commit before 503 (the event may still be written). */
const BEACON_COMMIT_WAIT_MS = 10_000;
/** Beacon events one address may send per minute; the rest get 429 and are not recorded. */
export const BEACON_EVENTS_PER_MINUTE = 120;
/** Addresses tracked per minute; past it, new addresses wait for the next minute (memory stays bounded). */
const TRACKED_ADDRESSES = 50_000;
const BEACON_PATH = '/api/analytics/events';

/** A fixed one-minute window per address, on the analytics clock. */
export class BeaconLimiter {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => Date,
  ) {}

  allow(address: string): boolean {
    const minute = Math.floor(this.now().getTime() / 60_000);
    if (minute !== this.window) {
      this.window = minute;
      this.counts = new Map();
    }
    const count = this.counts.get(address) ?? 0;
    if (count === 0 && this.counts.size >= TRACKED_ADDRESSES) return false;
    if (count >= this.perMinute) return false;
    this.counts.set(address, count + 1);
    return true;
  }
}

/** A whole answer: status, the headers beyond the security headers and X-Request-Id, and a body. */
export interface BeaconAnswer {
  status: number;
  headers: FlatHeaders;
  body?: Buffer;
}

const NO_STORE: FlatHeaders = ['cache-control', 'no-store'];

/** A JSON answer as the Express path sends it (compression adds Vary to every JSON answer). */
function json(status: number, value: unknown, extra: FlatHeaders = []): BeaconAnswer {
  return {
    status,
    headers: ['content-type', 'application/json; charset=utf-8', ...NO_STORE, 'vary', 'Accept-Encoding', ...extra],
    body: Buffer.from(JSON.stringify(value)),
  };
}

const ANSWERS = {
  kept: { status: 204, headers: NO_STORE } satisfies BeaconAnswer,
  crossSite: json(403, { message: 'Events are accepted from the site’s own pages only.' }),
  flood: json(429, { message: 'Too many events from this address: try again in a minute.' }, ['retry-after', '60']),
  tooLarge: json(413, { message: 'The request body is too large.' }),
  wrongType: json(415, { message: 'Send the event as text/plain or application/json.' }),
  notStored: json(503, { message: 'The event was not recorded: the server is busy.' }, ['retry-after', '5']),
  failed: json(500, { message: 'Internal server error' }),
};

/**
 * What sendBeacon and fetch send for a string (text/plain;charset=UTF-8), a JSON Blob, or a Blob
 * without a type (no Content-Type). Anything else (a form, a file) is not an event.
 */
const EVENT_TYPE = /^(?:text\/plain|application\/json)\s*(?:;|$)/i;

/** A beacon waiting for its event's commit: its answer, until given, and when it stops waiting. */
interface CommitWait {
  answer: ((result: BeaconAnswer) => void) | null;
  deadline: number;
}

/**
 * The beacons waiting for their commit, oldest first. One timer for all of them answers 503 to
 * those that waited BEACON_COMMIT_WAIT_MS (give or take a second), instead of a timer set and
 * cleared for every beacon. Each beacon is answered once: by its outcome or by the deadline,
 * whichever comes first.
 */
class CommitWaits {
  private waits: CommitWait[] = [];
  /** The first entry still looked at; those before it are answered. */
  private head = 0;
  private timer: NodeJS.Timeout | undefined;

  /** A beacon starts waiting for its outcome. */
  add(answer: (result: BeaconAnswer) => void): CommitWait {
    const wait: CommitWait = { answer, deadline: performance.now() + BEACON_COMMIT_WAIT_MS };
    this.waits.push(wait);
    if (!this.timer) {
      this.timer = setInterval(() => this.sweep(), 1000);
      this.timer.unref();
    }
    return wait;
  }

  /** Its outcome: 204 for an event stored or not to be recorded, 503 else; nothing if answered already. */
  settle(wait: CommitWait, outcome: BeaconOutcome): void {
    const given = wait.answer;
    if (!given) return;
    wait.answer = null;
    given(outcome === 'stored' || outcome === 'ignored' ? ANSWERS.kept : ANSWERS.notStored);
  }

  /** Answered otherwise (refused before anything was recorded): the deadline does not answer it. */
  cancel(wait: CommitWait): void {
    wait.answer = null;
  }

  /** Answers 503 to the beacons past their deadline and forgets the answered ones at the front. */
  private sweep(): void {
    const now = performance.now();
    const { waits } = this;
    while (this.head < waits.length) {
      const wait = waits[this.head];
      if (wait.answer) {
        if (wait.deadline > now) break;
        this.settle(wait, 'dropped');
      }
      this.head += 1;
    }
    if (this.head === waits.length) {
      this.waits = [];
      this.head = 0;
      clearInterval(this.timer);
      this.timer = undefined;
    } else if (this.head > 1024) {
      this.waits = waits.slice(this.head);
      this.head = 0;
    }
  }
}

/** The checks and the recording of a beacon, whichever way it came in; one limiter for both ways. */
export class BeaconEndpoint {
  private readonly limiter: BeaconLimiter;
  private readonly waits = new CommitWaits();

  constructor(
    private readonly analytics: AnalyticsService,
    private readonly siteUrl: string | undefined,
    perMinute = BEACON_EVENTS_PER_MINUTE,
  ) {
    this.limiter = new BeaconLimiter(perMinute, analytics.store.now);
  }

  /** The answer before the body is read (another site, a flood, another type), or null to read it. */
  before(req: Request, signal = visitorSignal(req)): BeaconAnswer | null {
    const origin = originOf(req.headers.origin);
    if (origin && origin !== `${req.protocol}://${req.get('host') ?? ''}` && origin !== originOf(this.siteUrl)) return ANSWERS.crossSite;
    if (!this.limiter.allow(signal.address)) return ANSWERS.flood;
    const type = req.headers['content-type'];
    return type !== undefined && !EVENT_TYPE.test(type) ? ANSWERS.wrongType : null;
  }

  /**
   * The event recorded; its answer once it is committed (or deliberately not recorded). A bad event
   * is answered at once, before anything waits (decision 0070: 204 means kept, never "buffered").
   */
  record(req: Request, body: unknown, answer: (result: BeaconAnswer) => void, signal = visitorSignal(req)): void {
    let wait: CommitWait | undefined;
    try {
      if (typeof body !== 'string' || body.length === 0) {
        throw new InputValidationError([{ field: 'body', message: 'The event must be a JSON object.' }]);
      }
      const waiting = (wait = this.waits.add(answer));
      this.analytics.recordBeacon(signal, body, (outcome) => this.waits.settle(waiting, outcome));
    } catch (error) {
      if (wait) this.waits.cancel(wait);
      if (error instanceof InputValidationError) {
        answer(json(400, { message: error.message, errors: error.errors }));
      } else {
        // As the REST error handler answers what it does not know.
        log().error({ err: error }, 'Unexpected error');
        answer(ANSWERS.failed);
      }
    }
  }

  /** An answer written by Express's response (the stack added the security headers and X-Request-Id). */
  static sendThroughExpress(res: Response, result: BeaconAnswer): void {
    if (res.headersSent) return;
    for (let i = 0; i < result.headers.length; i += 2) res.setHeader(String(result.headers[i]), result.headers[i + 1]);
    res.status(result.status).end(result.body);
  }
}

/**
 * The body as UTF-8 text; 'too large' (after the rest has been read off, as the body parser does)
 * past BEACON_MAX_BYTES, whether Content-Length said so or the body grew past it; nothing when the
 * client went away.
 */
function readBody(req: IncomingMessage, done: (body: string | 'too large') => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = Number(req.headers['content-length'] ?? 0) > BEACON_MAX_BYTES;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > BEACON_MAX_BYTES) over = true;
    if (!over) chunks.push(chunk);
  });
  req.once('end', () => {
    if (over) {
      done('too large');
      return;
    }
    const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
    // As the text parser decodes it: a byte order mark is not part of the text.
    done(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  });
}

export interface BeaconDoorOptions {
  endpoint: BeaconEndpoint;
  securityHeaders: OutgoingHttpHeaders;
  logClientAddress: LogClientAddress;
  /** CORS is on (CORS_ORIGINS): the stack answers, with its CORS headers. */
  cors?: boolean;
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/** No charset named, or UTF-8: what the listener decodes itself. */
function utf8(type: string | undefined): boolean {
  const charset = type === undefined ? undefined : CHARSET.exec(type)?.[1];
  return charset === undefined || /^utf-?8$/i.test(charset);
}

/**
 * A visitor's beacon answered by the HTTP server's listener (cached-hits.ts calls it with an
 * Express view of the request, `view`, and the request itself, whose prototypes are left as Node
 * made them): true when taken. Left to the stack: staff and tokens (their cross-site check reads
 * the session, and they are not counted anyway), CORS, a compressed body or another charset than
 * UTF-8 (the body parser decodes those).
 */
export function beaconDoor(options: BeaconDoorOptions): {
  path: string;
  take: (view: Request, req: IncomingMessage, res: ServerResponse) => boolean;
} {
  const { endpoint } = options;
  const quick = quickAnswers(options.securityHeaders, options.logClientAddress);
  const answer = (view: Request, res: ServerResponse, result: BeaconAnswer) => {
    if (!res.headersSent && !res.destroyed) quick(view, res, result.status, result.headers, result.body);
  };
  const take = (view: Request, req: IncomingMessage, res: ServerResponse): boolean => {
    const { headers } = req;
    if (
      options.cors ||
      headers.authorization ||
      SESSION_COOKIE_PATTERN.test(headers.cookie ?? '') ||
      (headers['content-encoding'] && headers['content-encoding'].toLowerCase() !== 'identity') ||
      !utf8(headers['content-type'])
    ) {
      return false;
    }
    // Who sent it (the address under TRUST_PROXY, DNT, GPC, bot), worked out once for both steps.
    const signal = visitorSignal(view);
    const refused = endpoint.before(view, signal);
    if (refused) {
      answer(view, res, refused);
      return true;
    }
    readBody(req, (body) => {
      if (body === 'too large') answer(view, res, ANSWERS.tooLarge);
      else endpoint.record(view, body, (result) => answer(view, res, result), signal);
    });
    return true;
  };
  return { path: BEACON_PATH, take };
}

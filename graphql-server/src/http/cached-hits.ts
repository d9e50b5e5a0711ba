// The shortest way through the server: an anonymous GET whose answer is already in the page cache,
// the public-read cache or the GraphQL read cache (cache/response-cache.ts) is answered by the
// HTTP server's request listener itself, before Express runs (decision 0076), with the headers
// the full stack would have sent (the security headers captured once from helmet, X-Request-Id,
// Vary, Cache-Control, ETag) and the bytes compressed once. What the full stack does for such an
// answer beyond its bytes is done here too, by the same functions: the page view recorded on
// 'finish' and the experiment arm assigned before the cache is read (the arm is part of the page's
// key). Anything else, a miss or a request that may be private, goes to the Express app unchanged
// (decisions 0018, 0076).
import { pageCacheKey } from './page-key';
import { boundedMemo } from '../shared/bounded-memo';
import { armCacheSuffix, assignedAtOnce, assignRequestArm, type ArmDeps } from '../modules/experiments/experiment-arms';
import { watchPageView } from '../modules/analytics/page-views';
import { graphqlCacheKey, passesCsrfPrevention } from '../cache/graphql-read-cache';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE_PATTERN } from '../auth/tokens';
import {
  cachedAnswer,
  COMPRESS_FROM_BYTES,
  etagMatches,
  isPublicReadPath,
  PUBLIC_PAGE_CACHE_CONTROL,
  PUBLIC_READ_CACHE_CONTROL,
  type CachedResponse,
  type ResponseCache,
} from '../cache/response-cache';
import { log } from '../logger';
import { loggedAddress, type LogClientAddress } from '../security/client-address';
import { loggedPath } from './log-redaction';

/** A caller's X-Request-Id is kept when it is a plain token; otherwise a new one is made. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The headers a middleware such as helmet sets on every answer, read once by running it against
 * a stand-in response. Only for middleware whose headers do not depend on the request.
 */
export function headersSetBy(middleware: RequestHandler): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader(name: string) {
      return headers[name.toLowerCase()];
    },
  };
  let ran = false;
  void middleware({ headers: {}, method: 'GET', url: '/' } as unknown as Request, res as unknown as Response, () => (ran = true));
  if (!ran) throw new Error('The middleware did not pass the request on synchronously; its headers cannot be captured.');
  return headers;
}

export interface CachedHitOptions {
  /** Server-rendered pages of anonymous visitors (http/spa.ts stores them). */
  pages?: ResponseCache;
  /** Public REST reads under /api (publicReadCache stores them). */
  reads: ResponseCache;
  /**
   * An anonymous miss of `reads` on a public list read: the entry the listener made and stored
   * (public-reads.ts leanReadMisses, decision 0086), sent as a hit; null to leave it to the app.
   */
  readMisses?: (req: IncomingMessage, url: string) => Promise<CachedResponse | null> | null;
  /** Public GraphQL reads (graphqlReadCache stores them): GETs, persisted queries included, are answered here. */
  graphql?: ResponseCache;
  /** Headers every answer carries (helmet's), as `headersSetBy` captured them. */
  securityHeaders: OutgoingHttpHeaders;
  logClientAddress: LogClientAddress;
  /** CORS is on (CORS_ORIGINS): reads under /api and /graphql go through the stack, which answers CORS. */
  cors?: boolean;
  /** Page views and experiment arms of the pages answered here (the app's front doors do the same). */
  hooks: ArmDeps;
  /**
   * A visitor's analytics beacon (POST /api/analytics/events), answered here too (beacon.ts,
   * decision 0078): true when taken, false to leave it to the app.
   */
  beacon?: { path: string; take: (view: Request, req: IncomingMessage, res: ServerResponse) => boolean };
}

/** Admin screens are never cached; the rest of a page cache key is the URL as requested. */
const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Headers as Node's writeHead takes them flat: name, value, name, value... */
export type FlatHeaders = Array<string | number | string[]>;

function flatHeaders(headers: OutgoingHttpHeaders): FlatHeaders {
  const flat: FlatHeaders = [];
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat.push(name, value);
  return flat;
}

/**
 * Writes a whole answer at once with the security headers, an X-Request-Id and an access log line
 * like pino-http's (when info is enabled): for answers that need nothing else of the stack.
 * `headers` are flat (see `flatHeaders`), so nothing is copied per answer but the id.
 */
export function quickAnswers(securityHeaders: OutgoingHttpHeaders, logClientAddress: LogClientAddress) {
  const security = flatHeaders(securityHeaders);
  return (req: Request, res: ServerResponse, status: number, headers: FlatHeaders, body?: Buffer) => {
    const started = performance.now();
    const id = requestIdOf(req);
    const all = security.concat(headers, 'x-request-id', id);
    if (body) all.push('content-length', body.length);
    res.writeHead(status, all as unknown as OutgoingHttpHeaders);
    res.end(req.method === 'HEAD' ? undefined : body);
    const logger = log();
    if (!logger.isLevelEnabled('info')) return;
    const remoteAddress = loggedAddress(req.ip ?? req.socket?.remoteAddress, logClientAddress);
    logger.info(
      {
        req: { id, method: req.method, url: loggedPath(req.path), remoteAddress },
        res: { statusCode: status },
        responseTime: Math.round(performance.now() - started),
      },
      'request completed',
    );
  };
}

/** The GraphQL endpoint, with or without a query string. */
const isGraphqlUrl = (url: string) => url === '/graphql' || url.startsWith('/graphql?');

/** One way of sending a cached entry: status, the headers in writeHead's flat form, the body. */
interface Prepared {
  status: number;
  /** Ends with 'x-request-id' and a slot for the request's id. */
  headers: FlatHeaders;
  body?: Buffer;
}

/** The answers an entry has given so far (by encoding, and its 304), each built the first time it is asked for. */
type PreparedEntry = Partial<Record<Encoding | 'notModified', Prepared>>;

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The answers of entries of one cache, sent with `security` headers, `cacheControl` and `vary`:
 * `answer(entry, kind)`, the 304 (`notModified`) or the body in an encoding, made once per entry
 * and kind. An encoding is compressed only when a client asks for it (an entry of a miss that no
 * client asks for again costs one compression, not one per encoding).
 */
function preparedAnswers(security: FlatHeaders, cacheControl: string, vary: string) {
  const built = new WeakMap<CachedResponse, PreparedEntry>();
  const prepare = (entry: CachedResponse, kind: Encoding | 'notModified'): Prepared => {
    // The Express path's own function (sendCached), given a request that asks for exactly this.
    const stand = {
      headers: kind === 'notModified' ? { 'if-none-match': entry.text.etag } : {},
      acceptsEncodings: () => kind,
    } as unknown as Request;
    const answer = cachedAnswer(stand, entry, cacheControl);
    const headers: FlatHeaders = security.concat('vary', vary);
    for (const [name, value] of Object.entries(answer.headers)) headers.push(name.toLowerCase(), value);
    if (answer.body) headers.push('content-length', answer.body.length);
    headers.push('x-request-id', '');
    return { status: answer.status, headers, body: answer.body };
  };
  return (entry: CachedResponse, wanted: Encoding | 'notModified'): Prepared => {
    // Below the size worth compressing, every encoding is the identity's answer.
    const kind = wanted !== 'notModified' && entry.text.body.length < COMPRESS_FROM_BYTES ? 'identity' : wanted;
    let found = built.get(entry);
    if (!found) built.set(entry, (found = {}));
    return (found[kind] ??= prepare(entry, kind));
  };
}

/** Accept-Encoding and Accept negotiated as Express does (`app`'s request), once per header value. */
function negotiation(app: Express) {
  const { acceptsEncodings, accepts } = app.request as Request;
  // A header's value alone decides: asked of a request that has only that header.
  const encodingOf = (headers: Request['headers']): Encoding => {
    const chosen = acceptsEncodings.call({ headers } as Request, 'br', 'gzip', 'identity');
    return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
  };
  const encodings = boundedMemo(256, (header) => encodingOf({ 'accept-encoding': header }));
  const withoutHeader = encodingOf({});
  const encodingFor = (header: string | undefined): Encoding => (header === undefined ? withoutHeader : encodings(header));

  const htmlAccepted = boundedMemo(256, (header) => Boolean(accepts.call({ headers: { accept: header } } as Request, 'html')));
  const acceptsHtml = (view: Request): boolean => {
    const header = view.headers.accept;
    return header === undefined ? Boolean(view.accepts('html')) : htmlAccepted(header);
  };
  return { encodingFor, acceptsHtml };
}

/** Gives a request Express's prototypes, as Express's app.handle does before its router; idempotent. */
function expressifier(app: Express) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const request = req as Request;
    const response = res as Response;
    if (Object.getPrototypeOf(req) === app.request) return { req: request, res: response };
    request.res = response;
    response.req = request;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    response.locals ??= Object.create(null) as Response['locals'];
    return { req: request, res: response };
  };
}

/**
 * Express's request over a raw one (its path, query, address under TRUST_PROXY, content
 * negotiation), made without changing the raw request's prototype: Object.setPrototypeOf on
 * Node's request and response cost a cached hit about as much as all the rest of its answer
 * (issue 36's profile). What reads it (the page view, the arm, the log line) sees what the app
 * sees; a miss goes to the app as it came.
 */
function viewer(app: Express) {
  return (req: IncomingMessage): Request => {
    const view = Object.create(app.request) as Request;
    view.headers = req.headers;
    view.method = req.method ?? 'GET';
    view.url = req.url ?? '/';
    view.socket = req.socket;
    return view;
  };
}

/**
 * Writes one prepared answer of an entry (its 304, or its body in the negotiated encoding) with
 * the request's id, then the access log line (when info is on), its response time from `started`
 * (a miss made here) or 0 (a hit).
 */
function sender(
  app: Express,
  viewOf: (req: IncomingMessage) => Request,
  encodingFor: (header: string | undefined) => Encoding,
  logClientAddress: LogClientAddress,
) {
  return (
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedResponse,
    answers: ReturnType<typeof preparedAnswers>,
    started?: number,
  ): void => {
    const answer =
      entry.status === 200 && etagMatches(req.headers['if-none-match'], entry.text.etag)
        ? answers(entry, 'notModified')
        : answers(entry, encodingFor(req.headers['accept-encoding']));
    const id = requestIdOf(req);
    const headers = answer.headers.slice();
    headers[headers.length - 1] = id;
    res.writeHead(answer.status, headers as unknown as OutgoingHttpHeaders);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    const logger = log();
    if (!logger.isLevelEnabled('info')) return;
    // The address as the app resolves it (TRUST_PROXY), only when logging.
    const request = Object.getPrototypeOf(req) === app.request ? (req as Request) : viewOf(req);
    const remoteAddress = loggedAddress(request.ip ?? req.socket?.remoteAddress, logClientAddress);
    logger.info(
      {
        req: { id, method: req.method, url: loggedPath(request.path), remoteAddress },
        res: { statusCode: answer.status },
        responseTime: started === undefined ? 0 : Math.round(performance.now() - started),
      },
      'request completed',
    );
  };
}

/**
 * The HTTP server's request listener: cached anonymous hits answered here, before Express runs;
 * everything else handed to `app` as it came. A cached REST or GraphQL read is answered from the
 * raw request (its headers and URL are all it reads); a page request is read through an Express
 * view of it (`viewer`), for the page view and the experiment arm, which read the address under
 * TRUST_PROXY and the query as in the app. Each cached entry's answers (the security headers,
 * Vary, ETag, Cache-Control, type, encoding, length) are built once each, when first sent, by
 * `cachedAnswer` as the Express path builds them (`preparedAnswers`): a hit copies one and adds
 * its X-Request-Id. An anonymous miss of a public list read is made here too (`readMisses`,
 * decision 0086), then sent as a hit of its new entry.
 */
export function cachedHits(app: Express, options: CachedHitOptions): RequestListener {
  const { pages, reads, readMisses, graphql, hooks } = options;
  const security = flatHeaders(options.securityHeaders);

  const expressify = expressifier(app);
  const viewOf = viewer(app);
  const { encodingFor, acceptsHtml } = negotiation(app);
  const readAnswers = preparedAnswers(security, PUBLIC_READ_CACHE_CONTROL, 'Accept-Encoding');
  const pageAnswers = preparedAnswers(security, PUBLIC_PAGE_CACHE_CONTROL, 'Cookie, Accept-Encoding');

  const send = sender(app, viewOf, encodingFor, options.logClientAddress);

  /** A public REST read, from the cache or made here on a miss (`readMisses`): true when answered. */
  const read = (req: IncomingMessage, res: ServerResponse, url: string): boolean | Promise<boolean> => {
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url.slice(4) : url.slice(4, queryAt);
    if (!isPublicReadPath(pathname)) return false;
    const hit = reads.get(url);
    if (hit) {
      send(req, res, hit, readAnswers);
      return true;
    }
    const started = performance.now();
    const made = readMisses?.(req, url);
    if (!made) return false;
    return made.then((entry) => {
      if (!entry) return false;
      send(req, res, entry, readAnswers, started);
      return true;
    });
  };

  // The GraphQL read cache's key of a GET: from its URL (parsed as Express parses queries) and its
  // Accept (all of the headers the key reads), once per pair. A header value has no line break.
  const parseQuery = app.get('query parser fn') as (text: string) => Record<string, unknown>;
  const graphqlKeys = boundedMemo(512, (acceptAndUrl): string | null => {
    const lineBreak = acceptAndUrl.indexOf('\n');
    const url = acceptAndUrl.slice(lineBreak + 1);
    const queryAt = url.indexOf('?');
    const query = queryAt === -1 ? {} : parseQuery(url.slice(queryAt + 1));
    const headers = { accept: acceptAndUrl.slice(0, lineBreak) };
    return graphqlCacheKey({ method: 'GET', query, headers } as unknown as Request);
  });
  const graphqlKeyOf = (req: IncomingMessage, url: string) => graphqlKeys(`${req.headers.accept ?? ''}\n${url}`);

  /** A GraphQL GET (a persisted query's hash, or its text) of a public read: true when answered. */
  const graphqlRead = (req: IncomingMessage, res: ServerResponse, url: string): boolean => {
    if (!graphql || req.method !== 'GET' || !passesCsrfPrevention(req as Request)) return false;
    const key = graphqlKeyOf(req, url);
    const hit = key ? graphql.get(key) : undefined;
    if (hit) send(req, res, hit, readAnswers);
    return Boolean(hit);
  };

  /** A page: the arm's cached page, if any (the arm decided), its view watched as the front doors do. */
  const pageHit = (req: Request, res: ServerResponse, url: string, watched = false): boolean => {
    const hit = pages?.get(pageCacheKey(url) + armCacheSuffix(req));
    if (!hit) return false;
    if (!watched) watchPageView(hooks.analytics, req, res as Response);
    send(req, res, hit, pageAnswers);
    return true;
  };

  /**
   * A page request: its arm assigned (as the front door does), then the arm's cached page, if any,
   * its view watched. With no experiment on its path (known in memory), this reads an Express view
   * of the request and answers at once; otherwise the request gets Express's prototypes and the
   * arm is assigned as the front door does (a failed assignment leaves it to the app, whose front
   * door tries again or serves control).
   */
  const page = (incoming: IncomingMessage, outgoing: ServerResponse, url: string): boolean | Promise<boolean> => {
    if (!pages || url.startsWith('/assets/')) return false;
    const view = viewOf(incoming);
    if (isAdminPath(view.path) || !acceptsHtml(view)) return false;
    if (assignedAtOnce(hooks, view)) return pageHit(view, outgoing, url);
    const { req, res } = expressify(incoming, outgoing);
    watchPageView(hooks.analytics, req, res);
    return assignRequestArm(hooks, req, res).then(
      () => pageHit(req, res, url, true),
      () => false,
    );
  };

  const answered = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = req.url ?? '/';
    const api = url.startsWith('/api/');
    if (api || isGraphqlUrl(url)) {
      // CORS adds its own headers (Vary: Origin among them): the stack answers those reads.
      if (options.cors || req.headers.authorization) return false;
      return api ? read(req, res, url) : !SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '') && graphqlRead(req, res, url);
    }
    // Pages: anonymous visitors only (no token, no session cookie, whether valid or not: the
    // full stack decides those), asking for HTML; previews are never shared.
    if (req.headers.authorization || SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '') || PREVIEW.test(url)) return false;
    return page(req, res, url);
  };

  const { beacon } = options;
  /** The beacon's path, with or without a query string (as the app's router matches it, query aside). */
  const isBeacon = (url = '') => beacon !== undefined && (url === beacon.path || url.startsWith(`${beacon.path}?`));
  return (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const post = incoming.method === 'POST' && isBeacon(incoming.url);
    if (!post && incoming.method !== 'GET' && incoming.method !== 'HEAD') {
      app(incoming, outgoing);
      return;
    }
    if (post) {
      // Read through an Express view, as a page is: the request keeps Node's own prototypes.
      if (!beacon?.take(viewOf(incoming), incoming, outgoing)) app(incoming, outgoing);
      return;
    }
    // A miss goes to the app as it came (app.handle gives it Express's prototypes, if not yet).
    const done = answered(incoming, outgoing);
    if (done === true) return;
    if (done === false) {
      app(incoming, outgoing);
      return;
    }
    done.then(
      (hit) => {
        if (!hit) app(incoming, outgoing);
      },
      () => app(incoming, outgoing),
    );
  };
}

/** A preview (`?preview=...`): rendered for its viewer, never answered from a cache. */
const PREVIEW = /[?&]preview(?:=|&|$)/;

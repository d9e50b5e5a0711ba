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
import { armCacheSuffix, assignRequestArm, type ArmDeps } from '../modules/experiments/experiment-arms';
import { watchPageView } from '../modules/analytics/page-views';
import { graphqlCacheKey, passesCsrfPrevention } from '../cache/graphql-read-cache';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE } from '../auth/tokens';
import {
  cachedAnswer,
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
  beacon?: { path: string; take: (req: Request, res: Response) => boolean };
}

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

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

/**
 * The HTTP server's request listener: cached anonymous hits answered here, before Express runs;
 * everything else handed to `app`. The request gets Express's request and response prototypes
 * first (as Express itself gives them), so the address under TRUST_PROXY, the query and content
 * negotiation read exactly as in the app.
 */
export function cachedHits(app: Express, options: CachedHitOptions): RequestListener {
  const { pages, reads, graphql, hooks } = options;
  const answer = quickAnswers(options.securityHeaders, options.logClientAddress);

  const send = (req: Request, res: ServerResponse, entry: CachedResponse, cacheControl: string, vary: string) => {
    const cached = cachedAnswer(req, entry, cacheControl);
    const headers: FlatHeaders = ['vary', vary];
    for (const [name, value] of Object.entries(cached.headers)) headers.push(name.toLowerCase(), value);
    answer(req, res, cached.status, headers, cached.body);
  };

  /** A public REST read: true when answered. */
  const read = (req: Request, res: Response, url: string): boolean => {
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url.slice(4) : url.slice(4, queryAt);
    const hit = isPublicReadPath(pathname) ? reads.get(url) : undefined;
    if (hit) send(req, res, hit, PUBLIC_READ_CACHE_CONTROL, 'Accept-Encoding');
    return Boolean(hit);
  };

  /** A GraphQL GET (a persisted query's hash, or its text) of a public read: true when answered. */
  const graphqlRead = (req: Request, res: Response): boolean => {
    if (!graphql || req.method !== 'GET' || !passesCsrfPrevention(req)) return false;
    const key = graphqlCacheKey(req);
    const hit = key ? graphql.get(key) : undefined;
    if (hit) send(req, res, hit, PUBLIC_READ_CACHE_CONTROL, 'Accept-Encoding');
    return Boolean(hit);
  };

  const assigned = (req: Request, res: Response): Promise<boolean> =>
    assignRequestArm(hooks, req, res).then(
      () => true,
      () => false,
    );

  /** A page: its view watched and its arm assigned (as the front doors do), then the arm's cached page, if any. */
  const page = async (req: Request, res: Response, url: string): Promise<boolean> => {
    if (!pages || url.startsWith('/assets/') || isAdminPath(req.path) || !req.accepts('html')) return false;
    watchPageView(hooks.analytics, req, res);
    // A failed assignment leaves the request to the app, whose front door tries again (or serves control).
    if (!(await assigned(req, res))) return false;
    const hit = pages.get(pageCacheKey(url) + armCacheSuffix(req));
    if (hit) send(req, res, hit, PUBLIC_PAGE_CACHE_CONTROL, 'Cookie, Accept-Encoding');
    return Boolean(hit);
  };

  const answered = (req: Request, res: Response): boolean | Promise<boolean> => {
    const url = req.url;
    const api = url.startsWith('/api/');
    if (api || isGraphqlUrl(url)) {
      // CORS adds its own headers (Vary: Origin among them): the stack answers those reads.
      if (options.cors || req.headers.authorization) return false;
      return api ? read(req, res, url) : !SESSION_COOKIE_PATTERN.test(req.headers.cookie ?? '') && graphqlRead(req, res);
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
    // As Express's app.handle does before its router.
    const req = incoming as Request;
    const res = outgoing as Response;
    req.res = res;
    res.req = req;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    res.locals ??= Object.create(null) as Response['locals'];
    if (post) {
      if (!beacon?.take(req, res)) app(req, res);
      return;
    }
    const done = answered(req, res);
    if (done === true) return;
    if (done === false) {
      app(req, res);
      return;
    }
    done.then(
      (hit) => {
        if (!hit) app(req, res);
      },
      () => app(req, res),
    );
  };
}

/** A preview (`?preview=...`): rendered for its viewer, never answered from a cache. */
const PREVIEW = /[?&]preview(?:=|&|$)/;

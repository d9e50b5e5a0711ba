// The shortest way through the server: an anonymous GET whose answer is already in the page cache
// or the public-read cache (cache/response-cache.ts) is answered here, first of all middleware,
// with the headers the full stack would have sent (the security headers captured once from
// helmet, X-Request-Id, Vary, Cache-Control, ETag) and the bytes compressed once. Everything
// the full stack does beyond that (request logger, compression wrapper, cookie parsing, static
// file lookups, routing) changes nothing for such an answer, so it is skipped. Anything else, a
// miss or a request that may be private, goes on down the stack unchanged (decision 0018).
import { pageCacheKey } from './page-key';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
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
  /** Headers every answer carries (helmet's), as `headersSetBy` captured them. */
  securityHeaders: OutgoingHttpHeaders;
  logClientAddress: LogClientAddress;
  /** CORS is on (CORS_ORIGINS): a read with an Origin goes through the stack, which answers CORS. */
  cors?: boolean;
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

export function cachedHits(options: CachedHitOptions): RequestHandler {
  const { pages, reads } = options;
  const answer = quickAnswers(options.securityHeaders, options.logClientAddress);

  const send = (req: Request, res: ServerResponse, entry: CachedResponse, cacheControl: string, vary: string) => {
    const cached = cachedAnswer(req, entry, cacheControl);
    const headers: FlatHeaders = ['vary', vary];
    for (const [name, value] of Object.entries(cached.headers)) headers.push(name.toLowerCase(), value);
    answer(req, res, cached.status, headers, cached.body);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const url = req.url;
    if (url.startsWith('/api/')) {
      if (options.cors && req.headers.origin) {
        next();
        return;
      }
      const queryAt = url.indexOf('?');
      const pathname = queryAt === -1 ? url.slice(4) : url.slice(4, queryAt);
      const hit = isPublicReadPath(pathname) ? reads.get(url) : undefined;
      if (!hit) {
        next();
        return;
      }
      send(req, res, hit, PUBLIC_READ_CACHE_CONTROL, 'Accept-Encoding');
      return;
    }
    // Pages: anonymous visitors only (no token, no session cookie, whether valid or not: the
    // full stack decides those), asking for HTML.
    if (!pages || req.headers.authorization) {
      next();
      return;
    }
    const cookie = req.headers.cookie;
    if (cookie && SESSION_COOKIE_PATTERN.test(cookie)) {
      next();
      return;
    }
    const hit = pages.get(pageCacheKey(url));
    if (!hit || isAdminPath(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    send(req, res, hit, PUBLIC_PAGE_CACHE_CONTROL, 'Cookie, Accept-Encoding');
  };
}

// In-memory cache of whole public responses (server-rendered pages, public REST and GraphQL
// reads), keyed by URL (or query) and valid for one content version: every change announced by
// ContentVersions empties it. Bounded (LRU, entry count and bytes), so random URLs cannot grow
// it; a time limit bounds what no write announces (download counts, a missed message).
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { staticText, type CompressionQuality, type StaticText } from '../http/ssr';
import type { ContentVersions } from './content-versions';

export interface CachedResponse {
  status: number;
  type: string;
  text: StaticText;
  /** Headers of the answer beyond its type (a REST list's totals: X-Total-Count, Link...). */
  headers?: Record<string, string>;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  /** How hard its entries are compressed (ssr.ts CompressionQuality): 'fast' (pages, the default) or 'dynamic' (reads). */
  compression?: CompressionQuality;
}

/** An answer this long or longer is sent compressed when the client accepts it (shorter ones gain nothing). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The bytes an entry holds: its body and, for a body of 1 KB or more, the Brotli and gzip copies
 * made when first asked for (together about half the body for HTML and JSON), counted from the
 * start so the cache's byte bound holds once they exist (issue 36: memory under load).
 */
function entrySize(entry: CachedResponse): number {
  const length = entry.text.body.length;
  return (length >= COMPRESS_FROM_BYTES ? Math.ceil(length * 1.5) : length) + 256;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  private readonly compression: CompressionQuality;

  constructor(
    private readonly versions: ContentVersions,
    options: ResponseCacheOptions = {},
  ) {
    this.compression = options.compression ?? 'fast';
    this.entries = new LRUCache<string, CachedResponse>({
      max: options.maxEntries ?? 500,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: entrySize,
      ttl: options.ttlMs ?? 60_000,
    });
    versions.onChange(() => this.entries.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /** The content token at the start of the work: pass it to `set`, which keeps nothing stale. */
  token(): string {
    return this.versions.token();
  }

  /** Keep a response made while the content was at `token` (dropped if it changed meanwhile). */
  set(key: string, token: string, status: number, type: string, body: string | Buffer, headers?: Record<string, string>): CachedResponse {
    const entry = { status, type, text: staticText(body, this.compression), headers };
    if (token === this.versions.token()) this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Header values of the cacheable answers. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** If-None-Match names `etag` (or is `*`): the client has this version. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // A browser revalidating sends back the one ETag it was given: no list to split.
  if (header === etag) return true;
  return header.split(',').some((value) => {
    const tag = value.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** What a cached entry answers to one request: a status, the headers beyond Vary, a body (none for 304). */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Buffer;
}

/**
 * A cached answer to one request, for both ways of sending one (`sendCached` below, and
 * http/cached-hits.ts before the middleware stack): the headers kept with it (a paged list's
 * totals), its ETag and `cacheControl`; then 304 when the client has this version (If-None-Match),
 * otherwise the body compressed once (Brotli or gzip, as the client accepts) instead of on every
 * request, with its type.
 */
export function cachedAnswer(req: Request, entry: CachedResponse, cacheControl: string): CachedAnswer {
  const headers: Record<string, string> = { ...entry.headers, ETag: entry.text.etag, 'Cache-Control': cacheControl };
  if (entry.status === 200 && etagMatches(req.headers['if-none-match'], entry.text.etag)) return { status: 304, headers };
  const encoding = entry.text.body.length >= COMPRESS_FROM_BYTES ? req.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if (encoding === 'br' || encoding === 'gzip') headers['Content-Encoding'] = encoding;
  headers['Content-Type'] = entry.type === 'html' ? 'text/html; charset=utf-8' : entry.type;
  const body = encoding === 'br' ? entry.text.br : encoding === 'gzip' ? entry.text.gzip : entry.text.body;
  return { status: entry.status, headers, body };
}

/** Send a cached response through Express (`cachedAnswer`, with Accept-Encoding added to Vary). */
export function sendCached(req: Request, res: Response, entry: CachedResponse, cacheControl: string): void {
  const answer = cachedAnswer(req, entry, cacheControl);
  res.vary('Accept-Encoding');
  res.status(answer.status).set(answer.headers);
  if (answer.body) res.send(answer.body);
  else res.end();
}

/** The headers of a paged list (http/query-schemas.ts sendPage), kept with its cached answer. */
const KEPT_HEADERS = ['X-Total-Count', 'X-Page', 'X-Page-Size', 'X-Total-Pages', 'Link'];

/** Public REST reads (SPEC §7): the same for every caller, so cached for all. */
const PUBLIC_READ_PATHS = [/^\/blog(\/[^/]+)?$/, /^\/blog\/category\/[^/]+$/, /^\/categories$/, /^\/resources(\/type\/[^/]+)?$/];

export function isPublicReadPath(path: string): boolean {
  return PUBLIC_READ_PATHS.some((pattern) => pattern.test(path));
}

/**
 * Express middleware for the public REST reads: a cached answer with its ETag (304 when the
 * client has it) and `Cache-Control` a CDN can use; on a miss, the route's JSON answer is kept
 * when it is a 200 (errors and 404s never are).
 */
export function publicReadCache(cache: ResponseCache) {
  return (req: Request, res: Response, next: () => void): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPublicReadPath(req.path)) {
      next();
      return;
    }
    const key = req.originalUrl;
    const hit = cache.get(key);
    if (hit) {
      sendCached(req, res, hit, PUBLIC_READ_CACHE_CONTROL);
      return;
    }
    const token = cache.token();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      const kept = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => {
          const value = res.getHeader(name);
          return value === undefined ? [] : [[name, String(value)]];
        }),
      );
      const entry = cache.set(key, token, 200, 'application/json; charset=utf-8', JSON.stringify(body), kept);
      sendCached(req, res, entry, PUBLIC_READ_CACHE_CONTROL);
      return res;
    };
    next();
  };
}

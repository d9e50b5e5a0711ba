// The public REST list reads (SPEC §7: the blog's lists, the categories, the resources) as plain
// functions of the address, one definition for both ways in (decision 0086):
// - Express's route (`readRoutes`), which the whole stack serves: staff and API tokens, CORS, the
//   read cache and the gate of anonymous work (read-gate.ts) in front of it;
// - the HTTP server's listener, for an anonymous miss of the read cache (`leanReadMisses`, called
//   by cached-hits.ts): the same answer, made under the same gate, stored in the read cache and
//   sent as a hit of it is sent, without the middleware a read of public data does not use
//   (Express's router, the access log's per-request machinery, compression's stream, the body
//   parsers, the cookie parser).
// The listener takes only what it can answer as the stack would: a GET or HEAD without a body,
// without credentials, on one of these paths exactly as written, whose query values are within
// their cap. Anything else goes to Express as it came. A read that fails there (a query string
// its schema refuses, the database away, the gate full) is handed to Express with its failure,
// which the stack answers (read-gate.ts `handedOverFailure`) without running the read again.
import type { IncomingMessage } from 'node:http';
import { Router, type Request } from 'express';
import { SESSION_COOKIE_PATTERN } from '../auth/tokens';
import type { CachedResponse, ResponseCache } from '../cache/response-cache';
import { WorkGateBusyError, type WorkGate } from '../security/work-gate';
import { queryValuesTooLong } from './query-limits';
import type { JsonAnswer, ReadRequest } from './query-schemas';

/** The type of every public read's answer, as Express's res.json sends it. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** A read's request: its query and address (query-schemas.ts ReadRequest) and its path's parameters, decoded. */
interface PublicReadRequest extends ReadRequest {
  params: Record<string, string>;
}

export interface PublicRead {
  /** The route's path under /api, as Express writes it: '/blog/category/:category'. */
  path: string;
  /** `path` as a pattern over the raw path, each parameter a named group (`readPattern`). */
  pattern: RegExp;
  /** The answer: always a 200 JSON answer, or a thrown error the REST error handler answers. */
  answer(req: PublicReadRequest): Promise<JsonAnswer>;
}

/** '/blog/category/:category' as /^\/blog\/category\/(?<category>[^/]+)$/: the path as requested, exactly. */
function readPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${source}$`);
}

/** A public read of `path` answered by `answer`. */
export function publicRead(path: string, answer: PublicRead['answer']): PublicRead {
  return { path, pattern: readPattern(path), answer };
}

/** The reads as Express routes (GET, and HEAD with it): the answer's headers, then its body as JSON. */
export function readRoutes(reads: readonly PublicRead[]): Router {
  const router = Router();
  for (const read of reads)
    router.get(read.path, async (req: Request, res) => {
      const answer = await read.answer(req as Request & PublicReadRequest);
      res.set(answer.headers);
      res.json(answer.body);
    });
  return router;
}

/** Failures of the listener's attempt, handed to Express with the request (`handedOverFailure`). */
const handedOver = new WeakMap<IncomingMessage, unknown>();

/**
 * What the listener's attempt at this request failed with, if it made one: the stack answers it
 * (read-gate.ts: the gate's 503 for WorkGateBusyError, the REST error handler for the rest)
 * instead of running the read again.
 */
export function handedOverFailure(req: IncomingMessage): unknown {
  return handedOver.get(req);
}

/** Express's parsing of path parameters: each decoded, a malformed escape refused (then the listener leaves it to Express). */
function decodedParams(groups: Record<string, string> | undefined): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    for (const [name, value] of Object.entries(groups ?? {})) params[name] = decodeURIComponent(value);
  } catch {
    return null;
  }
  return params;
}

export interface LeanReadOptions {
  reads: readonly PublicRead[];
  /** The public read cache: the answer is stored there, as the Express path stores it (response-cache.ts publicReadCache). */
  cache: ResponseCache;
  /** The gate of anonymous work (decision 0057), entered as read-gate.ts enters it. */
  gate: WorkGate;
  /** Express's query parser (the app's 'query parser fn'). */
  parseQuery: (text: string) => Record<string, unknown>;
}

/**
 * The listener's answer to an anonymous miss of the read cache (`url` starts with /api/; GET or
 * HEAD, no Authorization, no CORS: the caller checked): the entry stored for `url`, to be sent as a
 * hit; null (at once, or once the read failed) when Express is to answer.
 */
export function leanReadMisses({ reads, cache, gate, parseQuery }: LeanReadOptions) {
  return (req: IncomingMessage, url: string): Promise<CachedResponse | null> | null => {
    const { headers } = req;
    // A body (which the stack would read or refuse) or a session cookie (staff do not wait at the gate): the stack's.
    if (headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0) return null;
    if (headers.cookie !== undefined && SESSION_COOKIE_PATTERN.test(headers.cookie)) return null;
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url.slice(4) : url.slice(4, queryAt);
    let read: PublicRead | undefined;
    let match: RegExpExecArray | null = null;
    for (const candidate of reads) {
      match = candidate.pattern.exec(path);
      if (match) {
        read = candidate;
        break;
      }
    }
    const params = read ? decodedParams(match?.groups) : null;
    if (!read || !params) return null;
    const query = queryAt === -1 ? {} : parseQuery(url.slice(queryAt + 1));
    if (queryValuesTooLong(query)) return null;
    const request: PublicReadRequest = { baseUrl: '/api', path, query, params };
    const token = cache.token();
    return gate.enter().then(
      async (release) => {
        let answer: JsonAnswer;
        try {
          answer = await read.answer(request);
        } catch (error) {
          handedOver.set(req, error);
          return null;
        } finally {
          release();
        }
        return cache.set(url, token, 200, JSON_TYPE, JSON.stringify(answer.body), answer.headers);
      },
      (error: unknown) => {
        if (error instanceof WorkGateBusyError) handedOver.set(req, error);
        return null;
      },
    );
  };
}

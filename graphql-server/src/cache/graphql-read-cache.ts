// The public GraphQL reads cached like the public REST reads (decision 0017): an anonymous query
// whose root fields are all public (schema/public-reads.ts) is answered with
// `Cache-Control: public, max-age=60, stale-while-revalidate=300`, a strong ETag (304 when the
// client has it) and kept in memory for the current content version. Staff and API tokens are
// never cached (`private, no-store`). POST and the hashed GETs of automatic persisted queries
// (`?extensions={"persistedQuery":{...}}&variables=...`) share one entry per query hash,
// operation name and variables. Apollo's CSRF rule is kept for cached answers too.
import crypto from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import { isPublicReadDocument } from '../../../schema/public-reads';
import type { RequestContext } from '../auth/context';
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL, sendCached, type ResponseCache } from './response-cache';

/** Apollo Server's CSRF prevention (csrfPrevention: true): the same test, for answers served from the cache. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
// As configured in http/app.ts: Authorization too (a header that always makes a browser preflight).
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'];

export function passesCsrfPrevention(req: Request): boolean {
  const contentType = req.headers['content-type'];
  if (contentType !== undefined) {
    const essence = contentType.split(';')[0].trim().toLowerCase();
    if (!SIMPLE_CONTENT_TYPES.includes(essence)) return true;
  }
  return PREFLIGHT_HEADERS.some((name) => {
    const value = req.headers[name];
    return typeof value === 'string' && value.length > 0;
  });
}

function jsonParam(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return Symbol.for('invalid');
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return Symbol.for('invalid');
  }
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * The cache key of a GraphQL request: the query's SHA-256 (the persisted-query hash, which is the
 * same thing), the operation name and the variables — or null when it cannot be cached (no
 * query, unreadable parameters, a hash that does not match the query sent with it).
 */
export function graphqlCacheKey(req: Request): string | null {
  const source = req.method === 'GET' ? (req.query as Record<string, unknown>) : (req.body as Record<string, unknown> | undefined);
  if (!source || typeof source !== 'object') return null;
  const extensions = req.method === 'GET' ? jsonParam(source.extensions) : source.extensions;
  const variables = req.method === 'GET' ? jsonParam(source.variables) : source.variables;
  if (typeof extensions === 'symbol' || typeof variables === 'symbol') return null;
  const query = typeof source.query === 'string' ? source.query : undefined;
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery?.sha256Hash;
  const hash = typeof persisted === 'string' ? persisted.toLowerCase() : undefined;
  if (query !== undefined && hash !== undefined && sha256(query) !== hash) return null;
  const key = hash ?? (query !== undefined ? sha256(query) : undefined);
  if (!key || !/^[0-9a-f]{64}$/.test(key)) return null;
  const operationName = typeof source.operationName === 'string' ? source.operationName : '';
  const accept = req.headers.accept?.includes('application/graphql-response+json') ? 'gr' : 'j';
  return `gql|${accept}|${key}|${operationName}|${JSON.stringify(variables ?? {})}`;
}

/**
 * Sets the Cache-Control of every GraphQL answer: public (CDN) for an anonymous, error-free
 * answer of a public read; `private, no-store` for staff and tokens; `no-store` otherwise.
 */
export const graphqlCachePolicyPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    let publicRead = false;
    return {
      async didResolveOperation({ document }) {
        publicRead = isPublicReadDocument(document);
      },
      async willSendResponse({ contextValue, response, errors }) {
        const principal = contextValue as Partial<RequestContext> | undefined;
        const staff = Boolean(principal?.user || principal?.apiToken);
        const failed =
          (errors?.length ?? 0) > 0 || (response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0);
        const status = response.http.status ?? 200;
        // An experiment's arm (decision 0069) differs per visitor: never shared.
        const varies = Boolean(principal?.res?.locals?.variesByVisitor);
        const value = staff
          ? PRIVATE_CACHE_CONTROL
          : publicRead && !failed && !varies && status === 200
            ? PUBLIC_READ_CACHE_CONTROL
            : 'no-store';
        response.http.headers.set('cache-control', value);
      },
    };
  },
};

/**
 * Express middleware in front of Apollo: an anonymous public read is answered from memory (ETag,
 * 304), or kept when Apollo's answer is marked public by graphqlCachePolicyPlugin.
 */
export function graphqlReadCache(cache: ResponseCache, isAnonymous: (req: Request) => Promise<boolean>) {
  return async (req: Request, res: Response, next: () => void): Promise<void> => {
    const key = req.method === 'GET' || req.method === 'POST' ? graphqlCacheKey(req) : null;
    // Identifying a caller reads the database; when it cannot, Apollo answers (503) as usual.
    if (!key || !(await isAnonymous(req).catch(() => false))) {
      next();
      return;
    }
    {
      const hit = cache.get(key);
      if (hit && passesCsrfPrevention(req)) {
        sendCached(req, res, hit, PUBLIC_READ_CACHE_CONTROL);
        return;
      }
      const token = cache.token();
      const send = res.send.bind(res);
      res.send = (body: unknown) => {
        res.send = send;
        if (res.statusCode === 200 && res.getHeader('cache-control') === PUBLIC_READ_CACHE_CONTROL && typeof body === 'string') {
          const type = String(res.getHeader('content-type') ?? 'application/json; charset=utf-8');
          sendCached(req, res, cache.set(key, token, 200, type, body), PUBLIC_READ_CACHE_CONTROL);
          return res;
        }
        return send(body);
      };
      next();
    }
  };
}

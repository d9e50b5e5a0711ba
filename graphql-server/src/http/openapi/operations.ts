// One helper per kind of operation, so that paths.ts reads as a table: who may call it, what it
// takes (query strings and bodies generated from the server's own validation) and what it answers,
// errors included.
import type { AnySchema } from 'yup';
import type { z } from 'zod';
import { bodySchema, queryParameters, type JsonSchema } from './from-validation';

/** Who may call: anyone, a staff session (cookie or its bearer JWT), or also an API token with a scope. */
type Scope = 'content' | 'content:write' | 'leads' | 'leads:write' | 'analytics';
/** Who may call: anyone, a staff session, or also an API token with the scope (or any of the scopes) given. */
type Access = 'public' | 'staff' | { token: Scope | Scope[] };

export interface OperationSpec {
  summary: string;
  access: Access;
  /** The zod schema of the query string (http/query-schemas.ts). */
  query?: z.ZodType;
  /** The yup schema of the JSON body (schema/validation), or a JSON Schema written here. */
  body?: AnySchema | JsonSchema;
  /** The success status and its body: a component name, `[name]` for an array, or a media type. */
  ok: [number, string | [string] | { type: string } | null];
  /** Error statuses beyond those every caller of `access` may get. */
  errors?: number[];
  /** The body is multipart/form-data (uploads), not JSON. */
  multipart?: boolean;
  /** A paged list (X-Total-Count, Link... headers). */
  paged?: boolean;
  /** A sync feed's cursor page (X-Total-Count, Link rel="next" while more pages are ready). */
  sync?: boolean;
  /** May answer 301 to the thing's current address (a renamed post): the text says when. */
  moved?: string;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `message` is the first rule broken, `errors` lists each.',
  401: 'No valid credential (or an invalid API token).',
  403: 'Not allowed for this role or token, or a write from another site.',
  404: 'Nothing with that id, slug or path.',
  409: 'A conflict: a duplicate, something still in use, a stale `expectedVersion` (the body has `currentVersion`), or a request with the same `Idempotency-Key` still being answered (retry after `Retry-After`).',
  413: 'The body is too large.',
  415: 'The body is not JSON.',
  422: 'This `Idempotency-Key` was already used for a different request.',
  429: 'Too many requests: wait `Retry-After` seconds.',
  503: 'The database is unavailable or the server is overloaded: retry.',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function content(ok: OperationSpec['ok'][1]) {
  if (ok === null) return undefined;
  if (typeof ok === 'string') return { 'application/json': { schema: ref(ok) } };
  if (Array.isArray(ok)) return { 'application/json': { schema: { type: 'array', items: ref(ok[0]) } } };
  // A JSON document of its own (this OpenAPI document) is an object; other media types are text.
  return { [ok.type]: { schema: { type: ok.type === 'application/json' ? 'object' : 'string' } } };
}

const PAGE_HEADERS = {
  'X-Total-Count': { description: 'Every item matching the filters.', schema: { type: 'integer' } },
  'X-Page': { description: 'The page served.', schema: { type: 'integer' } },
  'X-Page-Size': { description: 'Its size.', schema: { type: 'integer' } },
  'X-Total-Pages': { description: 'The number of pages (at least 1).', schema: { type: 'integer' } },
  Link: { description: '`rel="next"` and `rel="prev"` links, when there are such pages.', schema: { type: 'string' } },
};

const SYNC_HEADERS = {
  'X-Total-Count': { description: 'Every item of the feed after `updated_since` (or `deleted_since`).', schema: { type: 'integer' } },
  Link: {
    description: '`rel="next"`: the next page (`after` set to `pageInfo.endCursor`), while one is ready.',
    schema: { type: 'string' },
  },
};

const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
  RateLimit: { description: 'What is left of the limit that was hit (IETF draft `RateLimit` header).', schema: { type: 'string' } },
  'RateLimit-Policy': { description: 'The limit and its window.', schema: { type: 'string' } },
};

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** Writes by a staff member or a token may be keyed: a retry with the key gets the first answer (decision 0067). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retry safe: the same key (per caller, for 24 hours) gets the first answer again with `Idempotent-Replayed: true`; the same key with a different request is refused with 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

const isYup = (body: OperationSpec['body']): body is AnySchema => typeof (body as AnySchema).describe === 'function';

/** `getAdminBlogById` from GET /api/admin/blog/{id}: unique, since method and path are (issue 35). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      return parameter ? ['by', parameter[1]] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

/** The tag of a path: what it is about, admin paths apart ("Admin: blog", "Sync"...). */
export function tagOf(path: string): string {
  const segments = path.replace(/^\/api\//, '').split('/');
  if (segments[0] === 'admin') return segments[1] === 'sync' ? 'Sync' : `Admin: ${segments[1]}`;
  return segments[0] === 'auth' ? 'Sign-in' : `Public: ${segments[0]}`;
}

/** An OpenAPI operation object. */
export function operation(
  spec: OperationSpec,
  pathParameters: string[],
  ids: { operationId: string; tag: string; method: string },
): JsonSchema {
  const [status, ok] = spec.ok;
  // Every path answers 401 to an invalid API token (public ones too) and 429 past a rate limit
  // (per address, per token, per account): both are the caller's to handle on every operation.
  const errors = new Set([...(spec.query ? [400] : []), ...(spec.errors ?? []), 401, 429, 503]);
  if (spec.access !== 'public') errors.add(403);
  const idempotent = spec.access !== 'public' && WRITE_METHODS.has(ids.method) && !spec.multipart;
  if (idempotent) [409, 422].forEach((code) => errors.add(code));
  if (spec.body) [400, 413, 415].forEach((code) => errors.add(code));
  if (pathParameters.length) errors.add(404);
  const responses: Record<string, JsonSchema> = {
    [status]: {
      description: 'Success.',
      ...(content(ok) ? { content: content(ok) } : {}),
      ...(spec.paged ? { headers: PAGE_HEADERS } : spec.sync ? { headers: SYNC_HEADERS } : {}),
    },
  };
  if (spec.moved) {
    responses[301] = {
      description: spec.moved,
      headers: { Location: { description: 'The current address, query string kept.', schema: { type: 'string' } } },
      // Express's redirect note ("Moved Permanently. Redirecting to …"), as text or HTML per Accept.
      content: { 'text/plain': { schema: { type: 'string' } }, 'text/html': { schema: { type: 'string' } } },
    };
  }
  for (const code of [...errors].sort()) {
    responses[code] = {
      description: ERROR_TEXT[code],
      ...(code === 429 ? { headers: RATE_LIMIT_HEADERS } : {}),
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  const parameters = [
    ...pathParameters.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(spec.query ? queryParameters(spec.query) : []),
    ...(idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  const security =
    spec.access === 'public'
      ? []
      : spec.access === 'staff'
        ? [{ sessionCookie: [] }, { bearer: [] }]
        : [{ sessionCookie: [] }, { bearer: [] }, ...[spec.access.token].flat().map((scope) => ({ apiToken: [scope] }))];
  return {
    operationId: ids.operationId,
    tags: [ids.tag],
    summary: spec.summary,
    security,
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body
      ? {
          requestBody: {
            required: true,
            content: {
              [spec.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: isYup(spec.body) ? bodySchema(spec.body) : spec.body,
              },
            },
          },
        }
      : {}),
    responses,
  };
}

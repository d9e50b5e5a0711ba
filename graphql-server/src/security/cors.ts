// CORS for browser-side integrations (CORS_ORIGINS; unset: no CORS at all). Only requests that
// carry their credential themselves — `Authorization: Bearer` with an API token — are meant for
// it: the listed origins may call /graphql and /api with it, and preflights are answered. The
// session cookie is never shared: no Access-Control-Allow-Credentials, a request carrying the
// cookie gets no allowance whatever its origin, and the sign-in paths (/api/auth) none at all.
import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import { SESSION_COOKIE } from '../auth/tokens';

/** What a listed origin's script may read beyond the CORS-safelisted response headers. */
const EXPOSED_HEADERS = [
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Link',
  'ETag',
  'X-Request-Id',
  // The paged lists' totals (http/query-schemas.ts sendPage) and the sync feeds' count (issue 35).
  'X-Total-Count',
  'X-Page',
  'X-Page-Size',
  'X-Total-Pages',
  'WWW-Authenticate',
];
/** What it may send: the token, a JSON body, and the header Apollo's CSRF check accepts on a GET. */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'apollo-require-preflight', 'If-None-Match'];
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function carriesSessionCookie(req: Request): boolean {
  return Boolean((req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
}

/** The sign-in paths, mounted under /api: cookie sessions only (compared as Express routes them). */
function isAuthPath(req: Request): boolean {
  return /^\/api\/auth(\/|$)/i.test(req.originalUrl.replace(/\/{2,}/g, '/'));
}

/** Mounted on /graphql and /api, after cookie-parser. Null when no origin is listed. */
export function corsForIntegrations(origins: readonly string[] | undefined): RequestHandler | null {
  if (!origins?.length) return null;
  const listed = new Set(origins);
  return cors((req, callback) => {
    const request = req as Request;
    const origin = request.get('origin');
    const allowed = !!origin && listed.has(origin) && !carriesSessionCookie(request) && !isAuthPath(request);
    callback(null, {
      origin: allowed ? origin : false,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    });
  });
}

/** CORS_ORIGINS: comma-separated origins (scheme, host and port, nothing after). */
export function parseCorsOrigins(value: string): string[] {
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of list) {
    let origin: string | null;
    try {
      origin = new URL(entry).origin;
    } catch {
      origin = null;
    }
    if (origin === null || origin === 'null' || origin !== entry.replace(/\/$/, '')) {
      throw new Error(`"${entry}" is not an origin such as https://app.example.com (scheme, host and port only)`);
    }
  }
  return list.map((entry) => entry.replace(/\/$/, ''));
}

// The request context every resolver and REST handler receives: the services and who is calling,
// resolved once per request — a signed-in admin from the session cookie or a Bearer JWT, or an
// integrator from a Bearer API token (fin_...), checked against the database every time.
import type { Request, Response } from 'express';
import type { Role } from '../../../schema/validation/accounts';
import type { ApiTokenPrincipal } from '../modules/api-tokens/api-tokens.service';
import { isApiTokenText } from '../modules/api-tokens/api-tokens.service';
import type { Services } from '../services';
import { addressKey } from '../security/client-address';
import { boundedMemo } from '../shared/bounded-memo';
import { pendingTokenOf } from './pending-sign-in';
import { SESSION_COOKIE } from './tokens';

export interface CurrentUser {
  id: string;
  username: string;
  role: Role;
  /** The server-side session this request was authenticated by (its JWT's jti). */
  sessionId?: string;
}

export interface Principal {
  /** A signed-in staff member (any role: permissions.ts says what each may do). */
  user: CurrentUser | null;
  /** An integrator's active API token (read-only, scoped). Never set together with `user`. */
  apiToken: ApiTokenPrincipal | null;
  /** A Bearer API token was presented but is unknown, expired or revoked. */
  apiTokenRefused: boolean;
}

export interface RequestContext extends Principal {
  services: Services;
  /** The HTTP exchange, for the few fields that set or clear the session cookie. */
  res: Response;
  /** Cookies are marked Secure in production. */
  secureCookies: boolean;
  /** The key per-address limits count the client under (its IPv4 address, or its IPv6 /64). */
  ip: string;
  /** The client's User-Agent header (recorded on a new session), or null. */
  userAgent: string | null;
  /** The pending sign-in cookie (between the password and the second factor), or null. */
  pendingToken: string | null;
}

/**
 * The key every per-address limit counts the client under: the address Express resolves under
 * TRUST_PROXY (http/app.ts), IPv4 as it is, IPv6 as its /64 (security/client-address.ts).
 * Remembered for the pairs of socket address and X-Forwarded-For seen lately, per `trust proxy`
 * setting: those two headers' values and the setting are all `req.ip` reads, and resolving them
 * (every address of the chain parsed and checked) ran for every page view and beacon.
 */
export function clientIp(req: Request): string {
  const remote = req.socket?.remoteAddress;
  const trust: unknown = req.app?.get('trust proxy fn');
  if (remote === undefined || typeof trust !== 'function') return addressKey(req.ip ?? req.socket.remoteAddress);
  let keys = resolvedKeys.get(trust);
  if (!keys) {
    // Express's request prototype of this app (its `app` and `ip` included), which the types omit.
    const request = (req.app as unknown as { request: Request }).request;
    keys = boundedMemo(10_000, (pair) => resolvedKey(request, pair));
    resolvedKeys.set(trust, keys);
  }
  const forwarded = req.headers['x-forwarded-for'];
  return keys(forwarded === undefined ? remote : `${remote}\n${forwarded}`);
}

/** Per `trust proxy` function (one per app): the keys of the socket address and X-Forwarded-For pairs seen lately. */
const resolvedKeys = new WeakMap<object, (pair: string) => string>();

/** `req.ip`'s key, asked of a request of `app`'s that has only the pair (a header value has no line break). */
function resolvedKey(appRequest: Request, pair: string): string {
  const lineBreak = pair.indexOf('\n');
  const remoteAddress = lineBreak === -1 ? pair : pair.slice(0, lineBreak);
  const stand = Object.create(appRequest) as Request;
  stand.socket = { remoteAddress } as Request['socket'];
  stand.headers = lineBreak === -1 ? {} : { 'x-forwarded-for': pair.slice(lineBreak + 1) };
  return addressKey(stand.ip ?? remoteAddress);
}

const ANONYMOUS: Principal = { user: null, apiToken: null, apiTokenRefused: false };

function bearer(req: Request): string | null {
  const header = req.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim() || null;
  return null;
}

/** The session JWT: a Bearer header wins over the cookie. */
function readToken(req: Request): string | null {
  const header = bearer(req);
  if (header) return header;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie || null;
}

/** Who sent each request, looked up once however many layers ask (the token gate, the context, requireRole). */
const principals = new WeakMap<Request, Promise<Principal>>();

export function authenticate(services: Services, req: Request): Promise<Principal> {
  let found = principals.get(req);
  if (!found) {
    found = lookUp(services, req);
    principals.set(req, found);
    // A failed lookup (the database away) is not remembered: a later layer may try again.
    found.catch(() => principals.delete(req));
  }
  return found;
}

/** The Bearer credential of a request, if it sends one. */
export function bearerOf(req: Request): string | null {
  return bearer(req);
}

async function lookUp(services: Services, req: Request): Promise<Principal> {
  const header = bearer(req);
  // API tokens travel only in the Authorization header, never in the session cookie.
  if (header && isApiTokenText(header)) {
    const apiToken = await services.apiTokens.authenticate(header);
    return { user: null, apiToken, apiTokenRefused: !apiToken };
  }
  const token = readToken(req);
  if (!token) return ANONYMOUS;
  return { ...ANONYMOUS, user: await services.users.userForToken(token) };
}

export async function currentUser(services: Services, req: Request): Promise<CurrentUser | null> {
  return (await authenticate(services, req)).user;
}

export async function buildContext(services: Services, req: Request, res: Response, secureCookies: boolean): Promise<RequestContext> {
  return {
    services,
    ...(await authenticate(services, req)),
    res,
    secureCookies,
    ip: clientIp(req),
    userAgent: req.get('user-agent') ?? null,
    pendingToken: pendingTokenOf(req),
  };
}

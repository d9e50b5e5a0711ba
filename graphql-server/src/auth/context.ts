// The request context every resolver and REST handler receives: the services and the
// signed-in admin (if any), resolved once per request from the session cookie or a Bearer token.
import type { Request, Response } from 'express';
import type { Services } from '../services';
import { SESSION_COOKIE } from './tokens';

export interface CurrentUser {
  id: string;
  username: string;
}

export interface RequestContext {
  services: Services;
  user: CurrentUser | null;
  /** The HTTP exchange, for the few fields that set or clear the session cookie. */
  res: Response;
  /** Cookies are marked Secure in production. */
  secureCookies: boolean;
  /** The client's address (behind a local proxy, the one it forwarded): what rate limits count. */
  ip: string;
}

/** The client's address as Express resolves it ('trust proxy' is set in http/app.ts). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function readToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim() || null;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
  return cookie || null;
}

export async function currentUser(services: Services, req: Request): Promise<CurrentUser | null> {
  const token = readToken(req);
  return token ? services.users.userForToken(token) : null;
}

export async function buildContext(services: Services, req: Request, res: Response, secureCookies: boolean): Promise<RequestContext> {
  return { services, user: await currentUser(services, req), res, secureCookies, ip: clientIp(req) };
}

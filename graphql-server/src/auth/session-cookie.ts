import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from './tokens';

function options(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

export function setSessionCookie(res: Response, token: string, maxAgeSeconds: number, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { ...options(secure), maxAge: maxAgeSeconds * 1000 });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, options(secure));
}

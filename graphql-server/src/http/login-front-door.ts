// A login flood answered at the door. A REST sign-in (POST /api/auth/login) from an address this
// process knows is locked, or for which no password-check slot is free, gets its 429 here, first
// of all middleware: no body read, no JSON parse, no validation, no database. The answer is the
// one the full stack would give (the same message, Retry-After, security headers, no-store);
// what it costs decides how long every other visitor's request waits behind a flood on the event
// loop (decision 0018); it is sent after LOGIN_REFUSAL_DELAY_MS, so a flood retrying at once
// slows itself down. Anything else goes on down the stack, where the same checks run again.
import type { OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { clientIp } from '../auth/context';
import type { LogClientAddress } from '../security/client-address';
import { originOf } from '../security/origin-check';
import type { Refusal } from '../security/rate-limits';
import { quickAnswers, type FlatHeaders } from './cached-hits';

export interface LoginFrontDoorOptions {
  /** The refusal a login from this address gets now whatever it says (UsersService.loginRefusalFor). */
  refusalFor(ip: string): Refusal | null;
  securityHeaders: OutgoingHttpHeaders;
  logClientAddress: LogClientAddress;
  /** SITE_URL: a sign-in posted from another site is left to the origin check (403), as before. */
  siteUrl?: string;
  /**
   * The refusal waits this long (LOGIN_REFUSAL_DELAY_MS). A client that retries at once, as a
   * flood does, then asks at most once per delay per connection instead of as fast as the server
   * answers; the wait costs a timer, and a person refused waits a second more for the same 429.
   */
  delayMs?: number;
}

export function loginFrontDoor(options: LoginFrontDoorOptions): RequestHandler {
  const answer = quickAnswers(options.securityHeaders, options.logClientAddress);
  const configured = originOf(options.siteUrl);
  const crossSite = (req: Request) => {
    const claimed = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    return claimed !== null && claimed !== configured && claimed !== `${req.protocol}://${req.get('host') ?? ''}`;
  };
  // The few distinct answers (a message and a Retry-After), encoded once each.
  const encoded = new LRUCache<string, { headers: FlatHeaders; body: Buffer }>({ max: 200 });
  const encode = (refusal: Refusal) => {
    const key = `${refusal.retryAfterSeconds}|${refusal.message}`;
    let hit = encoded.get(key);
    if (!hit) {
      hit = {
        headers: [
          'content-type',
          'application/json; charset=utf-8',
          'cache-control',
          'no-store',
          'retry-after',
          String(refusal.retryAfterSeconds),
        ],
        body: Buffer.from(JSON.stringify({ message: refusal.message })),
      };
      encoded.set(key, hit);
    }
    return hit;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || req.url !== '/api/auth/login') {
      next();
      return;
    }
    const refusal = options.refusalFor(clientIp(req));
    if (!refusal || ((req.headers.origin || req.headers.referer) && crossSite(req))) {
      next();
      return;
    }
    const { headers, body } = encode(refusal);
    if (!options.delayMs) {
      answer(req, res, 429, headers, body);
      return;
    }
    setTimeout(() => {
      if (!res.destroyed) answer(req, res, 429, headers, body);
    }, options.delayMs);
  };
}

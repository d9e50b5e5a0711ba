// The state between a right password and the second factor (decision 0020): a token of its own,
// valid 5 minutes, for one purpose (VERIFY a code, or ENROL an authenticator when the site requires
// 2FA). It is never a session: it is no JWT at all (the session check, tokens.ts, cannot read it),
// and nothing but the second step does. An HMAC-SHA256 (key derived from the JWT secret) over the
// account, the step, the expiry, a fingerprint of the password hash and a random nonce; ~130
// characters, so it fits a GraphQL argument. It gives one session at most: the nonce is claimed in
// the shared rate-limit store when it does (decision 0056). It travels in an httpOnly cookie (browsers) and in the answer (API clients,
// which send it back as `pendingToken`).
import crypto from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';

const PENDING_COOKIE = 'finops_2fa';
const PENDING_SECONDS = 5 * 60;
const VERSION = 'p2';
const TOKEN = /^p2\.([0-9a-f]{32})\.([VE])\.([0-9a-z]{1,10})\.([0-9a-f]{16})\.([0-9a-f]{16})\.([A-Za-z0-9_-]{43})$/;

export type PendingStep = 'VERIFY' | 'ENROL';

export interface PendingClaims {
  userId: string;
  step: PendingStep;
  /** A fingerprint of the password hash: a password changed or reset meanwhile ends the pending sign-in. */
  passwordStamp: string;
}

/** A verified token's claims, with the nonce that makes it single-use. */
export interface VerifiedPending extends PendingClaims {
  nonce: string;
}

export interface PendingChallenge {
  step: PendingStep;
  token: string;
  expiresAt: Date;
}

export const passwordStamp = (passwordHash: string) => crypto.createHash('sha256').update(passwordHash).digest('hex').slice(0, 16);

export class PendingSignIns {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', secret, 'finops-pending', 'pending-sign-in', 32));
  }

  issue(claims: PendingClaims): PendingChallenge {
    const expires = Math.floor(Date.now() / 1000) + PENDING_SECONDS;
    const nonce = crypto.randomBytes(8).toString('hex');
    const body = [VERSION, claims.userId.replace(/-/g, ''), claims.step[0], expires.toString(36), claims.passwordStamp, nonce].join('.');
    return { step: claims.step, token: `${body}.${this.mac(body)}`, expiresAt: new Date(expires * 1000) };
  }

  /** The claims of a valid pending token of `step`, or null (forged, expired, other purpose...). */
  verify(token: unknown, step: PendingStep): VerifiedPending | null {
    const parts = typeof token === 'string' ? TOKEN.exec(token) : null;
    if (!parts) return null;
    const [, id, kind, expires, stamp, nonce, mac] = parts;
    const expected = Buffer.from(this.mac((token as string).slice(0, -mac.length - 1)));
    if (!crypto.timingSafeEqual(expected, Buffer.from(mac))) return null;
    if (kind !== step[0] || parseInt(expires, 36) * 1000 <= Date.now()) return null;
    const userId = `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
    return { userId, step, passwordStamp: stamp, nonce };
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

function options(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/' };
}

export function setPendingCookie(res: Response, challenge: PendingChallenge, secure: boolean): void {
  res.cookie(PENDING_COOKIE, challenge.token, { ...options(secure), maxAge: PENDING_SECONDS * 1000 });
}

export function clearPendingCookie(res: Response, secure: boolean): void {
  res.clearCookie(PENDING_COOKIE, options(secure));
}

/** The pending token a request carries: the one given explicitly wins over the cookie. */
export function pendingTokenOf(req: Request, given?: unknown): string | null {
  if (typeof given === 'string' && given) return given;
  const cookie = (req.cookies as Record<string, string> | undefined)?.[PENDING_COOKIE];
  return cookie || null;
}

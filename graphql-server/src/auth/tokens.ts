// Session tokens: JWT, HS256 only, with expiry, issuer and audience checked on every request. The
// `jti` names the server-side session row (modules/users/sessions.service.ts) that must still be
// live; a token without `exp` or `jti` is refused whatever its signature.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';

export const SESSION_COOKIE = 'finops_session';

/** A Cookie header that carries a session cookie (valid or not): such a request is never answered from a shared cache. */
export const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
const ISSUER = 'finops-site';
const AUDIENCE = 'finops-admin';

export interface SessionClaims {
  sub: string;
  username: string;
  /** The session id (`jti`). */
  sid: string;
}

export class TokenService {
  constructor(
    private readonly secret: string,
    readonly expiresInSeconds: number,
  ) {}

  sign(claims: SessionClaims): string {
    return jwt.sign({ username: claims.username }, this.secret, {
      algorithm: 'HS256',
      subject: claims.sub,
      issuer: ISSUER,
      audience: AUDIENCE,
      expiresIn: this.expiresInSeconds,
      jwtid: claims.sid,
    });
  }

  /** The claims of a valid token, or null for anything else (expired, forged, wrong algorithm...). */
  verify(token: string): SessionClaims | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
      // jsonwebtoken checks exp only when present: a token without one would never end.
      if (typeof payload.exp !== 'number' || typeof payload.jti !== 'string') return null;
      return { sub: payload.sub, username: payload.username, sid: payload.jti };
    } catch {
      return null;
    }
  }
}

/**
 * The configured secret, or (outside production, where config refuses to start without one) a
 * random secret generated once and kept in DATA_DIR so sessions survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not generated yet.
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

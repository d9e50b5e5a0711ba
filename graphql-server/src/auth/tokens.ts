// Session tokens: JWT, HS256 only, with expiry, issuer and audience checked on every request.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';

export const SESSION_COOKIE = 'finops_session';
const ISSUER = 'finops-site';
const AUDIENCE = 'finops-admin';

export interface SessionClaims {
  sub: string;
  username: string;
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
    });
  }

  /** The claims of a valid token, or null for anything else (expired, forged, wrong algorithm...). */
  verify(token: string): SessionClaims | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
      if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.username !== 'string') return null;
      return { sub: payload.sub, username: payload.username };
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

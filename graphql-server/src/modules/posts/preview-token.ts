// Shareable preview tokens (issue 12, decision 0031): 256 random bits in base64url (43 characters),
// stored as their SHA-256 only. A text that cannot be a token is refused before any SQL.
import crypto from 'node:crypto';

const PREVIEW_LINK_DAYS = 7;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newPreviewToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The stored form of a token, or null when the text is not shaped like one. */
export function previewTokenHash(token: unknown): string | null {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function previewLinkExpiry(now = new Date()): Date {
  return new Date(now.getTime() + PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether a stored link still opens its post. */
export function isPreviewLinkLive(link: { expiresAt: Date; revokedAt: Date | null }, now = new Date()): boolean {
  return link.revokedAt === null && link.expiresAt.getTime() > now.getTime();
}

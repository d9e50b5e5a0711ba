// Slug redirects and preview tokens (issue 12, decision 0031): the pure rules the services apply.
import crypto from 'node:crypto';
import { planSlugChange, type Redirect } from '../../../graphql-server/src/modules/posts/redirect-plan';
import {
  isPreviewLinkLive,
  newPreviewToken,
  previewLinkExpiry,
  previewTokenHash,
} from '../../../graphql-server/src/modules/posts/preview-token';

/** The redirects after applying a plan, as from → to, sorted. */
function apply(rows: Redirect[], oldSlug: string | null, newSlug: string): string[] {
  const touched = rows.filter((r) => r.fromSlug === newSlug || r.fromSlug === oldSlug || r.toSlug === oldSlug);
  const plan = planSlugChange(touched, oldSlug, newSlug);
  const map = new Map(rows.map((r) => [r.fromSlug, r.toSlug]));
  for (const from of plan.remove) map.delete(from);
  for (const r of plan.upsert) map.set(r.fromSlug, r.toSlug);
  return [...map].map(([from, to]) => `${from}→${to}`).sort();
}

describe('planSlugChange', () => {
  it('records old → new', () => {
    expect(apply([], 'a', 'b')).toEqual(['a→b']);
  });

  it('collapses chains: A→B then B→C makes A→C and B→C', () => {
    const afterFirst = apply([], 'a', 'b').map((text) => {
      const [fromSlug, toSlug] = text.split('→');
      return { fromSlug, toSlug };
    });
    expect(apply(afterFirst, 'b', 'c')).toEqual(['a→c', 'b→c']);
  });

  it('moving back to an old slug removes that redirect and never makes a loop', () => {
    expect(apply([{ fromSlug: 'a', toSlug: 'b' }], 'b', 'a')).toEqual(['b→a']);
  });

  it('a new post taking an old slug removes its redirect; others stay', () => {
    const rows = [
      { fromSlug: 'old', toSlug: 'current' },
      { fromSlug: 'other', toSlug: 'current' },
    ];
    expect(apply(rows, null, 'old')).toEqual(['other→current']);
  });

  it('no change of slug records nothing', () => {
    expect(planSlugChange([], 'same', 'same')).toEqual({ remove: [], upsert: [] });
  });
});

describe('preview tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newPreviewToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256; anything not shaped like a token has no hash (no lookup)', () => {
    const token = newPreviewToken();
    expect(previewTokenHash(token)).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    for (const bad of ['', 'short', `${token}x`, `${token.slice(0, 42)}!`, "' OR 1=1 --", 42, null, undefined]) {
      expect(previewTokenHash(bad)).toBeNull();
    }
  });

  it('expire after 7 days and when revoked', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    const expiresAt = previewLinkExpiry(now);
    expect(expiresAt.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(isPreviewLinkLive({ expiresAt, revokedAt: null }, now)).toBe(true);
    expect(isPreviewLinkLive({ expiresAt, revokedAt: null }, new Date('2026-11-30T00:00:00Z'))).toBe(false);
    expect(isPreviewLinkLive({ expiresAt, revokedAt: now }, now)).toBe(false);
  });
});

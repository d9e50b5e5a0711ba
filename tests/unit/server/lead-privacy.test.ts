// Issue 14: consent versions follow the wording in code (by hash), and the retention cut-offs.
import { consentHash, planConsentVersion } from '../../../graphql-server/src/modules/leads/consent.service';
import { retentionCutoff } from '../../../graphql-server/src/modules/leads/lead-privacy.service';

describe('consent versioning', () => {
  const v1 = 'I agree to the privacy policy.';
  const v2 = 'I agree to the privacy policy and to being contacted.';

  it('stores the first wording as version 1', () => {
    expect(planConsentVersion([], v1)).toEqual({ add: { version: 1, hash: consentHash(v1) } });
  });

  it('reuses the stored version while the wording is the same', () => {
    expect(planConsentVersion([{ version: 1, hash: consentHash(v1) }], v1)).toEqual({ reuse: 1 });
  });

  it('adds the next version when the wording changes, and goes back to an old version by its hash', () => {
    const stored = [
      { version: 1, hash: consentHash(v1) },
      { version: 2, hash: consentHash(v2) },
    ];
    expect(planConsentVersion(stored.slice(0, 1), v2)).toEqual({ add: { version: 2, hash: consentHash(v2) } });
    expect(planConsentVersion(stored, v1)).toEqual({ reuse: 1 });
    expect(planConsentVersion(stored, `${v2} `)).toEqual({ add: { version: 3, hash: consentHash(`${v2} `) } });
  });

  it('hashes with SHA-256 (hex)', () => {
    expect(consentHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('retention cut-offs', () => {
  const now = new Date('2026-06-30T12:00:00Z');

  it('keeps everything when no period is set', () => {
    expect(retentionCutoff(now, undefined)).toBeNull();
    expect(retentionCutoff(now, null)).toBeNull();
    expect(retentionCutoff(now, 0)).toBeNull();
  });

  it('is exactly the number of days before now', () => {
    expect(retentionCutoff(now, 90)).toEqual(new Date('2026-04-01T12:00:00Z'));
    expect(retentionCutoff(now, 1)).toEqual(new Date('2026-06-29T12:00:00Z'));
  });
});

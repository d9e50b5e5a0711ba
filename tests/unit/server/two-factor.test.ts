// Two-factor sign-in's pure parts (decision 0020): the TOTP window and replay rule, recovery codes
// and their hashes, the encryption of secrets at rest, and the pending sign-in token.
import { Secret, TOTP } from 'otpauth';
import { PendingSignIns } from '../../../graphql-server/src/auth/pending-sign-in';
import { SecretBox } from '../../../graphql-server/src/auth/secret-box';
import {
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  verifyTotp,
} from '../../../graphql-server/src/auth/totp';

const NOW = 1_800_000_015; // seconds, 15 s into a step
const codeAt = (secret: string, seconds: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: seconds * 1000 });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const step = Math.floor(NOW / 30);

  it('makes a 160-bit Base32 secret and an otpauth address apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl(secret, 'FinOps Consulting', 'eda@example.com')).toBe(
      `otpauth://totp/FinOps%20Consulting:eda%40example.com?issuer=FinOps%20Consulting&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('accepts the code of the current step and of one step either side, and answers its step', () => {
    expect(verifyTotp(secret, codeAt(secret, NOW), null, NOW)).toBe(step);
    expect(verifyTotp(secret, codeAt(secret, NOW - 30), null, NOW)).toBe(step - 1);
    expect(verifyTotp(secret, codeAt(secret, NOW + 30), null, NOW)).toBe(step + 1);
  });

  it('refuses codes two steps away, another secret’s code, and anything but six digits', () => {
    expect(verifyTotp(secret, codeAt(secret, NOW - 60), null, NOW)).toBeNull();
    expect(verifyTotp(secret, codeAt(secret, NOW + 60), null, NOW)).toBeNull();
    expect(verifyTotp(secret, codeAt(newTotpSecret(), NOW), null, NOW)).toBeNull();
    for (const bad of ['', '12345', '1234567', 'abcdef', '12345a']) expect(verifyTotp(secret, bad, null, NOW)).toBeNull();
    expect(isTotpCode('123 456')).toBe(true);
    expect(verifyTotp(secret, codeAt(secret, NOW).replace(/^(...)/, '$1 '), null, NOW)).toBe(step);
  });

  it('refuses a code whose step was already used, or an older one (no replay)', () => {
    expect(verifyTotp(secret, codeAt(secret, NOW), step, NOW)).toBeNull();
    expect(verifyTotp(secret, codeAt(secret, NOW - 30), step, NOW)).toBeNull();
    expect(verifyTotp(secret, codeAt(secret, NOW + 30), step, NOW)).toBe(step + 1);
  });
});

describe('recovery codes', () => {
  it('makes 10 different codes of 12 unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it('stores a SHA-256 that ignores case, spaces and dashes', () => {
    const [code] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code.replace(/-/g, ''));
    expect(hashRecoveryCode(code.toUpperCase().replace(/-/g, ' '))).toBe(hash);
    expect(hashRecoveryCode(`${code}x`)).not.toBe(hash);
  });
});

describe('secrets at rest', () => {
  const box = new SecretBox('a-key-of-at-least-thirty-two-characters!');

  it('seals with a fresh IV each time and opens what it sealed', () => {
    const a = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(a).not.toContain('JBSWY3DP');
    expect(box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed with another key or changed', () => {
    const sealed = box.seal('secret');
    expect(new SecretBox('another-key-of-at-least-thirty-two-chars').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = `${parts[3].slice(0, -1)}${parts[3].endsWith('A') ? 'B' : 'A'}`;
    expect(box.open(parts.join('.'))).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});

describe('pending sign-in tokens', () => {
  const pending = new PendingSignIns('a-jwt-secret-of-at-least-thirty-two-chars');
  const claims = { userId: '0b7c3a52-4b8f-4c1e-9d2a-1f0e6c5b4a39', step: 'VERIFY' as const, passwordStamp: '0123456789abcdef' };

  afterEach(() => jest.restoreAllMocks());

  it('carries the account, the step and the password fingerprint, for 5 minutes, in under 200 characters', () => {
    const before = Date.now();
    const { token, expiresAt } = pending.issue(claims);
    const after = Date.now();
    expect(token.length).toBeLessThan(200);
    // Plus a random nonce: each token gives one session at most (decision 0056).
    expect(pending.verify(token, 'VERIFY')).toEqual({ ...claims, nonce: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(pending.issue(claims).token).not.toBe(token);
    // 5 minutes from the issue, the token's clock being whole seconds (floored).
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 300_000);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(after + 300_000);
    jest.spyOn(Date, 'now').mockReturnValue(expiresAt.getTime() + 1);
    expect(pending.verify(token, 'VERIFY')).toBeNull();
  });

  it('is refused for another step, with another key, or changed', () => {
    const { token } = pending.issue(claims);
    expect(pending.verify(token, 'ENROL')).toBeNull();
    expect(new PendingSignIns('another-secret-of-at-least-thirty-two-chars').verify(token, 'VERIFY')).toBeNull();
    expect(pending.verify(token.replace('.V.', '.E.'), 'ENROL')).toBeNull();
    expect(pending.verify(`${token}x`, 'VERIFY')).toBeNull();
    expect(pending.verify(undefined, 'VERIFY')).toBeNull();
  });
});

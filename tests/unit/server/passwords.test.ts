// Password hashing (issue 10): new hashes are scrypt; legacy bcrypt hashes still verify and ask to
// be re-hashed; nothing is silently truncated at bcrypt's 72 bytes. Both run in password worker
// threads at a lower CPU priority than the event loop (issue 33, decision 0082).
import crypto from 'node:crypto';
import fs from 'node:fs';
import bcrypt from 'bcryptjs';
import { FAST_SCRYPT_COST, hashPassword, verifyPassword } from '../../../graphql-server/src/auth/passwords';
import { PasswordCheckGate } from '../../../graphql-server/src/auth/password-check-gate';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('password hashes', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hashes new passwords with scrypt, salted, and verifies them', async () => {
    const a = await hashPassword('correct-horse-1', FAST_SCRYPT_COST);
    const b = await hashPassword('correct-horse-1', FAST_SCRYPT_COST);
    expect(a).toMatch(/^\$scrypt\$ln=\d+,r=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
    expect(a.length).toBeLessThanOrEqual(100); // admin_users.passwordHash is varchar(100)
    expect(await verifyPassword('correct-horse-1', a, FAST_SCRYPT_COST)).toEqual({ ok: true, rehash: false });
    expect(await verifyPassword('correct-horse-2', a, FAST_SCRYPT_COST)).toEqual({ ok: false, rehash: false });
    expect(await verifyPassword('Correct-horse-1', a, FAST_SCRYPT_COST)).toEqual({ ok: false, rehash: false });
  });

  it("hashes in a worker thread whose nice value is above the event loop's, never on the main thread", async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const scryptSync = jest.spyOn(crypto, 'scryptSync');
    const stored = await hashPassword('correct-horse-1', FAST_SCRYPT_COST);
    expect(await verifyPassword('correct-horse-1', stored, FAST_SCRYPT_COST)).toEqual({ ok: true, rehash: false });
    expect(scrypt).not.toHaveBeenCalled();
    expect(scryptSync).not.toHaveBeenCalled();
    // Linux keeps a nice value per thread (/proc/self/task/<tid>/stat, field 19); an idle worker
    // stays for the next check. Elsewhere there is nothing to read.
    if (process.platform !== 'linux') return;
    const nice = (task: string) => {
      const stat = fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    };
    const values = fs.readdirSync('/proc/self/task').map(nice);
    expect(nice(String(process.pid))).toBe(0);
    expect(values.some((value) => value > 0)).toBe(true);
  });

  it('answers each of many checks at once with its own result (they queue for the workers)', async () => {
    const words = Array.from({ length: 8 }, (_, i) => `parallel-pass-${i}`);
    const hashes = await Promise.all(words.map((word) => hashPassword(word, FAST_SCRYPT_COST)));
    const checks = await Promise.all(
      words.flatMap((word, i) => [
        verifyPassword(word, hashes[i], FAST_SCRYPT_COST),
        verifyPassword(`${word}x`, hashes[i], FAST_SCRYPT_COST),
      ]),
    );
    expect(checks.map((check) => check.ok)).toEqual(words.flatMap(() => [true, false]));
  });

  it('asks for a re-hash when a scrypt hash was made with other parameters', async () => {
    const weak = await hashPassword('correct-horse-1', { N: 2 ** 8, r: 8, p: 1 });
    expect(await verifyPassword('correct-horse-1', weak, FAST_SCRYPT_COST)).toEqual({ ok: true, rehash: true });
  });

  it('verifies a legacy bcrypt hash without running bcrypt on the main thread, and asks for a re-hash', async () => {
    const legacy = bcrypt.hashSync('correct-horse-1', 4);
    const compare = jest.spyOn(bcrypt, 'compare');
    const compareSync = jest.spyOn(bcrypt, 'compareSync');
    expect(await verifyPassword('correct-horse-1', legacy, FAST_SCRYPT_COST)).toEqual({ ok: true, rehash: true });
    expect(await verifyPassword('wrong-horse-1', legacy, FAST_SCRYPT_COST)).toEqual({ ok: false, rehash: false });
    expect(compare).not.toHaveBeenCalled();
    expect(compareSync).not.toHaveBeenCalled();
  });

  it('verifies several legacy hashes at once (the worker answers each its own)', async () => {
    const hashes = ['alpha-pass-1', 'beta-pass-2', 'gamma-pass-3'].map((pw) => [pw, bcrypt.hashSync(pw, 4)] as const);
    const results = await Promise.all(hashes.flatMap(([pw, hash]) => [verifyPassword(pw, hash), verifyPassword(`${pw}x`, hash)]));
    expect(results.map((r) => r.ok)).toEqual([true, false, true, false, true, false]);
  });

  it('never signs in with a password that differs from a legacy bcrypt one only after byte 72', async () => {
    const long = `${'a'.repeat(72)}-the-rest-of-a-long-passphrase`;
    expect(bytes(long)).toBeGreaterThan(72);
    const legacy = bcrypt.hashSync(long, 4);
    const variant = `${'a'.repeat(72)}-something-else-entirely`;
    expect(bcrypt.compareSync(variant, legacy)).toBe(true); // what bcrypt alone would do
    expect((await verifyPassword(variant, legacy)).ok).toBe(false);
    // Multi-byte characters count in bytes, not characters.
    const accented = 'é'.repeat(40); // 80 bytes
    expect((await verifyPassword(`${'é'.repeat(36)}zzzz`, bcrypt.hashSync(accented, 4))).ok).toBe(false);
  });

  it('tells apart scrypt passwords that differ only after byte 72', async () => {
    const long = `${'b'.repeat(72)}-first-ending`;
    const hash = await hashPassword(long, FAST_SCRYPT_COST);
    expect((await verifyPassword(long, hash, FAST_SCRYPT_COST)).ok).toBe(true);
    expect((await verifyPassword(`${'b'.repeat(72)}-other-ending`, hash, FAST_SCRYPT_COST)).ok).toBe(false);
  });

  it('refuses a stored value that is no known hash', async () => {
    expect(await verifyPassword('anything-1', 'plain-text-password')).toEqual({ ok: false, rehash: false });
    expect(await verifyPassword('anything-1', '$scrypt$ln=99,r=8,p=1$AAAA$AAAA')).toEqual({ ok: false, rehash: false });
  });
});

describe('PasswordCheckGate (concurrent password checks, per address and in total)', () => {
  it('admits up to the per-address cap from one address, and up to the total over all', () => {
    const gate = new PasswordCheckGate({ perAddress: 2, total: 3 });
    const a1 = gate.tryEnter('10.0.0.1');
    const a2 = gate.tryEnter('10.0.0.1');
    expect(a1.admitted && a2.admitted).toBe(true);
    const a3 = gate.tryEnter('10.0.0.1');
    expect(a3).toEqual({ admitted: false, reason: 'address' });
    const b1 = gate.tryEnter('10.0.0.2');
    expect(b1.admitted).toBe(true);
    expect(gate.tryEnter('10.0.0.3')).toEqual({ admitted: false, reason: 'total' });
    if (a1.admitted) a1.release();
    if (a1.admitted) a1.release(); // a second release is harmless
    expect(gate.inFlight).toBe(2);
    expect(gate.tryEnter('10.0.0.3').admitted).toBe(true);
    expect(gate.tryEnter('10.0.0.1')).toEqual({ admitted: false, reason: 'total' });
  });

  it('forgets an address once its checks are over', () => {
    const gate = new PasswordCheckGate({ perAddress: 1, total: 10 });
    const first = gate.tryEnter('10.0.0.9');
    expect(gate.tryEnter('10.0.0.9').admitted).toBe(false);
    if (first.admitted) first.release();
    expect(gate.addressesTracked).toBe(0);
    expect(gate.tryEnter('10.0.0.9').admitted).toBe(true);
  });
});

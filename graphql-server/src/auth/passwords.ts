// Password hashes. New ones are scrypt (Node's crypto.scrypt runs in the libuv thread pool, never
// on the event loop), stored as `$scrypt$ln=15,r=8,p=3$<salt>$<key>` so the parameters travel
// with each hash. Hashes of earlier releases are bcrypt: they still verify — in a worker thread,
// because bcryptjs is plain JavaScript that would hold the event loop for ~250 ms — and a good
// login re-hashes them with scrypt. bcrypt reads only the first 72 bytes of a password, so a
// longer password never matches a bcrypt hash: it cannot prove more than its first 72 bytes.
import crypto from 'node:crypto';
import { Worker } from 'node:worker_threads';

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/** OWASP's scrypt equivalent of N=2^17, r=8, p=1 that needs 32 MiB per check instead of 128 MiB. */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
/** For tests only: quick, and still a real scrypt hash. Never production. */
export const FAST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** What bcrypt reads of a password; the rest is silently ignored. */
const BCRYPT_MAX_BYTES = 72;
const SCRYPT_HASH = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export interface PasswordCheck {
  ok: boolean;
  /** The password was right but its hash is legacy (bcrypt) or weaker than today's: store a new one. */
  rehash: boolean;
}

const NO: PasswordCheck = { ok: false, rehash: false };

function scrypt(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Memory needed is about 128 * N * r bytes; allow twice that.
    crypto.scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_COST): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, cost);
  return `$scrypt$ln=${Math.log2(cost.N)},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
}

/** Whether `password` matches `stored` (scrypt, or a legacy bcrypt hash); `cost` is today's scrypt cost. */
export async function verifyPassword(password: string, stored: string, cost: ScryptCost = SCRYPT_COST): Promise<PasswordCheck> {
  const scryptHash = SCRYPT_HASH.exec(stored);
  if (scryptHash) {
    const ln = Number(scryptHash[1]);
    const used: ScryptCost = { N: 2 ** ln, r: Number(scryptHash[2]), p: Number(scryptHash[3]) };
    // A hash claiming absurd parameters is corrupt (or planted), not worth 2^30 of work.
    if (ln < 1 || ln > 20 || used.r < 1 || used.p < 1 || used.p > 16) return NO;
    const expected = Buffer.from(scryptHash[5], 'base64');
    if (expected.length !== KEY_BYTES) return NO;
    const key = await scrypt(password, Buffer.from(scryptHash[4], 'base64'), used);
    if (!crypto.timingSafeEqual(key, expected)) return NO;
    return { ok: true, rehash: used.N !== cost.N || used.r !== cost.r || used.p !== cost.p };
  }
  if (BCRYPT_HASH.test(stored)) {
    // Do the work either way, so a long password costs what a short one does.
    const matches = await legacyBcrypt.compare(password, stored);
    if (!matches || Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) return NO;
    return { ok: true, rehash: true };
  }
  return NO;
}

/**
 * One worker thread running bcryptjs for the legacy hashes, started on first use and never holding
 * the process open. Requests queue inside it (one bcrypt check at a time: legacy checks never take
 * more than one core); how many may wait is bounded by the login concurrency caps.
 */
class LegacyBcryptWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(ok: boolean): void; reject(error: Error): void }>();

  compare(password: string, hash: string): Promise<boolean> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, hash });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const bcrypt = require(workerData.bcryptjs);
       parentPort.on('message', ({ id, password, hash }) => {
         let ok = false;
         try { ok = bcrypt.compareSync(password, hash); } catch { ok = false; }
         parentPort.postMessage({ id, ok });
       });`,
      { eval: true, workerData: { bcryptjs: require.resolve('bcryptjs') } },
    );
    worker.on('message', ({ id, ok }: { id: number; ok: boolean }) => {
      this.pending.get(id)?.resolve(ok);
      this.pending.delete(id);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The password worker stopped (exit code ${code}).`)));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    this.worker = worker;
    return worker;
  }
}

const legacyBcrypt = new LegacyBcryptWorker();

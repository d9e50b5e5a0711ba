// Password hashes. New ones are scrypt, stored as `$scrypt$ln=15,r=8,p=3$<salt>$<key>` so the
// parameters travel with each hash. Hashes of earlier releases are bcrypt: they still verify, and a
// good login re-hashes them with scrypt. bcrypt reads only the first 72 bytes of a password, so a
// longer password never matches a bcrypt hash: it cannot prove more than its first 72 bytes.
//
// Every hash and check runs in a password worker thread at a lower CPU priority (decision 0082):
// a check is ~0.4 s of CPU, and a login flood that keeps the password-check slots full would
// otherwise take a core from the visitors. The worker's thread has its own nice value on Linux
// (the nice value is per thread there), so the event loop and the visitors' requests go first and
// the checks use what they leave; on an idle machine a check costs what it did.
import crypto from 'node:crypto';
import os from 'node:os';
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
  return passwordWorkers.run({ kind: 'scrypt', password: password.normalize('NFC'), salt, keyBytes: KEY_BYTES, cost });
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
    const matches = await passwordWorkers.run({ kind: 'bcrypt', password, hash: stored });
    if (!matches || Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) return NO;
    return { ok: true, rehash: true };
  }
  return NO;
}

type Job =
  | { kind: 'scrypt'; password: string; salt: Buffer; keyBytes: number; cost: ScryptCost }
  | { kind: 'bcrypt'; password: string; hash: string };
type Answer<J extends Job> = J extends { kind: 'scrypt' } ? Buffer : boolean;

/** The nice value of the password workers' threads: below the event loop's 0, not starved. */
const WORKER_NICE = 10;

// Runs in the worker: scrypt and bcrypt synchronously on the worker's own thread, so the lowered
// priority applies to the work (crypto.scrypt would run it in libuv's pool, at the process's).
const WORKER_SOURCE = `
  const crypto = require('node:crypto');
  const os = require('node:os');
  const { parentPort, workerData } = require('node:worker_threads');
  try { os.setPriority(0, workerData.nice); } catch {}
  let bcrypt = null;
  parentPort.on('message', ({ id, job }) => {
    try {
      if (job.kind === 'scrypt') {
        const { N, r, p } = job.cost;
        const key = crypto.scryptSync(job.password, Buffer.from(job.salt), job.keyBytes, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
        parentPort.postMessage({ id, ok: true, value: key });
      } else {
        bcrypt ??= require(workerData.bcryptjs);
        let matches = false;
        try { matches = bcrypt.compareSync(job.password, job.hash); } catch { matches = false; }
        parentPort.postMessage({ id, ok: true, value: matches });
      }
    } catch (error) {
      parentPort.postMessage({ id, ok: false, message: String(error && error.message || error) });
    }
  });`;

/**
 * Password workers: half the cores, at least one (also the default number of password checks at
 * once, security/rate-limits.ts). A check is ~0.4 s of scrypt CPU; with one per core the checks of
 * a login flood took every core, and the visitors' requests (and the database) waited behind them.
 */
export const PASSWORD_WORKERS = Math.max(1, Math.floor(os.availableParallelism() / 2));

/**
 * The password worker threads, started on first use and never holding the process open. A job
 * goes to an idle worker, or queues; how many may wait is bounded by the password-check caps.
 */
class PasswordWorkers {
  private readonly idle: Worker[] = [];
  private started = 0;
  private nextId = 1;
  private readonly queue: { id: number; job: Job }[] = [];
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void; worker?: Worker }>();

  constructor(private readonly size: number) {}

  run<J extends Job>(job: J): Promise<Answer<J>> {
    const id = this.nextId++;
    return new Promise<Answer<J>>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.queue.push({ id, job });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.start() : null);
      if (!worker) return;
      const next = this.queue.shift()!;
      const waiting = this.pending.get(next.id);
      if (waiting) waiting.worker = worker;
      worker.ref();
      worker.postMessage({ id: next.id, job: next.job });
    }
  }

  private start(): Worker {
    this.started += 1;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: WORKER_NICE, bcryptjs: require.resolve('bcryptjs') } });
    worker.on('message', ({ id, ok, value, message }: { id: number; ok: boolean; value?: Uint8Array | boolean; message?: string }) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (ok) waiting?.resolve(value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);
      else waiting?.reject(new Error(message ?? 'The password check failed.'));
      // Idle: it must not keep the process alive.
      worker.unref();
      this.idle.push(worker);
      this.dispatch();
    });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      this.started -= 1;
      const at = this.idle.indexOf(worker);
      if (at !== -1) this.idle.splice(at, 1);
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        this.pending.delete(id);
        waiting.reject(error);
      }
      this.dispatch();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The password worker stopped (exit code ${code}).`)));
    return worker;
  }
}

const passwordWorkers = new PasswordWorkers(PASSWORD_WORKERS);

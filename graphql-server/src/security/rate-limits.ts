// Brute-force and spam limits (OWASP authentication guidance), kept where every server instance
// sees them: in PostgreSQL by default (the table of migration 1763950000000), in Redis when
// REDIS_URL is set. rate-limiter-flexible does the counting; this file holds the rules.
//
// - Login, per account + address (as Ghost does): LOGIN_MAX_FAILURES failures within
//   LOGIN_LOCK_SECONDS lock that account for that address for LOGIN_LOCK_SECONDS. An attacker's
//   guesses lock the attacker out, not the owner signing in from elsewhere. The account is the
//   normalised username (not the path or the transport), so GraphQL and REST, and 'Admin' /
//   ' admin', count together.
// - Login, per account: LOGIN_ACCOUNT_MAX_FAILURES failures within an hour, from any addresses,
//   lock the account for an hour: the ceiling against guessing spread over many addresses.
// - Login, per address: LOGIN_IP_MAX_FAILURES failures within an hour lock the address for an hour.
// - Every login attempt reserves its point in all three BEFORE the password is checked (an atomic
//   increment in the store), so parallel attempts cannot slip past a lock; a good password gives
//   the points back (and clears the pair's count), an attempt refused while locked is not counted.
// - Two-factor codes (decision 0020) count exactly like passwords, in counters of their own
//   (code_pair, code_account, code_ip): a good password must not clear a count of wrong codes.
// - "Forgot password?", per address (PASSWORD_RESET_MAX_PER_ADDRESS an hour, then 429) and per
//   e-mail address (PASSWORD_RESET_MAX_PER_EMAIL an hour, then no further e-mail, same answer).
// - Leads, per address: LEAD_RATE_LIMIT submissions (both forms, both transports) per
//   LEAD_RATE_WINDOW_SECONDS.
// - Keys never hold an account or an e-mail address in clear (decision 0056): usernames and
//   addresses are keyed by an HMAC with a server secret, in every store (Redis, PostgreSQL, memory).
// - Integrator API tokens, per token: API_TOKEN_RATE_LIMIT requests (GraphQL and REST together)
//   per API_TOKEN_RATE_WINDOW_SECONDS (issue 35, decision 0060), reported as the "token" policy.
import type { Redis } from 'ioredis';
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { PASSWORD_WORKERS } from '../auth/passwords';
import { pgPoolOf } from '../db/pg-internals';
import { DomainError } from '../shared/errors';
import { systemClock, type Clock } from '../shared/clock';
import { reportRateLimit } from './rate-limit-headers';

export const RATE_LIMIT_TABLE = 'rate_limits';

export interface RateLimitSettings {
  /** Failures per account + address pair before that pair is locked. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  loginLockSeconds: number;
  /** Failures per account, from any address, within an hour. */
  loginAccountMaxFailures: number;
  /**
   * Wrong second-factor codes per account, from any address, within an hour: lower than the
   * password's ceiling, as a code is six digits and the password was already right.
   */
  codeAccountMaxFailures: number;
  loginIpMaxFailures: number;
  /** Password checks (logins, registrations) running at once in one process, per address and in total. */
  loginConcurrentPerAddress: number;
  loginConcurrentTotal: number;
  leadRateLimit: number;
  leadRateWindowSeconds: number;
  /** "Forgot password?" requests per client address per hour (beyond: 429). */
  resetMaxPerAddress: number;
  /** Reset e-mails per e-mail address per hour (beyond: the same answer, no e-mail). */
  resetMaxPerEmail: number;
  /** Requests per API token per window (beyond: 429 with Retry-After). */
  tokenRequestLimit: number;
  tokenRequestWindowSeconds: number;
}

/**
 * Password checks at once in a process, all addresses together, by default: one per password
 * worker (half the cores, at least one; auth/passwords.ts), so an admitted check does not queue.
 */
const DEFAULT_LOGIN_CONCURRENT_TOTAL = PASSWORD_WORKERS;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginMaxFailures: 5,
  loginWindowSeconds: 15 * 60,
  loginLockSeconds: 15 * 60,
  loginAccountMaxFailures: 100,
  codeAccountMaxFailures: 10,
  loginIpMaxFailures: 50,
  loginConcurrentPerAddress: 2,
  loginConcurrentTotal: DEFAULT_LOGIN_CONCURRENT_TOTAL,
  leadRateLimit: 20,
  leadRateWindowSeconds: 10 * 60,
  resetMaxPerAddress: 10,
  resetMaxPerEmail: 3,
  tokenRequestLimit: 300,
  tokenRequestWindowSeconds: 60,
};

const HOUR = 3600;
/** How long a used pending sign-in is remembered: longer than its 5-minute life. */
const PENDING_USE_SECONDS = 10 * 60;

export type RateLimitStore =
  /** `leadDataSource`: the lead submissions' own pool (decision 0057), for their counter. */
  | { kind: 'postgres'; dataSource: DataSource; leadDataSource?: DataSource }
  /** `prefix` namespaces the keys (several sites, or test runs, on one Redis). */
  | { kind: 'redis'; client: Redis; prefix?: string }
  | { kind: 'memory' };

/** The error a refused request gets; transports answer 429 with a Retry-After of `retryAfterSeconds`. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

/** What a username is counted as: 'Admin', ' admin ' and 'ＡＤＭＩＮ' are one account. */
function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

/** One reserved login attempt: say how it ended. */
export interface LoginAttempt {
  /** The password was wrong: the reservation stays a failure; the one reaching a limit locks. */
  failed(): Promise<void>;
  /** The password was right: the pair's count is cleared, the other reservations given back. */
  succeeded(): Promise<void>;
  /** The check could not run (an error): every reservation is given back. */
  cancel(): Promise<void>;
}

/** What an attempt proves: a password, or a second-factor code (counted apart, limited alike). */
export type LoginSecret = 'password' | 'code';

interface LoginCounters {
  pair: RateLimiterAbstract;
  account: RateLimiterAbstract;
  ip: RateLimiterAbstract;
}

/** Locks this process has seen set (or refused with), kept in memory: see `refuseIfKnownLocked`. */
const KNOWN_LOCKS_MAX = 50_000;

export class RateLimits {
  /**
   * Limiter key → when its lock ends (ms since the epoch). A lock lasts its full length once set
   * and nothing but its expiry lifts it (a good password is never checked while locked), so a
   * lock seen once may be answered from memory until it ends: a flood from a locked address costs
   * no database work and no password-check slot.
   */
  private readonly knownLocks = new LRUCache<string, number>({ max: KNOWN_LOCKS_MAX, ttlAutopurge: false });
  private readonly login: Record<LoginSecret, LoginCounters>;
  private readonly leads: RateLimiterAbstract;
  private readonly resetIp: RateLimiterAbstract;
  private readonly resetEmail: RateLimiterAbstract;
  private readonly tokenRequests: RateLimiterAbstract;
  private readonly pendingUses: RateLimiterAbstract;
  private readonly identityKey: Buffer;

  /** `keySecret` keys the HMAC of usernames and e-mail addresses in the store's keys (the JWT secret). */
  constructor(
    store: RateLimitStore,
    private readonly settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
    keySecret: string = crypto.randomBytes(32).toString('hex'),
    /** When a remembered lock ends (tests move it; the store keeps its own time). */
    private readonly clock: Clock = systemClock,
  ) {
    this.identityKey = identityKeyOf(keySecret);
    const namespace = store.kind === 'redis' ? `${store.prefix ?? 'finops'}:` : '';
    const make = (name: string, points: number, duration: number, insured = true, pool?: DataSource) => {
      const options = { keyPrefix: `${namespace}${name}`, points, duration };
      // If the store fails (Redis restarting), count in this process meanwhile rather than refuse
      // everyone or let everyone through. Not for logins over PostgreSQL: a login needs that
      // database anyway, and a separate in-memory count (after a slow connection, say) would let
      // a burst run more password checks than the lock allows.
      const insuranceLimiter = new RateLimiterMemory(options);
      if (store.kind === 'redis') return new RateLimiterRedis({ ...options, storeClient: store.client, insuranceLimiter });
      if (store.kind === 'postgres') {
        return new RateLimiterPostgres({
          ...options,
          storeClient: unnamedStatements(pool ?? store.dataSource),
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false,
          ...(insured ? { insuranceLimiter } : {}),
        });
      }
      return insuranceLimiter;
    };
    const counters = (prefix: string): LoginCounters => ({
      pair: make(`${prefix}_pair`, settings.loginMaxFailures, settings.loginWindowSeconds, false),
      account: make(`${prefix}_account`, this.accountMax(prefix === 'login' ? 'password' : 'code'), HOUR, false),
      ip: make(`${prefix}_ip`, settings.loginIpMaxFailures, HOUR, false),
    });
    this.login = { password: counters('login'), code: counters('code') };
    this.leads = make(
      'lead_ip',
      settings.leadRateLimit,
      settings.leadRateWindowSeconds,
      true,
      store.kind === 'postgres' ? store.leadDataSource : undefined,
    );
    this.resetIp = make('reset_ip', settings.resetMaxPerAddress, HOUR);
    this.resetEmail = make('reset_email', settings.resetMaxPerEmail, HOUR);
    this.tokenRequests = make('token', settings.tokenRequestLimit, settings.tokenRequestWindowSeconds);
    // A pending sign-in's nonce, once it has given a session: 1 point, kept past the token's 5 minutes.
    this.pendingUses = make('pending_used', 1, PENDING_USE_SECONDS, false);
  }

  private accountMax(secret: LoginSecret): number {
    return secret === 'password' ? this.settings.loginAccountMaxFailures : this.settings.codeAccountMaxFailures;
  }

  /**
   * What a username or an e-mail address is keyed by in the store: an HMAC-SHA256 with a key
   * derived from the server secret, so a store's dump (Redis keys, the rate_limits table) names no
   * account, and nobody without the secret can test a guess against it.
   */
  private identity(value: string): string {
    return keyedIdentity(this.identityKey, value);
  }

  /**
   * Claims a pending sign-in (by its nonce) for the one session it may give, atomically in the
   * shared store: false when it was already claimed. `release` gives it back (a wrong code).
   */
  async claimPendingSignIn(nonce: string): Promise<{ claimed: boolean; release: () => Promise<void> }> {
    const res = await consumeOnce(this.pendingUses, nonce);
    const claimed = res.consumedPoints <= 1;
    return { claimed, release: async () => void (claimed ? await this.pendingUses.delete(nonce) : undefined) };
  }

  /**
   * Refuses at once (429, the same message and Retry-After the store would give) when this
   * process already knows the pair, the account or the address is locked. Synchronous, no
   * database: called before the password-check gate and before any reservation.
   */
  refuseIfKnownLocked(ip: string, username: string): void {
    const account = this.identity(normalizeUsername(username));
    const refusal =
      this.knownLock(`login_pair|${pairKey(account, ip)}`, false) ??
      this.knownLock(`login_account|${account}`, false) ??
      this.knownAddressLock(ip);
    if (refusal) throw new TooManyRequestsError(refusal.message, refusal.retryAfterSeconds);
  }

  /** The refusal for an address this process knows is locked (it needs no username), or null. */
  knownAddressLock(ip: string): Refusal | null {
    return this.knownLock(`login_ip|${ip}`, true);
  }

  private knownLock(key: string, byAddress: boolean): Refusal | null {
    const until = this.knownLocks.get(key);
    if (until === undefined) return null;
    const left = until - this.clock.now();
    if (left > 0) return loginLockedRefusal(byAddress, left);
    this.knownLocks.delete(key);
    return null;
  }

  private rememberLock(name: string, key: string, msLeft: number): void {
    if (msLeft <= 0) return;
    this.knownLocks.set(`${name}|${key}`, this.clock.now() + msLeft, { ttl: msLeft });
  }

  /**
   * Reserves one password (or, with `secret` 'code', one second-factor code) check for `username`
   * from `ip`, atomically, before it is looked at: refused with 429 while the pair, the account or
   * the address is locked.
   */
  async reserveLoginAttempt(ip: string, username: string, secret: LoginSecret = 'password'): Promise<LoginAttempt> {
    const account = this.identity(normalizeUsername(username));
    const accountMax = this.accountMax(secret);
    const set = this.login[secret];
    const prefix = secret === 'password' ? 'login' : 'code';
    const counters = [
      {
        name: `${prefix}_pair`,
        limiter: set.pair,
        key: pairKey(account, ip),
        max: this.settings.loginMaxFailures,
        lock: this.settings.loginLockSeconds,
      },
      { name: `${prefix}_account`, limiter: set.account, key: account, max: accountMax, lock: HOUR },
      { name: `${prefix}_ip`, limiter: set.ip, key: ip, max: this.settings.loginIpMaxFailures, lock: HOUR },
    ];
    const settled = await Promise.allSettled(counters.map(({ limiter, key }) => consumeOnce(limiter, key)));
    const failure = settled.find((outcome) => outcome.status === 'rejected');
    if (failure) {
      // The store failed (the database is away): give back what was taken, and fail the request.
      await Promise.all(
        counters.map(({ limiter, key }, i) =>
          settled[i].status === 'fulfilled' ? limiter.reward(key, 1).catch(() => undefined) : undefined,
        ),
      );
      throw (failure as PromiseRejectedResult).reason;
    }
    const results = settled.map((outcome) => (outcome as PromiseFulfilledResult<RateLimiterRes>).value);
    // The pair's and the address's counts are the caller's own; the account's (every address's
    // failures) is not shown to whoever asks.
    this.report(prefix, results[0], this.settings.loginMaxFailures, this.settings.loginWindowSeconds);
    this.report(`${prefix}_address`, results[2], this.settings.loginIpMaxFailures, HOUR);
    const refusedAt = results.findIndex((res, i) => res.consumedPoints > counters[i].max);
    if (refusedAt >= 0) {
      // Not a password check: give back what this attempt took where it was still under the limit
      // (never where it was over, so a lock set meanwhile is not undone).
      await Promise.all(
        counters.map(({ limiter, key, max }, i) => (results[i].consumedPoints <= max ? limiter.reward(key, 1) : undefined)),
      );
      counters.forEach(({ name, key, max }, i) => {
        if (results[i].consumedPoints > max) this.rememberLock(name, key, results[i].msBeforeNext);
      });
      throw loginLockedError(refusedAt === 2, results[refusedAt].msBeforeNext);
    }
    const giveBack = (from: number) => Promise.all(counters.slice(from).map(({ limiter, key }) => limiter.reward(key, 1)));
    return {
      failed: async () => {
        // The failure that reaches a limit starts the lock, which lasts its full length from now.
        await Promise.all(
          counters.map(async ({ name, limiter, key, max, lock }, i) => {
            if (results[i].consumedPoints < max) return;
            await limiter.block(key, lock);
            this.rememberLock(name, key, lock * 1000);
          }),
        );
      },
      succeeded: async () => {
        await Promise.all([set.pair.delete(counters[0].key), giveBack(1)]);
      },
      cancel: async () => {
        await giveBack(0);
      },
    };
  }

  /** Adds a count just taken to the answer's RateLimit headers (rate-limit-headers.ts). */
  private report(policy: string, res: RateLimiterRes, quota: number, windowSeconds: number): void {
    reportRateLimit({ policy, quota, windowSeconds, remaining: quota - res.consumedPoints, resetSeconds: res.msBeforeNext / 1000 });
  }

  /** Counts a lead submission from an address; over the limit it is refused. */
  async consumeLead(ip: string): Promise<void> {
    const { leadRateLimit, leadRateWindowSeconds } = this.settings;
    try {
      this.report('lead', await this.leads.consume(ip), leadRateLimit, leadRateWindowSeconds);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      this.report('lead', rejection, leadRateLimit, leadRateWindowSeconds);
      const wait = Math.ceil(rejection.msBeforeNext / 1000);
      throw new TooManyRequestsError(`Too many submissions from your network. Please try again in ${minutes(wait)}.`, wait);
    }
  }

  /** Counts a request made with an API token (by its id); over the limit it is refused. */
  async consumeTokenRequest(tokenId: string): Promise<void> {
    const { tokenRequestLimit, tokenRequestWindowSeconds } = this.settings;
    try {
      this.report('token', await this.tokenRequests.consume(tokenId), tokenRequestLimit, tokenRequestWindowSeconds);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      this.report('token', rejection, tokenRequestLimit, tokenRequestWindowSeconds);
      const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new TooManyRequestsError(
        `Too many requests with this API token: at most ${tokenRequestLimit} per ${tokenRequestWindowSeconds} seconds. Please try again in ${wait} second${wait === 1 ? '' : 's'}.`,
        wait,
      );
    }
  }

  /**
   * Counts a "Forgot password?" request from an address: over the limit it is refused (429,
   * whatever the address asked for, so the answer says nothing about accounts).
   */
  async consumePasswordResetRequest(ip: string): Promise<void> {
    try {
      this.report('password_reset', await this.resetIp.consume(ip), this.settings.resetMaxPerAddress, HOUR);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      this.report('password_reset', rejection, this.settings.resetMaxPerAddress, HOUR);
      const wait = Math.ceil(rejection.msBeforeNext / 1000);
      throw new TooManyRequestsError(`Too many password reset requests from your network. Please try again in ${minutes(wait)}.`, wait);
    }
  }

  /** Counts a reset e-mail to `email`: whether it may still be sent one this hour (beyond, nothing is sent). */
  async mayMailPasswordReset(email: string): Promise<boolean> {
    return (await consumeOnce(this.resetEmail, this.identity(email))).consumedPoints <= this.settings.resetMaxPerEmail;
  }
}

/**
 * The database's pg pool, minus the names the limiter gives its prepared statements: the
 * embedded database is one server session that outlives the pool's connections, where a name
 * prepared by an earlier connection (or for a table since re-created) makes the statement fail —
 * and the limiter would then count in memory only.
 */
function unnamedStatements(dataSource: DataSource) {
  const pool = pgPoolOf(dataSource)!;
  return { query: ({ text, values }: { text: string; values?: unknown[] }) => pool.query({ text, values }) };
}

/** A 429's message and Retry-After, without an Error (whose stack costs more than the answer). */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

function loginLockedRefusal(byAddress: boolean, msLeft: number): Refusal {
  const wait = Math.max(1, Math.ceil(msLeft / 1000));
  return {
    message: byAddress
      ? `Too many failed login attempts from your network. Please try again in ${minutes(wait)}.`
      : `Too many failed login attempts for this account. Please try again in ${minutes(wait)}.`,
    retryAfterSeconds: wait,
  };
}

function loginLockedError(byAddress: boolean, msLeft: number): TooManyRequestsError {
  const { message, retryAfterSeconds } = loginLockedRefusal(byAddress, msLeft);
  return new TooManyRequestsError(message, retryAfterSeconds);
}

function identityKeyOf(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'finops-rate-limit-keys', 'identity', 32));
}

function keyedIdentity(key: Buffer, value: string): string {
  return crypto.createHmac('sha256', key).update(value).digest('base64url').slice(0, 32);
}

/** How a username (normalised) or an e-mail address appears in the store's keys under `secret` (tests, operators). */
export function rateLimitIdentity(secret: string, value: string): string {
  return keyedIdentity(identityKeyOf(secret), value);
}

/** The key of an account + address pair: the address first (it never holds '|'), so no two pairs share a key. */
function pairKey(account: string, ip: string): string {
  return `${ip}|${account}`;
}

/** consume() that answers the state either way (it rejects with the state once over the limit). */
async function consumeOnce(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return rejection;
    throw rejection;
  }
}

export interface WorkBudgetSettings {
  /** Work units (about a millisecond of server time each) an address may spend at once. */
  burstUnits: number;
  /** Units given back per second: the share of a core an address may use for long. */
  refillUnitsPerSecond: number;
}

/**
 * An anonymous address may burst 3 s of server work (a visitor reading a dozen uncached pages in a
 * row) and then keep using a quarter of a core; a flood of distinct renders or searches from one
 * address runs out within a second or two and is answered 429 until its budget refills.
 */
export const DEFAULT_WORK_BUDGET: WorkBudgetSettings = { burstUnits: 3000, refillUnitsPerSecond: 250 };

/** Addresses whose balance is kept; an address forgotten (least recently seen) starts full again. */
const WORK_BUDGET_ADDRESSES = 20_000;

const WORK_BUDGET_MESSAGE = 'Too many requests from your network. Please try again shortly.';

/**
 * Anonymous work counted per client address in work units rather than requests (issue 33): a
 * server render costs the milliseconds it took, a GraphQL operation the rows it asks for
 * (query-budget.ts), a cached answer nothing. A token bucket per address, kept in this process
 * (the work it protects is this process's CPU): `refusal` before the work, `charge` after it; the
 * balance may go below zero by the last piece of work, which is then paid back before the next.
 * `now` is injectable (tests own the clock).
 */
export class WorkBudget {
  private readonly balances = new LRUCache<string, { units: number; at: number }>({ max: WORK_BUDGET_ADDRESSES });

  constructor(
    private readonly settings: WorkBudgetSettings = DEFAULT_WORK_BUDGET,
    readonly now: () => number = () => performance.now(),
  ) {}

  /** The 429 for `address` while its balance is spent, or null. */
  refusal(address: string): Refusal | null {
    const units = this.balance(address).units;
    if (units > 0) return null;
    return { message: WORK_BUDGET_MESSAGE, retryAfterSeconds: Math.max(1, Math.ceil((1 - units) / this.settings.refillUnitsPerSecond)) };
  }

  /** Takes `units` of work done for `address`. */
  charge(address: string, units: number): void {
    if (!(units > 0)) return;
    const balance = this.balance(address);
    balance.units -= units;
    this.balances.set(address, balance);
  }

  private balance(address: string): { units: number; at: number } {
    const now = this.now();
    const known = this.balances.get(address);
    const { burstUnits, refillUnitsPerSecond } = this.settings;
    const balance = known
      ? { units: Math.min(burstUnits, known.units + ((now - known.at) / 1000) * refillUnitsPerSecond), at: now }
      : { units: burstUnits, at: now };
    this.balances.set(address, balance);
    return balance;
  }
}

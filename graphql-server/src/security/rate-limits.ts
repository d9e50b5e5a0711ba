// Brute-force and spam limits (OWASP authentication guidance), kept where every server instance
// sees them: in PostgreSQL by default (the table of migration 1763950000000), in Redis when
// REDIS_URL is set. rate-limiter-flexible does the counting; this file holds the rules.
//
// - Login, per account: LOGIN_MAX_FAILURES failures within LOGIN_WINDOW_SECONDS lock the account
//   for LOGIN_LOCK_SECONDS, whatever the address. Keyed on the normalised username only (not on
//   the path or the transport), so GraphQL and REST, and 'Admin' / ' admin', count together.
// - Login, per address: LOGIN_IP_MAX_FAILURES failures within an hour lock the address for an hour.
// - Leads, per address: LEAD_RATE_LIMIT submissions (both forms, both transports) per
//   LEAD_RATE_WINDOW_SECONDS.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { DomainError } from '../shared/errors';

export const RATE_LIMIT_TABLE = 'rate_limits';

export interface RateLimitSettings {
  loginMaxFailures: number;
  loginWindowSeconds: number;
  loginLockSeconds: number;
  loginIpMaxFailures: number;
  leadRateLimit: number;
  leadRateWindowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginMaxFailures: 5,
  loginWindowSeconds: 15 * 60,
  loginLockSeconds: 15 * 60,
  loginIpMaxFailures: 50,
  leadRateLimit: 20,
  leadRateWindowSeconds: 10 * 60,
};

const HOUR = 3600;

export type RateLimitStore =
  | { kind: 'postgres'; dataSource: DataSource }
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
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

export class RateLimits {
  private readonly loginAccount: RateLimiterAbstract;
  private readonly loginIp: RateLimiterAbstract;
  private readonly leads: RateLimiterAbstract;

  constructor(
    store: RateLimitStore,
    private readonly settings: RateLimitSettings = DEFAULT_RATE_LIMITS,
  ) {
    const namespace = store.kind === 'redis' ? `${store.prefix ?? 'finops'}:` : '';
    const make = (name: string, points: number, duration: number) => {
      const options = { keyPrefix: `${namespace}${name}`, points, duration };
      // If the store fails (Redis restarting), count in this process meanwhile rather than refuse
      // everyone or let everyone through.
      const insuranceLimiter = new RateLimiterMemory(options);
      if (store.kind === 'redis') return new RateLimiterRedis({ ...options, storeClient: store.client, insuranceLimiter });
      if (store.kind === 'postgres') {
        return new RateLimiterPostgres({
          ...options,
          storeClient: unnamedStatements(store.dataSource),
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false,
          insuranceLimiter,
        });
      }
      return insuranceLimiter;
    };
    this.loginAccount = make('login_account', settings.loginMaxFailures, settings.loginWindowSeconds);
    this.loginIp = make('login_ip', settings.loginIpMaxFailures, HOUR);
    this.leads = make('lead_ip', settings.leadRateLimit, settings.leadRateWindowSeconds);
  }

  /** Refuses a login attempt while the account or the address is locked. */
  async assertLoginAllowed(ip: string, username: string): Promise<void> {
    const [account, address] = await Promise.all([this.loginAccount.get(normalizeUsername(username)), this.loginIp.get(ip)]);
    if (account && account.consumedPoints >= this.settings.loginMaxFailures) {
      const wait = Math.ceil(account.msBeforeNext / 1000);
      throw new TooManyRequestsError(`Too many failed login attempts for this account. Please try again in ${minutes(wait)}.`, wait);
    }
    if (address && address.consumedPoints >= this.settings.loginIpMaxFailures) {
      const wait = Math.ceil(address.msBeforeNext / 1000);
      throw new TooManyRequestsError(`Too many failed login attempts from your network. Please try again in ${minutes(wait)}.`, wait);
    }
  }

  /** Counts a failed login; the failure that reaches the limit locks the account (or address). */
  async loginFailed(ip: string, username: string): Promise<void> {
    const account = normalizeUsername(username);
    const [accountRes, ipRes] = await Promise.all([consumeOnce(this.loginAccount, account), consumeOnce(this.loginIp, ip)]);
    if (accountRes.consumedPoints >= this.settings.loginMaxFailures) await this.loginAccount.block(account, this.settings.loginLockSeconds);
    if (ipRes.consumedPoints >= this.settings.loginIpMaxFailures) await this.loginIp.block(ip, HOUR);
  }

  /** A good password clears the account's failures (the address keeps its count). */
  async loginSucceeded(username: string): Promise<void> {
    await this.loginAccount.delete(normalizeUsername(username));
  }

  /** Counts a lead submission from an address; over the limit it is refused. */
  async consumeLead(ip: string): Promise<void> {
    try {
      await this.leads.consume(ip);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const wait = Math.ceil(rejection.msBeforeNext / 1000);
      throw new TooManyRequestsError(`Too many submissions from your network. Please try again in ${minutes(wait)}.`, wait);
    }
  }
}

/**
 * The database's pg pool, minus the names the limiter gives its prepared statements: the
 * embedded database is one server session that outlives the pool's connections, where a name
 * prepared by an earlier connection (or for a table since re-created) makes the statement fail —
 * and the limiter would then count in memory only.
 */
function unnamedStatements(dataSource: DataSource) {
  const pool = (dataSource.driver as unknown as { master: { query(q: { text: string; values?: unknown[] }): Promise<unknown> } }).master;
  return { query: ({ text, values }: { text: string; values?: unknown[] }) => pool.query({ text, values }) };
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

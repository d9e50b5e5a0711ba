// Environment is parsed and checked here once; nothing else reads process.env.
// A bad value stops start-up with one line naming the variable (see formatConfigError).
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './modules/media/s3-media-storage';
import { parseCorsOrigins } from './security/cors';
import { parseTrustProxy, type LogClientAddress, type TrustProxy } from './security/client-address';
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from './security/graphql-limits';
import { DEFAULT_RATE_LIMITS, DEFAULT_WORK_BUDGET, type RateLimitSettings, type WorkBudgetSettings } from './security/rate-limits';
import { DEFAULT_WORK_GATE, type WorkGateSettings } from './security/work-gate';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './http/server-limits';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** 'Name <address@domain>' or 'address@domain': one mailbox, as nodemailer accepts it. */
const MAILBOX = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>,]+@[^\s@<>,]+)$/;
const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+$/;

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // `npm start` on a developer's machine: production build and rendering, but plain
    // http://localhost (cookies not Secure, no HSTS) and a generated JWT secret (README).
    LOCAL_MODE: booleanFlag,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).optional(),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_EXPIRES_IN_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 3600)
      .default(8 * 3600),
    ALLOW_ADMIN_REGISTRATION: booleanFlag,
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).optional(),
    DELIVERY_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(90),
    TOMBSTONE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(90),
    ANALYTICS: z.enum(['on', 'off']).default('on'),
    ANALYTICS_RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    SYNC_SETTLE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
    /** Images with more pixels are refused from their header, before decoding (decision 0055). */
    MEDIA_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(100_000_000).default(24_000_000),
    /** How long one upload's image decoding and encoding may take before its process is killed. */
    MEDIA_WORK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
    SSR_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
    SITE_NAME: z.string().min(2).max(100).default('FinOps Consulting'),
    SITE_URL: z.url().optional(),
    GRAPHQL_INTROSPECTION: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value !== 'false'),
    LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.loginMaxFailures),
    LOGIN_LOCK_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.loginLockSeconds),
    LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.loginIpMaxFailures),
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.loginAccountMaxFailures),
    TWO_FACTOR_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.codeAccountMaxFailures),
    LOGIN_CONCURRENT_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(DEFAULT_RATE_LIMITS.loginConcurrentPerAddress),
    LOGIN_CONCURRENT_TOTAL: z.coerce.number().int().min(1).max(1000).default(DEFAULT_RATE_LIMITS.loginConcurrentTotal),
    LOGIN_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    WORK_BUDGET_BURST_UNITS: z.coerce.number().int().min(1).default(DEFAULT_WORK_BUDGET.burstUnits),
    WORK_BUDGET_UNITS_PER_SECOND: z.coerce.number().int().min(1).default(DEFAULT_WORK_BUDGET.refillUnitsPerSecond),
    ANONYMOUS_WORK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(DEFAULT_WORK_GATE.concurrency),
    ANONYMOUS_WORK_QUEUE: z.coerce.number().int().min(0).max(10_000).default(DEFAULT_WORK_GATE.queue),
    ANONYMOUS_WORK_SHARE_PERCENT: z.coerce
      .number()
      .min(1)
      .max(100_000)
      .default(DEFAULT_WORK_GATE.msPerSecond / 10),
    ANONYMOUS_WORK_BURST_MS: z.coerce.number().int().min(1).default(DEFAULT_WORK_GATE.burstMs),
    ANONYMOUS_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_SERVER_LIMITS.headersTimeoutMs),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(DEFAULT_SERVER_LIMITS.requestTimeoutMs),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
    PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.resetMaxPerAddress),
    PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.resetMaxPerEmail),
    TOTP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.leadRateLimit),
    LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.leadRateWindowSeconds),
    API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.tokenRequestLimit),
    API_TOKEN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(DEFAULT_RATE_LIMITS.tokenRequestWindowSeconds),
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(DEFAULT_GRAPHQL_LIMITS.maxDepth),
    GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(DEFAULT_GRAPHQL_LIMITS.maxCost),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().trim().regex(MAILBOX, "must be an address or 'Name <address>'").optional(),
    SALES_INBOX: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine((list) => list.length > 0 && list.every((address) => ADDRESS.test(address)), 'must be one or more comma-separated addresses')
      .optional(),
    DELIVERY_WORKER: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .optional()
      .transform((value) => value === undefined || value === 'true' || value === '1' || value === 'yes'),
    DELIVERY_POLL_INTERVAL_MS: z.coerce.number().int().min(20).max(60_000).default(1000),
    DELIVERY_BACKOFF_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    DELIVERY_EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    DELIVERY_WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    WEBHOOK_ALLOW_PRIVATE: booleanFlag,
    CONFIRMATIONS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(1000).default(3),
    TRUST_PROXY: z
      .string()
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
    CORS_ORIGINS: z
      .string()
      .transform((value, ctx) => {
        try {
          return parseCorsOrigins(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
    LOG_CLIENT_ADDRESS: z.enum(['full', 'truncated', 'off']).default('full'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
      .optional(),
    S3_REGION: z.string().min(1).max(50).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag,
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.LOCAL_MODE && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production (unless LOCAL_MODE=true)' });
    }
    // Real mail needs a real sender and a real inbox; the outbox folder can do with defaults.
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    }
    // A claimed webhook job must finish (or time out) before its lease lets another worker take it.
    if (env.WEBHOOK_TIMEOUT_MS + 5000 > env.DELIVERY_LEASE_SECONDS * 1000) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_TIMEOUT_MS'],
        message: 'must be at least 5 seconds shorter than DELIVERY_LEASE_SECONDS',
      });
    }
    // Half an S3 setup would silently keep files on this instance's disk.
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT or S3 credentials are set' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'and S3_ACCESS_KEY_ID must be set together' });
    }
    if (env.SMTP_URL && !env.SALES_INBOX) {
      ctx.addIssue({ code: 'custom', path: ['SALES_INBOX'], message: 'is required when SMTP_URL is set' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** LOCAL_MODE: a machine of one's own on plain http; a generated JWT secret is accepted. */
  localMode: boolean;
  /** Cookies Secure, HSTS, upgrade-insecure-requests: production unless LOCAL_MODE. */
  secureTransport: boolean;
  port: number;
  host: string;
  /** Real PostgreSQL when set; otherwise the embedded database under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** DB_POOL_SIZE, DB_POOL_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS: unset keeps db/data-source.ts's defaults. */
  database: { poolSize?: number; poolTimeoutMs?: number; statementTimeoutMs?: number };
  /** Undefined in development: a random secret is generated and kept under dataDir. */
  jwtSecret?: string;
  jwtExpiresInSeconds: number;
  /** TOTP_ENCRYPTION_KEY: encrypts two-factor secrets at rest; unset, a key derived from the JWT secret. */
  totpEncryptionKey?: string;
  allowAdminRegistration: boolean;
  /** Audit log entries older than this many days are deleted by a periodic cleanup. */
  auditRetentionDays: number;
  /** Leads older than this many days are erased (unset: kept). */
  leadRetentionDays?: number;
  /** Finished delivery jobs (and their .eml files) older than this many days are deleted. */
  deliveryLogRetentionDays: number;
  /** Sync feeds (decision 0028): TOMBSTONE_RETENTION_DAYS and SYNC_SETTLE_MS. */
  sync: { tombstoneRetentionDays: number; settleMs: number };
  /** Cookieless analytics (decision 0063): ANALYTICS=off records nothing; ANALYTICS_RAW_RETENTION_DAYS. */
  analytics: { enabled: boolean; rawRetentionDays: number };
  siteName: string;
  siteUrl?: string;
  graphqlIntrospection: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Where the rate limits are counted: Redis when set, PostgreSQL otherwise. */
  redisUrl?: string;
  rateLimits: RateLimitSettings;
  /** How long a REST login refused at the door (address locked, no password-check slot) waits for its 429. */
  loginRefusalDelayMs: number;
  /** The longest a server render of a page may take; then the page is served as the app shell. */
  ssrRenderTimeoutMs: number;
  /** WORK_BUDGET_BURST_UNITS, WORK_BUDGET_UNITS_PER_SECOND: anonymous work per client address (decision 0057). */
  workBudget: WorkBudgetSettings;
  /** ANONYMOUS_WORK_CONCURRENCY, _QUEUE, _SHARE_PERCENT, _BURST_MS: the ceiling over all anonymous work (decision 0057). */
  workGate: WorkGateSettings;
  /** How long a 429 of the work budget or a 503 of the gate waits before it is sent. */
  anonymousRefusalDelayMs: number;
  /**
   * HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS (default 64 when clients
   * connect directly, none behind a trusted proxy, whose address is every visitor's).
   */
  serverLimits: ServerLimits;
  graphqlLimits: GraphqlLimits;
  mail: MailConfig;
  delivery: DeliveryConfig;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY): nobody, a hop count, or proxy addresses. */
  trustProxy: TrustProxy;
  /** What access logs record of the client's address. */
  logClientAddress: LogClientAddress;
  /** CORS_ORIGINS: browser origins allowed to call /graphql and /api with an API token (unset: none). */
  corsOrigins?: string[];
  media: MediaConfig;
}

interface MediaConfig {
  /** DATA_DIR/media: where uploads live unless an S3 bucket is configured. */
  dir: string;
  /** S3_BUCKET and friends: an S3-compatible bucket shared by every instance. */
  s3?: S3Settings;
  /** MEDIA_MAX_PIXELS and MEDIA_WORK_TIMEOUT_MS: the bounds of image work. */
  work: { maxPixels: number; deadlineMs: number };
}

interface MailConfig {
  /** SMTP server; unset: messages are written as .eml files to outboxDir. */
  smtpUrl?: string;
  from: string;
  salesInbox: string[];
  /** DATA_DIR/outbox. */
  outboxDir: string;
}

interface DeliveryConfig {
  /** Run the background worker in this process (several processes may share one database). */
  worker: boolean;
  pollIntervalMs: number;
  /** First retry delay; each later one doubles (capped at an hour). */
  backoffBaseMs: number;
  /** How long a claimed job stays claimed before another worker may take it over. */
  leaseMs: number;
  /** Separate slots per kind, so a hung webhook receiver never delays e-mail. */
  emailConcurrency: number;
  webhookConcurrency: number;
  /** The longest a webhook attempt may take (connect, answer headers and body). */
  webhookTimeoutMs: number;
  /** Allow webhooks to loopback and private addresses (receivers inside the operator's network). */
  webhookAllowPrivate: boolean;
  /** Lead confirmations one recipient address may receive per day; beyond, only sales is told. */
  confirmationsPerAddressPerDay: number;
}

/** Used when no SMTP server is configured: messages only reach the outbox folder. */
const DEFAULT_MAIL_FROM_ADDRESS = 'no-reply@localhost';
export const DEFAULT_SALES_INBOX = 'sales@localhost';

/** '"FinOps Consulting" <no-reply@localhost>'. */
export function defaultMailFrom(siteName: string): string {
  return `"${siteName.replace(/["\\\r\n]/g, '')}" <${DEFAULT_MAIL_FROM_ADDRESS}>`;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0] ?? 'environment')} ${issue.message}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    localMode: e.LOCAL_MODE,
    secureTransport: e.NODE_ENV === 'production' && !e.LOCAL_MODE,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    database: { poolSize: e.DB_POOL_SIZE, poolTimeoutMs: e.DB_POOL_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    jwtSecret: e.JWT_SECRET,
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    allowAdminRegistration: e.ALLOW_ADMIN_REGISTRATION,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    leadRetentionDays: e.LEAD_RETENTION_DAYS,
    deliveryLogRetentionDays: e.DELIVERY_LOG_RETENTION_DAYS,
    sync: { tombstoneRetentionDays: e.TOMBSTONE_RETENTION_DAYS, settleMs: e.SYNC_SETTLE_MS },
    analytics: { enabled: e.ANALYTICS === 'on', rawRetentionDays: e.ANALYTICS_RAW_RETENTION_DAYS },
    siteName: e.SITE_NAME,
    siteUrl: e.SITE_URL,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    redisUrl: e.REDIS_URL,
    rateLimits: {
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginWindowSeconds: e.LOGIN_LOCK_SECONDS,
      loginLockSeconds: e.LOGIN_LOCK_SECONDS,
      loginIpMaxFailures: e.LOGIN_IP_MAX_FAILURES,
      loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES,
      codeAccountMaxFailures: e.TWO_FACTOR_ACCOUNT_MAX_FAILURES,
      loginConcurrentPerAddress: e.LOGIN_CONCURRENT_PER_ADDRESS,
      loginConcurrentTotal: e.LOGIN_CONCURRENT_TOTAL,
      leadRateLimit: e.LEAD_RATE_LIMIT,
      leadRateWindowSeconds: e.LEAD_RATE_WINDOW_SECONDS,
      resetMaxPerAddress: e.PASSWORD_RESET_MAX_PER_ADDRESS,
      resetMaxPerEmail: e.PASSWORD_RESET_MAX_PER_EMAIL,
      tokenRequestLimit: e.API_TOKEN_RATE_LIMIT,
      tokenRequestWindowSeconds: e.API_TOKEN_RATE_WINDOW_SECONDS,
    },
    totpEncryptionKey: e.TOTP_ENCRYPTION_KEY,
    loginRefusalDelayMs: e.LOGIN_REFUSAL_DELAY_MS,
    ssrRenderTimeoutMs: e.SSR_RENDER_TIMEOUT_MS,
    workBudget: { burstUnits: e.WORK_BUDGET_BURST_UNITS, refillUnitsPerSecond: e.WORK_BUDGET_UNITS_PER_SECOND },
    workGate: {
      concurrency: e.ANONYMOUS_WORK_CONCURRENCY,
      queue: e.ANONYMOUS_WORK_QUEUE,
      msPerSecond: e.ANONYMOUS_WORK_SHARE_PERCENT * 10,
      burstMs: e.ANONYMOUS_WORK_BURST_MS,
    },
    anonymousRefusalDelayMs: e.ANONYMOUS_REFUSAL_DELAY_MS,
    serverLimits: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY ? 0 : DEFAULT_SERVER_LIMITS.maxConnectionsPerAddress),
    },
    graphqlLimits: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxCost: e.GRAPHQL_MAX_COST },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? defaultMailFrom(e.SITE_NAME),
      salesInbox: e.SALES_INBOX ?? [DEFAULT_SALES_INBOX],
      outboxDir: path.join(path.resolve(e.DATA_DIR), 'outbox'),
    },
    delivery: {
      worker: e.DELIVERY_WORKER,
      pollIntervalMs: e.DELIVERY_POLL_INTERVAL_MS,
      backoffBaseMs: e.DELIVERY_BACKOFF_BASE_MS,
      leaseMs: e.DELIVERY_LEASE_SECONDS * 1000,
      emailConcurrency: e.DELIVERY_EMAIL_CONCURRENCY,
      webhookConcurrency: e.DELIVERY_WEBHOOK_CONCURRENCY,
      webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
      webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      confirmationsPerAddressPerDay: e.CONFIRMATIONS_PER_ADDRESS_PER_DAY,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    logClientAddress: e.LOG_CLIENT_ADDRESS,
    corsOrigins: e.CORS_ORIGINS,
    media: {
      dir: path.join(path.resolve(e.DATA_DIR), 'media'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
      work: { maxPixels: e.MEDIA_MAX_PIXELS, deadlineMs: e.MEDIA_WORK_TIMEOUT_MS },
    },
  };
}

/**
 * What a start should warn about, one line each. SITE_URL: without it the links in e-mails, feeds
 * and the sitemap name http://localhost:PORT, whatever address visitors use. Only a production
 * deployment (NODE_ENV=production without LOCAL_MODE) is told: `npm start` on one's own machine
 * (LOCAL_MODE) is right to use localhost, and a newcomer should see no warning to ignore there.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.isProduction && !config.localMode && !config.siteUrl) {
    warnings.push(
      `SITE_URL is not set: links in e-mails, feeds and the sitemap will point to http://localhost:${config.port}. Set SITE_URL to the site's public address (e.g. https://www.example.com).`,
    );
  }
  return warnings;
}

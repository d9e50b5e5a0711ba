// Environment is parsed and checked here once; nothing else reads process.env.
// A bad value stops start-up with one line naming the variable (see formatConfigError).
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from './security/graphql-limits';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './security/rate-limits';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_EXPIRES_IN_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(8 * 3600),
    ALLOW_ADMIN_REGISTRATION: booleanFlag,
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
    LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.leadRateLimit),
    LEAD_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.leadRateWindowSeconds),
    GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(DEFAULT_GRAPHQL_LIMITS.maxDepth),
    GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(DEFAULT_GRAPHQL_LIMITS.maxCost),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Real PostgreSQL when set; otherwise the embedded database under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Undefined in development: a random secret is generated and kept under dataDir. */
  jwtSecret?: string;
  jwtExpiresInSeconds: number;
  allowAdminRegistration: boolean;
  siteName: string;
  siteUrl?: string;
  graphqlIntrospection: boolean;
  logLevel: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Where the rate limits are counted: Redis when set, PostgreSQL otherwise. */
  redisUrl?: string;
  rateLimits: RateLimitSettings;
  graphqlLimits: GraphqlLimits;
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
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    allowAdminRegistration: e.ALLOW_ADMIN_REGISTRATION,
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
      leadRateLimit: e.LEAD_RATE_LIMIT,
      leadRateWindowSeconds: e.LEAD_RATE_WINDOW_SECONDS,
    },
    graphqlLimits: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxCost: e.GRAPHQL_MAX_COST },
  };
}

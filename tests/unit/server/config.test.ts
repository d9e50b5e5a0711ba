import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, startupWarnings } from '../../../graphql-server/src/config';

const message = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to throw');
};

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      allowAdminRegistration: false,
      siteName: 'FinOps Consulting',
      graphqlIntrospection: true,
      isProduction: false,
    });
  });

  it('bounds image work by MEDIA_MAX_PIXELS and MEDIA_WORK_TIMEOUT_MS, within sane ranges', () => {
    expect(loadConfig({ MEDIA_MAX_PIXELS: '40000000', MEDIA_WORK_TIMEOUT_MS: '5000' }).media.work).toEqual({
      maxPixels: 40_000_000,
      deadlineMs: 5000,
    });
    expect(message({ MEDIA_MAX_PIXELS: '500000000' })).toMatch(/^Invalid configuration: MEDIA_MAX_PIXELS/);
    expect(message({ MEDIA_WORK_TIMEOUT_MS: '10' })).toMatch(/^Invalid configuration: MEDIA_WORK_TIMEOUT_MS/);
  });

  it('keeps media under DATA_DIR unless an S3 bucket is set, and refuses half an S3 setup', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).media).toEqual({
      dir: '/srv/data/media',
      s3: undefined,
      work: { maxPixels: 24_000_000, deadlineMs: 20_000 },
    });
    const s3 = loadConfig({
      S3_BUCKET: 'site-media',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).media.s3;
    expect(s3).toEqual({
      bucket: 'site-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(message({ S3_ENDPOINT: 'http://minio:9000' })).toBe(
      'Invalid configuration: S3_BUCKET is required when S3_ENDPOINT or S3 credentials are set',
    );
    expect(message({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toMatch(/^Invalid configuration: S3_SECRET_ACCESS_KEY/);
    expect(message({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toMatch(/^Invalid configuration: S3_ENDPOINT must be an http/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
      DATA_DIR: '/var/lib/site',
      JWT_SECRET: 'x'.repeat(32),
      ALLOW_ADMIN_REGISTRATION: 'true',
      SITE_NAME: 'Acme FinOps',
      GRAPHQL_INTROSPECTION: 'false',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 8080,
      databaseUrl: 'postgresql://u:p@db:5432/site',
      dataDir: '/var/lib/site',
      jwtSecret: 'x'.repeat(32),
      allowAdminRegistration: true,
      siteName: 'Acme FinOps',
      graphqlIntrospection: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters$/],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: JWT_SECRET is required when NODE_ENV=production \(unless LOCAL_MODE=true\)$/],
    [{ ALLOW_ADMIN_REGISTRATION: 'maybe' }, /^Invalid configuration: ALLOW_ADMIN_REGISTRATION /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV /],
    [{ SMTP_URL: 'http://mail.example.com' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [
      { SMTP_URL: 'smtp://mail.example.com', SALES_INBOX: 'sales@example.com' },
      /^Invalid configuration: MAIL_FROM is required when SMTP_URL is set$/,
    ],
    [
      { SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'hi@example.com' },
      /^Invalid configuration: SALES_INBOX is required when SMTP_URL is set$/,
    ],
    [{ MAIL_FROM: 'not an address' }, /^Invalid configuration: MAIL_FROM /],
    [{ SALES_INBOX: 'sales@example.com, nobody' }, /^Invalid configuration: SALES_INBOX must be one or more comma-separated addresses$/],
    [{ DELIVERY_WORKER: 'sometimes' }, /^Invalid configuration: DELIVERY_WORKER /],
    [{ DELIVERY_POLL_INTERVAL_MS: '5' }, /^Invalid configuration: DELIVERY_POLL_INTERVAL_MS /],
    [{ DELIVERY_BACKOFF_BASE_MS: 'soon' }, /^Invalid configuration: DELIVERY_BACKOFF_BASE_MS /],
  ])('refuses %j with one line naming the variable', (env, expected) => {
    const text = message(env);
    expect(text).toMatch(expected);
    expect(text).not.toContain('\n');
  });
});

describe('local mode (what `npm start` sets when NODE_ENV is unset)', () => {
  it('runs in production mode on plain http with a generated secret', () => {
    const config = loadConfig({ NODE_ENV: 'production', LOCAL_MODE: 'true' });
    expect(config).toMatchObject({ isProduction: true, localMode: true, secureTransport: false, jwtSecret: undefined });
  });

  it('keeps production proper secure', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(config).toMatchObject({ isProduction: true, localMode: false, secureTransport: true });
  });

  it('is never secure transport outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ isProduction: false, secureTransport: false });
  });
});

describe('lead delivery configuration', () => {
  it('writes mail to DATA_DIR/outbox with local defaults when no SMTP server is set, and runs the worker', () => {
    const config = loadConfig({ DATA_DIR: '/srv/site', SITE_NAME: 'Acme "FinOps"' });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: '"Acme FinOps" <no-reply@localhost>',
      salesInbox: ['sales@localhost'],
      outboxDir: '/srv/site/outbox',
    });
    expect(config.delivery).toEqual({
      worker: true,
      pollIntervalMs: 1000,
      backoffBaseMs: 30_000,
      leaseMs: 120_000,
      emailConcurrency: 4,
      webhookConcurrency: 4,
      webhookTimeoutMs: 10_000,
      webhookAllowPrivate: false,
      confirmationsPerAddressPerDay: 3,
    });
  });

  it('reads SMTP, the sender, the sales inbox list and the worker settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'Acme FinOps <hello@acme.example>',
      SALES_INBOX: 'sales@acme.example, ops@acme.example',
      DELIVERY_WORKER: 'false',
      DELIVERY_POLL_INTERVAL_MS: '250',
      DELIVERY_BACKOFF_BASE_MS: '1000',
      DELIVERY_LEASE_SECONDS: '30',
      DELIVERY_EMAIL_CONCURRENCY: '2',
      DELIVERY_WEBHOOK_CONCURRENCY: '8',
      WEBHOOK_TIMEOUT_MS: '2500',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      CONFIRMATIONS_PER_ADDRESS_PER_DAY: '5',
    });
    expect(config.mail).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'Acme FinOps <hello@acme.example>',
      salesInbox: ['sales@acme.example', 'ops@acme.example'],
    });
    expect(config.delivery).toEqual({
      worker: false,
      pollIntervalMs: 250,
      backoffBaseMs: 1000,
      leaseMs: 30_000,
      emailConcurrency: 2,
      webhookConcurrency: 8,
      webhookTimeoutMs: 2500,
      webhookAllowPrivate: true,
      confirmationsPerAddressPerDay: 5,
    });
  });

  it('refuses a webhook timeout that a job lease could not cover', () => {
    expect(message({ WEBHOOK_TIMEOUT_MS: '30000', DELIVERY_LEASE_SECONDS: '30' })).toBe(
      'Invalid configuration: WEBHOOK_TIMEOUT_MS must be at least 5 seconds shorter than DELIVERY_LEASE_SECONDS',
    );
    expect(message({ WEBHOOK_TIMEOUT_MS: '50' })).toMatch(/^Invalid configuration: WEBHOOK_TIMEOUT_MS /);
    expect(message({ WEBHOOK_ALLOW_PRIVATE: 'maybe' })).toMatch(/^Invalid configuration: WEBHOOK_ALLOW_PRIVATE /);
  });

  it('never prints the SMTP URL (it may hold a password) when refusing it', () => {
    expect(message({ SMTP_URL: 'https://user:hunter2@mail.example.com' })).not.toContain('hunter2');
  });
});

it('treats an empty variable as unset', () => {
  expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
});

describe('login limits configuration', () => {
  it('defaults to a lock per account + address, a higher per-account ceiling and small concurrency caps', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({
      loginMaxFailures: 5,
      loginLockSeconds: 900,
      loginAccountMaxFailures: 100,
      loginIpMaxFailures: 50,
      loginConcurrentPerAddress: 2,
      loginConcurrentTotal: Math.max(1, Math.floor(os.availableParallelism() / 2)),
    });
  });

  it('reads the new variables and refuses bad values, naming the variable', () => {
    expect(
      loadConfig({ LOGIN_ACCOUNT_MAX_FAILURES: '300', LOGIN_CONCURRENT_PER_ADDRESS: '3', LOGIN_CONCURRENT_TOTAL: '16' }).rateLimits,
    ).toMatchObject({
      loginAccountMaxFailures: 300,
      loginConcurrentPerAddress: 3,
      loginConcurrentTotal: 16,
    });
    expect(message({ LOGIN_CONCURRENT_TOTAL: '0' })).toMatch(/^Invalid configuration: LOGIN_CONCURRENT_TOTAL /);
    expect(loadConfig({}).loginRefusalDelayMs).toBe(1000);
    expect(loadConfig({ LOGIN_REFUSAL_DELAY_MS: '0' }).loginRefusalDelayMs).toBe(0);
    expect(message({ LOGIN_REFUSAL_DELAY_MS: '60000' })).toMatch(/^Invalid configuration: LOGIN_REFUSAL_DELAY_MS /);
    expect(message({ LOGIN_CONCURRENT_PER_ADDRESS: 'many' })).toMatch(/^Invalid configuration: LOGIN_CONCURRENT_PER_ADDRESS /);
    expect(message({ LOGIN_ACCOUNT_MAX_FAILURES: '-1' })).toMatch(/^Invalid configuration: LOGIN_ACCOUNT_MAX_FAILURES /);
  });
});

describe('TRUST_PROXY and LOG_CLIENT_ADDRESS', () => {
  it('trust no proxy and log the full client address by default', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, logClientAddress: 'full' });
  });

  it('read a hop count, a list of proxies, and the log setting', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ LOG_CLIENT_ADDRESS: 'truncated' }).logClientAddress).toBe('truncated');
    expect(loadConfig({ LOG_CLIENT_ADDRESS: 'off' }).logClientAddress).toBe('off');
  });

  it('stop start-up with one line naming the variable', () => {
    expect(message({ TRUST_PROXY: 'true' })).toMatch(
      /^Invalid configuration: TRUST_PROXY must be a number of proxy hops .*'true' is not one/,
    );
    expect(message({ TRUST_PROXY: '10.0.0.0/99' })).toMatch(/^Invalid configuration: TRUST_PROXY /);
    expect(message({ LOG_CLIENT_ADDRESS: 'partial' })).toMatch(/^Invalid configuration: LOG_CLIENT_ADDRESS /);
  });
});

describe('CORS_ORIGINS', () => {
  it('is off unless set, and takes a comma-separated list of origins', () => {
    expect(loadConfig({}).corsOrigins).toBeUndefined();
    expect(loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173/' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
  });

  it.each(['*', 'app.example.com', 'https://app.example.com/path', 'https://app.example.com?x=1'])(
    'refuses %p, naming the variable',
    (value) => {
      expect(message({ CORS_ORIGINS: value })).toMatch(/^Invalid configuration: CORS_ORIGINS .*is not an origin/);
    },
  );

  it("warns a production deployment without SITE_URL, once; not npm start on a machine of one's own, nor development", () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PORT: '8080' };
    const warnings = startupWarnings(loadConfig(production));
    expect(warnings).toEqual([expect.stringMatching(/^SITE_URL is not set: .*http:\/\/localhost:8080\. Set SITE_URL/)]);
    expect(startupWarnings(loadConfig({ ...production, SITE_URL: 'https://www.example.com' }))).toEqual([]);
    // `npm start` (scripts/start.mjs): NODE_ENV=production with LOCAL_MODE=true.
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', LOCAL_MODE: 'true' }))).toEqual([]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });
});

describe('server limits and the anonymous work budget (decision 0057)', () => {
  it('defaults to header and request deadlines and a per-address connection cap, off behind a trusted proxy', () => {
    expect(loadConfig({}).serverLimits).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, maxConnectionsPerAddress: 64 });
    expect(loadConfig({ TRUST_PROXY: '1' }).serverLimits.maxConnectionsPerAddress).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '20' }).serverLimits.maxConnectionsPerAddress).toBe(20);
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '30000' }).serverLimits).toMatchObject({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 30_000,
    });
  });

  it('reads the work budget and refuses nonsense', () => {
    expect(loadConfig({}).workBudget).toEqual({ burstUnits: 3000, refillUnitsPerSecond: 250 });
    expect(loadConfig({ WORK_BUDGET_BURST_UNITS: '500', WORK_BUDGET_UNITS_PER_SECOND: '50' }).workBudget).toEqual({
      burstUnits: 500,
      refillUnitsPerSecond: 50,
    });
    expect(() => loadConfig({ WORK_BUDGET_UNITS_PER_SECOND: '0' })).toThrow(/WORK_BUDGET_UNITS_PER_SECOND/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '10' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});

// The server in-process for integration tests: a fresh database each time (a new database on
// the PostgreSQL of DATABASE_URL when set, otherwise the embedded one that global-setup.ts
// started, emptied), migrated, optionally seeded, wrapped in the real Express app.
import type { AddressInfo } from 'node:net';
import 'reflect-metadata';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { Client } from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { FAST_SCRYPT_COST } from '../../graphql-server/src/auth/passwords';
import { EMBEDDED_POOL_TIMEOUT_MS, openDatabase, type Database } from '../../graphql-server/src/db/database';
import { seedIfEmpty } from '../../graphql-server/src/db/seed/seed';
import { createApp, type App } from '../../graphql-server/src/http/app';
import type { LogClientAddress, TrustProxy } from '../../graphql-server/src/security/client-address';
import type { GraphqlLimits } from '../../graphql-server/src/security/graphql-limits';
import { WorkGate } from '../../graphql-server/src/security/work-gate';
import { WorkBudget, type RateLimitSettings, type RateLimitStore } from '../../graphql-server/src/security/rate-limits';
import type { DeliveryWorker } from '../../graphql-server/src/modules/delivery/queue/delivery-worker';
import type { Resolve } from '../../graphql-server/src/modules/webhooks/webhook-egress';
import { createServices, type Services, type ServicesOptions } from '../../graphql-server/src/services';
import { proxyDatabaseUrl, type TcpProxy } from './tcp-proxy';
import { databaseUrlNamed, templateNames, type DatabaseStart } from './template-databases';

export const TEST_JWT_SECRET = 'integration-test-secret-that-is-long-enough-0123456789';

export interface TestServer {
  /** The Express app alone (the listening server answers cached hits before it: decision 0076). */
  app: Express;
  /** The page, REST read and GraphQL read caches the listening server answers from. */
  caches: App['caches'];
  /** With `throughProxy`: the proxy between the server and its database. */
  proxy?: TcpProxy;
  services: Services;
  dataSource: DataSource;
  kind: Database['kind'];
  /** The database's URL (to start another server on it, as after a restart). */
  databaseUrl: string;
  /** The lead delivery worker, when `delivery.worker` was asked for. */
  worker?: DeliveryWorker;
  /** Where e-mails go when no SMTP URL was given. */
  outboxDir: string;
  /** The media library's folder (a temporary one unless `media` says otherwise). */
  mediaDir: string;
  /** A supertest agent: keeps cookies between calls, like a browser. */
  agent(): ReturnType<typeof request.agent>;
  /** The listening server's address (http://127.0.0.1:PORT), for clients that open their own connections. */
  url: string;
  /** POST /graphql with a JSON body. */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    agent?: ReturnType<typeof request.agent>,
    token?: string,
  ): Promise<request.Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  /**
   * Migrate a database with nothing in it (database.test.ts tests the migrations themselves).
   * Otherwise, on PostgreSQL, the database is a copy of the run's migrated (or seeded) template.
   */
  emptyDatabase?: boolean;
  /** Pool size, pool wait and statement timeout (DB_POOL_SIZE, DB_POOL_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
  database?: { poolSize?: number; poolTimeoutMs?: number; statementTimeoutMs?: number };
  allowAdminRegistration?: boolean;
  siteName?: string;
  /** Default: limits no other test reaches (rate-limits.test.ts sets its own). */
  rateLimits?: Partial<RateLimitSettings>;
  rateLimitStore?: RateLimitStore;
  siteUrl?: string;
  graphqlLimits?: GraphqlLimits;
  /**
   * TRUST_PROXY. Default here: loopback, as behind a local proxy, so a test speaks for many
   * addresses with X-Forwarded-For (the server's own default trusts nobody).
   */
  trustProxy?: TrustProxy;
  logClientAddress?: LogClientAddress;
  /** CORS_ORIGINS (default: none). */
  corsOrigins?: string[];
  /** The built GraphQL explorer page (default: none, the explorer is off). */
  explorerFile?: string;
  /** GRAPHQL_INTROSPECTION (default on). */
  introspection?: boolean;
  /** Reach the database through a TCP proxy (database-outage.test.ts takes it away). */
  throughProxy?: boolean;
  /**
   * Start on this existing database (migrations run, nothing is emptied) and leave it in place
   * on close: a restart. Without it, a fresh database that close() drops.
   */
  databaseUrl?: string;
  /** Announce content changes through Redis pub/sub instead of PostgreSQL NOTIFY. */
  contentRedisUrl?: string;
  /**
   * Listen for other instances' content changes (default: on PostgreSQL or with contentRedisUrl).
   * database-outage.test.ts turns it off: the listener's reconnection would count among a request's messages.
   */
  listenForContentChanges?: boolean;
  /** Lead delivery. The worker runs only when asked; e-mail goes to SMTP or a temporary outbox folder. */
  delivery?: TestDeliveryOptions;
  /** The media library's storage (default: the local driver in a temporary folder). */
  media?: ServicesOptions['media'];
  /** SYNC_SETTLE_MS (default here 200 ms; the server's own default is 2000). */
  syncSettleMs?: number;
  /** The server's clock (default: the system clock); a ManualClock lets the test move time. */
  clock?: ServicesOptions['clock'];
  /** Lead submissions through their own small pool, as `npm start` on PostgreSQL (decision 0057). */
  leadPool?: boolean;
  /** Anonymous work per address (decision 0057). Default here: one no test spends. */
  workBudget?: WorkBudget;
  /** The ceiling over all anonymous work (decision 0057). Default here: one no test fills. */
  workGate?: WorkGate;
  /** Analytics settings; default here: on, written only when a test flushes (no timer). */
  analytics?: ServicesOptions['analytics'];
  /** A web build folder (index.html at least): pages are served, so page views are counted. */
  webDist?: string;
}

export interface TestDeliveryOptions {
  worker?: boolean;
  pollIntervalMs?: number;
  backoffBaseMs?: number;
  leaseMs?: number;
  retryWindowMs?: number;
  webhookTimeoutMs?: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE. Default true here: most tests' receivers listen on 127.0.0.1. The
   * egress tests set false to see the production policy.
   */
  webhookAllowPrivate?: boolean;
  /** Name resolution for webhooks (tests never depend on real DNS). */
  webhookResolve?: Resolve;
  /** The clock of webhook secret rotations and signatures (default: the system clock). */
  webhookClock?: () => Date;
  /** CONFIRMATIONS_PER_ADDRESS_PER_DAY (default: a limit no other test reaches). */
  confirmationsPerAddressPerDay?: number;
  /** Worker slots per kind of job. */
  lanes?: { email?: number; webhook?: number };
  drainMs?: number;
  smtpUrl?: string;
  mailFrom?: string;
  salesInbox?: string[];
  outboxDir?: string;
  siteUrl?: string;
}

/** Limits high enough that tests of other things never trip them. */
export const UNTRIPPED_RATE_LIMITS: RateLimitSettings = {
  loginMaxFailures: 1000,
  loginWindowSeconds: 900,
  loginLockSeconds: 900,
  loginAccountMaxFailures: 100_000,
  codeAccountMaxFailures: 100_000,
  loginIpMaxFailures: 100_000,
  loginConcurrentPerAddress: 1000,
  loginConcurrentTotal: 1000,
  leadRateLimit: 100_000,
  leadRateWindowSeconds: 600,
  resetMaxPerAddress: 100_000,
  resetMaxPerEmail: 100_000,
  tokenRequestLimit: 100_000,
  tokenRequestWindowSeconds: 60,
};

/**
 * A database of its own for one test file (or one server within it). On PostgreSQL `start` says
 * what it already holds: nothing (the default), or a copy of the run's migrated or seeded template
 * (global-setup.ts). The embedded database always starts empty: the migrations and the seed run.
 */
export async function freshDatabase(start: DatabaseStart = 'empty'): Promise<{ url: string; drop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return freshPostgresDatabase(process.env.DATABASE_URL, start);
  const embeddedUrl = embeddedDatabaseUrl();
  if (!embeddedUrl) throw new Error('No test database: set DATABASE_URL or run through the integration project (global-setup.ts).');
  return emptiedEmbeddedDatabase(embeddedUrl);
}

/** This Jest worker's embedded database (global-setup.ts starts one per worker). */
export function embeddedDatabaseUrl(): string | undefined {
  const urls = (process.env.TEST_EMBEDDED_DATABASE_URLS ?? '').split(' ').filter(Boolean);
  if (urls.length === 0) return undefined;
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return urls[(worker - 1) % urls.length];
}

/** Create a throwaway database next to DATABASE_URL's and return its URL and a dropper. */
async function freshPostgresDatabase(baseUrl: string, start: DatabaseStart): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `finops_test_${crypto.randomBytes(6).toString('hex')}`;
  // Without global-setup.ts (no templates), an empty database: openDatabase migrates it and the seed runs.
  const template = start === 'empty' ? undefined : templateNames()?.[start];
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlNamed(baseUrl, name),
    async drop() {
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Empty the shared embedded database: drop everything, so migrations start from nothing. */
async function emptiedEmbeddedDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const c = new Client({ connectionString: url });
  await c.connect();
  await c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await c.end();
  return { url, drop: async () => undefined };
}

export function testDatabaseKind(): 'postgres' | 'embedded' {
  return process.env.DATABASE_URL ? 'postgres' : 'embedded';
}

/**
 * The services as every test builds them: quick password hashing, limits that never trip unless a
 * test sets them, mail to `outboxDir`. startTestServer puts HTTP in front; test-services.ts does not.
 */
export function createTestServices(
  dataSource: DataSource,
  options: TestServerOptions,
  outboxDir: string,
  mediaDir: string,
  leadWriteDataSource?: DataSource,
): Services {
  const delivery = options.delivery ?? {};
  return createServices(dataSource, {
    jwtSecret: TEST_JWT_SECRET,
    jwtExpiresInSeconds: 3600,
    allowAdminRegistration: options.allowAdminRegistration ?? false,
    siteName: options.siteName ?? 'CloudCost FinOps Partners',
    siteUrl: delivery.siteUrl ?? 'https://finops.example.com',
    mail: { smtpUrl: delivery.smtpUrl, from: delivery.mailFrom, salesInbox: delivery.salesInbox, outboxDir },
    delivery: {
      backoffBaseMs: delivery.backoffBaseMs,
      leaseMs: delivery.leaseMs,
      retryWindowMs: delivery.retryWindowMs,
      webhookTimeoutMs: delivery.webhookTimeoutMs,
      webhookAllowPrivate: delivery.webhookAllowPrivate ?? true,
      webhookResolve: delivery.webhookResolve,
      webhookClock: delivery.webhookClock,
      confirmationsPerAddressPerDay: delivery.confirmationsPerAddressPerDay ?? 1000,
    },
    passwordCost: FAST_SCRYPT_COST,
    rateLimits: { ...UNTRIPPED_RATE_LIMITS, ...options.rateLimits },
    rateLimitStore: options.rateLimitStore,
    leadWriteDataSource,
    // Instances on one PostgreSQL hear each other's content changes (the embedded one is single-process).
    content: {
      listen: options.listenForContentChanges ?? (testDatabaseKind() === 'postgres' || Boolean(options.contentRedisUrl)),
      redisUrl: options.contentRedisUrl,
    },
    media: { ...options.media, dir: mediaDir },
    // A short settle window: the sync tests wait it out instead of two seconds (decision 0028).
    sync: { settleMs: options.syncSettleMs ?? 200 },
    clock: options.clock,
    analytics: { flushIntervalMs: 0, ...options.analytics },
  });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const start: DatabaseStart = options.emptyDatabase ? 'empty' : options.seed ? 'seeded' : 'migrated';
  const fresh = options.databaseUrl ? { url: options.databaseUrl, drop: async () => undefined } : await freshDatabase(start);
  // The embedded database is one PGlite session: like `npm start`, use a single pooled connection.
  // Wait for a pooled connection as long as `npm start` waits for the embedded one (openDatabase
  // only knows the database is embedded when it starts it; here it gets a URL), on PostgreSQL
  // too: with the production default of 2 s, a loaded CI machine turned queued requests into
  // 503s. The tests of that bound (pool-exhaustion*.test.ts) set their own.
  const proxy = options.throughProxy ? await proxyDatabaseUrl(fresh.url) : undefined;
  const embedded = !process.env.DATABASE_URL;
  const database = await openDatabase({
    databaseUrl: proxy?.url ?? fresh.url,
    dataDir: 'memory://',
    poolSize: embedded ? 1 : 10,
    poolTimeoutMs: EMBEDDED_POOL_TIMEOUT_MS,
    ...options.database,
  });
  // On a copy of the seeded template this finds content and does nothing.
  if (options.seed) await seedIfEmpty(database.dataSource);
  const delivery = options.delivery ?? {};
  const outboxDir = delivery.outboxDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'finops-outbox-'));
  const mediaDir = options.media?.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'finops-media-'));
  const leadWrites = options.leadPool ? await database.openLeadDataSource() : undefined;
  const services = createTestServices(database.dataSource, options, outboxDir, mediaDir, leadWrites);
  const {
    app,
    apollo,
    listener: requestListener,
    caches,
  } = await createApp({
    services,
    dataSource: database.dataSource,
    secureCookies: false,
    introspection: options.introspection ?? true,
    siteUrl: options.siteUrl,
    graphqlLimits: options.graphqlLimits,
    trustProxy: options.trustProxy ?? ['loopback'],
    logClientAddress: options.logClientAddress,
    corsOrigins: options.corsOrigins,
    explorerFile: options.explorerFile,
    workBudget:
      options.workBudget ?? new WorkBudget({ burstUnits: Number.MAX_SAFE_INTEGER, refillUnitsPerSecond: Number.MAX_SAFE_INTEGER }),
    workGate:
      options.workGate ??
      new WorkGate({ concurrency: 1000, queue: 10_000, msPerSecond: Number.MAX_SAFE_INTEGER, burstMs: Number.MAX_SAFE_INTEGER }),
    webDist: options.webDist,
  });
  // One listening server for the file's requests: supertest given the app itself opens and closes a
  // server for every request (decision 0037: about a quarter of a request's time under load).
  // As main.ts serves it: cached anonymous hits before Express (decision 0076).
  const listener = http.createServer(requestListener);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
  const worker = delivery.worker
    ? services.delivery
        .createWorker({ pollIntervalMs: delivery.pollIntervalMs ?? 50, drainMs: delivery.drainMs, lanes: delivery.lanes })
        .start()
    : undefined;
  return {
    app,
    caches,
    proxy,
    services,
    dataSource: database.dataSource,
    kind: testDatabaseKind(),
    databaseUrl: fresh.url,
    worker,
    outboxDir,
    mediaDir,
    agent: () => request.agent(listener),
    url: `http://127.0.0.1:${(listener.address() as AddressInfo).port}`,
    gql(query, variables, agent, token) {
      const req = (agent ?? request(listener)).post('/graphql').set('Content-Type', 'application/json');
      if (token) req.set('Authorization', `Bearer ${token}`);
      return req.send({ query, variables });
    },
    async close() {
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
      await worker?.stop();
      services.media.close();
      await services.webhooks.close();
      // "Forgot password?" work runs after its answer: it ends before the database does.
      await services.passwordResets.idle();
      await services.analytics.close().catch(() => undefined);
      await apollo.stop();
      await proxy?.start().catch(() => undefined);
      await database.close();
      await proxy?.close();
      await fresh.drop();
      if (!delivery.outboxDir) fs.rmSync(outboxDir, { recursive: true, force: true });
      if (!options.media?.dir) fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Register the first admin (registration is open while none exists) and return a signed-in agent. */
export async function signedInAdmin(server: TestServer, username = 'admin', password = 'secret123') {
  const agent = server.agent();
  const res = await agent.post('/api/auth/register').send({ username, password });
  if (res.status !== 201) {
    const login = await agent.post('/api/auth/login').send({ username, password });
    if (login.status !== 200) throw new Error(`Could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
    return { agent, token: login.body.token as string };
  }
  return { agent, token: res.body.token as string };
}

// Boot: config -> database (migrated, seeded once) -> app -> listen -> delivery worker. Ctrl-C
// drains HTTP and lets the worker finish its jobs, then closes the database. Every message goes
// through the same pino logger as the request logs (LOG_LEVEL; boot messages are 'info').
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { resolveJwtSecret } from './auth/tokens';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { narrowDataDir, secureDataDir } from './db/data-dir';
import { openDatabase } from './db/database';
import { seedIfEmpty } from './db/seed/seed';
import { createApp } from './http/app';
import { createLimitedServer } from './http/server-limits';
import { createLogger, log, setLogger } from './logger';
import { openRateLimitStore } from './security/rate-limit-store';
import { WorkBudget } from './security/rate-limits';
import { runRetention } from './retention';
import { PUBLISH_SWEEP_MS, sendDuePublishedEvents } from './modules/webhooks/content-events';
import { createServices } from './services';

/** dist/web and dist/ssr beside dist/server, found from this file's place in the build. */
const WEB_DIST = path.resolve(__dirname, '../../../web');
const SSR_DIST = path.resolve(__dirname, '../../../ssr');

async function main(): Promise<void> {
  const config = loadConfig();
  setLogger(createLogger({ level: config.logLevel, pretty: (!config.isProduction || config.localMode) && process.stdout.isTTY }));
  // DATA_DIR 0700, its files 0600 (umask 0077 from here on): db/data-dir.ts.
  secureDataDir(config.dataDir);
  // A first start creates the embedded database (half a minute on a slow machine): say so first,
  // so nobody watching `npm start` wonders whether it hangs (issue 34).
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pgdata'))) {
    log().info('Creating the embedded database (first start only: up to a minute)...');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...config.database });
  // PGlite creates its files 0666 whatever the umask: narrowed now, and again when it closes.
  if (database.kind === 'embedded') narrowDataDir(config.dataDir);
  const where =
    database.kind === 'embedded' ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pgdata')}` : 'PostgreSQL (DATABASE_URL)';
  log().info(`Database ready: ${where}`);

  const seed = await seedIfEmpty(database.dataSource);
  if (seed.seeded) log().info(`Seeded ${seed.categories} categories, ${seed.posts} posts and ${seed.resources} resources.`);

  const rateLimitStore = await openRateLimitStore(config.redisUrl, database.dataSource);
  log().info(`Rate limits counted in ${rateLimitStore.description}.`);
  const services = createServices(database.dataSource, {
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    jwtExpiresInSeconds: config.jwtExpiresInSeconds,
    totpEncryptionKey: config.totpEncryptionKey,
    allowAdminRegistration: config.allowAdminRegistration,
    auditRetentionDays: config.auditRetentionDays,
    leadRetention: { leadDays: config.leadRetentionDays, deliveryLogDays: config.deliveryLogRetentionDays },
    sync: config.sync,
    siteName: config.siteName,
    rateLimitStore: rateLimitStore.store,
    rateLimits: config.rateLimits,
    siteUrl: config.siteUrl ?? `http://localhost:${config.port}`,
    mail: config.mail,
    delivery: {
      backoffBaseMs: config.delivery.backoffBaseMs,
      leaseMs: config.delivery.leaseMs,
      webhookTimeoutMs: config.delivery.webhookTimeoutMs,
      webhookAllowPrivate: config.delivery.webhookAllowPrivate,
      confirmationsPerAddressPerDay: config.delivery.confirmationsPerAddressPerDay,
      // The worker claims jobs over a connection of its own (PostgreSQL): requests that hold
      // every pooled connection cannot stop deliveries.
      workerDataSource: config.delivery.worker ? await database.openWorkerDataSource() : undefined,
    },
    // Leads write through a small pool of their own: never refused because reads hold the main one.
    leadWriteDataSource: await database.openLeadDataSource(),
    // Instances sharing a PostgreSQL (or a Redis) tell each other about content changes.
    content: { redisUrl: config.redisUrl, listen: database.kind === 'postgres' || Boolean(config.redisUrl) },
    media: config.media,
    analytics: config.analytics,
  });
  log().info(`Media files stored in ${services.media.storage.description}.`);
  log().info('Preparing the web app...');
  const { app, apollo } = await createApp({
    services,
    dataSource: database.dataSource,
    secureCookies: config.secureTransport,
    introspection: config.graphqlIntrospection,
    webDist: fs.existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : undefined,
    ssrDir: SSR_DIST,
    siteUrl: config.siteUrl,
    graphqlLimits: config.graphqlLimits,
    trustProxy: config.trustProxy,
    logClientAddress: config.logClientAddress,
    corsOrigins: config.corsOrigins,
    loginRefusalDelayMs: config.loginRefusalDelayMs,
    ssrRenderTimeoutMs: config.ssrRenderTimeoutMs,
    workBudget: new WorkBudget(config.workBudget),
  });

  const server = createLimitedServer(app, config.serverLimits);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log().info(`FinOps site live on http://localhost:${port} (GraphQL at /graphql)`);
  for (const warning of startupWarnings(config)) log().warn(warning);

  const worker = config.delivery.worker
    ? services.delivery
        .createWorker({
          pollIntervalMs: config.delivery.pollIntervalMs,
          lanes: { email: config.delivery.emailConcurrency, webhook: config.delivery.webhookConcurrency },
        })
        .start()
    : undefined;
  const mailTo = config.mail.smtpUrl ? 'SMTP (SMTP_URL)' : `.eml files in ${config.mail.outboxDir}`;
  log().info(
    worker
      ? `Lead delivery: e-mail to ${mailTo}; webhooks on.`
      : 'Lead delivery worker disabled (DELIVERY_WORKER=false): jobs stay queued.',
  );

  // Retention (AUDIT_RETENTION_DAYS, LEAD_RETENTION_DAYS, DELIVERY_LOG_RETENTION_DAYS): at start and
  // every 6 hours; one instance at a time (an advisory lock), counts logged (retention.ts).
  const pruneAll = () => void runRetention(services);
  pruneAll();
  const auditCleanup = setInterval(pruneAll, 6 * 3600_000);
  auditCleanup.unref();
  // Scheduled posts and resources whose time has come: their webhook `published` event (decision 0029).
  const publishDue = () =>
    void sendDuePublishedEvents(database.dataSource, services.webhooks).catch((error: unknown) =>
      log().error({ err: error }, 'Scheduled publication events not sent yet'),
    );
  publishDue();
  const publishSweep = setInterval(publishDue, PUBLISH_SWEEP_MS);
  publishSweep.unref();
  // The consent wording of the code becomes a stored version now (else at the first submission).
  await services.consent.ensureCurrent().catch((error: unknown) => log().error({ err: error }, 'Consent wording not stored yet'));

  let stopping = false;
  // While stopping, every answer closes its connection, so keep-alive clients move off this
  // process (to another instance, or to the restarted one) instead of holding it open.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(auditCleanup);
    clearInterval(publishSweep);
    log().info(`${signal} received: finishing in-flight requests...`);
    const force = setTimeout(() => {
      log().error('Shutdown took too long; exiting.');
      process.exit(1);
    }, 10000);
    force.unref();
    // Image work is killed, not awaited: an upload in progress answers 503 and in-flight requests end.
    services.media.close();
    // Stop accepting connections, let in-flight requests finish, drop idle keep-alives.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Meanwhile the worker stops claiming and finishes (or, after a few seconds, interrupts and
    // records) its running jobs; anything unrecorded is taken over after its lease.
    await Promise.all([closed, worker?.stop()]);
    await services.webhooks.close();
    // "Forgot password?" work runs after its answer: let it finish before the database closes.
    await services.passwordResets.idle();
    // The analytics events still buffered are written before the database closes (decision 0063).
    await services.analytics.close().catch((error: unknown) => log().error({ err: error }, 'Analytics events lost at shutdown'));
    await apollo.stop();
    await rateLimitStore.close();
    await database.close();
    narrowDataDir(config.dataDir);
    log().info('Stopped cleanly.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    log().error(error.message);
  } else {
    log().error({ err: error }, `Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});

// Boot, once the port is open (main.ts): database (migrated, seeded once) -> services -> app handed
// to the port -> delivery worker and sweeps. Ctrl-C drains HTTP and lets the worker finish its
// jobs, then closes the database. Loaded by main.ts after the port opened: these modules (GraphQL,
// TypeORM, the renderer) take seconds to load on a busy machine (issue 36, warm start).
import 'reflect-metadata';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { resolveJwtSecret } from './auth/tokens';
import { startupWarnings, type loadConfig } from './config';
import { narrowDataDir, secureDataDir } from './db/data-dir';
import { openDatabase } from './db/database';
import { seedIfEmpty } from './db/seed/seed';
import { createApp } from './http/app';
import type { StartingListener } from './http/starting';
import { log } from './logger';
import { openRateLimitStore } from './security/rate-limit-store';
import { WorkBudget } from './security/rate-limits';
import { WorkGate } from './security/work-gate';
import { runRetention } from './retention';
import { startRollupJob } from './modules/analytics/rollup-job';
import { PUBLISH_SWEEP_MS, sendDuePublishedEvents } from './modules/webhooks/content-events';
import { createServices } from './services';
import { collectStartupGarbage } from './shared/startup-garbage';

/** dist/web and dist/ssr beside dist/server, found from this file's place in the build. */
const WEB_DIST = path.resolve(__dirname, '../../../web');
const SSR_DIST = path.resolve(__dirname, '../../../ssr');

/** How long after start-up's last work its garbage is collected (shared/startup-garbage.ts). */
const STARTUP_GARBAGE_DELAY_MS = 3000;

type Config = ReturnType<typeof loadConfig>;
type Database = Awaited<ReturnType<typeof openDatabase>>;
type RateLimitStore = Awaited<ReturnType<typeof openRateLimitStore>>;
type Services = ReturnType<typeof createServices>;

/** The data directory secured, the database opened (created on a first start), migrated and seeded once. */
async function openStore(config: Config): Promise<Database> {
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
  return database;
}

/** The services of every module, from the configuration (services.ts). */
async function startServices(config: Config, database: Database, rateLimitStore: RateLimitStore): Promise<Services> {
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
  return services;
}

/** The Express app and GraphQL built, then handed to the open port. */
async function serveApp(config: Config, services: Services, database: Database, port: { starting: StartingListener; port: number }) {
  log().info('Preparing the web app...');
  const { listener, apollo } = await createApp({
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
    workGate: new WorkGate(config.workGate),
    anonymousRefusalDelayMs: config.anonymousRefusalDelayMs,
  });
  // Cached anonymous hits are answered before Express runs (http/cached-hits.ts, decision 0076).
  port.starting.ready(listener);
  log().info(`FinOps site live on http://localhost:${port.port} (GraphQL at /graphql)`);
  for (const warning of startupWarnings(config)) log().warn(warning);
  return apollo;
}

/** The delivery worker (unless DELIVERY_WORKER=false), started. */
function startWorker(config: Config, services: Services) {
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
  return worker;
}

interface Sweeps {
  /** Resolves once the runs under way (at start: the first of each) have finished. */
  idle(): Promise<void>;
  /** No new runs; resolves once those under way have finished (so the database closes after them, not under them). */
  stop(): Promise<void>;
}

/** The periodic sweeps (retention, scheduled publication events, analytics roll-ups), run now and then on a timer. */
function startSweeps(services: Services, database: Database): Sweeps {
  const running = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    running.add(work);
    const settled = () => running.delete(work);
    work.then(settled, settled);
  };
  // Retention (AUDIT_RETENTION_DAYS, LEAD_RETENTION_DAYS, DELIVERY_LOG_RETENTION_DAYS): at start and
  // every 6 hours; one instance at a time (an advisory lock), counts logged (retention.ts).
  const pruneAll = () => track(runRetention(services));
  pruneAll();
  const auditCleanup = setInterval(pruneAll, 6 * 3600_000);
  auditCleanup.unref();
  // Scheduled posts and resources whose time has come: their webhook `published` event (decision 0029).
  const publishDue = () => {
    track(
      sendDuePublishedEvents(database.dataSource, services.webhooks).catch((error: unknown) =>
        log().error({ err: error }, 'Scheduled publication events not sent yet'),
      ),
    );
    // Scheduled updates of live pages (decision 0072): each instance's timer applies them; this catches up.
    track(
      services.pageSchedule.applyDue().catch((error: unknown) => log().error({ err: error }, 'Scheduled page updates not applied yet')),
    );
  };
  publishDue();
  const publishSweep = setInterval(publishDue, PUBLISH_SWEEP_MS);
  publishSweep.unref();
  // Analytics roll-ups of closed days (decision 0070): at start (catching up) and every 10 minutes.
  const stopRollups = startRollupJob(() => {
    const rollUp = services.analytics.rollUp();
    track(rollUp);
    return rollUp;
  });
  const idle = () => Promise.allSettled([...running]).then(() => undefined);
  return {
    idle,
    async stop() {
      clearInterval(auditCleanup);
      clearInterval(publishSweep);
      await Promise.all([stopRollups(), idle()]);
    },
  };
}

interface Running {
  config: Config;
  server: http.Server;
  apollo: { stop(): Promise<void> };
  services: Services;
  worker: ReturnType<typeof startWorker>;
  sweeps: Sweeps;
  rateLimitStore: RateLimitStore;
  database: Database;
}

/** Ctrl-C / SIGTERM: drain HTTP, let the worker finish, flush what is buffered, close the database. */
function stopOnSignals({ config, server, apollo, services, worker, sweeps, rateLimitStore, database }: Running): void {
  let stopping = false;
  // While stopping, every answer closes its connection, so keep-alive clients move off this
  // process (to another instance, or to the restarted one) instead of holding it open.
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (stopping) res.setHeader('Connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const sweepsStopped = sweeps.stop();
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
    await Promise.all([closed, worker?.stop(), sweepsStopped]);
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

/** Everything after the port opened: the store, the services, the app handed to the port, the worker and sweeps. */
export async function boot(config: Config, port: { server: http.Server; starting: StartingListener; port: number }): Promise<void> {
  const { server } = port;
  const database = await openStore(config);
  const rateLimitStore = await openRateLimitStore(config.redisUrl, database.dataSource);
  log().info(`Rate limits counted in ${rateLimitStore.description}.`);
  const services = await startServices(config, database, rateLimitStore);
  const apollo = await serveApp(config, services, database, port);
  const worker = startWorker(config, services);
  const sweeps = startSweeps(services, database);
  // The consent wording of the code becomes a stored version now (else at the first submission).
  await services.consent.ensureCurrent().catch((error: unknown) => log().error({ err: error }, 'Consent wording not stored yet'));
  stopOnSignals({ config, server, apollo, services, worker, sweeps, rateLimitStore, database });
  // Start-up is over once the sweeps' first runs are: its garbage (the warm-up renders among it)
  // is returned to the system a moment later rather than in V8's own time. A moment later: a
  // collection made while the process is still allocating fast keeps the young generation at
  // its largest (shared/startup-garbage.ts).
  await sweeps.idle();
  setTimeout(collectStartupGarbage, STARTUP_GARBAGE_DELAY_MS).unref();
}

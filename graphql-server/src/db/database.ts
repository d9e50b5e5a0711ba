// Open the database the configuration names (or the embedded default), migrated and ready.
import type { DataSource } from 'typeorm';
import { log } from '../logger';
import { createDataSource } from './data-source';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { openClientsOf, pgPoolOf } from './pg-internals';

export interface Database {
  dataSource: DataSource;
  /** 'postgres' with DATABASE_URL, 'embedded' otherwise. */
  kind: 'postgres' | 'embedded';
  /**
   * A data source of one connection of its own for the delivery worker, so it can claim jobs
   * while requests hold every pooled connection (real PostgreSQL only: the embedded database is
   * one session, whose single pooled connection everything shares). Closed with the database.
   */
  openWorkerDataSource(): Promise<DataSource | undefined>;
  /**
   * A small pool of its own for lead submissions (decision 0057): a lead is accepted while reads
   * hold every connection of the main pool, and waits longer for a connection than a read
   * (LEAD_POOL_TIMEOUT_MS). Real PostgreSQL only, as the worker's. Closed with the database.
   */
  openLeadDataSource(): Promise<DataSource | undefined>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database, or 'memory://'. */
  dataDir: string;
  /** Pool size override (tests that reach an embedded database by URL pass 1, see below). */
  poolSize?: number;
  /** Wait for a free pooled connection at most this long (DB_POOL_TIMEOUT_MS). */
  poolTimeoutMs?: number;
  /** Statements are cancelled after this long (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  logging?: boolean;
}

/** Connections reserved for lead submissions (real PostgreSQL), and how long a lead waits for one. */
export const LEAD_POOL_SIZE = 4;
const LEAD_POOL_TIMEOUT_MS = 30_000;

/** How long a request waits for the embedded database's one connection before answering 503. */
export const EMBEDDED_POOL_TIMEOUT_MS = 15_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  const url = options.databaseUrl ?? (embedded = await startEmbeddedDatabase(options.dataDir)).url;
  const dataSource = createDataSource({
    url,
    // PGlite is a single backend session that the socket server shares between its client
    // connections, so statements of two pooled connections can interleave (another connection's
    // simple query drops this one's unnamed prepared statement between Parse and Bind). One
    // pooled connection keeps every statement whole; requests queue in the pool instead, so
    // they get longer to obtain it.
    poolSize: options.poolSize ?? (embedded ? 1 : 10),
    connectTimeoutMs: options.poolTimeoutMs ?? (embedded ? EMBEDDED_POOL_TIMEOUT_MS : undefined),
    statementTimeoutMs: options.statementTimeoutMs,
    logging: options.logging,
  });
  try {
    await dataSource.initialize();
    guardConnections(dataSource);
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  let workerDataSource: DataSource | undefined;
  let leadDataSource: DataSource | undefined;
  return {
    dataSource,
    kind: embedded ? 'embedded' : 'postgres',
    async openWorkerDataSource() {
      if (embedded) return undefined;
      if (!workerDataSource) {
        const own = createDataSource({ url, poolSize: 1, statementTimeoutMs: options.statementTimeoutMs });
        await own.initialize();
        guardConnections(own);
        workerDataSource = own;
      }
      return workerDataSource;
    },
    async openLeadDataSource() {
      if (embedded) return undefined;
      if (!leadDataSource) {
        const own = createDataSource({
          url,
          poolSize: LEAD_POOL_SIZE,
          connectTimeoutMs: LEAD_POOL_TIMEOUT_MS,
          statementTimeoutMs: options.statementTimeoutMs,
        });
        await own.initialize();
        guardConnections(own);
        leadDataSource = own;
      }
      return leadDataSource;
    },
    async close() {
      if (leadDataSource?.isInitialized) await leadDataSource.destroy();
      if (workerDataSource?.isInitialized) await workerDataSource.destroy();
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

type ErrorEmitter = { on(event: 'error', listener: (error: Error) => void): unknown; listenerCount(event: string): number };

/**
 * A database restart ends every connection with a FATAL message. A pooled connection that is
 * checked out but between queries then has no 'error' listener of its own, and an unheard
 * 'error' event would end the process. Each connection gets a listener for its whole life: the
 * loss is logged, the pool drops the connection, and the next request opens a new one.
 */
function guardConnections(dataSource: DataSource): void {
  const pool = pgPoolOf(dataSource);
  if (!pool) return;
  const guard = (client: ErrorEmitter) => {
    client.on('error', (error) => log().warn({ err: error }, 'A database connection was lost'));
  };
  pool.on('connect', guard);
  for (const client of openClientsOf(pool)) guard(client);
}

import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** Connections in the pool. The embedded database serialises queries, so it gets a small pool. */
  poolSize?: number;
  /**
   * How long to wait for a connection before failing: opening one (a dead database answers fast)
   * and, with every connection busy, waiting for one to be free (DB_POOL_TIMEOUT_MS): a request
   * then answers 503 instead of queueing without end.
   */
  connectTimeoutMs?: number;
  /** The longest one statement may run before PostgreSQL cancels it (DB_STATEMENT_TIMEOUT_MS): answered 503. */
  statementTimeoutMs?: number;
  logging?: boolean;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_POOL_TIMEOUT_MS = 2000;
const DEFAULT_STATEMENT_TIMEOUT_MS = 15000;

/** One DataSource shape for real and embedded PostgreSQL: the same pg driver, the same migrations. */
export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    // gen_random_uuid() is built into PostgreSQL 13+ (and PGlite); no extension is needed.
    uuidExtension: 'pgcrypto',
    logging: options.logging ? ['error', 'warn', 'query'] : false,
    poolSize: options.poolSize ?? DEFAULT_POOL_SIZE,
    extra: {
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS,
      idleTimeoutMillis: 30000,
      // A statement that hangs must not hold a visitor's request forever.
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    },
  });
}

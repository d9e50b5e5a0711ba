import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DataSourceOptions {
  url: string;
  /** Connections in the pool. The embedded database serialises queries, so it gets a small pool. */
  poolSize?: number;
  /** How long to wait for a connection before failing (so a dead database answers fast). */
  connectTimeoutMs?: number;
  logging?: boolean;
}

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
    poolSize: options.poolSize ?? 10,
    extra: {
      connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
      idleTimeoutMillis: 30000,
      // A statement that hangs must not hold a visitor's request forever.
      statement_timeout: 15000,
    },
  });
}

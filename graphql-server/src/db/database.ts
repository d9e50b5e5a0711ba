// Open the database the configuration names (or the embedded default), migrated and ready.
import type { DataSource } from 'typeorm';
import { createDataSource } from './data-source';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';

export interface Database {
  dataSource: DataSource;
  /** 'postgres' with DATABASE_URL, 'embedded' otherwise. */
  kind: 'postgres' | 'embedded';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database, or 'memory://'. */
  dataDir: string;
  /** Pool size override (tests that reach an embedded database by URL pass 1, see below). */
  poolSize?: number;
  logging?: boolean;
}

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
    connectTimeoutMs: embedded ? 15000 : undefined,
    logging: options.logging,
  });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    kind: embedded ? 'embedded' : 'postgres',
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

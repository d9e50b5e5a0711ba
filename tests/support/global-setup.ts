// Integration tests run against DATABASE_URL's PostgreSQL when it is set (each test file
// creates a database of its own there). Otherwise embedded PostgreSQL (PGlite over its socket
// server, exactly as `npm start` runs it) is started here, outside Jest's module sandbox where
// PGlite's WASM loader cannot run: one per Jest worker, so files in parallel workers never share
// one, and each test file gets its worker's back empty (test-server.ts resets the schema).
//
// On PostgreSQL two template databases are made once per run: one migrated, one migrated and
// seeded. A test database is then a copy (`CREATE DATABASE … TEMPLATE`, a file copy of a few
// hundred milliseconds) instead of twenty migrations and the seed each time (decision 0037).
import 'reflect-metadata';
import type { Config } from 'jest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../graphql-server/src/db/embedded';
import { makeTemplateDatabases, type TemplateDatabases } from './template-databases';

declare global {
  var __EMBEDDED_DBS__: EmbeddedDatabase[] | undefined;
  var __TEMPLATE_DBS__: TemplateDatabases | undefined;
}

export default async function globalSetup(globalConfig: Config): Promise<void> {
  if (process.env.DATABASE_URL) {
    globalThis.__TEMPLATE_DBS__ = await makeTemplateDatabases(process.env.DATABASE_URL);
    process.env.TEST_TEMPLATE_DATABASES = JSON.stringify(globalThis.__TEMPLATE_DBS__.names);
    return;
  }
  const workers = Math.max(1, Math.min(Number(globalConfig.maxWorkers) || 1, 4));
  const databases = await Promise.all(Array.from({ length: workers }, () => startEmbeddedDatabase('memory://')));
  globalThis.__EMBEDDED_DBS__ = databases;
  process.env.TEST_EMBEDDED_DATABASE_URLS = databases.map((db) => db.url).join(' ');
}

// Integration tests run against DATABASE_URL's PostgreSQL when it is set. Otherwise one
// embedded PostgreSQL (PGlite over its socket server, exactly as `npm start` runs it) is
// started here, outside Jest's module sandbox where PGlite's WASM loader cannot run, and each
// test file gets it back empty (test-server.ts resets the schema).
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../graphql-server/src/db/embedded';

declare global {
  var __EMBEDDED_DB__: EmbeddedDatabase | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const embedded = await startEmbeddedDatabase('memory://');
  globalThis.__EMBEDDED_DB__ = embedded;
  process.env.TEST_EMBEDDED_DATABASE_URL = embedded.url;
}

// The services against a test database of their own, without HTTP (issue 17: tests at the right
// layer). A service's rules are tested here, where they live: no server, no GraphQL or REST
// mapping, a call and its result or its DomainError / InputValidationError. The transport tests
// keep the contract (status, shape, auth) and one example of each error mapping.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../graphql-server/src/db/database';
import { seedIfEmpty } from '../../graphql-server/src/db/seed/seed';
import type { Services } from '../../graphql-server/src/services';
import { createTestServices, freshDatabase, type TestServerOptions } from './test-server';

export interface TestServices {
  services: Services;
  dataSource: DataSource;
  close(): Promise<void>;
}

export async function startTestServices(options: TestServerOptions = {}): Promise<TestServices> {
  const fresh = await freshDatabase(options.seed ? 'seeded' : 'migrated');
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', poolSize: process.env.DATABASE_URL ? 10 : 1 });
  if (options.seed) await seedIfEmpty(database.dataSource);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-outbox-'));
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-media-'));
  const services = createTestServices(database.dataSource, options, outboxDir, mediaDir);
  return {
    services,
    dataSource: database.dataSource,
    async close() {
      await services.webhooks.close();
      await database.close();
      await fresh.drop();
      fs.rmSync(outboxDir, { recursive: true, force: true });
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

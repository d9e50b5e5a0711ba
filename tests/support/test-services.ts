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
import { DomainError, InputValidationError } from '../../graphql-server/src/shared/errors';
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

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  const outcome = await promise.then(
    () => ({ rejected: false as const }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  if (!outcome.rejected) throw new Error('Expected a rejection, the call succeeded');
  return outcome.error;
}

/** A DomainError with this code (CONFLICT, NOT_FOUND, FORBIDDEN…) and, when given, this message. */
export async function expectDomainError(promise: Promise<unknown>, code: string, message?: string): Promise<void> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
  if (message !== undefined) expect((error as DomainError).message).toBe(message);
}

/** An InputValidationError with exactly these field errors, in this order. */
export async function expectInvalid(promise: Promise<unknown>, errors: Array<{ field: string; message: string }>): Promise<void> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(InputValidationError);
  expect((error as InputValidationError).errors).toEqual(errors);
}

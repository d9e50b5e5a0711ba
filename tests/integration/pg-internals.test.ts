// The pg pool under TypeORM is reached through two non-public properties
// (graphql-server/src/db/pg-internals.ts). These fail when a TypeORM or pg upgrade moves them,
// instead of the connection guard and the rate limiter's pool silently doing nothing.
import { Pool } from 'pg';
import { openClientsOf, pgPoolOf } from '../../graphql-server/src/db/pg-internals';
import { START_TIMEOUT, startServer } from './helpers';
import type { TestServer } from '../support/test-server';

describe('TypeORM and pg internals the server relies on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it("finds TypeORM's pg pool as driver.master", async () => {
    const pool = pgPoolOf(server.dataSource);
    expect(pool).toBeInstanceOf(Pool);
    expect(await pool!.query('SELECT 1 AS one')).toMatchObject({ rows: [{ one: 1 }] });
  });

  it("lists the pool's open connections as _clients", async () => {
    const pool = pgPoolOf(server.dataSource)!;
    const client = await pool.connect();
    try {
      expect(openClientsOf(pool)).toContain(client);
    } finally {
      client.release();
    }
  });
});

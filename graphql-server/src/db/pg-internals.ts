// The two places where the code reaches past TypeORM's public API into the pg pool under it,
// in one file: TypeORM 1.x keeps the pool as `driver.master`, and pg 8.x keeps the pool's open
// connections as `_clients`. tests/integration/pg-internals.test.ts fails when an upgrade moves
// either, instead of the guards that use them silently doing nothing.
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool TypeORM's PostgreSQL driver queries through (undefined before initialize()). */
export function pgPoolOf(dataSource: DataSource): Pool | undefined {
  return (dataSource.driver as unknown as { master?: Pool }).master;
}

/** The pool's currently open connections, idle or checked out. */
export function openClientsOf(pool: Pool): PoolClient[] {
  return (pool as unknown as { _clients?: PoolClient[] })._clients ?? [];
}

/** Whether a query on `dataSource` now would get a connection without waiting (an idle one, or room to open one, and no one queued). */
export function hasFreeConnection(dataSource: DataSource): boolean {
  const pool = pgPoolOf(dataSource);
  if (!pool) return true;
  return pool.waitingCount === 0 && (pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? 10));
}

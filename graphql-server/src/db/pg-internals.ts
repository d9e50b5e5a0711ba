// The places where the code reaches past TypeORM's public API into the pg pool under it, in one
// file: TypeORM 1.x keeps the pool as `driver.master`, and pg 8.x keeps the pool's open
// connections as `_clients`. tests/integration/pg-internals.test.ts fails when an upgrade moves
// either, instead of the guards that use them silently doing nothing.
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

/** The pg pool TypeORM's PostgreSQL driver queries through (undefined before initialize()). */
export function pgPoolOf(dataSource: DataSource): Pool | undefined {
  return (dataSource.driver as unknown as { master?: Pool }).master;
}

/**
 * The rows of one statement sent through the pool itself: no query runner, no entity metadata, the
 * rows as pg gives them (decision 0086: a public list read's whole answer cost less than TypeORM's
 * part of it). Through TypeORM when there is no pool yet.
 */
export async function poolRows<T>(dataSource: DataSource, sql: string, parameters: unknown[] = []): Promise<T[]> {
  const pool = pgPoolOf(dataSource);
  if (!pool) return (await dataSource.query(sql, parameters)) as T[];
  return (await pool.query(sql, parameters)).rows as T[];
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

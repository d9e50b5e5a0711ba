// Where the rate limits are counted: Redis when REDIS_URL is set (several instances share it
// without touching the database), otherwise the site's PostgreSQL (the rate_limits table).
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { RATE_LIMIT_TABLE, type RateLimitStore } from './rate-limits';

export interface OpenedRateLimitStore {
  store: RateLimitStore;
  description: string;
  close(): Promise<void>;
}

export async function openRateLimitStore(redisUrl: string | undefined, dataSource: DataSource): Promise<OpenedRateLimitStore> {
  if (redisUrl) {
    // No offline queue: while Redis is away a command fails at once and the limiter falls back to
    // counting in memory, rather than requests waiting on Redis.
    const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    await client.connect();
    return { store: { kind: 'redis', client }, description: 'Redis (REDIS_URL)', close: async () => void (await client.quit()) };
  }
  // Rows past their window are of no use; the limiter deletes its own as it goes, this catches the rest.
  await dataSource.query(`DELETE FROM "${RATE_LIMIT_TABLE}" WHERE "expire" < $1`, [Date.now()]);
  return { store: { kind: 'postgres', dataSource }, description: 'PostgreSQL', close: async () => undefined };
}

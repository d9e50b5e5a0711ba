// Issue 36 (memory): the response caches' byte bound counts what an entry really holds, its
// compressed copies included; and the roll-up job, stopped at shutdown, hands back the run under
// way so the database closes after it (boot.ts), not under it.
import { ContentVersions } from '../../../graphql-server/src/cache/content-versions';
import { COMPRESS_FROM_BYTES, ResponseCache } from '../../../graphql-server/src/cache/response-cache';
import { startRollupJob } from '../../../graphql-server/src/modules/analytics/rollup-job';
import type { DataSource } from 'typeorm';

const quietDatabase = { options: {}, query: async () => [] } as unknown as DataSource;

describe('the response cache byte bound', () => {
  it('counts a compressible body with its Brotli and gzip copies, so fewer such entries fit than their bodies alone would', () => {
    const versions = new ContentVersions(quietDatabase);
    const body = 'x'.repeat(10_000);
    // Room for four bodies alone, but not for four with their compressed copies.
    const cache = new ResponseCache(versions, { maxBytes: 4 * (body.length + 256) + 100 });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, cache.token(), 200, 'html', body);
    expect(cache.size).toBeLessThan(4);
    expect(cache.get('d')).toBeDefined();
    expect(cache.get('a')).toBeUndefined();
  });

  it('counts a body shorter than the compression threshold as itself: it is never compressed', () => {
    const versions = new ContentVersions(quietDatabase);
    const body = 'x'.repeat(COMPRESS_FROM_BYTES - 1);
    const cache = new ResponseCache(versions, { maxBytes: 4 * (body.length + 256) });
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, cache.token(), 200, 'application/json', body);
    expect(cache.size).toBe(4);
  });
});

describe('the analytics roll-up job', () => {
  it('runs at once, and its stop resolves only when the run under way has finished; no run starts after it', async () => {
    jest.useFakeTimers();
    try {
      let finish!: () => void;
      let runs = 0;
      const stop = startRollupJob(() => {
        runs += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      }, 1000);
      expect(runs).toBe(1);

      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(stopped).toBe(false);

      finish();
      await stopping;
      expect(stopped).toBe(true);
      jest.advanceTimersByTime(5000);
      expect(runs).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops at once when no run is under way', async () => {
    const stop = startRollupJob(async () => undefined, 1000);
    await Promise.resolve();
    await expect(stop()).resolves.toBeUndefined();
  });
});

// A scheduled page goes public at its time on every instance (issue 31): the next-publish timer
// of the content versions looks at pages as well as posts and resources, and when it fires the
// pages' version moves, so the page and read caches drop. The clock is the test's.
import type { DataSource } from 'typeorm';
import { ContentVersions } from '../../../graphql-server/src/cache/content-versions';

const NOW = new Date('2027-03-01T09:00:00Z');

describe('the next-publish timer', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('asks for the next scheduled page too, and bumps the pages version at its time', async () => {
    const due = new Date(NOW.getTime() + 60_000);
    const statements: string[] = [];
    const db = {
      query: jest.fn(async (sql: string) => {
        statements.push(sql);
        return statements.length === 1 ? [{ next: due }] : [{ next: null }];
      }),
    } as unknown as DataSource;
    const versions = new ContentVersions(db);
    const changed: string[] = [];
    versions.onChange((kind) => changed.push(kind));
    await versions.scheduleNextPublish();
    expect(statements[0]).toMatch(/FROM "pages" WHERE "publishedAt" > now\(\) AND "state" = 'PUBLISHED'/);

    await jest.advanceTimersByTimeAsync(59_000);
    expect(versions.version('pages')).toBe(0);
    await jest.advanceTimersByTimeAsync(1_100);
    expect(versions.version('pages')).toBe(1);
    expect(changed).toEqual(expect.arrayContaining(['posts', 'resources', 'pages']));
    await versions.close();
  });
});

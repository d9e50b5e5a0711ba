// The server-rendered blog search when the database cannot answer in time (issue 11, decision
// 0017): a statement held behind a lock runs past DB_STATEMENT_TIMEOUT_MS on a pool of one, and
// the page shows the list's error state with status 503 — never "No posts found" with 200, and
// it is not kept by the page cache. A lock needs a second database session, so PostgreSQL only.
import { Client } from 'pg';
import { assertBuilt, startBuiltApp, type BuiltApp } from '../support/built-app';
import { freshDatabase, testDatabaseKind } from '../support/test-server';
import { START_TIMEOUT, uniq } from './helpers';

assertBuilt('pool-exhaustion-page.test.ts');
const onPostgres = testDatabaseKind() === 'postgres' ? describe : describe.skip;

onPostgres('the blog search page while the database cannot answer', () => {
  let app: BuiltApp;
  let database: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    database = await freshDatabase('seeded');
    app = await startBuiltApp({
      DATABASE_URL: database.url,
      DB_POOL_SIZE: '1',
      DB_POOL_TIMEOUT_MS: '300',
      DB_STATEMENT_TIMEOUT_MS: '500',
    });
  }, START_TIMEOUT);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  }, 60_000);

  const page = async (pathname: string) => {
    const res = await fetch(app.url + pathname, { headers: { accept: 'text/html' } });
    return { status: res.status, cacheControl: res.headers.get('cache-control'), html: await res.text() };
  };

  it('renders the error state with 503, not "No results", and serves the list again once the database answers', async () => {
    const search = `/blog?q=${uniq()}`;
    const locker = new Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE blog_posts IN ACCESS EXCLUSIVE MODE');
      const failed = await page(search);
      expect(failed.status).toBe(503);
      expect(failed.html).toContain('Unable to load blog posts');
      expect(failed.html).not.toContain('No posts found');
      expect(failed.cacheControl ?? '').not.toMatch(/public/);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
    // The lock released, the page renders again: polled, the released connection may take a moment
    // to be free on a loaded machine.
    let recovered = await page(search);
    for (const deadline = Date.now() + 15_000; recovered.status !== 200 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      recovered = await page(search);
    }
    expect(recovered.status).toBe(200);
    expect(recovered.html).toContain('No posts found');
    expect(recovered.html).not.toContain('Unable to load blog posts');
  });
});

// The page and read caches (docs/decisions/0011): anonymous pages and public REST reads are
// served from memory with an ETag (304 when unchanged), dropped when an admin writes content —
// on every instance sharing the database — and at the next scheduled publish time (proved with a
// moved clock in editorial.test.ts); staff get a private render. Behaviour only, never timings.
// The server renderer is an ES module jest cannot load, so the servers are the built app (npm test builds it first), started as
// processes: two on one PostgreSQL with DATABASE_URL (a copy of the run's seeded template, so
// neither migrates nor seeds), one on the embedded database otherwise.
import { START_TIMEOUT, validPost } from './helpers';
import { assertBuilt, startBuiltApp, UNGATED_ANONYMOUS_WORK, type BuiltApp } from '../support/built-app';
import { freshDatabase, testDatabaseKind } from '../support/test-server';

assertBuilt('page-cache.test.ts');

type Running = BuiltApp;

// The gate is not this test's subject: on a loaded CI machine its share of a core refused reads (503).
const startApp = (databaseUrl: string | undefined) =>
  startBuiltApp({ DATABASE_URL: databaseUrl ?? '', ALLOW_ADMIN_REGISTRATION: 'true', ...UNGATED_ANONYMOUS_WORK });

async function stopApp(app: Running | undefined): Promise<void> {
  await app?.stop();
}

/** A small supertest-like helper over fetch. */
async function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + pathname, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, headers: Object.fromEntries(res.headers), text, json: () => JSON.parse(text) as Array<{ title: string }> };
}

/** Ask until `check` holds (a message between instances takes a moment), at most 15 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 250; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('page cache and public read cache', () => {
  let a: Running;
  let b: Running | undefined;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let token: string;
  const write = (pathname: string, body: unknown) =>
    fetch(a.url + pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    // A second instance on the same PostgreSQL (the embedded database belongs to one process).
    if (testDatabaseKind() === 'postgres') database = await freshDatabase('seeded');
    a = await startApp(database?.url);
    if (database) b = await startApp(database.url);
    const registered = await fetch(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'secret123' }),
    });
    token = ((await registered.json()) as { token: string }).token;
  }, START_TIMEOUT);

  afterAll(async () => {
    await stopApp(b);
    await stopApp(a);
    await database?.drop();
  }, 60_000);

  it('serves an anonymous page with an ETag, and 304 when the client has it', async () => {
    const first = await get(a.url, '/blog');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.vary).toMatch(/Cookie/);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(a.url, '/blog');
    expect(again.headers.etag).toBe(etag);
    expect(again.text).toBe(first.text);
    const revalidated = await get(a.url, '/blog', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('answers a cached hit (served before the middleware stack) with the headers of the answer that stored it', async () => {
    // Headers that differ per answer by nature; everything else must be the same.
    const perAnswer = new Set(['date', 'x-request-id', 'keep-alive', 'connection', 'transfer-encoding', 'content-length']);
    const same = (miss: Record<string, string>, hit: Record<string, string>) => {
      const keep = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([name]) => !perAnswer.has(name)));
      expect(keep(hit)).toEqual(keep(miss));
      expect(hit['x-request-id']).toBeTruthy();
    };
    const page = `/blog?headers=${Date.now()}`;
    const missed = await get(a.url, page, { 'accept-encoding': 'br' });
    const hit = await get(a.url, page, { 'accept-encoding': 'br' });
    expect(hit.text).toBe(missed.text);
    same(missed.headers, hit.headers);
    expect(hit.headers['content-security-policy']).toContain("default-src 'self'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(a.url, page, { 'x-request-id': 'trace-42' })).headers['x-request-id']).toBe('trace-42');

    const read = `/api/blog?headers=${Date.now()}`;
    const readMissed = await get(a.url, read, { accept: 'application/json' });
    const readHit = await get(a.url, read, { accept: 'application/json' });
    expect(readHit.text).toBe(readMissed.text);
    same(readMissed.headers, readHit.headers);
  });

  it('sends a compressed cached page as Brotli or gzip, as the client accepts', async () => {
    // fetch decodes both; the header says what travelled.
    const br = await get(a.url, '/', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toContain('<h1');
    const gzip = await get(a.url, '/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('<h1');
  });

  it('drops the page when an admin writes a post, on this instance and on the other one', async () => {
    const servers = [a, b].filter((server): server is Running => Boolean(server));
    const before = await Promise.all(servers.map((server) => get(server.url, '/blog')));
    const post = validPost({ title: `Cache invalidation ${Date.now()}` });
    const created = await write('/api/admin/blog', post);
    expect(created.status).toBe(201);
    for (const [index, server] of servers.entries()) {
      const shown = await eventually(async () => (await get(server.url, '/blog')).text.includes(post.title));
      expect(shown).toBe(true);
      const after = await get(server.url, '/blog');
      expect(after.headers.etag).not.toBe(before[index].headers.etag);
      // The old ETag no longer earns a 304.
      expect((await get(server.url, '/blog', { 'if-none-match': before[index].headers.etag })).status).toBe(200);
    }
  });

  it('renders the seeded home from its blocks, its data in the page; publishing the home empties the page caches of every instance', async () => {
    const servers = [a, b].filter((server): server is Running => Boolean(server));
    for (const server of servers) {
      const home = await get(server.url, '/');
      expect(home.text).toContain('Take control of your cloud spend with FinOps');
      expect(home.text).toContain('Our Services');
      // The page's blocks travel in the hydration state: the browser asks for nothing to draw them.
      expect(home.text).toContain('page({\\"slug\\":\\"home\\"})');
      expect((await get(server.url, '/')).headers.etag).toBe(home.headers.etag);
    }
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${a.url}/api/admin/pages?search=home`, { headers: auth })).json()) as Array<{
      id: string;
      slug: string;
    }>;
    const id = list.find((item) => item.slug === 'home')!.id;
    const page = (await (await fetch(`${a.url}/api/admin/pages/${id}`, { headers: auth })).json()) as {
      title: string;
      version: number;
      blocks: Array<Record<string, unknown>>;
    };
    const headline = `A campaign headline ${Date.now()}`;
    const saved = await fetch(`${a.url}/api/admin/pages/${id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({
        slug: 'home',
        title: page.title,
        blocks: [{ ...page.blocks[0], headline }, ...page.blocks.slice(1)],
        status: 'PUBLISHED',
        expectedVersion: page.version,
      }),
    });
    expect(saved.status).toBe(200);
    for (const server of servers) {
      expect(await eventually(async () => (await get(server.url, '/')).text.includes(headline))).toBe(true);
    }
  });

  it('drops the public REST reads on a write too, with ETag and a CDN-fit Cache-Control', async () => {
    const servers = [a, b].filter((server): server is Running => Boolean(server));
    const first = await get(servers[servers.length - 1].url, '/api/blog');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect((await get(servers[servers.length - 1].url, '/api/blog', { 'if-none-match': first.headers.etag })).status).toBe(304);
    const post = validPost({ title: `REST cache ${Date.now()}` });
    expect((await write('/api/admin/blog', post)).status).toBe(201);
    for (const server of servers) {
      expect(await eventually(async () => (await get(server.url, '/api/blog')).json().some((item) => item.title === post.title))).toBe(
        true,
      );
    }
    // Admin reads and unknown articles are never cached.
    expect((await get(a.url, '/api/blog/no-such-article')).headers['cache-control']).toBe('no-store');
    expect((await get(a.url, '/api/admin/blog', { authorization: `Bearer ${token}` })).headers['cache-control']).toBe('no-store');
  });

  it('keeps a scheduled post off the page and the REST list before its time', async () => {
    // An hour ahead: no answer can come after it. That it shows at its time without any write
    // (the publication timer bumps the content version every cache key holds) is proved with the
    // server's clock moved, in editorial.test.ts; this process's clock cannot be moved.
    const post = validPost({ title: `Scheduled cache ${Date.now()}`, publishedAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await write('/api/admin/blog', post)).status).toBe(201);
    const server = b ?? a;
    expect((await get(server.url, '/blog')).text).not.toContain(post.title);
    expect((await get(server.url, '/api/blog')).json().some((item) => item.title === post.title)).toBe(false);
  });

  it('gives a signed-in admin a private render, never the shared page', async () => {
    const anonymous = await get(a.url, '/');
    const staff = await get(a.url, '/', { cookie: `finops_session=${token}` });
    expect(staff.status).toBe(200);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers.vary).toMatch(/Cookie/);
    expect(staff.text).toMatch(/>Admin</);
    expect(anonymous.text).not.toMatch(/>Admin</);
    // And the anonymous page is still the shared one afterwards.
    expect((await get(a.url, '/')).text).not.toMatch(/>Admin</);
  });

  it('treats a forged session cookie as anonymous (the shared page, no private render)', async () => {
    const res = await get(a.url, '/', { cookie: 'finops_session=not-a-real-token' });
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers unknown pages 404 every time, never as a cacheable page (kept only briefly in memory, decision 0057)', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get(a.url, `/no-such-page-${i}`);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the extracted Ant Design stylesheet linked from the page, immutable', async () => {
    const page = await get(a.url, '/');
    const href = /href="(\/assets\/ssr-styles-[\w-]+\.css)"/.exec(page.text)?.[1];
    expect(href).toBeDefined();
    expect(page.text).not.toContain('<style');
    const css = await get(a.url, href!);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.text).toContain('.ant-btn');
  });
});

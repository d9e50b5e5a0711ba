// The fast path before Express (decision 0076): cached anonymous hits (pages, public REST reads,
// GraphQL GETs of public reads) answered by the HTTP server's request listener, with the headers
// the Express path sends for the same hit; anonymous misses of the public REST list reads made
// there too, as their Express routes make them (decision 0086); 304s with the 200's headers and no body; the arm of a
// running experiment assigned before the page cache is read; page views of the hits recorded
// (DNT, bots and staff excepted); staff, other methods and misses handed to Express. The pages
// here are put in the page cache by the test (jest cannot load the server renderer; the built
// app's page-cache.test.ts compares a rendered page's headers with its cached hit's). The web
// build here is a bare app shell, which the Express path answers with `no-cache`: a page with the
// page cache's Cache-Control and the cached bytes can only have come from the fast path.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { PUBLIC_PAGE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from '../../graphql-server/src/cache/response-cache';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../graphql-server/src/graphql/format-error';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, validPost, type Agent } from './helpers';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SHELL = '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';
/** Long enough to be sent compressed (1 KB and more). */
const page = (label: string) => `<!doctype html><html><body><h1>${label}</h1>${'<p>Cached words of a page.</p>'.repeat(80)}</body></html>`;

let server: TestServer;
let admin: Agent;
let adminToken: string;
const now = new Date('2026-11-20T10:00:00Z');
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-fast-path-web-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), SHELL);
  server = await startServer({ seed: true, webDist, analytics: { now: () => now } });
  ({ agent: admin, token: adminToken } = await signedInAdmin(server));
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** Put a page in the page cache for the current content version, as the renderer's answer would be. */
function cachePage(key: string, html: string): void {
  const cache = server.caches.pages;
  cache.set(key, cache.token(), 200, 'html', html);
}

/** A visitor's page request through the listening server (fast path first). */
const visit = (url: string, headers: Record<string, string> = {}) =>
  request(server.url)
    .get(url)
    .set({ Accept: 'text/html', 'User-Agent': CHROME, 'X-Forwarded-For': '198.51.100.7', ...headers });

/** Headers that differ per answer by nature; every other header must be the same. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
/** What a 304 has of its 200: every header but the body's own. */
const without304 = (headers: Record<string, string>) => {
  const { 'content-type': _type, 'content-length': _length, 'content-encoding': _encoding, ...rest } = comparable(headers);
  return rest;
};

async function pageViews(): Promise<Array<{ name: string; path: string }>> {
  await server.services.analytics.flush();
  return server.dataSource.query(`SELECT "name", "path" FROM analytics_events WHERE "name" = 'pageview' ORDER BY "occurredAt"`);
}

beforeEach(async () => {
  await server.services.analytics.flush();
  await server.dataSource.query('DELETE FROM analytics_events');
});

describe('cached pages before Express', () => {
  it('answers a cached page with the security headers, ETag, Cache-Control, Vary and the encoding the client accepts', async () => {
    const html = page('Fast blog');
    cachePage('/blog', html);
    const plain = await visit('/blog', { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(html);
    expect(plain.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers['x-request-id']).toBeTruthy();
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The security headers are the Express path's (the shell it serves for a page it has not cached).
    const express = await request(server.app).get('/blog').set('Accept', 'text/html');
    expect(express.text).toBe(SHELL);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(plain.headers[name]).toBe(express.headers[name]);
    }
    const brotli = await visit('/blog', { 'Accept-Encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(html);
    const gzip = await visit('/blog?utm_source=newsletter', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(html);
    expect((await visit('/blog', { 'X-Request-Id': 'trace-42' })).headers['x-request-id']).toBe('trace-42');
  });

  it('answers 304 with the headers of the 200 and no body', async () => {
    cachePage('/resources', page('Fast resources'));
    const full = await visit('/resources', { 'Accept-Encoding': 'br' });
    const revalidated = await visit('/resources', { 'Accept-Encoding': 'br', 'If-None-Match': full.headers.etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(without304(revalidated.headers)).toEqual(without304(full.headers));
    expect(revalidated.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const html = page('Fast head');
    cachePage('/blog', html);
    const get = await visit('/blog', { 'Accept-Encoding': 'identity' });
    const head = await request(server.url).head('/blog').set({ Accept: 'text/html', 'Accept-Encoding': 'identity' });
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
  });

  it('hands other methods, staff, tokens, previews and misses to Express', async () => {
    cachePage('/blog', page('Fast staff'));
    const post = await request(server.url).post('/blog').set('Accept', 'text/html');
    expect(post.text).not.toContain('Fast staff');
    const staff = await admin.get('/blog').set('Accept', 'text/html');
    expect(staff.text).not.toContain('Fast staff');
    expect(staff.headers['cache-control']).not.toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const token = await visit('/blog', { Authorization: `Bearer ${adminToken}` });
    expect(token.text).not.toContain('Fast staff');
    const preview = await visit('/blog?preview=1');
    expect(preview.text).not.toContain('Fast staff');
    const miss = await visit('/blog/not-cached-here');
    expect(miss.headers['cache-control']).toBe('no-cache');
    expect((await visit('/blog')).text).toContain('Fast staff');
  });

  it('records a page view for each hit, none for DNT, Sec-GPC, bots or staff', async () => {
    cachePage('/blog', page('Fast counted'));
    expect((await visit('/blog?utm_source=mail')).text).toContain('Fast counted');
    expect((await visit('/blog', { DNT: '1' })).text).toContain('Fast counted');
    expect((await visit('/blog', { 'Sec-GPC': '1' })).text).toContain('Fast counted');
    expect((await visit('/blog', { 'User-Agent': 'curl/8.0' })).text).toContain('Fast counted');
    await admin.get('/blog').set({ Accept: 'text/html', 'User-Agent': CHROME });
    const views = await pageViews();
    expect(views.map((view) => view.path)).toEqual(['/blog']);
  });

  it('stops answering a page once content is published (the content version changed)', async () => {
    cachePage('/blog', page('Fast before publish'));
    expect((await visit('/blog')).text).toContain('Fast before publish');
    const created = await admin.post('/api/admin/blog').send(validPost());
    expect(created.status).toBe(201);
    const after = await visit('/blog');
    expect(after.text).not.toContain('Fast before publish');
    expect(after.headers['cache-control']).toBe('no-cache');
  });
});

describe('experiments on the fast path', () => {
  afterAll(async () => {
    await server.dataSource.query(`UPDATE experiments SET "status" = 'STOPPED' WHERE "status" = 'RUNNING'`);
    await server.services.content.changed('pages');
  });

  it('gives a variant visitor the variant from the cache, and control to control visitors and excluded ones', async () => {
    const home = await server.services.pages.bySlugAnyStatus('home');
    const blockIndex = home!.blocks.findIndex((block) => block.type === 'hero');
    const created = await admin.post('/api/admin/experiments').send({
      name: 'Fast path headline',
      pageId: home!.id,
      blockIndex,
      controlWeight: 50,
      variants: [{ name: 'Savings first', weight: 50, fields: { headline: 'Cut your cloud bill by 40% with FinOps' } }],
      goal: 'lead',
      minVisitorsPerArm: 10,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.post(`/api/admin/experiments/${id}/start`)).status).toBe(200);

    // Each visitor's arm, as the page read gives it (it records the exposure with the arm).
    const armOf = new Map<string, string>();
    for (let i = 1; i <= 30 && new Set(armOf.values()).size < 2; i += 1) {
      const address = `203.0.113.${i}`;
      await request(server.url).get('/api/pages/home').set({ 'X-Forwarded-For': address, 'User-Agent': CHROME });
      await server.services.analytics.flush();
      const [exposure] = (await server.dataSource.query(
        `SELECT "props" FROM analytics_events WHERE "name" = 'experiment_view' ORDER BY "occurredAt" DESC LIMIT 1`,
      )) as Array<{ props: { arm: string } }>;
      armOf.set(address, exposure.props.arm);
      await server.dataSource.query('DELETE FROM analytics_events');
    }
    const variantVisitor = [...armOf].find(([, arm]) => arm !== 'control');
    const controlVisitor = [...armOf].find(([, arm]) => arm === 'control');
    expect(variantVisitor && controlVisitor).toBeTruthy();

    // The renderer keeps one page per arm: control under the address, the variant under its suffix.
    cachePage('/', page('Control home'));
    cachePage(`/#arm=${id}:${variantVisitor![1]}`, page('Variant home'));
    const variant = await visit('/', { 'X-Forwarded-For': variantVisitor![0] });
    expect(variant.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(variant.text).toContain('Variant home');
    expect((await visit('/?utm_source=ad', { 'X-Forwarded-For': variantVisitor![0] })).text).toContain('Variant home');
    expect((await visit('/', { 'X-Forwarded-For': controlVisitor![0] })).text).toContain('Control home');
    expect((await visit('/', { 'X-Forwarded-For': variantVisitor![0], DNT: '1' })).text).toContain('Control home');
    // HEAD is not assigned an arm (as on the Express path): control.
    expect(
      (await request(server.url).head('/').set({ Accept: 'text/html', 'User-Agent': CHROME, 'X-Forwarded-For': variantVisitor![0] }))
        .headers.etag,
    ).toBe((await visit('/', { 'X-Forwarded-For': controlVisitor![0] })).headers.etag);

    await server.services.analytics.flush();
    const exposures = (await server.dataSource.query(
      `SELECT "props" FROM analytics_events WHERE "name" = 'experiment_view' ORDER BY "occurredAt"`,
    )) as Array<{ props: { experiment: string; arm: string } }>;
    expect(exposures.map((event) => event.props.arm).sort()).toEqual(['control', 'control', variantVisitor![1], variantVisitor![1]].sort());
  });
});

describe('cached reads before Express', () => {
  /** The same request through the listening server (fast path) and through the Express app alone. */
  const both = async (url: string, headers: Record<string, string>) => {
    await request(server.url).get(url).set(headers); // a miss: Express answers and stores it
    const fast = await request(server.url).get(url).set(headers);
    const express = await request(server.app).get(url).set(headers);
    return { fast, express };
  };

  it('answers a public REST read with the headers of the Express path, and 304 with the 200 headers', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const { fast, express } = await both('/api/blog?pageSize=20', { 'Accept-Encoding': encoding });
      expect(fast.status).toBe(200);
      expect(fast.text).toBe(express.text);
      expect(comparable(fast.headers)).toEqual(comparable(express.headers));
    }
    const full = await request(server.url).get('/api/blog?pageSize=20');
    const fast304 = await request(server.url).get('/api/blog?pageSize=20').set('If-None-Match', full.headers.etag);
    const express304 = await request(server.app).get('/api/blog?pageSize=20').set('If-None-Match', full.headers.etag);
    expect(fast304.status).toBe(304);
    expect(fast304.text).toBe('');
    expect(comparable(fast304.headers)).toEqual(comparable(express304.headers));
    expect(without304(fast304.headers)).toEqual(without304(full.headers));
  });

  it('answers a GraphQL GET of a public read, by its text or its persisted hash, with the headers of the Express path', async () => {
    const query = '{ posts(page: 1) { totalCount items { slug title } } }';
    const hash = crypto.createHash('sha256').update(query).digest('hex');
    const byText = `/graphql?query=${encodeURIComponent(query)}`;
    const headers = { 'apollo-require-preflight': 'true', 'Accept-Encoding': 'gzip' };
    const { fast, express } = await both(byText, headers);
    expect(fast.status).toBe(200);
    expect(fast.body.data.posts.totalCount).toBeGreaterThan(0);
    expect(comparable(fast.headers)).toEqual(comparable(express.headers));
    const persisted = `/graphql?extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }))}`;
    const byHash = await request(server.url).get(persisted).set(headers);
    expect(byHash.text).toBe(fast.text);
    expect(comparable(byHash.headers)).toEqual(comparable(fast.headers));
    // Apollo's CSRF rule holds on the fast path: no preflight header, no cached answer.
    expect((await request(server.url).get(byText)).status).toBe(400);
  });

  it('serves the new list once a post is published, on both reads', async () => {
    await request(server.url).get('/api/blog');
    const post = validPost();
    expect((await admin.post('/api/admin/blog').send(post)).status).toBe(201);
    const list = await request(server.url).get('/api/blog');
    expect(list.body.map((item: { slug: string }) => item.slug)).toContain(post.slug);
  });
});

describe('misses of the public REST list reads before Express', () => {
  /** Every list read, with a page of it that has a Link header among them. */
  const LISTS = [
    '/api/blog?pageSize=2&page=2',
    '/api/blog/category/strategy?pageSize=1',
    '/api/blog/category/strategy?exclude=showback-before-chargeback',
    '/api/blog/search?q=cost&pageSize=2',
    '/api/blog/featured',
    '/api/categories',
    '/api/resources?pageSize=1',
    '/api/resources/type/template',
  ];

  /** Runs `run` with Express's handler watched: how many requests reached the app. */
  async function expressCalls(run: () => Promise<void>): Promise<number> {
    // Express's app function hands every request to its `handle` (untyped).
    const handle = jest.spyOn(server.app as unknown as { handle: (...args: unknown[]) => void }, 'handle');
    try {
      await run();
      return handle.mock.calls.length;
    } finally {
      handle.mockRestore();
    }
  }

  it('answers an anonymous miss with the status, body and headers the Express path gives it, and keeps it for the hits', async () => {
    for (const url of LISTS) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        server.caches.reads.clear();
        const express = await request(server.app).get(url).set('Accept-Encoding', encoding);
        server.caches.reads.clear();
        let lean: request.Response | undefined;
        expect(await expressCalls(async () => void (lean = await request(server.url).get(url).set('Accept-Encoding', encoding)))).toBe(0);
        expect({ url, encoding, status: lean!.status }).toEqual({ url, encoding, status: 200 });
        // The ETag fingerprints the JSON; the length, of the bytes sent in that encoding.
        expect(comparable(lean!.headers)).toEqual(comparable(express.headers));
        if (encoding === 'identity') expect(lean!.text).toBe(express.text);
        expect(lean!.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
        expect(server.caches.reads.get(url)).toBeDefined();
      }
    }
    expect((await request(server.url).get('/api/blog?pageSize=2&page=2')).headers.link).toBe(
      '</api/blog?pageSize=2&page=3>; rel="next", </api/blog?pageSize=2&page=1>; rel="prev"',
    );
  });

  it('answers HEAD and If-None-Match on a miss as the hit would', async () => {
    server.caches.reads.clear();
    const head = await request(server.url).head('/api/categories?head=1').set('Accept-Encoding', 'gzip');
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
    const get = await request(server.url).get('/api/categories?head=1').set('Accept-Encoding', 'gzip');
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
    server.caches.reads.clear();
    const revalidated = await request(server.url).get('/api/categories?head=1').set('If-None-Match', get.headers.etag);
    expect(revalidated.status).toBe(304);
  });

  it('leaves to Express what the stack answers otherwise: staff, bodies, other paths and spellings', async () => {
    server.caches.reads.clear();
    const cases: Array<[string, () => request.Test]> = [
      ['a session cookie', () => request(server.url).get('/api/blog?who=staff').set('Cookie', 'finops_session=forged')],
      ['a token', () => request(server.url).get('/api/blog?who=token').set('Authorization', `Bearer ${adminToken}`)],
      ['a body', () => request(server.url).get('/api/blog?who=body').set('Content-Type', 'application/json').send('{}')],
      ['an article', () => request(server.url).get('/api/blog/showback-before-chargeback')],
      ['a trailing slash', () => request(server.url).get('/api/blog/')],
      ['a malformed escape', () => request(server.url).get('/api/blog/category/%E0%A4%A')],
    ];
    for (const [name, call] of cases) {
      let status = 0;
      expect({ name, calls: await expressCalls(async () => void (status = (await call()).status)) }).toEqual({ name, calls: 1 });
      expect({ name, status }).toEqual({ name, status: name === 'a malformed escape' ? 400 : 200 });
    }
  });

  it('hands a read that failed to Express with its failure: answered by the stack, not run again', async () => {
    server.caches.reads.clear();
    const refused = await request(server.app).get('/api/blog?page=0');
    let answer: request.Response | undefined;
    expect(await expressCalls(async () => void (answer = await request(server.url).get('/api/blog?page=0&listener=1')))).toBe(1);
    expect(answer!.status).toBe(400);
    expect(answer!.body).toEqual(refused.body);

    const read = jest
      .spyOn(server.services.posts, 'listPublished')
      .mockRejectedValueOnce(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
    try {
      const down = await request(server.url).get('/api/blog?listener=down');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(read).toHaveBeenCalledTimes(1);
      expect(server.caches.reads.get('/api/blog?listener=down')).toBeUndefined();
    } finally {
      read.mockRestore();
    }
    expect((await request(server.url).get('/api/blog?listener=down')).status).toBe(200);
  });
});

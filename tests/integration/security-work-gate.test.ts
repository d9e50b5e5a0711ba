// Security suite, the ceiling over all anonymous expensive work (issue 33, decision 0057). Many
// addresses together must not take the whole process: uncached anonymous renders (not-found pages
// included), old-slug lookups and uncached anonymous GraphQL queries run in a few places of one
// gate, within a share of the clock; beyond it 503 with Retry-After. Lead submissions, staff and
// cached answers never wait for it. The tests hold the gate's places themselves and own its clock:
// nothing here depends on timing or on the machine's speed.
import express from 'express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { ContentVersions } from '../../graphql-server/src/cache/content-versions';
import { PUBLIC_READ_CACHE_CONTROL, ResponseCache } from '../../graphql-server/src/cache/response-cache';
import { webApp } from '../../graphql-server/src/http/spa';
import type { PageRenderer } from '../../graphql-server/src/http/ssr';
import { WorkBudget } from '../../graphql-server/src/security/rate-limits';
import { WORK_GATE_BUSY_MESSAGE, WorkGate, type ReleaseWork } from '../../graphql-server/src/security/work-gate';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { expectNoStackTrace, startServer, START_TIMEOUT } from './helpers';

jest.setTimeout(120_000);

const SHELL = '<html><head></head><body><div id="root"></div></body></html>';

describe('anonymous renders and old-slug lookups pass through one gate', () => {
  let dist: string;
  let renders: string[];
  let lookups: string[];
  let now: number;
  let gate: WorkGate;
  let staff: boolean;
  let app: express.Express;
  const versions = { token: () => 'v1', onChange: () => undefined } as unknown as ContentVersions;

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-gate-'));
    fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
    renders = [];
    lookups = [];
    now = 0;
    staff = false;
    // One place, one waiter, 100 ms of work per second of the test's clock, 300 ms at once.
    gate = new WorkGate({ concurrency: 1, queue: 1, msPerSecond: 100, burstMs: 300 }, () => now);
    // Every render "takes" 100 ms of the test's clock.
    const renderer: PageRenderer = {
      async render(_req, _res, _template, _form, url) {
        renders.push(url ?? _req.originalUrl);
        now += 100;
        const missing = (url ?? _req.originalUrl).startsWith('/blog/');
        return { status: missing ? 404 : 200, html: `<p>${missing ? 'not found' : 'page'}</p>` };
      },
      stylesheet: () => undefined,
    };
    app = express();
    app.set('trust proxy', ['loopback']);
    app.use(
      webApp(dist, renderer, {
        cache: new ResponseCache(versions),
        isAnonymous: async () => !staff,
        work: new WorkBudget({ burstUnits: 1_000_000, refillUnitsPerSecond: 1_000_000 }, () => now),
        gate,
        slugRedirect: async (slug) => {
          lookups.push(slug);
          return slug === 'old-name' ? 'new-name' : null;
        },
      }),
    );
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  // Each request from its own address: the per-address budget is not what is tested here.
  let address = 0;
  const page = (url: string) =>
    request(app)
      .get(url)
      .set('Accept', 'text/html')
      .set('X-Forwarded-For', `198.51.100.${(address++ % 250) + 1}`);

  /** Takes every place of the gate (and its queue), as a flood of many addresses would. */
  async function fillGate(): Promise<ReleaseWork[]> {
    const held = [await gate.enter()];
    const waiting = gate.enter();
    expect(gate.state).toEqual({ running: 1, waiting: 1 });
    return [...held, () => void waiting.then((release) => release())];
  }

  it('answers 503 with Retry-After and the app shell beyond the gate, renders nothing, and serves cached pages meanwhile', async () => {
    expect((await page('/')).status).toBe(200);
    expect(renders).toEqual(['/']);
    const held = await fillGate();
    for (const url of ['/blog', '/blog/no-such-article', '/no-such-page']) {
      const res = await page(url);
      expect({ url, status: res.status, retryAfter: res.headers['retry-after'], cache: res.headers['cache-control'] }).toEqual({
        url,
        status: 503,
        retryAfter: '1',
        cache: 'no-store',
      });
      // A browser still gets the app, which renders the page on its side.
      expect(res.text).toBe(SHELL);
    }
    expect(renders).toEqual(['/']);
    // The cached page, with unknown parameters too, does not wait for the gate.
    expect((await page('/?utm_source=news')).status).toBe(200);
    for (const release of held) release();
    expect((await page('/blog')).status).toBe(200);
  });

  it('lets signed-in staff render while the gate is full', async () => {
    const held = await fillGate();
    staff = true;
    const res = await page('/blog');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<p>page</p>');
    expect(renders).toEqual(['/blog']);
    for (const release of held) release();
  });

  it('admits a waiter when the place before it is given back', async () => {
    const release = await gate.enter();
    const waiting = page('/blog').then((res) => res);
    // The request reaches the queue (no clock involved: the test waits for the gate's own state).
    while (gate.state.waiting === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toEqual([]);
    release();
    expect((await waiting).status).toBe(200);
    expect(renders).toEqual(['/blog']);
  });

  it('refuses once the share of the clock is spent, until it refills', async () => {
    // 300 ms at once, 100 ms per render, 10 ms back per 100 ms of the clock: 210, 120, 30, then -60.
    for (const url of ['/', '/blog', '/resources', '/about']) expect((await page(url)).status).toBe(200);
    const refused = await page('/contact');
    expect(refused.status).toBe(503);
    // 100 ms of work per second: a positive balance again within 1 s.
    expect(refused.headers['retry-after']).toBe('1');
    expect(renders).toEqual(['/', '/blog', '/resources', '/about']);
    now += 1000;
    expect((await page('/contact')).status).toBe(200);
  });

  it('looks old slugs up only under the gate, and not again for a known not-found page', async () => {
    expect((await page('/blog/old-name')).status).toBe(301);
    expect((await page('/blog/random-1')).status).toBe(404);
    expect(lookups).toEqual(['old-name', 'random-1']);
    // The not-found page is kept: no lookup, no render, even with the gate full.
    const held = await fillGate();
    expect((await page('/blog/random-1')).status).toBe(404);
    const busy = await page('/blog/random-2');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(lookups).toEqual(['old-name', 'random-1']);
    for (const release of held) release();
  });

  it('counts a piece that runs several queries side by side once per query (a GraphQL operation per root field)', async () => {
    let t = 0;
    const weighted = new WorkGate({ concurrency: 1, queue: 0, msPerSecond: 100, burstMs: 100 }, () => t);
    let release = await weighted.enter(1);
    t += 10;
    release();
    release = await weighted.enter(15);
    t += 10;
    release();
    // 100 − 10 + 1, then − 150 + 1: spent, for about half a second.
    await expect(weighted.enter()).rejects.toMatchObject({ name: 'WorkGateBusyError', retryAfterSeconds: 1 });
    t += 1000;
    (await weighted.enter())();
  });

  it('charges old-slug lookups to the share', async () => {
    const lookupsCost = new WorkGate({ concurrency: 1, queue: 0, msPerSecond: 100, burstMs: 50 }, () => now);
    const router = webApp(dist, null, {
      cache: new ResponseCache(versions),
      isAnonymous: async () => true,
      gate: lookupsCost,
      slugRedirect: async (slug) => {
        lookups.push(slug);
        now += 60;
        return null;
      },
    });
    const lookupApp = express().use(router);
    // No renderer here: the app shell answers (the route is a known one).
    expect((await request(lookupApp).get('/blog/random-a').set('Accept', 'text/html')).status).toBe(200);
    const refused = await request(lookupApp).get('/blog/random-b').set('Accept', 'text/html');
    expect(refused.status).toBe(503);
    expect(lookups).toEqual(['random-a']);
  });
});

describe('anonymous GraphQL queries and REST reads pass through the gate; leads, staff and cached answers do not', () => {
  let server: TestServer;
  let adminToken: string;
  const gate = new WorkGate({ concurrency: 1, queue: 0, msPerSecond: 1_000_000, burstMs: 1_000_000 }, () => 0);

  beforeAll(async () => {
    server = await startServer({ seed: true, workGate: gate });
    adminToken = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server.close());

  const search = (text: string) => `{ posts(pageSize: 20, search: ${JSON.stringify(text)}) { items { content } } }`;
  const gql = (query: string, variables?: Record<string, unknown>) => request(server.app).post('/graphql').send({ query, variables });

  it('answers an uncached anonymous query 503 with Retry-After while the gate is full, and gives the place back after each query', async () => {
    const cached = '{ categories { name slug } }';
    expect((await gql(cached)).status).toBe(200);
    // Places are given back: many queries one after another with one place.
    for (let i = 0; i < 5; i++) expect((await gql(search(`cost ${i}`))).status).toBe(200);
    expect(gate.state).toEqual({ running: 0, waiting: 0 });

    const release = await gate.enter();
    const busy = await gql(search('cloud busy'));
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.body.errors[0]).toMatchObject({ message: WORK_GATE_BUSY_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(busy.body.data).toBeUndefined();
    expectNoStackTrace(busy);

    // Refused before Apollo parses anything: a document that would not even parse gets the same 503.
    const unparsed = await gql('{ posts(pageSize: ');
    expect(unparsed.status).toBe(503);
    expect(unparsed.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');

    // A cached public answer does not wait.
    expect((await gql(cached)).status).toBe(200);
    // Staff queries do not either.
    const staff = await request(server.app)
      .post('/graphql')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ query: search('cloud staff') });
    expect(staff.status).toBe(200);
    expect(staff.body.errors).toBeUndefined();
    // Nor lead submissions, through GraphQL or REST.
    const lead = await gql('mutation($i: PlaybookLeadInput!) { submitPlaybookLead(input: $i) { id } }', {
      i: { name: 'Gate Visitor', email: 'gate-visitor@example.com', company: 'Gate Co' },
    });
    expect(lead.status).toBe(200);
    expect(lead.body.errors).toBeUndefined();
    const rest = await request(server.app)
      .post('/api/playbook-lead')
      .send({ name: 'Gate Rest', email: 'gate-rest@example.com', company: 'Gate Co' });
    expect(rest.status).toBe(201);

    release();
    expect((await gql(search('cloud after'))).status).toBe(200);
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });

  it('answers an uncached anonymous REST read 503 with Retry-After while the gate is full; cached reads and staff pass', async () => {
    expect((await request(server.app).get('/api/categories')).status).toBe(200);
    expect((await request(server.app).get('/api/blog/search?q=cost')).status).toBe(200);
    expect(gate.state).toEqual({ running: 0, waiting: 0 });

    const release = await gate.enter();
    const busy = await request(server.app).get('/api/blog/search?q=never-seen-before');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.body).toEqual({ message: WORK_GATE_BUSY_MESSAGE });
    // Cached, staff: answered.
    expect((await request(server.app).get('/api/categories')).status).toBe(200);
    expect((await request(server.app).get('/api/blog/search?q=cost')).status).toBe(200);
    const staff = await request(server.app).get('/api/blog/search?q=staff-only').set('Authorization', `Bearer ${adminToken}`);
    expect(staff.status).toBe(200);
    release();
    expect((await request(server.app).get('/api/blog/search?q=never-seen-before')).status).toBe(200);
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a REST read the listener would make (before Express, decision 0086) with the same 503 while the gate is full', async () => {
    const release = await gate.enter();
    const busy = await request(server.url).get('/api/blog/search?q=listener-busy');
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.body).toEqual({ message: WORK_GATE_BUSY_MESSAGE });
    expect(gate.state).toEqual({ running: 1, waiting: 0 });
    release();
    const answered = await request(server.url).get('/api/blog/search?q=listener-busy');
    expect(answered.status).toBe(200);
    expect(answered.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(gate.state).toEqual({ running: 0, waiting: 0 });
  });
});

// Cookieless analytics (issue 32, decision 0063): page views counted by the server, the beacon,
// exclusions (DNT, GPC, bots, staff, ANALYTICS=off), lead attribution through the daily visitor
// hash, the summary, roll-ups and retention. The clock is the test's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalyticsService, type BeaconOutcome } from '../../graphql-server/src/modules/analytics/analytics.service';
import { NO_UTM } from '../../graphql-server/src/modules/analytics/event-store';
import { START_TIMEOUT, startServer, validContact, type Agent } from './helpers';
import { signedInAdmin, type TestServer } from '../support/test-server';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
let admin: Agent;
let now = new Date('2026-11-20T10:00:00Z');
const advance = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-analytics-web-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
  );
  server = await startServer({ webDist, analytics: { now: () => now } });
  ({ agent: admin } = await signedInAdmin(server));
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** A visitor: an address (behind the test's trusted loopback proxy) and a browser. */
function visitor(address: string, userAgent = CHROME, extra: Record<string, string> = {}) {
  const headers = { 'X-Forwarded-For': address, 'User-Agent': userAgent, ...extra };
  return {
    page: (url: string, referer?: string) =>
      server
        .agent()
        .get(url)
        .set({ ...headers, Accept: 'text/html', ...(referer ? { Referer: referer } : {}) }),
    event: (body: unknown) =>
      server
        .agent()
        .post('/api/analytics/events')
        .set({ ...headers, 'Content-Type': 'text/plain;charset=UTF-8' })
        .send(typeof body === 'string' ? body : JSON.stringify(body)),
    contact: (input: Record<string, unknown>) => server.agent().post('/api/contact').set(headers).send(input),
  };
}

/** A beacon's body recorded by `service`: its outcome, once told. */
function beaconOutcome(service: AnalyticsService, signal: { address: string; userAgent: string; excluded: boolean }, body: string) {
  return new Promise<BeaconOutcome>((resolve) => service.recordBeacon(signal, body, resolve));
}

async function rows(sql = 'SELECT * FROM analytics_events ORDER BY "occurredAt"'): Promise<Record<string, unknown>[]> {
  await server.services.analytics.flush();
  return server.dataSource.query(sql);
}

async function summary(from: string, to: string) {
  await server.services.analytics.flush();
  const res = await admin.get(`/api/admin/analytics/summary?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return res.body;
}

beforeEach(async () => {
  await server.services.analytics.flush();
  await server.dataSource.query('DELETE FROM analytics_events');
});

describe('recording', () => {
  it('counts a page served to a browser with its source, keeping only coarse device facts', async () => {
    const res = await visitor('203.0.113.7', IPHONE).page(
      '/blog?utm_source=Newsletter&utm_medium=email&utm_campaign=nov',
      'https://www.google.com/search?q=finops',
    );
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const [row] = await rows();
    expect(row).toMatchObject({
      name: 'pageview',
      path: '/blog',
      referrer: 'google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      browser: 'Safari',
      os: 'iOS',
      device: 'mobile',
    });
    expect(String(row.visitor)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts a 404 page as a not_found event and ignores the API, assets and admin screens', async () => {
    const v = visitor('203.0.113.8');
    await v.page('/admin/posts');
    await v.page('/assets/app.js');
    await server.agent().get('/api/posts').set({ 'User-Agent': CHROME, Accept: 'text/html' });
    expect((await v.page('/no-such-page')).status).toBe(404);
    expect((await rows()).map((row) => [row.name, row.path])).toEqual([['not_found', '/no-such-page']]);
  });

  it('records nothing for DNT, Sec-GPC, bots, headless browsers, requests without a browser signature, or staff', async () => {
    await visitor('203.0.113.9', CHROME, { DNT: '1' }).page('/');
    await visitor('203.0.113.9', CHROME, { 'Sec-GPC': '1' }).page('/');
    await visitor('203.0.113.9', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').page('/');
    await visitor('203.0.113.9', CHROME.replace('Chrome/', 'HeadlessChrome/')).page('/');
    await visitor('203.0.113.9', 'curl/8.5.0').page('/');
    await visitor('203.0.113.9', '').page('/');
    await visitor('203.0.113.9', CHROME, { DNT: '1' })
      .event({ n: 'cta_click', p: '/', props: { cta: 'hero-audit' } })
      .expect(204);
    await admin.get('/').set({ 'User-Agent': CHROME, Accept: 'text/html' });
    expect(await rows()).toHaveLength(0);
  });

  it('accepts a beacon event with its allowed properties (204) and keeps no query string of its path', async () => {
    const v = visitor('203.0.113.10');
    await v
      .event({ n: 'calculator_result', p: '/calculator?email=someone@example.com', props: { tool: 'savings', band: '10-20' } })
      .expect(204);
    const [row] = await rows();
    expect(row).toMatchObject({ name: 'calculator_result', path: '/calculator', props: { tool: 'savings', band: '10-20' } });
  });

  it('keeps a path with characters beyond ASCII as sent', async () => {
    await visitor('203.0.113.12').event('{"n":"pageview","p":"/caf\\u00e9/\\ud83d\\ude00"}').expect(204);
    const [row] = await rows(`SELECT "path" FROM analytics_events WHERE "path" LIKE '/caf%'`);
    expect(row.path).toBe('/café/😀');
  });

  it('the same address and browser is one visitor for the day and another one the next day', async () => {
    const v = visitor('203.0.113.11');
    await v.page('/');
    advance(5);
    await v.page('/simulator');
    advance(24 * 60);
    await v.page('/');
    const found = await rows();
    expect(found).toHaveLength(3);
    expect(found[0].visitor).toBe(found[1].visitor);
    expect(found[2].visitor).not.toBe(found[0].visitor);
  });
});

describe('attribution', () => {
  it('gives a lead its visit: landing page, source, pages, tools and time to lead; the dashboard counts the conversion', async () => {
    now = new Date('2026-11-21T09:00:00Z');
    const v = visitor('198.51.100.20');
    await v.page('/?utm_source=newsletter&utm_medium=email&utm_campaign=nov');
    advance(2);
    await v.page('/calculator');
    await v.event({ n: 'calculator_result', p: '/calculator', props: { tool: 'savings' } }).expect(204);
    advance(4);
    await v.page('/framework');
    const input = validContact();
    const created = await v.contact(input);
    expect(created.status).toBe(201);

    const detail = await admin.get(`/api/admin/leads/contact/${created.body.id}`);
    expect(detail.body.attribution).toEqual({
      landingPage: '/',
      referrer: null,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      utmTerm: null,
      utmContent: null,
      pagesBeforeLead: ['/', '/calculator', '/framework'],
      toolsBeforeLead: ['calculator_result'],
      secondsToLead: 360,
    });
    const gql = await server.gql(
      'query($id: ID!) { lead(kind: CONTACT, id: $id) { attribution { landingPage utmCampaign secondsToLead pagesBeforeLead } } }',
      { id: created.body.id },
      admin,
    );
    expect(gql.body.data.lead.attribution).toEqual({
      landingPage: '/',
      utmCampaign: 'nov',
      secondsToLead: 360,
      pagesBeforeLead: ['/', '/calculator', '/framework'],
    });
    const csv = await admin.get('/api/admin/contact-requests/export.csv').buffer(true);
    expect(csv.text).toContain('"UTM Campaign"');
    expect(csv.text).toContain('"/ /calculator /framework"');

    const numbers = await summary('2026-11-21', '2026-11-21');
    expect(numbers).toMatchObject({ visitors: 1, visits: 1, pageviews: 3, leads: 1, bounceRate: 0, visitDuration: 360 });
    expect(numbers.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'calculator_result', count: 1 }),
        expect.objectContaining({ name: 'lead_submitted', count: 1 }),
      ]),
    );
    expect(numbers.conversions).toEqual(
      expect.arrayContaining([
        { dimension: 'landingPage', value: '/', visits: 1, leads: 1, conversionRate: 1 },
        { dimension: 'source', value: 'newsletter', visits: 1, leads: 1, conversionRate: 1 },
        { dimension: 'campaign', value: 'nov', visits: 1, leads: 1, conversionRate: 1 },
      ]),
    );

    // Erased with the lead: it is a column of the lead's row.
    expect((await admin.delete(`/api/admin/leads/contact/${created.body.id}`)).status).toBe(200);
    const left = await server.dataSource.query(`SELECT count(*)::int AS n FROM contact_requests WHERE attribution::text LIKE '%nov%'`);
    expect(left[0].n).toBe(0);
  });

  it('starts a new visit after 30 minutes without activity, and a visitor who sent Sec-GPC gets no attribution', async () => {
    now = new Date('2026-11-22T09:00:00Z');
    const v = visitor('198.51.100.21');
    await v.page('/blog?utm_source=linkedin');
    advance(31);
    await v.page('/simulator', 'https://news.ycombinator.com/item?id=1');
    advance(1);
    const lead = await v.contact(validContact());
    const detail = await admin.get(`/api/admin/leads/contact/${lead.body.id}`);
    expect(detail.body.attribution).toMatchObject({
      landingPage: '/simulator',
      referrer: 'news.ycombinator.com',
      utmSource: null,
      secondsToLead: 60,
    });

    const gpc = await visitor('198.51.100.22', CHROME, { 'Sec-GPC': '1' }).contact(validContact());
    const none = await admin.get(`/api/admin/leads/contact/${gpc.body.id}`);
    expect(Object.values(none.body.attribution).every((value) => value === null)).toBe(true);
    const numbers = await summary('2026-11-22', '2026-11-22');
    expect(numbers).toMatchObject({ visitors: 1, visits: 2, leads: 1 });
  });
});

describe('storage', () => {
  /** A service of the test's own over `db` (the server's database unless given), on the test's clock, with no flush timer. */
  const serviceOver = (db: TestServer['dataSource'] = server.dataSource, options: { capacity?: number; enabled?: boolean } = {}) =>
    new AnalyticsService(db, { enabled: true, rawRetentionDays: 30, site: 'x', flushIntervalMs: 0, now: () => now, ...options });
  it('drops whole day partitions past the raw retention and keeps the daily roll-ups', async () => {
    now = new Date('2026-10-01T12:00:00Z');
    await visitor('192.0.2.30').page('/resources');
    await visitor('192.0.2.31').page('/resources');
    now = new Date('2026-11-25T12:00:00Z');
    await visitor('192.0.2.30').page('/');
    await server.services.analytics.flush();
    const result = await server.services.analytics.prune(now);
    expect(result.partitions).toBeGreaterThanOrEqual(1);
    const partitions = await server.dataSource.query(`SELECT relname FROM pg_class WHERE relname = 'analytics_events_20261001'`);
    expect(partitions).toHaveLength(0);
    const salts = await server.dataSource.query(`SELECT "day"::text AS day FROM analytics_salts`);
    expect(salts.map((row: { day: string }) => row.day)).toEqual(['2026-11-25']);
    const old = await summary('2026-10-01', '2026-10-01');
    expect(old).toMatchObject({
      visitors: 2,
      visits: 2,
      pageviews: 2,
      bounceRate: 1,
      topPages: [{ path: '/resources', visitors: 2, pageviews: 2 }],
    });
  });

  it('a full buffer drops events and counts them; close() writes what was buffered', async () => {
    const small = serviceOver(server.dataSource, { capacity: 2 });
    const signal = { address: '192.0.2.40', userAgent: CHROME, excluded: false };
    for (let i = 0; i < 5; i += 1) small.recordPage(signal, `/p${i}`, 200, undefined);
    expect(small.store.stats()).toEqual({ buffered: 2, dropped: 3, written: 0, refused: 0 });
    await small.close();
    expect(small.store.stats()).toEqual({ buffered: 0, dropped: 3, written: 2, refused: 0 });
    expect((await rows()).map((row) => row.path)).toEqual(['/p0', '/p1']);
  });

  it('a beacon is acknowledged only once its event is committed: a crash (the buffer dropped unflushed) loses nothing acknowledged', async () => {
    const crashing = serviceOver();
    const signal = { address: '192.0.2.42', userAgent: CHROME, excluded: false };
    crashing.recordPage(signal, '/before', 200, undefined);
    const outcome = await beaconOutcome(crashing, signal, JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'crash-1' } }));
    expect(outcome).toBe('stored');
    crashing.recordPage(signal, '/after', 200, undefined);
    // The process "dies" here: no close(), no flush(). Read through the server's own connections.
    expect(crashing.store.stats()).toMatchObject({ buffered: 1 });
    const kept = (await server.dataSource.query('SELECT "name", "path", "props" FROM analytics_events ORDER BY "path"')) as unknown[];
    // The page view buffered before the beacon went out with its commit; the one after was never acknowledged.
    expect(kept).toEqual([
      { name: 'cta_click', path: '/', props: { cta: 'crash-1' } },
      { name: 'pageview', path: '/before', props: null },
    ]);
  });

  it('over HTTP, 204 comes after the commit: the event is in the database before any flush', async () => {
    await visitor('203.0.113.43')
      .event({ n: 'cta_click', p: '/', props: { cta: 'http-ack' } })
      .expect(204);
    const kept = (await server.dataSource.query(`SELECT "name" FROM analytics_events WHERE "props"->>'cta' = 'http-ack'`)) as unknown[];
    expect(kept).toEqual([{ name: 'cta_click' }]);
  });

  it('a failed write acknowledges nothing and the retry does; a full buffer answers "dropped" without waiting', async () => {
    let failures = 1;
    let failed = () => undefined as void;
    const failedOnce = new Promise<void>((resolve) => (failed = resolve));
    const flaky = {
      query: (sql: string, params?: unknown[]) => {
        if (!sql.startsWith('INSERT INTO analytics_events') || failures-- <= 0) return server.dataSource.query(sql, params);
        failed();
        return Promise.reject(new Error('connection lost'));
      },
    } as unknown as TestServer['dataSource'];
    const service = serviceOver(flaky);
    const signal = { address: '192.0.2.44', userAgent: CHROME, excluded: false };
    const settled: string[] = [];
    const first = beaconOutcome(service, signal, JSON.stringify({ n: 'cta_click', p: '/', props: { cta: 'retry' } }));
    void first.then((result) => settled.push(result));
    await failedOnce; // the write queued by the beacon fails
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    expect(service.store.stats()).toMatchObject({ buffered: 1, written: 0 });
    await service.flush(); // the next write commits it
    expect(await first).toBe('stored');
    expect(await server.dataSource.query(`SELECT 1 FROM analytics_events WHERE "props"->>'cta' = 'retry'`)).toHaveLength(1);

    const hanging = { query: () => new Promise<never>(() => undefined) } as unknown as TestServer['dataSource'];
    const full = serviceOver(hanging, { capacity: 1 });
    const beacon = () => beaconOutcome(full, signal, JSON.stringify({ n: 'cta_click', p: '/' }));
    const outcomes: string[] = [];
    const inFlight = beacon(); // its write never ends
    void inFlight.then((result) => outcomes.push(result));
    await new Promise((resolve) => setImmediate(resolve));
    void beacon().then((result) => outcomes.push(result)); // fills the buffer, waits
    expect(await beacon()).toBe('dropped');
    expect(outcomes).toEqual([]);
    expect(full.store.stats()).toEqual({ buffered: 1, dropped: 1, written: 0, refused: 0 });
  });

  it('an event the database refuses for what it holds is dropped alone: the rest of its batch is written and it never comes back', async () => {
    const service = serviceOver();
    const signal = { address: '192.0.2.45', userAgent: CHROME, excluded: false };
    const hit = (cta: string) => ({
      at: now,
      address: signal.address,
      userAgent: CHROME,
      name: 'cta_click',
      path: '/',
      referrer: null,
      utm: NO_UTM,
      props: { cta },
    });
    // PostgreSQL stores no NUL in jsonb (22P05): the HTTP ways in refuse one, but the store cannot count on every caller.
    for (const cta of ['poison-a', 'poison-b', 'poison-c', '\u0000', 'poison-d', 'poison-e']) service.store.append(hit(cta));
    const answers: boolean[] = [];
    service.store.appendDurable(hit('\u0000'), (stored) => answers.push(stored));
    service.store.appendDurable(hit('poison-f'), (stored) => answers.push(stored));
    await service.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(answers.sort()).toEqual([false, true]);
    expect(service.store.stats()).toEqual({ buffered: 0, dropped: 2, written: 6, refused: 2 });
    const kept = (await server.dataSource.query(
      `SELECT "props"->>'cta' AS cta FROM analytics_events WHERE "props"->>'cta' LIKE 'poison-%' ORDER BY 1`,
    )) as Array<{ cta: string }>;
    expect(kept.map((row) => row.cta)).toEqual(['poison-a', 'poison-b', 'poison-c', 'poison-d', 'poison-e', 'poison-f']);
    await service.flush();
    expect(service.store.stats()).toMatchObject({ buffered: 0, written: 6 });
  });

  it('ANALYTICS=off records nothing', async () => {
    const off = serviceOver(server.dataSource, { enabled: false });
    off.recordPage({ address: '192.0.2.41', userAgent: CHROME, excluded: false }, '/', 200, undefined);
    expect(
      await beaconOutcome(off, { address: '192.0.2.41', userAgent: CHROME, excluded: false }, JSON.stringify({ n: 'cta_click', p: '/' })),
    ).toBe('ignored');
    expect(await off.attribution({ address: '192.0.2.41', userAgent: CHROME, excluded: false })).toBeNull();
    await off.close();
    expect(off.store.stats().written).toBe(0);
  });

  it('summary ranges are checked', async () => {
    expect((await admin.get('/api/admin/analytics/summary?from=yesterday')).status).toBe(400);
    expect((await admin.get('/api/admin/analytics/summary?from=2026-11-02&to=2026-11-01')).status).toBe(400);
    expect((await admin.get('/api/admin/analytics/summary?from=2020-01-01&to=2026-11-01')).status).toBe(400);
  });
});

// Cookieless analytics' pure rules (issue 32): who is counted, what is kept of a User-Agent and a
// referrer, the daily hash, the visit's story behind a lead, summary ranges, the beacon limit and
// the beacon's wait for its commit.
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { AnalyticsService, visitStory, VISIT_GAP_MS } from '../../../graphql-server/src/modules/analytics/analytics.service';
import { summaryRange } from '../../../graphql-server/src/modules/analytics/analytics.routes';
import { BeaconEndpoint, BeaconLimiter } from '../../../graphql-server/src/modules/analytics/beacon';
import { deviceFacts, isBot, isStaff, optedOut, referrerDomain, visitorHash } from '../../../graphql-server/src/modules/analytics/visitor';
import { InputValidationError } from '../../../graphql-server/src/shared/errors';
import { loadConfig } from '../../../graphql-server/src/config';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('who is counted', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    [CHROME.replace('Chrome/', 'HeadlessChrome/'), true],
    ['curl/8.5.0', true],
    ['python-requests/2.31', true],
    ['', true],
    ['facebookexternalhit/1.1', true],
    [CHROME, false],
  ])('%s is a bot: %s', (userAgent, bot) => {
    expect(isBot(userAgent)).toBe(bot);
  });

  it('leaves out a request with a session cookie or a bearer token, by the cookie’s own name only', () => {
    expect(isStaff({ headers: { cookie: 'finops_session=abc' } })).toBe(true);
    expect(isStaff({ headers: { cookie: 'theme=dark; finops_session=abc' } })).toBe(true);
    expect(isStaff({ headers: { authorization: 'Bearer x' } })).toBe(true);
    expect(isStaff({ headers: { cookie: 'my_finops_session=abc' } })).toBe(false);
    expect(isStaff({ headers: { cookie: 'theme=dark' } })).toBe(false);
    expect(isStaff({ headers: {} })).toBe(false);
  });

  it('honours DNT: 1 and Sec-GPC: 1 only', () => {
    expect(optedOut({ headers: { dnt: '1' } })).toBe(true);
    expect(optedOut({ headers: { 'sec-gpc': '1' } })).toBe(true);
    expect(optedOut({ headers: { dnt: '0' } })).toBe(false);
    expect(optedOut({ headers: {} })).toBe(false);
  });
});

describe('what is kept', () => {
  it('keeps the browser family, OS and device class of a User-Agent', () => {
    expect(deviceFacts(CHROME)).toEqual({ browser: 'Chrome', os: 'Windows', device: 'desktop' });
  });

  it('keeps the referrer’s domain only, and none for this site or a non-web address', () => {
    expect(referrerDomain('https://www.google.com/search?q=finops+consulting', 'finops.example.com')).toBe('google.com');
    expect(referrerDomain('https://finops.example.com/blog', 'finops.example.com')).toBeNull();
    expect(referrerDomain('android-app://com.slack', 'finops.example.com')).toBeNull();
    expect(referrerDomain('not a url', 'finops.example.com')).toBeNull();
  });

  it('hashes (site, address, User-Agent) under the day’s salt: another salt, another visitor', () => {
    const salt = Buffer.alloc(32, 1);
    const hash = visitorHash(salt, 'site', '203.0.113.7', CHROME);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorHash(salt, 'site', '203.0.113.7', CHROME)).toBe(hash);
    expect(visitorHash(Buffer.alloc(32, 2), 'site', '203.0.113.7', CHROME)).not.toBe(hash);
    expect(visitorHash(salt, 'other', '203.0.113.7', CHROME)).not.toBe(hash);
    expect(hash).not.toContain('203');
  });
});

describe('the story of a visit', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
  const event = (minute: number, name: string, path: string, extra: Record<string, string | null> = {}) => ({
    occurredAt: at(minute),
    name,
    path,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    ...extra,
  });

  it('is the last run of events without a 30-minute gap', () => {
    const story = visitStory(
      [
        event(0, 'pageview', '/old', { utmSource: 'old' }),
        event(31, 'pageview', '/blog', { referrer: 'linkedin.com' }),
        event(33, 'calculator_result', '/calculator'),
        event(34, 'pageview', '/calculator'),
        event(35, 'pageview', '/blog'),
      ],
      at(40),
    );
    expect(story).toMatchObject({
      landingPage: '/blog',
      referrer: 'linkedin.com',
      utmSource: null,
      pagesBeforeLead: ['/blog', '/calculator'],
      toolsBeforeLead: ['calculator_result'],
      secondsToLead: 9 * 60,
    });
  });

  it('is unknown when the last event is older than the gap, or there is none', () => {
    expect(visitStory([], at(0)).landingPage).toBeNull();
    expect(visitStory([event(0, 'pageview', '/')], new Date(at(0).getTime() + VISIT_GAP_MS + 1000)).landingPage).toBeNull();
  });
});

describe('summary ranges', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('reads days (to inclusive) and defaults to the last 30 days', () => {
    expect(summaryRange({ from: '2026-11-01', to: '2026-11-01' }, now)).toEqual({
      from: new Date('2026-11-01T00:00:00Z'),
      to: new Date('2026-11-02T00:00:00Z'),
    });
    expect(summaryRange({}, now)).toEqual({ from: new Date('2026-10-21T12:00:00Z'), to: now });
  });

  it.each([{ from: 'yesterday' }, { from: '2026-11-02', to: '2026-11-01' }, { to: '2026-02-30x' }, { from: ['2026-11-01'] }])(
    'refuses %j',
    (query) => {
      expect(() => summaryRange(query as never, now)).toThrow(InputValidationError);
    },
  );
});

it('the beacon limit counts per address per minute of the injected clock', () => {
  let now = new Date('2026-11-20T12:00:00Z');
  const limiter = new BeaconLimiter(2, () => now);
  expect([limiter.allow('a'), limiter.allow('a'), limiter.allow('a'), limiter.allow('b')]).toEqual([true, true, false, true]);
  now = new Date('2026-11-20T12:01:00Z');
  expect(limiter.allow('a')).toBe(true);
});

describe('a beacon waiting for its commit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is answered 503 once 10 s pass without the commit, and only once; refused and ignored events are answered at once', async () => {
    // A database that never answers: the event's batch is never committed.
    const hanging = { query: () => new Promise<never>(() => undefined) } as unknown as DataSource;
    const analytics = new AnalyticsService(hanging, { enabled: true, rawRetentionDays: 30, site: 'x', flushIntervalMs: 0 });
    const endpoint = new BeaconEndpoint(analytics, undefined);
    const answers: string[] = [];
    const send = (name: string, body: string, excluded = false) =>
      endpoint.record({} as Request, body, (answer) => answers.push(`${name} ${answer.status}`), {
        address: '192.0.2.9',
        userAgent: CHROME,
        excluded,
      });
    const event = JSON.stringify({ n: 'cta_click', p: '/' });
    send('waits', event);
    await jest.advanceTimersByTimeAsync(4_000);
    send('waits too', event);
    send('bad', '{"n":"cta_click"}');
    send('opted out', event, true);
    expect(answers).toEqual(['bad 400', 'opted out 204']);
    await jest.advanceTimersByTimeAsync(6_500);
    expect(answers).toEqual(['bad 400', 'opted out 204', 'waits 503']);
    await jest.advanceTimersByTimeAsync(4_000);
    expect(answers).toEqual(['bad 400', 'opted out 204', 'waits 503', 'waits too 503']);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(answers).toHaveLength(4);
  });

  it('shares a commit with the beacons of the next 50 ms: the first is written at once, those after it together', async () => {
    const inserts: number[] = [];
    const db = {
      query: (sql: string, params: unknown[] = []) => {
        if (sql.startsWith('SELECT "salt"')) return Promise.resolve([{ salt: Buffer.alloc(32, 7) }]);
        if (sql.startsWith('INSERT INTO analytics_events')) inserts.push((JSON.parse(String(params[0])) as unknown[]).length);
        return Promise.resolve([]);
      },
    } as unknown as DataSource;
    const analytics = new AnalyticsService(db, { enabled: true, rawRetentionDays: 30, site: 'x', flushIntervalMs: 0 });
    const outcomes: string[] = [];
    const beacon = () =>
      analytics.recordBeacon(
        { address: '192.0.2.9', userAgent: CHROME, excluded: false },
        JSON.stringify({ n: 'cta_click', p: '/' }),
        (outcome) => outcomes.push(outcome),
      );
    beacon();
    await jest.advanceTimersByTimeAsync(1);
    expect([inserts, outcomes]).toEqual([[1], ['stored']]);
    for (let i = 0; i < 10; i += 1) {
      beacon();
      await jest.advanceTimersByTimeAsync(4);
    }
    expect(inserts).toEqual([1]);
    await jest.advanceTimersByTimeAsync(10);
    expect(inserts).toEqual([1, 10]);
    expect(outcomes).toEqual(Array(11).fill('stored'));
  });
});

it('ANALYTICS and ANALYTICS_RAW_RETENTION_DAYS are read and checked with the rest of the configuration', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).analytics).toEqual({ enabled: true, rawRetentionDays: 30 });
  expect(loadConfig({ NODE_ENV: 'test', ANALYTICS: 'off', ANALYTICS_RAW_RETENTION_DAYS: '7' }).analytics).toEqual({
    enabled: false,
    rawRetentionDays: 7,
  });
  expect(() => loadConfig({ NODE_ENV: 'test', ANALYTICS: 'maybe' })).toThrow(/ANALYTICS/);
  expect(() => loadConfig({ NODE_ENV: 'test', ANALYTICS_RAW_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RAW_RETENTION_DAYS/);
});

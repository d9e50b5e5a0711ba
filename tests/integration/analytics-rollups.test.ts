// Analytics roll-ups (issue 32, decision 0070): raw events partitioned by day, closed days rolled
// up (every dashboard dimension per day, totals per hour) by an idempotent job that catches up,
// and summaries from the roll-ups equal to the same summaries from the raw events. Runs on the
// embedded database and on PostgreSQL (DATABASE_URL). The clock is the test's.
import { AnalyticsService } from '../../graphql-server/src/modules/analytics/analytics.service';
import type { Hit } from '../../graphql-server/src/modules/analytics/event-store';
import { pageNumbers } from '../../graphql-server/src/modules/analytics/page-numbers';
import { daysToRollUp, hoursToRollUp, rollUpClosedDays, rollUpDay } from '../../graphql-server/src/modules/analytics/rollup-job';
import { summarize, type AnalyticsSummary } from '../../graphql-server/src/modules/analytics/summary';
import { START_TIMEOUT, startServer } from './helpers';
import type { TestServer } from '../support/test-server';

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
];
const PATHS = ['/', '/calculator', '/blog/cost-allocation', '/blog/unit-economics', '/resources', '/contact'];
const SOURCES = [
  { referrer: null, utm: { source: null, medium: null, campaign: null, term: null, content: null } },
  { referrer: 'google.com', utm: { source: null, medium: null, campaign: null, term: null, content: null } },
  { referrer: null, utm: { source: 'newsletter', medium: 'email', campaign: 'nov', term: null, content: null } },
  { referrer: 'linkedin.com', utm: { source: 'linkedin', medium: 'social', campaign: null, term: null, content: null } },
];
const DAYS = ['2026-11-10', '2026-11-11', '2026-11-12'];

let server: TestServer;
let analytics: AnalyticsService;
let now = new Date('2026-11-13T12:00:00Z');

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return (state >> 12) % n;
  };
}

/** Visits of 80 visitors a day: pages, tools, forms, leads, sources, some visits past 30 minutes apart. */
function day(dayText: string, seed: number): Hit[] {
  const next = random(seed);
  const hits: Hit[] = [];
  for (let visitor = 0; visitor < 80; visitor += 1) {
    let at = Date.parse(`${dayText}T00:00:00Z`) + next(22 * 60) * 60_000;
    const visits = 1 + next(3);
    for (let visit = 0; visit < visits; visit += 1) {
      const source = SOURCES[next(SOURCES.length)];
      const steps = 1 + next(6);
      for (let step = 0; step < steps; step += 1) {
        const roll = next(10);
        const name = step === 0 || roll < 5 ? 'pageview' : roll < 7 ? 'calculator_result' : roll < 9 ? 'form_started' : 'lead_submitted';
        hits.push({
          at: new Date(at),
          address: `198.51.${visitor >> 6}.${visitor & 63}`,
          userAgent: BROWSERS[visitor % BROWSERS.length],
          name,
          path: name === 'lead_submitted' ? '/' : PATHS[next(PATHS.length)],
          props: name === 'lead_submitted' ? { form: 'contact' } : null,
          ...(step === 0 ? source : SOURCES[0]),
        });
        at += (1 + next(9)) * 60_000;
      }
      at += (31 + next(60)) * 60_000; // the next visit, after a gap
    }
  }
  return hits.filter((hit) => hit.at.toISOString().startsWith(dayText));
}

async function record(hits: Hit[]): Promise<void> {
  for (const hit of hits) expect(analytics.store.append(hit)).toBe(true);
  await analytics.flush();
}

const ranges: Array<[string, Date, Date]> = [
  ['the three days', new Date('2026-11-10T00:00:00Z'), new Date('2026-11-13T00:00:00Z')],
  ['one day (hourly series)', new Date('2026-11-11T00:00:00Z'), new Date('2026-11-12T00:00:00Z')],
  ['two days and the open one', new Date('2026-11-11T00:00:00Z'), new Date('2026-11-13T12:00:00Z')],
  ['a range starting mid-day', new Date('2026-11-10T09:00:00Z'), new Date('2026-11-13T12:00:00Z')],
];

beforeAll(async () => {
  server = await startServer({ analytics: { now: () => now, flushIntervalMs: 0 } });
  analytics = server.services.analytics;
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  now = new Date('2026-11-13T12:00:00Z');
  // Every day partition goes (the store forgets them too), so each test sees only its own days.
  await analytics.store.prune('9999-12-31', '2026-11-13');
  await server.dataSource.query('DELETE FROM analytics_rollups');
  await server.dataSource.query('DELETE FROM analytics_rollup_days');
});

describe('storage', () => {
  it('keeps raw events in one partition per UTC day', async () => {
    await record([...day('2026-11-10', 1).slice(0, 5), ...day('2026-11-11', 2).slice(0, 5)]);
    const partitions = (await server.dataSource.query(
      `SELECT child.relname AS name, pg_get_expr(child.relpartbound, child.oid) AS bound FROM pg_inherits
         JOIN pg_class parent ON parent.oid = pg_inherits.inhparent JOIN pg_class child ON child.oid = pg_inherits.inhrelid
        WHERE parent.relname = 'analytics_events' AND child.relname IN ('analytics_events_20261110', 'analytics_events_20261111')
        ORDER BY 1`,
    )) as { name: string; bound: string }[];
    expect(partitions.map((row) => row.name)).toEqual(['analytics_events_20261110', 'analytics_events_20261111']);
    expect(partitions[0].bound).toMatch(/FROM \('2026-11-10 00:00:00\+00'\) TO \('2026-11-11 00:00:00\+00'\)/);
    const [{ n }] = await server.dataSource.query(`SELECT count(*)::int AS n FROM analytics_events_20261110`);
    expect(n).toBe(5);
  });
});

describe('raw reading', () => {
  it("takes a visit's source from its first event (a lead in the same instant after the page view), its landing and exit pages by time", async () => {
    const at = (minute: number) => new Date(Date.parse('2026-11-13T10:00:00Z') + minute * 60_000);
    const visitor = { address: '203.0.113.77', userAgent: BROWSERS[0], props: null };
    const none = SOURCES[0];
    // The lead is written first but shares the page view's instant: the page view (google.com) is the visit's first event.
    await record([
      { ...visitor, ...SOURCES[2], at: at(0), name: 'lead_submitted', path: '/', props: { form: 'contact' } },
      { ...visitor, ...SOURCES[1], at: at(0), name: 'pageview', path: '/calculator' },
      { ...visitor, ...none, at: at(3), name: 'calculator_result', path: '/calculator', props: { tool: 'page-calculator' } },
      { ...visitor, ...none, at: at(5), name: 'pageview', path: '/blog/unit-economics' },
      { ...visitor, ...none, at: at(9), name: 'pageview', path: '/resources' },
      { ...visitor, ...none, at: at(12), name: 'form_started', path: '/resources' },
      // A second visit of the same visitor, past 30 minutes.
      { ...visitor, ...SOURCES[3], at: at(50), name: 'pageview', path: '/contact' },
    ]);
    const summary = await summarize(server.dataSource, at(0), at(60), { rawOnly: true, pages: 1000 });
    expect(summary.visits).toBe(2);
    expect(summary.visitors).toBe(1);
    expect(summary.sources).toEqual([
      { source: 'google.com', visitors: 1, visits: 1, leads: 1 },
      { source: 'linkedin', visitors: 1, visits: 1, leads: 0 },
    ]);
    expect(summary.campaigns).toEqual([{ utmSource: 'linkedin', utmMedium: 'social', utmCampaign: null, visits: 1, leads: 0 }]);
    expect(summary.entryPages.map((row) => [row.path, row.pageviews])).toEqual([
      ['/calculator', 1],
      ['/contact', 1],
    ]);
    expect(summary.exitPages.map((row) => [row.path, row.pageviews])).toEqual([
      ['/contact', 1],
      ['/resources', 1],
    ]);
    expect(summary.funnel.map((step) => step.visits)).toEqual([2, 1, 1, 1]);
    expect(summary.topPages.find((page) => page.path === '/calculator')).toEqual({ path: '/calculator', visitors: 1, pageviews: 1 });
    expect(summary.events.map(({ name, count, visitors }) => [name, count, visitors])).toEqual([
      ['calculator_result', 1, 1],
      ['form_started', 1, 1],
      ['lead_submitted', 1, 1],
    ]);
    expect(summary.browsers).toEqual([{ name: 'Chrome', visitors: 1, count: 6 }]);
  });

  it('answers every beacon of a large committed batch (answered a few at a time)', async () => {
    const hits = Array.from({ length: 150 }, (_, i) => ({
      ...day('2026-11-13', 71)[0],
      at: new Date('2026-11-13T11:00:00Z'),
      address: `203.0.114.${i}`,
    }));
    const outcomes = await Promise.all(hits.map((hit) => new Promise<boolean>((resolve) => analytics.store.appendDurable(hit, resolve))));
    expect(outcomes.every(Boolean)).toBe(true);
    const [{ n }] = await server.dataSource.query(
      `SELECT count(*)::int AS n FROM analytics_events WHERE "occurredAt" = '2026-11-13T11:00:00Z'`,
    );
    expect(n).toBe(150);
  });
});

describe('roll-ups', () => {
  it('give the same summaries and page numbers as the raw events, and outlive them', async () => {
    await record([...day(DAYS[0], 11), ...day(DAYS[1], 12), ...day(DAYS[2], 13), ...day('2026-11-13', 14)]);
    const raw = [];
    for (const [, from, to] of ranges) raw.push(await summarize(server.dataSource, from, to, { rawOnly: true, pages: 1000 }));
    const rawArticle = await pageNumbers(server.dataSource, ['/blog/cost-allocation', '/'], ranges[0][1], ranges[0][2]);
    expect(raw[0].visits).toBeGreaterThan(200);
    expect(raw[0].leads).toBeGreaterThan(10);
    expect(raw[0].campaigns.length).toBeGreaterThan(0);

    expect(await analytics.rollUp(now)).toEqual(DAYS);
    // This test is about the days' exact roll-ups: the open day's hourly ones are the next test's.
    await server.dataSource.query(`DELETE FROM analytics_rollups WHERE "period" = 'hour' AND "at" >= '2026-11-13T00:00:00Z'`);
    // The closed days' raw events are gone (as after retention): the numbers come from the roll-ups alone.
    for (const dayText of DAYS) await server.dataSource.query(`DELETE FROM "analytics_events_${dayText.replace(/-/g, '')}"`);
    for (const [index, [, from, to]] of ranges.entries()) {
      const rolled = await summarize(server.dataSource, from, to, { pages: 1000 });
      if (index === 3) {
        // Mid-day start: that partial day is read from the raw events, which are gone now.
        expect(rolled.visitors).toBeLessThan(raw[index].visitors);
        continue;
      }
      expect(rolled).toEqual(raw[index]);
    }
    expect(await pageNumbers(server.dataSource, ['/blog/cost-allocation', '/'], ranges[0][1], ranges[0][2])).toEqual(rawArticle);
    const emptied = await summarize(server.dataSource, ranges[0][1], ranges[0][2], { rawOnly: true });
    expect(emptied.visits).toBe(0);
  });

  it('roll up the open day hour by hour: counts add up, the current hour is read raw, a late event redoes its hour', async () => {
    const today = '2026-11-13';
    await record([...day(DAYS[2], 61), ...day(today, 62)]);
    now = new Date(`${today}T12:01:00Z`); // 11:00-12:00 is inside its grace, 12:00 is the current hour
    const open = (await hoursToRollUp(server.dataSource, now)).filter((hour) => hour.startsWith(today));
    expect(open).toEqual(Array.from({ length: 11 }, (_, h) => `${today}T${String(h).padStart(2, '0')}:00:00.000Z`));
    const from = new Date(`${today}T00:00:00Z`);
    const to = new Date(`${today}T13:00:00Z`);
    const raw = await summarize(server.dataSource, from, to, { rawOnly: true, pages: 1000 });
    // Each hour on its own, as the hourly roll-ups count it.
    const perHour: AnalyticsSummary[] = [];
    for (let h = 0; h <= 11; h += 1) {
      const start = new Date(from.getTime() + h * 3_600_000);
      // 00:00-11:00 one by one; from 11:00 on (not rolled up yet) read together.
      perHour.push(
        await summarize(server.dataSource, start, h < 11 ? new Date(start.getTime() + 3_600_000) : to, { rawOnly: true, pages: 1000 }),
      );
    }
    expect(await analytics.rollUp(now)).toEqual([DAYS[2]]);
    const rolled = await summarize(server.dataSource, from, to, { pages: 1000 });
    const add = (key: 'pageviews' | 'visits' | 'visitors' | 'leads') => perHour.reduce((total, part) => total + part[key], 0);
    // Page views, leads and events are exact; visitors and visits are counted per hour until the day closes.
    expect(rolled.pageviews).toBe(raw.pageviews);
    expect(rolled.leads).toBe(add('leads'));
    const counts = (summary: typeof raw) => summary.events.map(({ name, count }) => ({ name, count }));
    expect(counts(rolled)).toEqual(counts(raw));
    expect(rolled.visits).toBe(add('visits'));
    expect(rolled.visitors).toBe(add('visitors'));
    expect(rolled.visitors).toBeGreaterThanOrEqual(raw.visitors);
    expect(rolled.series.map((point) => point.at)).toEqual(raw.series.map((point) => point.at));
    // The rolled hours are read from the roll-ups: their raw events could be gone.
    const rolledRows = (await server.dataSource.query(
      `SELECT count(*)::int AS n FROM analytics_rollups WHERE "period" = 'hour' AND "dimension" = 'total' AND "at" >= $1`,
      [from],
    )) as { n: number }[];
    expect(rolledRows[0].n).toBe(11);
    expect(await hoursToRollUp(server.dataSource, now)).toEqual([]);

    // A late event in a rolled hour: the hour's rows go, it is read raw at once, and the next run redoes it.
    await record([{ ...day(today, 63)[0], at: new Date(`${today}T03:30:00Z`), address: '203.0.113.251', name: 'pageview', path: '/late' }]);
    expect(await hoursToRollUp(server.dataSource, now)).toEqual([`${today}T03:00:00.000Z`]);
    const late = await summarize(server.dataSource, from, to, { pages: 1000 });
    expect(late.pageviews).toBe(rolled.pageviews + 1);
    expect(late.topPages.some((page) => page.path === '/late')).toBe(true);
    await analytics.rollUp(now);
    expect(await summarize(server.dataSource, from, to, { pages: 1000 })).toEqual(late);

    // When the day closes, its exact roll-up replaces the hourly ones.
    now = new Date('2026-11-14T00:06:00Z');
    expect(await analytics.rollUp(now)).toEqual([today]);
    const closed = await summarize(server.dataSource, from, new Date('2026-11-14T00:00:00Z'), { pages: 1000 });
    const exact = await summarize(server.dataSource, from, new Date('2026-11-14T00:00:00Z'), { rawOnly: true, pages: 1000 });
    expect(closed).toEqual(exact);
  });

  it('two runs at once (the retention run and the job both start with the server; other instances) write what one run writes', async () => {
    const today = '2026-11-13';
    await record([...day(DAYS[2], 71), ...day(today, 72)]);
    now = new Date(`${today}T12:01:00Z`);
    // Two instances: each replaces the same day's and hours' rows; they take turns (a database lock).
    // Each finds the closed day to do unless the other has committed it before it looks: either way
    // the day is done, and done once.
    const runs = await Promise.all([rollUpClosedDays(server.dataSource, now), rollUpClosedDays(server.dataSource, now)]);
    expect(runs).toContainEqual([DAYS[2]]);
    expect(runs.flat().every((done) => done === DAYS[2])).toBe(true);
    const closedDay = [new Date(`${DAYS[2]}T00:00:00Z`), new Date(`${today}T00:00:00Z`)] as const;
    const exact = await summarize(server.dataSource, ...closedDay, { rawOnly: true, pages: 1000 });
    expect(await summarize(server.dataSource, ...closedDay, { pages: 1000 })).toEqual(exact);
    // One instance: the retention run and the job, started together, take turns in the process.
    await Promise.all([analytics.prune(now), analytics.rollUp(now)]);
    expect(await summarize(server.dataSource, ...closedDay, { pages: 1000 })).toEqual(exact);
    const hours = (await server.dataSource.query(
      `SELECT count(*)::int AS n FROM analytics_rollups WHERE "period" = 'hour' AND "dimension" = 'total' AND "at" >= $1`,
      [closedDay[1]],
    )) as { n: number }[];
    expect(hours[0].n).toBe(11);
  });

  it('with the raw events still there, the default (top-20) summary is the same either way', async () => {
    await record([...day(DAYS[0], 21), ...day(DAYS[1], 22)]);
    const from = new Date(`${DAYS[0]}T00:00:00Z`);
    const to = new Date(`${DAYS[2]}T00:00:00Z`);
    const raw = await summarize(server.dataSource, from, to, { rawOnly: true });
    await analytics.rollUp(now);
    expect(await summarize(server.dataSource, from, to)).toEqual(raw);
  });

  it('are idempotent, wait for a day to close, and catch up on every day missed', async () => {
    await record([...day(DAYS[0], 31), ...day(DAYS[1], 32)]);
    now = new Date(`${DAYS[1]}T23:59:00Z`);
    await record(
      day(DAYS[1], 33)
        .slice(0, 1)
        .map((hit) => ({ ...hit, at: now })),
    );
    expect(await daysToRollUp(server.dataSource, now)).toEqual([DAYS[0]]);
    now = new Date(`${DAYS[2]}T00:03:00Z`); // inside the grace after midnight: the 11th stays open
    expect(await analytics.rollUp(now)).toEqual([DAYS[0]]);
    const count = async () => ((await server.dataSource.query(`SELECT count(*)::int AS n FROM analytics_rollups`)) as { n: number }[])[0].n;
    const first = await count();
    await rollUpDay(server.dataSource, DAYS[0], now);
    expect(await count()).toBe(first);
    expect(await analytics.rollUp(now)).toEqual([]);
    now = new Date('2026-11-20T08:00:00Z'); // after downtime: every closed day not done
    expect(await analytics.rollUp(now)).toEqual([DAYS[1]]);
    const hours = (await server.dataSource.query(
      `SELECT sum("visits")::int AS visits FROM analytics_rollups WHERE "period" = 'hour' AND "at" >= $1 AND "at" < $2`,
      [`${DAYS[1]}T00:00:00Z`, `${DAYS[2]}T00:00:00Z`],
    )) as { visits: number }[];
    const [total] = (await server.dataSource.query(
      `SELECT "visits" FROM analytics_rollups WHERE "period" = 'day' AND "dimension" = 'total' AND "at" = $1`,
      [`${DAYS[1]}T00:00:00Z`],
    )) as { visits: number }[];
    expect(hours[0].visits).toBe(total.visits);
  });

  it('redo a closed day that late events reached', async () => {
    await record(day(DAYS[0], 41));
    await analytics.rollUp(now);
    const before = await summarize(server.dataSource, new Date(`${DAYS[0]}T00:00:00Z`), new Date(`${DAYS[1]}T00:00:00Z`));
    await record([
      { ...day(DAYS[0], 42)[0], at: new Date(`${DAYS[0]}T23:50:00Z`), address: '203.0.113.250', name: 'pageview', path: '/late' },
    ]);
    expect(await daysToRollUp(server.dataSource, now)).toEqual([DAYS[0]]);
    await analytics.rollUp(now);
    const after = await summarize(server.dataSource, new Date(`${DAYS[0]}T00:00:00Z`), new Date(`${DAYS[1]}T00:00:00Z`));
    expect(after.pageviews).toBe(before.pageviews + 1);
    expect(after.visitors).toBe(before.visitors + 1);
    expect(after.topPages.some((page) => page.path === '/late')).toBe(true);
  });

  it('retention drops raw partitions only after their days are rolled up, and keeps the roll-ups', async () => {
    await record(day(DAYS[0], 51));
    const raw = await summarize(server.dataSource, new Date(`${DAYS[0]}T00:00:00Z`), new Date(`${DAYS[1]}T00:00:00Z`), { rawOnly: true });
    now = new Date('2026-12-20T12:00:00Z');
    const result = await analytics.prune(now);
    expect(result.partitions).toBeGreaterThanOrEqual(1);
    expect(await server.dataSource.query(`SELECT 1 FROM pg_class WHERE relname = 'analytics_events_20261110'`)).toHaveLength(0);
    expect(await summarize(server.dataSource, new Date(`${DAYS[0]}T00:00:00Z`), new Date(`${DAYS[1]}T00:00:00Z`))).toEqual(raw);
  });
});

describe('the buffer', () => {
  it('events acknowledged before a stop are in the database after a restart', async () => {
    const first = new AnalyticsService(server.dataSource, {
      enabled: true,
      rawRetentionDays: 30,
      site: 'test',
      flushIntervalMs: 0,
      now: () => now,
    });
    const signal = { address: '192.0.2.60', userAgent: BROWSERS[0], excluded: false };
    for (let i = 0; i < 1200; i += 1) first.recordPage(signal, `/restart-${i % 7}`, 200, undefined);
    expect(first.store.stats()).toMatchObject({ buffered: 1200, dropped: 0 });
    await first.close();
    const second = new AnalyticsService(server.dataSource, {
      enabled: true,
      rawRetentionDays: 30,
      site: 'test',
      flushIntervalMs: 0,
      now: () => now,
    });
    const summary = await second.summary(new Date('2026-11-13T00:00:00Z'), new Date('2026-11-14T00:00:00Z'));
    expect(summary.pageviews).toBe(1200);
  });

  it('a full buffer drops events without waiting, even while the database hangs', async () => {
    const hanging = { query: () => new Promise<never>(() => undefined) } as unknown as TestServer['dataSource'];
    const stuck = new AnalyticsService(hanging, {
      enabled: true,
      rawRetentionDays: 30,
      site: 'test',
      capacity: 100,
      flushIntervalMs: 0,
      now: () => now,
    });
    const signal = { address: '192.0.2.61', userAgent: BROWSERS[0], excluded: false };
    for (let i = 0; i < 10; i += 1) stuck.recordPage(signal, '/', 200, undefined);
    void stuck.flush(); // a write that never ends
    await new Promise((resolve) => setImmediate(resolve));
    const returned: unknown[] = [];
    for (let i = 0; i < 150; i += 1) returned.push(stuck.recordPage(signal, '/', 200, undefined));
    // Recording returns synchronously (no promise a page could wait on), whatever the database does.
    expect(returned.every((value) => value === undefined)).toBe(true);
    expect(stuck.store.stats()).toEqual({ buffered: 100, dropped: 50, written: 0, refused: 0 });
  });
});

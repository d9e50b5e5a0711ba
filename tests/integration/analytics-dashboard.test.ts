// The analytics dashboard's reads (issue 32): the summary's over-time series, exit pages,
// referrers, conversion per article and tool and the funnel; the last 30 minutes; pages' own
// numbers; and the lead tables' attribution filters and sorting — REST and GraphQL (access rules
// and bad input: security-analytics.test.ts). The clock is the test's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_TIMEOUT, startServer, validContact, type Agent } from './helpers';
import { signedInAdmin, type TestServer } from '../support/test-server';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: TestServer;
let admin: Agent;
let now = new Date('2026-11-20T10:00:00Z');
const advance = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-analytics-dash-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  server = await startServer({ webDist, analytics: { now: () => now } });
  ({ agent: admin } = await signedInAdmin(server));
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

function visitor(address: string) {
  const headers = { 'X-Forwarded-For': address, 'User-Agent': CHROME };
  return {
    page: (url: string, referer?: string) =>
      server
        .agent()
        .get(url)
        .set({ ...headers, Accept: 'text/html', ...(referer ? { Referer: referer } : {}) }),
    event: (n: string, p: string, props?: Record<string, string | number>) =>
      server
        .agent()
        .post('/api/analytics/events')
        .set({ ...headers, 'Content-Type': 'text/plain;charset=UTF-8' })
        .send(JSON.stringify(props ? { n, p, props } : { n, p }))
        .expect(204),
    contact: () => server.agent().post('/api/contact').set(headers).send(validContact()),
  };
}

/**
 * 2026-11-20: three visits. A newsletter visit reads an article, uses the calculator, starts the
 * form and sends it; a visit from a referrer reads the article and leaves; a direct visit bounces.
 */
const leadIds: string[] = [];
beforeAll(async () => {
  now = new Date('2026-11-20T10:00:00Z');
  const reader = visitor('198.51.100.40');
  await reader.page('/?utm_source=newsletter&utm_medium=email&utm_campaign=nov');
  advance(1);
  await reader.page('/blog/cut-waste');
  await reader.event('calculator_result', '/calculator', { tool: 'page-calculator' });
  await reader.event('form_started', '/', { form: 'contact' });
  advance(2);
  leadIds.push((await reader.contact()).body.id);
  const referred = visitor('198.51.100.41');
  await referred.page('/blog/cut-waste', 'https://www.linkedin.com/feed/');
  advance(1);
  await referred.page('/framework');
  await visitor('198.51.100.42').page('/simulator');
  advance(2);
  // A second lead, from another campaign, landing elsewhere.
  const other = visitor('198.51.100.43');
  await other.page('/simulator?utm_source=google&utm_medium=cpc&utm_campaign=spring');
  leadIds.push((await other.contact()).body.id);
  await server.services.analytics.flush();
}, START_TIMEOUT);

describe('the summary', () => {
  it('adds the series, exit pages, referrers, conversion per article and tool, and the funnel', async () => {
    const res = await admin.get('/api/admin/analytics/summary?from=2026-11-20&to=2026-11-20');
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({ visitors: 4, visits: 4, leads: 2, interval: 'hour' });
    expect(body.series).toEqual([{ at: '2026-11-20T10:00:00Z', visitors: 4, visits: 4, pageviews: 6, leads: 2 }]);
    expect(body.exitPages).toEqual(
      expect.arrayContaining([
        { path: '/blog/cut-waste', visitors: 1, pageviews: 1 },
        { path: '/framework', visitors: 1, pageviews: 1 },
        { path: '/simulator', visitors: 2, pageviews: 2 },
      ]),
    );
    expect(body.referrers).toEqual([{ source: 'linkedin.com', visitors: 1, visits: 1, leads: 0 }]);
    expect(body.conversions).toEqual(
      expect.arrayContaining([
        { dimension: 'article', value: '/blog/cut-waste', visits: 2, leads: 1, conversionRate: 0.5 },
        { dimension: 'tool', value: 'calculator_result', visits: 1, leads: 1, conversionRate: 1 },
        { dimension: 'campaign', value: 'spring', visits: 1, leads: 1, conversionRate: 1 },
      ]),
    );
    expect(body.funnel).toEqual([
      { step: 'landed', visits: 4, ofFirst: 1, dropOff: 0 },
      { step: 'usedTool', visits: 1, ofFirst: 0.25, dropOff: 0.75 },
      { step: 'startedForm', visits: 1, ofFirst: 0.25, dropOff: 0 },
      { step: 'lead', visits: 1, ofFirst: 0.25, dropOff: 0 },
    ]);
  });

  it('answers the same over GraphQL, with day buckets for longer ranges', async () => {
    const res = await server.gql(
      `{ analyticsSummary(from: "2026-11-18", to: "2026-11-21") {
          interval series { at visits leads } exitPages { path } referrers { source } funnel { step visits dropOff }
          conversions { dimension value leads } } }`,
      {},
      admin,
    );
    const summary = res.body.data.analyticsSummary;
    expect(summary.interval).toBe('day');
    expect(summary.series).toEqual([{ at: '2026-11-20T00:00:00Z', visits: 4, leads: 2 }]);
    expect(summary.funnel.map((step: { visits: number }) => step.visits)).toEqual([4, 1, 1, 1]);
    expect(summary.conversions).toEqual(expect.arrayContaining([{ dimension: 'tool', value: 'calculator_result', leads: 1 }]));
  });
});

describe('the last 30 minutes', () => {
  it('counts the window minute by minute over REST and GraphQL; older events fall out', async () => {
    now = new Date('2026-11-20T10:10:00Z');
    const res = await admin.get('/api/admin/analytics/realtime');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ visitors: 4, pageviews: 6 });
    expect(res.body.perMinute).toHaveLength(30);
    expect(res.body.perMinute.reduce((sum: number, minute: { pageviews: number }) => sum + minute.pageviews, 0)).toBe(6);
    expect(res.body.topPages[0]).toEqual({ path: '/blog/cut-waste', visitors: 2, pageviews: 2 });
    expect(res.body.sources).toEqual(expect.arrayContaining([{ source: 'newsletter', visitors: 1 }]));
    now = new Date('2026-11-20T11:00:00Z');
    const later = await server.gql('{ analyticsRealtime { visitors pageviews perMinute { pageviews } } }', {}, admin);
    expect(later.body.data.analyticsRealtime).toMatchObject({ visitors: 0, pageviews: 0 });
    now = new Date('2026-11-20T10:10:00Z');
  });
});

describe('pages’ own numbers', () => {
  it('gives each path its visitors, views, entries and leads, in the order asked', async () => {
    const res = await admin.get('/api/admin/analytics/pages?path=/blog/cut-waste&path=/nothing&from=2026-11-20&to=2026-11-20');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { path: '/blog/cut-waste', visitors: 2, pageviews: 2, entries: 1, leads: 1 },
      { path: '/nothing', visitors: 0, pageviews: 0, entries: 0, leads: 0 },
    ]);
    const gql = await server.gql(
      'query($paths: [String!]!) { analyticsPages(paths: $paths, from: "2026-11-20", to: "2026-11-20") { path pageviews leads } }',
      { paths: ['/simulator'] },
      admin,
    );
    expect(gql.body.data.analyticsPages).toEqual([{ path: '/simulator', pageviews: 2, leads: 1 }]);
  });
});

describe('the lead tables', () => {
  it('filter by source, campaign and landing page on the server, REST and GraphQL', async () => {
    const ids = async (query: string) =>
      ((await admin.get(`/api/admin/contact-requests?${query}`)).body as Array<{ id: string }>).map((lead) => lead.id);
    expect(await ids('source=Newsletter')).toEqual([leadIds[0]]);
    expect(await ids('campaign=spring')).toEqual([leadIds[1]]);
    expect(await ids('landingPage=/simulator')).toEqual([leadIds[1]]);
    expect(await ids('source=newsletter&campaign=spring')).toEqual([]);
    const gql = await server.gql(
      '{ contactRequests(source: "google") { items { id attribution { utmSource utmCampaign landingPage } } } }',
      {},
      admin,
    );
    expect(gql.body.data.contactRequests.items).toEqual([
      { id: leadIds[1], attribution: { utmSource: 'google', utmCampaign: 'spring', landingPage: '/simulator' } },
    ]);
    const csv = await admin.get('/api/admin/contact-requests/export.csv?campaign=nov').buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('"nov"');
    expect(csv.text).not.toContain('"spring"');
  });

  it('sort by source, campaign and landing page', async () => {
    const order = async (sort: string, direction: string) =>
      ((await admin.get(`/api/admin/contact-requests?sort=${sort}&order=${direction}&campaign=`)).body as Array<{ id: string }>)
        .map((lead) => lead.id)
        .filter((id) => leadIds.includes(id));
    expect(await order('source', 'asc')).toEqual([leadIds[1], leadIds[0]]);
    expect(await order('campaign', 'asc')).toEqual([leadIds[0], leadIds[1]]);
    expect(await order('landingPage', 'desc')).toEqual([leadIds[1], leadIds[0]]);
    const gql = await server.gql('{ playbookLeads(sort: "campaign", order: "desc") { totalCount } }', {}, admin);
    expect(gql.body.data.playbookLeads.totalCount).toEqual(expect.any(Number));
  });
});

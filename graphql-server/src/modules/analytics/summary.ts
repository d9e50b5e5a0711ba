// The numbers of a date range (issue 32): the closed days from the roll-ups, the rest (the open day)
// from the raw events (rollups.ts, decision 0070). Visits are cut on 30 minutes without activity; a visitor is a daily
// hash, so "visitors" over several days is the sum of each day's visitors (as in Plausible).
import type { DataSource } from 'typeorm';
import { funnelSteps, type FunnelStep } from './funnel';
import { partOf, type AggregateRow, type Dimension, type Part, type SeriesPoint } from './rollups';

export { int } from './rollups';

export interface PageRow {
  path: string;
  visitors: number;
  pageviews: number;
}
interface SourceRow {
  source: string;
  visitors: number;
  visits: number;
  leads: number;
}
interface CampaignRow {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  visits: number;
  leads: number;
}
interface CountRow {
  name: string;
  visitors: number;
  count: number;
}
interface ConversionRow {
  /** What the row groups by: the visit's landing page, its source, its campaign, an article it read or a tool it used. */
  dimension: 'landingPage' | 'source' | 'campaign' | 'article' | 'tool';
  value: string;
  visits: number;
  leads: number;
  /** leads / visits, 0 to 1. */
  conversionRate: number;
}

export interface AnalyticsSummary {
  from: string;
  to: string;
  visitors: number;
  visits: number;
  pageviews: number;
  viewsPerVisit: number;
  /** Share of visits with one page view and nothing else, 0 to 1. */
  bounceRate: number;
  /** Mean seconds from a visit's first to its last event. */
  visitDuration: number;
  leads: number;
  /** "day" or "hour": the buckets of `series`. */
  interval: 'day' | 'hour';
  series: SeriesPoint[];
  topPages: PageRow[];
  entryPages: PageRow[];
  exitPages: PageRow[];
  sources: SourceRow[];
  referrers: SourceRow[];
  campaigns: CampaignRow[];
  devices: CountRow[];
  browsers: CountRow[];
  operatingSystems: CountRow[];
  events: CountRow[];
  conversions: ConversionRow[];
  funnel: FunnelStep[];
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

interface Options {
  /** Read the raw events only, never the roll-ups (the roll-up's own check compares both). */
  rawOnly?: boolean;
  /** Rows per table (default 20). */
  pages?: number;
}

export async function summarize(db: Pick<DataSource, 'query'>, from: Date, to: Date, options: Options = {}): Promise<AnalyticsSummary> {
  const interval = to.getTime() - from.getTime() <= 2 * 86_400_000 ? 'hour' : 'day';
  const part = await partOf(db, from, to, interval, !options.rawOnly);
  return summaryOf(part, from, to, interval, options.pages ?? 20);
}

/** Rows of one dimension, most first (by `measure`, then by value), at most `limit`. */
function top(part: Part, dimension: Dimension, measure: 'visits' | 'pageviews' | 'visitors' | 'count', limit: number) {
  return part.rows
    .filter((row) => row.dimension === dimension)
    .sort((a, b) => b[measure] - a[measure] || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
    .slice(0, limit);
}

/** The summary the dashboard and the API show, from a range's aggregates. */
function summaryOf(part: Part, from: Date, to: Date, interval: 'day' | 'hour', limit: number): AnalyticsSummary {
  const { totals } = part;
  const pageRow = (row: AggregateRow) => ({ path: row.value, visitors: row.visitors, pageviews: row.visits });
  const sourceRow = (row: AggregateRow) => ({ source: row.value, visitors: row.visitors, visits: row.visits, leads: row.leads });
  const countRow = (row: AggregateRow) => ({ name: row.value, visitors: row.visitors, count: row.count });
  const conversion = (dimension: ConversionRow['dimension'], value: (row: AggregateRow) => string) => (row: AggregateRow) => ({
    dimension,
    value: value(row),
    visits: row.visits,
    leads: row.leads,
    conversionRate: rate(row.leads, row.visits),
  });
  const campaign = (row: AggregateRow) => JSON.parse(row.value) as [string | null, string | null, string | null];
  const landings = top(part, 'entry', 'visits', limit);
  const sources = top(part, 'source', 'visits', limit);
  const campaigns = top(part, 'campaign', 'visits', limit);
  const steps = new Map(part.rows.filter((row) => row.dimension === 'funnel').map((row) => [row.value, row.visits]));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    visitors: totals.visitors,
    visits: totals.visits,
    pageviews: totals.pageviews,
    viewsPerVisit: totals.visits > 0 ? Math.round((totals.pageviews / totals.visits) * 100) / 100 : 0,
    bounceRate: rate(totals.bounces, totals.visits),
    visitDuration: totals.visits > 0 ? Math.round(totals.duration / totals.visits) : 0,
    leads: totals.leads,
    interval,
    series: part.series,
    topPages: top(part, 'page', 'pageviews', limit).map((row) => ({ path: row.value, visitors: row.visitors, pageviews: row.pageviews })),
    entryPages: landings.map(pageRow),
    exitPages: top(part, 'exit', 'visits', limit).map(pageRow),
    sources: sources.map(sourceRow),
    referrers: top(part, 'referrer', 'visits', limit).map(sourceRow),
    campaigns: campaigns.map((row) => {
      const [utmSource, utmMedium, utmCampaign] = campaign(row);
      return { utmSource, utmMedium, utmCampaign, visits: row.visits, leads: row.leads };
    }),
    devices: top(part, 'device', 'visitors', limit).map(countRow),
    browsers: top(part, 'browser', 'visitors', limit).map(countRow),
    operatingSystems: top(part, 'os', 'visitors', limit).map(countRow),
    events: top(part, 'event', 'count', limit).map(countRow),
    conversions: [
      ...landings.map(conversion('landingPage', (row) => row.value)),
      ...sources.map(conversion('source', (row) => row.value)),
      ...campaigns.filter((row) => campaign(row)[2]).map(conversion('campaign', (row) => String(campaign(row)[2]))),
      ...top(part, 'article', 'visits', limit).map(conversion('article', (row) => row.value)),
      ...top(part, 'tool', 'visits', limit).map(conversion('tool', (row) => row.value)),
    ],
    funnel: funnelSteps(['landed', 'usedTool', 'startedForm', 'lead'].map((step) => [step, steps.get(step) ?? 0] as const)),
  };
}

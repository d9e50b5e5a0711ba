// The numbers of a date range (issue 32): from the raw events where they are still kept, from the
// daily roll-ups before that. Visits are cut on 30 minutes without activity; a visitor is a daily
// hash, so "visitors" over several days is the sum of each day's visitors (as in Plausible).
import type { DataSource } from 'typeorm';

interface PageRow {
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
  /** What the row groups by: the visit's landing page, its source, or its campaign. */
  dimension: 'landingPage' | 'source' | 'campaign';
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
  topPages: PageRow[];
  entryPages: PageRow[];
  sources: SourceRow[];
  campaigns: CampaignRow[];
  devices: CountRow[];
  browsers: CountRow[];
  operatingSystems: CountRow[];
  events: CountRow[];
  conversions: ConversionRow[];
}

const VISITS = `
  WITH marked AS (
    SELECT *, CASE WHEN "occurredAt" - lag("occurredAt") OVER (PARTITION BY "visitor" ORDER BY "occurredAt") <= interval '30 minutes'
                   THEN 0 ELSE 1 END AS "starts"
      FROM analytics_events WHERE "occurredAt" >= $1 AND "occurredAt" < $2),
  numbered AS (
    SELECT *, sum("starts") OVER (PARTITION BY "visitor" ORDER BY "occurredAt" ROWS UNBOUNDED PRECEDING) AS "visitNo" FROM marked),
  visits AS (
    SELECT "visitor", "visitNo",
           min("occurredAt") AS "startedAt", max("occurredAt") AS "endedAt",
           count(*) FILTER (WHERE "name" = 'pageview') AS "pageviews",
           count(*) FILTER (WHERE "name" NOT IN ('pageview', 'lead_submitted')) AS "events",
           count(*) FILTER (WHERE "name" = 'lead_submitted') AS "leads",
           (array_agg("path" ORDER BY "occurredAt") FILTER (WHERE "name" = 'pageview'))[1] AS "landing",
           (array_agg(coalesce("utmSource", "referrer", '(direct)') ORDER BY "occurredAt"))[1] AS "source",
           (array_agg("utmSource" ORDER BY "occurredAt"))[1] AS "utmSource",
           (array_agg("utmMedium" ORDER BY "occurredAt"))[1] AS "utmMedium",
           (array_agg("utmCampaign" ORDER BY "occurredAt"))[1] AS "utmCampaign"
      FROM numbered GROUP BY "visitor", "visitNo")`;

const int = (value: unknown) => Number(value ?? 0);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

interface Options {
  /** Ignore roll-ups (the roll-up itself reads only raw events). */
  rawOnly?: boolean;
  /** Rows per table (default 20). */
  pages?: number;
}

export async function summarize(db: DataSource, from: Date, to: Date, options: Options = {}): Promise<AnalyticsSummary> {
  const limit = options.pages ?? 20;
  const range = [from, to];
  const [totals] = (await db.query(
    `${VISITS} SELECT count(DISTINCT "visitor") AS "visitors", count(*) AS "visits", coalesce(sum("pageviews"), 0) AS "pageviews",
       count(*) FILTER (WHERE "pageviews" <= 1 AND "events" = 0) AS "bounces",
       coalesce(sum(extract(epoch FROM "endedAt" - "startedAt")), 0) AS "duration",
       count(*) FILTER (WHERE "leads" > 0) AS "leads" FROM visits`,
    range,
  )) as Record<string, unknown>[];
  const rolled = options.rawOnly ? null : await rolledUp(db, from, to, limit);
  const visits = int(totals.visits) + (rolled?.visits ?? 0);
  const pageviews = int(totals.pageviews) + (rolled?.pageviews ?? 0);
  const bounces = int(totals.bounces) + (rolled?.bounces ?? 0);
  const duration = Number(totals.duration) + (rolled?.duration ?? 0);
  const pageRows = (await db.query(
    `SELECT "path", count(DISTINCT "visitor") AS "visitors", count(*) AS "pageviews" FROM analytics_events
      WHERE "occurredAt" >= $1 AND "occurredAt" < $2 AND "name" = 'pageview'
      GROUP BY "path" ORDER BY "pageviews" DESC, "path" LIMIT ${limit}`,
    range,
  )) as Record<string, unknown>[];
  const grouped = (column: string) =>
    db
      .query(
        `SELECT "${column}" AS "name", count(DISTINCT "visitor") AS "visitors", count(*) AS "count" FROM analytics_events
          WHERE "occurredAt" >= $1 AND "occurredAt" < $2 AND "name" <> 'lead_submitted'
          GROUP BY "${column}" ORDER BY "visitors" DESC, "name" LIMIT ${limit}`,
        range,
      )
      .then((rows: Record<string, unknown>[]) =>
        rows.map((row) => ({ name: String(row.name), visitors: int(row.visitors), count: int(row.count) })),
      );
  const events = (await db.query(
    `SELECT "name", count(DISTINCT "visitor") AS "visitors", count(*) AS "count" FROM analytics_events
      WHERE "occurredAt" >= $1 AND "occurredAt" < $2 AND "name" <> 'pageview'
      GROUP BY "name" ORDER BY "count" DESC, "name" LIMIT ${limit}`,
    range,
  )) as Record<string, unknown>[];
  const byVisit = (expression: string, columns = 1) =>
    db.query(
      `${VISITS} SELECT ${expression}, count(DISTINCT "visitor") AS "visitors", count(*) AS "visits",
         count(*) FILTER (WHERE "leads" > 0) AS "leads" FROM visits GROUP BY ${columns === 1 ? '1' : '1, 2, 3'}
         ORDER BY "visits" DESC LIMIT ${limit}`,
      range,
    ) as Promise<Record<string, unknown>[]>;
  const sources = await byVisit('"source"');
  const landings = await byVisit(`coalesce("landing", '(none)') AS "landing"`);
  const campaigns = (await byVisit('"utmSource", "utmMedium", "utmCampaign"', 3)).filter((row) => row.utmCampaign || row.utmSource);
  const conversion = (dimension: ConversionRow['dimension'], value: unknown, row: Record<string, unknown>): ConversionRow => ({
    dimension,
    value: String(value),
    visits: int(row.visits),
    leads: int(row.leads),
    conversionRate: rate(int(row.leads), int(row.visits)),
  });
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    visitors: int(totals.visitors) + (rolled?.visitors ?? 0),
    visits,
    pageviews,
    viewsPerVisit: visits > 0 ? Math.round((pageviews / visits) * 100) / 100 : 0,
    bounceRate: rate(bounces, visits),
    visitDuration: visits > 0 ? Math.round(duration / visits) : 0,
    leads: int(totals.leads) + (rolled?.leads ?? 0),
    topPages: mergePages(
      pageRows.map((row) => ({ path: String(row.path), visitors: int(row.visitors), pageviews: int(row.pageviews) })),
      rolled?.pages ?? [],
      limit,
    ),
    entryPages: landings.map((row) => ({ path: String(row.landing), visitors: int(row.visitors), pageviews: int(row.visits) })),
    sources: sources.map((row) => ({
      source: String(row.source),
      visitors: int(row.visitors),
      visits: int(row.visits),
      leads: int(row.leads),
    })),
    campaigns: campaigns.map((row) => ({
      utmSource: (row.utmSource as string | null) ?? null,
      utmMedium: (row.utmMedium as string | null) ?? null,
      utmCampaign: (row.utmCampaign as string | null) ?? null,
      visits: int(row.visits),
      leads: int(row.leads),
    })),
    devices: await grouped('device'),
    browsers: await grouped('browser'),
    operatingSystems: await grouped('os'),
    events: events.map((row) => ({ name: String(row.name), visitors: int(row.visitors), count: int(row.count) })),
    conversions: [
      ...landings.map((row) => conversion('landingPage', row.landing, row)),
      ...sources.map((row) => conversion('source', row.source, row)),
      ...campaigns.filter((row) => row.utmCampaign).map((row) => conversion('campaign', row.utmCampaign, row)),
    ],
  };
}

function mergePages(raw: PageRow[], rolled: PageRow[], limit: number): PageRow[] {
  const byPath = new Map<string, PageRow>();
  for (const row of [...raw, ...rolled]) {
    const known = byPath.get(row.path);
    byPath.set(
      row.path,
      known ? { path: row.path, visitors: known.visitors + row.visitors, pageviews: known.pageviews + row.pageviews } : row,
    );
  }
  return [...byPath.values()].sort((a, b) => b.pageviews - a.pageviews || a.path.localeCompare(b.path)).slice(0, limit);
}

/** Totals and pages of the days in the range whose raw events are gone (before the oldest kept). */
async function rolledUp(db: DataSource, from: Date, to: Date, limit: number) {
  const [oldest] = (await db.query('SELECT min("occurredAt") AS "at" FROM analytics_events')) as { at: Date | null }[];
  const rawFrom = oldest?.at ? new Date(oldest.at).toISOString().slice(0, 10) : '9999-12-31';
  const window = [from.toISOString().slice(0, 10), to.toISOString().slice(0, 10), rawFrom];
  const [totals] = (await db.query(
    `SELECT coalesce(sum("visitors"), 0) AS "visitors", coalesce(sum("visits"), 0) AS "visits", coalesce(sum("pageviews"), 0) AS "pageviews",
            coalesce(sum("bounces"), 0) AS "bounces", coalesce(sum("durationSeconds"), 0) AS "duration", coalesce(sum("leads"), 0) AS "leads"
       FROM analytics_daily_totals WHERE "day" >= $1 AND "day" < $2 AND "day" < $3`,
    window,
  )) as Record<string, unknown>[];
  const pages = (await db.query(
    `SELECT "path", sum("visitors") AS "visitors", sum("pageviews") AS "pageviews" FROM analytics_daily_pages
      WHERE "day" >= $1 AND "day" < $2 AND "day" < $3 GROUP BY "path" ORDER BY 3 DESC LIMIT ${limit}`,
    window,
  )) as Record<string, unknown>[];
  return {
    visitors: int(totals.visitors),
    visits: int(totals.visits),
    pageviews: int(totals.pageviews),
    bounces: int(totals.bounces),
    duration: Number(totals.duration),
    leads: int(totals.leads),
    pages: pages.map((row) => ({ path: String(row.path), visitors: int(row.visitors), pageviews: int(row.pageviews) })),
  };
}

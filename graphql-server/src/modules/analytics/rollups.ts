// Aggregates of analytics events (issue 32, decision 0070): a "part" is every number of a stretch
// of time, computed from the raw events or read from the roll-ups, in one shape so that parts add
// up. Visitor hashes rotate every UTC day, so a day's distinct visitors (overall, per page, per
// source, …) never meet another day's: the exact per-day counts of closed days are summed, and the
// raw events are read only for the days not rolled up yet (the open day). Visits never cross
// midnight either (the hash changes), so a closed day's visits are final.
import type { DataSource, EntityManager } from 'typeorm';
import { TOOL_EVENTS } from '../../../../schema/analytics-events';

type Db = Pick<DataSource, 'query'> | Pick<EntityManager, 'query'>;

/** Everything counted per row of a dashboard table; a row uses the measures that apply to it. */
export interface AggregateRow {
  dimension: Dimension;
  /** The page's path, the source, the event's name, … ('' for the totals; a campaign is a JSON array). */
  value: string;
  visitors: number;
  visits: number;
  pageviews: number;
  count: number;
  leads: number;
}

/**
 * page: page views by path. entry/exit: visits by landing/exit page. pageVisit: visits that saw a
 * page. source, referrer, campaign ([utmSource, utmMedium, utmCampaign]), article, tool: visits.
 * device, browser, os: events (leads aside). event: events other than page views. funnel: visits
 * per step.
 */
export type Dimension =
  | 'page'
  | 'entry'
  | 'exit'
  | 'pageVisit'
  | 'source'
  | 'referrer'
  | 'campaign'
  | 'article'
  | 'tool'
  | 'device'
  | 'browser'
  | 'os'
  | 'event'
  | 'funnel';

interface Totals {
  visitors: number;
  visits: number;
  pageviews: number;
  bounces: number;
  /** Seconds, summed over visits. */
  duration: number;
  leads: number;
}

export interface SeriesPoint {
  at: string;
  visitors: number;
  visits: number;
  pageviews: number;
  leads: number;
}

export interface Part {
  totals: Totals;
  series: SeriesPoint[];
  rows: AggregateRow[];
}

/** Paths of the blog's articles: conversion "per article" counts visits that read one. */
const ARTICLE_PREFIX = '/blog/';
const TOOLS = TOOL_EVENTS.map((name) => `'${name}'`).join(', ');
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * One row per visit of the range ($1, $2): its numbers, where it began and ended, what it did. Its
 * source is its first event's (a lead recorded in the same instant as a page view sorts after it).
 * The range's events are read once (`events`, also what the per-event rows count). A visit's first
 * and last page and its first event's source are picked by the events' order within the visitor
 * (`seq`, the window's own order) with min/max, not with ordered aggregates: on PostgreSQL 15 each
 * of those sorted every visit's events again, most of the time of a raw hour (decision 0079).
 */
const VISITS = `
  WITH events AS MATERIALIZED (
    SELECT "occurredAt", "visitor", "name", "path", "referrer", "utmSource", "utmMedium", "utmCampaign", "browser", "os", "device"
      FROM analytics_events WHERE "occurredAt" >= $1 AND "occurredAt" < $2),
  marked AS (
    SELECT *, CASE WHEN "occurredAt" - lag("occurredAt") OVER w <= interval '30 minutes' THEN 0 ELSE 1 END AS "starts",
           row_number() OVER w AS "seq"
      FROM events WINDOW w AS (PARTITION BY "visitor" ORDER BY "occurredAt", "name" = 'lead_submitted')),
  numbered AS (
    SELECT *, sum("starts") OVER (PARTITION BY "visitor" ORDER BY "occurredAt", "name" = 'lead_submitted' ROWS UNBOUNDED PRECEDING) AS "visitNo"
      FROM marked),
  visits AS MATERIALIZED (
    SELECT "visitor", "visitNo",
           min("occurredAt") AS "startedAt", max("occurredAt") AS "endedAt",
           count(*) FILTER (WHERE "name" = 'pageview') AS "pageviews",
           count(*) FILTER (WHERE "name" NOT IN ('pageview', 'lead_submitted', 'experiment_view')) AS "events",
           count(*) FILTER (WHERE "name" = 'lead_submitted') AS "leads",
           count(*) FILTER (WHERE "name" = 'form_started') AS "formsStarted",
           substr(min(lpad("seq"::text, 12, '0') || "path" COLLATE "C") FILTER (WHERE "name" = 'pageview'), 13) AS "landing",
           substr(max(lpad("seq"::text, 12, '0') || "path" COLLATE "C") FILTER (WHERE "name" = 'pageview'), 13) AS "exit",
           max(coalesce("utmSource", "referrer", '(direct)')) FILTER (WHERE "starts" = 1) AS "source",
           max("referrer") FILTER (WHERE "starts" = 1) AS "referrer",
           max("utmSource") FILTER (WHERE "starts" = 1) AS "utmSource",
           max("utmMedium") FILTER (WHERE "starts" = 1) AS "utmMedium",
           max("utmCampaign") FILTER (WHERE "starts" = 1) AS "utmCampaign",
           array_remove(array_agg(DISTINCT CASE WHEN "name" IN (${TOOLS}) THEN "name" END), NULL) AS "tools",
           array_remove(array_agg(DISTINCT CASE WHEN "name" = 'pageview' AND "path" LIKE '${ARTICLE_PREFIX}%' THEN "path" END), NULL) AS "articles",
           array_remove(array_agg(DISTINCT CASE WHEN "name" = 'pageview' THEN "path" END), NULL) AS "paths"
      FROM numbered GROUP BY "visitor", "visitNo")`;

/**
 * Rows counted per event (not per visit), from `events`: each value's distinct visitors and events,
 * grouped twice (by value and visitor, then by value) rather than with count(DISTINCT), which sorts.
 */
const EVENT_DIMENSIONS: Array<[Dimension, string, string, 'pageviews' | 'count']> = [
  ['page', '"path"', `"name" = 'pageview'`, 'pageviews'],
  ['device', '"device"', `"name" <> 'lead_submitted'`, 'count'],
  ['browser', '"browser"', `"name" <> 'lead_submitted'`, 'count'],
  ['os', '"os"', `"name" <> 'lead_submitted'`, 'count'],
  ['event', '"name"', `"name" <> 'pageview'`, 'count'],
];

type Rows = Record<string, unknown>[];
export const int = (value: unknown) => Number(value ?? 0);
const VISIT_MEASURES = `count(DISTINCT "visitor") AS "visitors", count(*) AS "visits", count(*) FILTER (WHERE "leads" > 0) AS "leads"`;

/** Per-visit rows of each dimension: `FROM visits` plus what selects the value. */
const VISIT_DIMENSIONS: Array<[Dimension, string, string]> = [
  ['source', '"source"', 'visits'],
  ['referrer', '"referrer"', 'visits WHERE "referrer" IS NOT NULL'],
  ['entry', `coalesce("landing", '(none)')`, 'visits'],
  ['exit', '"exit"', 'visits WHERE "exit" IS NOT NULL'],
  [
    'campaign',
    'json_build_array("utmSource", "utmMedium", "utmCampaign")::text',
    'visits WHERE "utmSource" IS NOT NULL OR "utmCampaign" IS NOT NULL',
  ],
  ['article', 'v', 'visits, unnest("articles") AS a(v)'],
  ['tool', 'v', 'visits, unnest("tools") AS a(v)'],
  ['pageVisit', 'v', 'visits, unnest("paths") AS a(v)'],
];

/** Every number of [from, to) from the raw events; `interval` buckets the series. */
export async function rawPart(db: Db, from: Date, to: Date, interval: 'day' | 'hour'): Promise<Part> {
  const range = [from, to];
  const grouped = VISIT_DIMENSIONS.map(
    ([dimension, value, source]) =>
      `SELECT '${dimension}' AS "dimension", (${value})::text AS "value", ${VISIT_MEASURES} FROM ${source} GROUP BY 2`,
  );
  const parts: Record<string, string> = {
    totals: `SELECT count(DISTINCT "visitor") AS "visitors", count(*) AS "visits", coalesce(sum("pageviews"), 0) AS "pageviews",
       count(*) FILTER (WHERE "pageviews" <= 1 AND "events" = 0) AS "bounces",
       coalesce(sum(extract(epoch FROM "endedAt" - "startedAt")), 0)::float8 AS "duration",
       count(*) FILTER (WHERE "leads" > 0) AS "leads" FROM visits`,
    series: `SELECT to_char(date_trunc('${interval}', "startedAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"') AS "at",
       count(DISTINCT "visitor") AS "visitors", count(*) AS "visits", coalesce(sum("pageviews"), 0) AS "pageviews",
       count(*) FILTER (WHERE "leads" > 0) AS "leads" FROM visits GROUP BY 1 ORDER BY 1`,
    rows: `${grouped.join(' UNION ALL ')} UNION ALL
       SELECT 'funnel', s.step, 0, s.n, 0 FROM (SELECT
         count(*) FILTER (WHERE "pageviews" > 0) AS "landed",
         count(*) FILTER (WHERE "pageviews" > 0 AND cardinality("tools") > 0) AS "usedTool",
         count(*) FILTER (WHERE "pageviews" > 0 AND cardinality("tools") > 0 AND "formsStarted" > 0) AS "startedForm",
         count(*) FILTER (WHERE "pageviews" > 0 AND cardinality("tools") > 0 AND "formsStarted" > 0 AND "leads" > 0) AS "lead"
         FROM visits) f, LATERAL (VALUES ('landed', f."landed"), ('usedTool', f."usedTool"), ('startedForm', f."startedForm"),
         ('lead', f."lead")) AS s(step, n)`,
  };
  parts.eventRows = EVENT_DIMENSIONS.map(
    ([dimension, value, where, measure]) =>
      `SELECT '${dimension}' AS "dimension", v::text AS "value", count(*) AS "visitors",
              ${measure === 'pageviews' ? 'sum(n) AS "pageviews", 0 AS "count"' : '0 AS "pageviews", sum(n) AS "count"'}
         FROM (SELECT ${value} AS v, "visitor", count(*) AS n FROM events WHERE ${where} GROUP BY 1, 2) e GROUP BY 1, 2`,
  ).join(' UNION ALL ');
  const columns = Object.entries(parts).map(([name, sql]) => `(SELECT coalesce(json_agg(t), '[]'::json) FROM (${sql}) t) AS "${name}"`);
  const [row] = (await db.query(`${VISITS} SELECT ${columns.join(',\n')}`, range)) as Rows;
  const table = (name: string) => (typeof row[name] === 'string' ? JSON.parse(row[name] as string) : row[name]) as Rows;
  const [totals] = table('totals');
  return {
    totals: {
      visitors: int(totals.visitors),
      visits: int(totals.visits),
      pageviews: int(totals.pageviews),
      bounces: int(totals.bounces),
      duration: Number(totals.duration ?? 0),
      leads: int(totals.leads),
    },
    series: table('series').map(seriesPoint),
    rows: [...table('rows'), ...table('eventRows')].map(aggregateRow),
  };
}

function seriesPoint(row: Record<string, unknown>): SeriesPoint {
  return { at: String(row.at), visitors: int(row.visitors), visits: int(row.visits), pageviews: int(row.pageviews), leads: int(row.leads) };
}

function aggregateRow(row: Record<string, unknown>): AggregateRow {
  const dimension = String(row.dimension) as Dimension;
  // A campaign's key is its JSON array, written the same way whatever wrote it.
  const value = dimension === 'campaign' ? JSON.stringify(JSON.parse(String(row.value))) : String(row.value);
  return {
    dimension,
    value,
    visitors: int(row.visitors),
    visits: int(row.visits),
    pageviews: int(row.pageviews),
    count: int(row.count),
    leads: int(row.leads),
  };
}

/** The totals of roll-up rows, added up (each row one day or one hour). */
function summedTotals(totals: Rows): Totals {
  const sum = (key: string) => totals.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  return {
    visitors: sum('visitors'),
    visits: sum('visits'),
    pageviews: sum('pageviews'),
    bounces: sum('bounces'),
    duration: sum('duration'),
    leads: sum('leads'),
  };
}

/** Every dimension's rows of the rolled-up days or hours starting at `ats`, added up per value. */
async function dimensionRows(db: Db, period: 'day' | 'hour', ats: readonly string[]): Promise<AggregateRow[]> {
  const rows = (await db.query(
    `SELECT "dimension", "value", sum("visitors") AS "visitors", sum("visits") AS "visits", sum("pageviews") AS "pageviews",
            sum("count") AS "count", sum("leads") AS "leads"
       FROM analytics_rollups WHERE "period" = $2 AND "dimension" <> 'total' AND "at" = ANY($1::timestamptz[]) GROUP BY 1, 2`,
    [ats, period],
  )) as Rows;
  return rows.map(aggregateRow);
}

/** The days (YYYY-MM-DD) wholly inside [from, to) that are rolled up. */
async function rolledDays(db: Db, from: Date, to: Date): Promise<string[]> {
  const first = new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const last = new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  if (first >= last) return [];
  const rows = (await db.query(
    `SELECT "day"::text AS "day" FROM analytics_rollup_days WHERE "day" >= $1::date AND "day" < $2::date ORDER BY 1`,
    [utc(first), utc(last)],
  )) as { day: string }[];
  return rows.map((row) => row.day);
}

/** [from, to) less the rolled days (or hours, `length` HOUR_MS): the stretches to read otherwise. */
function rawStretches(from: Date, to: Date, rolled: readonly string[], length = DAY_MS): Array<[Date, Date]> {
  const stretches: Array<[Date, Date]> = [];
  let start = from;
  for (const key of rolled) {
    const rolledStart = new Date(length === DAY_MS ? `${key}T00:00:00Z` : key);
    if (rolledStart > start) stretches.push([start, rolledStart]);
    start = new Date(rolledStart.getTime() + length);
  }
  if (start < to) stretches.push([start, to]);
  return stretches;
}

/** Every number of the rolled days, the series by day or by hour. */
async function rolledPart(db: Db, days: readonly string[], interval: 'day' | 'hour'): Promise<Part> {
  const starts = days.map((day) => `${day}T00:00:00Z`);
  const empty: Part = { totals: { visitors: 0, visits: 0, pageviews: 0, bounces: 0, duration: 0, leads: 0 }, series: [], rows: [] };
  if (starts.length === 0) return empty;
  const totals = (await db.query(
    `SELECT to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS "at", "visitors", "visits", "pageviews", "bounces",
            "durationSeconds" AS "duration", "leads"
       FROM analytics_rollups WHERE "period" = 'day' AND "dimension" = 'total' AND "at" = ANY($1::timestamptz[]) ORDER BY "at"`,
    [starts],
  )) as Rows;
  const hours =
    interval === 'hour'
      ? ((await db.query(
          `SELECT to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS "at", "visitors", "visits", "pageviews", "leads"
             FROM analytics_rollups WHERE "period" = 'hour' AND "dimension" = 'total'
              AND date_trunc('day', "at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' = ANY($1::timestamptz[]) ORDER BY "at"`,
          [starts],
        )) as Rows)
      : totals;
  return {
    totals: summedTotals(totals),
    series: hours.map(seriesPoint),
    rows: await dimensionRows(db, 'day', starts),
  };
}

/** Parts of different days added up (visitors included: a visitor hash belongs to one day). */
function mergeParts(parts: readonly Part[]): Part {
  const totals: Totals = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, duration: 0, leads: 0 };
  const series = new Map<string, SeriesPoint>();
  const rows = new Map<string, AggregateRow>();
  for (const part of parts) {
    for (const key of Object.keys(totals) as Array<keyof Totals>) totals[key] += part.totals[key];
    for (const point of part.series) {
      const known = series.get(point.at);
      series.set(point.at, known ? addMeasures(known, point) : { ...point });
    }
    for (const row of part.rows) {
      const key = `${row.dimension}\u0000${row.value}`;
      const known = rows.get(key);
      rows.set(key, known ? addMeasures(known, row) : { ...row });
    }
  }
  return { totals, series: [...series.values()].sort((a, b) => (a.at < b.at ? -1 : 1)), rows: [...rows.values()] };
}

function addMeasures<T extends Partial<Record<'visitors' | 'visits' | 'pageviews' | 'count' | 'leads', number>>>(into: T, from: T): T {
  const sum = { ...into } as Record<string, unknown>;
  for (const key of ['visitors', 'visits', 'pageviews', 'count', 'leads']) {
    if (typeof sum[key] === 'number') sum[key] = (sum[key] as number) + ((from as Record<string, number>)[key] ?? 0);
  }
  return sum as T;
}

/**
 * Every number of [from, to): rolled days from the roll-ups; in the days not rolled up (the open
 * day), the rolled hours from their hourly roll-ups and the rest (the current hour) from the raw
 * events.
 */
export async function partOf(db: Db, from: Date, to: Date, interval: 'day' | 'hour', useRollups = true): Promise<Part> {
  const days = useRollups ? await rolledDays(db, from, to) : [];
  const parts = [await rolledPart(db, days, interval)];
  for (const [start, end] of rawStretches(from, to, days)) {
    if (!useRollups) {
      parts.push(await rawPart(db, start, end, interval));
      continue;
    }
    const hours = await rolledHours(db, start, end);
    parts.push(await hourPart(db, hours, interval));
    for (const [rawStart, rawEnd] of rawStretches(start, end, hours, HOUR_MS)) parts.push(await rawPart(db, rawStart, rawEnd, interval));
  }
  return mergeParts(parts);
}

/**
 * Hours (ISO instants) wholly inside [from, to) that have their hourly roll-up, of days not rolled
 * up (a rolled day's hours keep only their totals, for its series).
 */
async function rolledHours(db: Db, from: Date, to: Date): Promise<string[]> {
  const rows = (await db.query(
    `SELECT to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS "at" FROM analytics_rollups
      WHERE "period" = 'hour' AND "dimension" = 'total' AND "at" >= $1 AND "at" + interval '1 hour' <= $2
        AND NOT EXISTS (SELECT 1 FROM analytics_rollup_days d WHERE d."day" = ("at" AT TIME ZONE 'UTC')::date) ORDER BY 1`,
    [from, to],
  )) as { at: string }[];
  return rows.map((row) => row.at);
}

/** Every number of hours rolled up one by one (the open day's): each hour's counts, added up. */
async function hourPart(db: Db, hours: readonly string[], interval: 'day' | 'hour'): Promise<Part> {
  if (hours.length === 0)
    return { totals: { visitors: 0, visits: 0, pageviews: 0, bounces: 0, duration: 0, leads: 0 }, series: [], rows: [] };
  const bucket = interval === 'hour' ? `"at"` : `date_trunc('day', "at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const totals = (await db.query(
    `SELECT to_char(${bucket} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') AS "at", sum("visitors") AS "visitors", sum("visits") AS "visits",
            sum("pageviews") AS "pageviews", sum("bounces") AS "bounces", sum("durationSeconds") AS "duration", sum("leads") AS "leads"
       FROM analytics_rollups WHERE "period" = 'hour' AND "dimension" = 'total' AND "at" = ANY($1::timestamptz[]) GROUP BY 1 ORDER BY 1`,
    [hours],
  )) as Rows;
  return {
    totals: summedTotals(totals),
    series: totals.filter((row) => int(row.visits) > 0 || int(row.pageviews) > 0).map(seriesPoint),
    rows: await dimensionRows(db, 'hour', hours),
  };
}

function utc(at: Date): string {
  return at.toISOString().slice(0, 10);
}

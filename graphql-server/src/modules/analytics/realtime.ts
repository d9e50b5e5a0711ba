// The dashboard's realtime view (issue 32): the last 30 minutes of raw events, minute by minute.
import type { DataSource } from 'typeorm';
import { int, type PageRow } from './summary';

const REALTIME_MINUTES = 30;

export interface AnalyticsRealtime {
  /** The end of the window (now), ISO. */
  at: string;
  visitors: number;
  pageviews: number;
  events: number;
  /** One point per minute, oldest first, REALTIME_MINUTES of them (empty minutes as 0). */
  perMinute: Array<{ minute: string; pageviews: number; visitors: number }>;
  topPages: PageRow[];
  sources: Array<{ source: string; visitors: number }>;
}

export async function realtime(db: DataSource, now: Date): Promise<AnalyticsRealtime> {
  const end = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
  const start = new Date(end.getTime() - REALTIME_MINUTES * 60_000);
  const range = [start, end];
  const [totals] = (await db.query(
    `SELECT count(DISTINCT "visitor") AS "visitors", count(*) FILTER (WHERE "name" = 'pageview') AS "pageviews",
            count(*) FILTER (WHERE "name" <> 'pageview') AS "events"
       FROM analytics_events WHERE "occurredAt" >= $1 AND "occurredAt" < $2`,
    range,
  )) as Record<string, unknown>[];
  const minutes = (await db.query(
    `SELECT floor(extract(epoch FROM "occurredAt" - $1::timestamptz) / 60)::int AS "slot",
            count(*) FILTER (WHERE "name" = 'pageview') AS "pageviews", count(DISTINCT "visitor") AS "visitors"
       FROM analytics_events WHERE "occurredAt" >= $1 AND "occurredAt" < $2 GROUP BY 1`,
    range,
  )) as Record<string, unknown>[];
  const bySlot = new Map(minutes.map((row) => [int(row.slot), row]));
  const pages = (await db.query(
    `SELECT "path", count(DISTINCT "visitor") AS "visitors", count(*) AS "pageviews" FROM analytics_events
      WHERE "occurredAt" >= $1 AND "occurredAt" < $2 AND "name" = 'pageview' GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT 10`,
    range,
  )) as Record<string, unknown>[];
  const sources = (await db.query(
    `SELECT "source", count(*) AS "visitors" FROM (
       SELECT DISTINCT ON ("visitor") "visitor", coalesce("utmSource", "referrer", '(direct)') AS "source" FROM analytics_events
        WHERE "occurredAt" >= $1 AND "occurredAt" < $2 ORDER BY "visitor", "occurredAt") firsts
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
    range,
  )) as Record<string, unknown>[];
  return {
    at: now.toISOString(),
    visitors: int(totals.visitors),
    pageviews: int(totals.pageviews),
    events: int(totals.events),
    perMinute: Array.from({ length: REALTIME_MINUTES }, (_, slot) => ({
      minute: new Date(start.getTime() + slot * 60_000).toISOString(),
      pageviews: int(bySlot.get(slot)?.pageviews),
      visitors: int(bySlot.get(slot)?.visitors),
    })),
    topPages: pages.map((row) => ({ path: String(row.path), visitors: int(row.visitors), pageviews: int(row.pageviews) })),
    sources: sources.map((row) => ({ source: String(row.source), visitors: int(row.visitors) })),
  };
}

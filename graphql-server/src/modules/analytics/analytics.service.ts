// Cookieless analytics (issue 32, decision 0063): what the page hook and the beacon record, each
// lead's attribution, the summary the dashboard and the API read, roll-ups and retention.
// Recording never waits: it appends to the EventStore's buffer, which a timer writes in batches.
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { ANALYTICS_EVENTS, TOOL_EVENTS, UNKNOWN_ATTRIBUTION, type LeadAttribution } from '../../../../schema/analytics-events';
import { InputValidationError } from '../../shared/errors';
import { log } from '../../logger';
import { EventStore, NO_UTM, utcDay, type Utm } from './event-store';
import { referrerDomain, type VisitorSignal } from './visitor';
import { summarize, type AnalyticsSummary } from './summary';

export interface AnalyticsSettings {
  /** ANALYTICS=off: nothing is recorded or attributed (the summary reads what is stored). */
  enabled: boolean;
  /** ANALYTICS_RAW_RETENTION_DAYS (default 30): raw events older than this are dropped; roll-ups stay. */
  rawRetentionDays: number;
  site: string;
  /** Host of SITE_URL: a referrer from this host is not a source. */
  ownHost?: string;
  /** How often the buffer is written (default 1000 ms; 0: only when flush() is called). */
  flushIntervalMs?: number;
  capacity?: number;
  now?: () => Date;
}

/** A visit ends after this long without activity. */
export const VISIT_GAP_MS = 30 * 60_000;

const MAX_PATH = 300;
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const TOKEN = /^[\w .:/-]{0,80}$/;

const propValue = z.union([z.string().regex(TOKEN, 'only short tokens'), z.number().finite()]);

const beaconSchema = z
  .object({
    n: z.string().max(40),
    p: z.string().max(MAX_PATH).regex(/^\//, 'a path'),
    props: z.record(z.string().max(20), propValue).optional(),
  })
  .strict();

/** Only the path of a page, never a query or a fragment (they may hold personal data). */
function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.slice(0, MAX_PATH);
}

function utmOf(query: URLSearchParams): Utm {
  const utm = { ...NO_UTM };
  for (const key of UTM_KEYS) {
    const value = query.get(`utm_${key}`)?.trim().toLowerCase();
    utm[key] = value && TOKEN.test(value) ? value.slice(0, 100) : null;
  }
  return utm;
}

export class AnalyticsService {
  readonly store: EventStore;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly settings: AnalyticsSettings,
  ) {
    this.store = new EventStore(db, { site: settings.site, capacity: settings.capacity, now: settings.now });
  }

  get enabled(): boolean {
    return this.settings.enabled;
  }

  /** A page the server served (cache hits included): `url` with its query, `status` 200 or 404. */
  recordPage(signal: VisitorSignal, url: string, status: number, referrer: string | undefined): void {
    if (!this.settings.enabled || signal.excluded) return;
    const [path, query = ''] = url.split('?', 2);
    const params = new URLSearchParams(query);
    this.append(signal, status === 404 ? 'not_found' : 'pageview', cleanPath(path), null, {
      referrer: referrerDomain(referrer, this.settings.ownHost),
      utm: utmOf(params),
    });
  }

  /**
   * A beacon's body: `{ n: name, p: path, props? }`, a known event with only its own property keys.
   * Anything else is refused with a clear error (and nothing recorded).
   */
  recordBeacon(signal: VisitorSignal, body: string): void {
    let parsed: unknown;
    try {
      // A key that would reach an object's prototype is refused outright, not silently dropped.
      parsed = JSON.parse(body, (key, value: unknown) => {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new Error('reserved key');
        return value;
      });
    } catch {
      throw new InputValidationError([{ field: 'body', message: 'The event must be a JSON object.' }]);
    }
    const result = beaconSchema.safeParse(parsed);
    if (!result.success) throw new InputValidationError([{ field: 'body', message: 'The event is not in the accepted form.' }]);
    const { n: name, p: path, props } = result.data;
    const allowed = (ANALYTICS_EVENTS as Record<string, readonly string[]>)[name];
    if (!Object.hasOwn(ANALYTICS_EVENTS, name) || !allowed) {
      throw new InputValidationError([{ field: 'n', message: `Unknown event '${name.slice(0, 40)}'.` }]);
    }
    const keys = Object.keys(props ?? {});
    const stray = keys.find((key) => !allowed.includes(key));
    if (stray) throw new InputValidationError([{ field: 'props', message: `The event '${name}' takes no property '${stray}'.` }]);
    if (!this.settings.enabled || signal.excluded) return;
    this.append(signal, name, cleanPath(path), keys.length ? (props as Record<string, string | number>) : null);
  }

  /** A lead was stored: the conversion event of its visit. */
  recordLead(signal: VisitorSignal, kind: string): void {
    if (!this.settings.enabled || signal.excluded) return;
    this.append(signal, 'lead_submitted', '/', { form: kind });
  }

  private append(
    signal: VisitorSignal,
    name: string,
    path: string,
    props: Record<string, string | number> | null,
    source: { referrer: string | null; utm: Utm } = { referrer: null, utm: NO_UTM },
  ): void {
    this.store.append({ at: this.store.now(), address: signal.address, userAgent: signal.userAgent, name, path, props, ...source });
    this.startTimer();
  }

  private startTimer(): void {
    const interval = this.settings.flushIntervalMs ?? 1000;
    if (this.timer || interval <= 0) return;
    this.timer = setInterval(() => {
      this.store.flush().catch((error: unknown) => log().warn({ err: error }, 'Analytics events not written yet'));
    }, interval);
    this.timer.unref();
  }

  flush(): Promise<void> {
    return this.store.flush();
  }

  /** On shutdown: stop the timer and write what is buffered. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.store.flush();
  }

  /**
   * Where the visit of this visitor that led to a lead came from: its events of the day up to now,
   * back to the last 30-minute gap. Unknown (nulls) for an excluded visitor or no events.
   */
  async attribution(signal: VisitorSignal): Promise<LeadAttribution | null> {
    if (!this.settings.enabled || signal.excluded) return null;
    await this.store.flush();
    const now = this.store.now();
    const visitor = await this.store.visitorAt(signal.address, signal.userAgent, now);
    const events = (await this.db.query(
      `SELECT "occurredAt", "name", "path", "referrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"
         FROM analytics_events WHERE "visitor" = $1 AND "occurredAt" >= $2 AND "occurredAt" <= $3
        ORDER BY "occurredAt"`,
      [visitor, `${utcDay(now)}T00:00:00Z`, now],
    )) as VisitEvent[];
    return visitStory(events, now);
  }

  summary(from: Date, to: Date): Promise<AnalyticsSummary> {
    return summarize(this.db, from, to);
  }

  /**
   * Retention: rolls up every finished day still in raw events, then drops the partitions older
   * than ANALYTICS_RAW_RETENTION_DAYS and the salts of past days.
   */
  async prune(now = this.store.now()): Promise<{ partitions: number }> {
    const today = utcDay(now);
    const firstKept = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - this.settings.rawRetentionDays * 86_400_000));
    await rollUp(this.db, today);
    return { partitions: await this.store.prune(firstKept, today) };
  }
}

interface VisitEvent {
  occurredAt: Date;
  name: string;
  path: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/** The last visit among a visitor's events (ordered): where it began, what it saw, how long it took. */
export function visitStory(events: VisitEvent[], now: Date): LeadAttribution {
  if (events.length === 0 || now.getTime() - new Date(events[events.length - 1].occurredAt).getTime() > VISIT_GAP_MS) {
    return { ...UNKNOWN_ATTRIBUTION };
  }
  let start = events.length - 1;
  while (start > 0 && new Date(events[start].occurredAt).getTime() - new Date(events[start - 1].occurredAt).getTime() <= VISIT_GAP_MS) {
    start -= 1;
  }
  const visit = events.slice(start).filter((event) => event.name !== 'lead_submitted');
  const first = visit.find((event) => event.name === 'pageview') ?? visit[0] ?? events[start];
  const pages = [...new Set(visit.filter((event) => event.name === 'pageview').map((event) => event.path))];
  const tools = [...new Set(visit.filter((event) => TOOL_EVENTS.includes(event.name)).map((event) => event.name))];
  return {
    landingPage: first.path,
    referrer: first.referrer,
    utmSource: first.utmSource,
    utmMedium: first.utmMedium,
    utmCampaign: first.utmCampaign,
    utmTerm: first.utmTerm,
    utmContent: first.utmContent,
    pagesBeforeLead: pages,
    toolsBeforeLead: tools,
    secondsToLead: Math.max(0, Math.round((now.getTime() - new Date(events[start].occurredAt).getTime()) / 1000)),
  };
}

/**
 * Daily roll-ups of the finished days with raw events not rolled up yet, and of yesterday again
 * (its last events may have been written after its first roll-up). Idempotent.
 */
async function rollUp(db: DataSource, today: string): Promise<void> {
  const yesterday = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000));
  const days = (await db.query(
    `SELECT DISTINCT ("occurredAt" AT TIME ZONE 'UTC')::date::text AS day FROM analytics_events WHERE "occurredAt" < $1`,
    [`${today}T00:00:00Z`],
  )) as { day: string }[];
  const [done] = [
    (await db.query('SELECT "day"::text AS day FROM analytics_daily_totals WHERE "day" < $1', [yesterday])) as { day: string }[],
  ];
  const rolled = new Set(done.map((row) => row.day));
  for (const { day } of days.filter((row) => !rolled.has(row.day))) {
    const from = new Date(`${day}T00:00:00Z`);
    const to = new Date(from.getTime() + 86_400_000);
    const summary = await summarize(db, from, to, { rawOnly: true, pages: 1000 });
    await db.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO analytics_daily_totals ("day", "visitors", "visits", "pageviews", "bounces", "durationSeconds", "leads")
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ("day") DO UPDATE SET "visitors" = EXCLUDED."visitors", "visits" = EXCLUDED."visits",
           "pageviews" = EXCLUDED."pageviews", "bounces" = EXCLUDED."bounces",
           "durationSeconds" = EXCLUDED."durationSeconds", "leads" = EXCLUDED."leads"`,
        [
          day,
          summary.visitors,
          summary.visits,
          summary.pageviews,
          Math.round(summary.bounceRate * summary.visits),
          Math.round(summary.visitDuration * summary.visits),
          summary.leads,
        ],
      );
      await manager.query('DELETE FROM analytics_daily_pages WHERE "day" = $1', [day]);
      for (const page of summary.topPages) {
        await manager.query('INSERT INTO analytics_daily_pages ("day", "path", "visitors", "pageviews") VALUES ($1, $2, $3, $4)', [
          day,
          page.path,
          page.visitors,
          page.pageviews,
        ]);
      }
    });
  }
}

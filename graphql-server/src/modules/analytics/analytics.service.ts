// Cookieless analytics (issue 32, decision 0063): what the page hook and the beacon record, each
// lead's attribution, the summary the dashboard and the API read, roll-ups and retention.
// Recording never waits: it appends to the EventStore's buffer, which a timer writes in batches; a
// beacon's answer (not a page) waits for its event's commit, so what is acknowledged is kept.
import type { DataSource } from 'typeorm';
import { ANALYTICS_EVENTS, TOOL_EVENTS, UNKNOWN_ATTRIBUTION, type LeadAttribution } from '../../../../schema/analytics-events';
import { InputValidationError } from '../../shared/errors';
import { log } from '../../logger';
import { EventStore, NO_UTM, utcDay, type EventRow, type Hit, type Utm } from './event-store';
import { referrerDomain, type VisitorSignal } from './visitor';
import { summarize, type AnalyticsSummary } from './summary';
import { rollUpClosedDays } from './rollup-job';
import { realtime, type AnalyticsRealtime } from './realtime';
import { MAX_PAGE_PATHS, pageNumbers, type PageNumbers } from './page-numbers';

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

/** What became of a beacon's event: only 'stored' is acknowledged as kept. */
export type BeaconOutcome = 'stored' | 'ignored' | 'dropped';

/** A visit ends after this long without activity. */
export const VISIT_GAP_MS = 30 * 60_000;

const MAX_PATH = 300;
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
const TOKEN = /^[\w .:/-]{0,80}$/;

/**
 * A page's path as `location.pathname` gives it: from "/", without control characters or a lone
 * half of a surrogate pair. PostgreSQL refuses a NUL in text and a lone surrogate in JSON (the form
 * a batch is written in): such an event is refused here, with a 400 its sender can read, rather than
 * dropped by the store once its batch fails (event-store.ts).
 */
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const EVENT_PATH = /^\/(?:[^\u0000-\u001f\u007f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** A beacon's event in its accepted form. */
interface BeaconEvent {
  n: string;
  p: string;
  props?: Record<string, string | number>;
}

/** A property's value: a short token or a finite number. */
function propValue(value: unknown): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && TOKEN.test(value);
}

/**
 * `value` as a beacon's event: an object with `n` (a name, at most 40 characters), `p` (a path, at
 * most 300) and optionally `props` (at most 20-character keys to short tokens or finite numbers),
 * and no other key; null otherwise. Written out rather than a schema library's parse: it runs for
 * every beacon (decision 0085).
 */
function beaconEvent(value: unknown): BeaconEvent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const event = value as Record<string, unknown>;
  for (const key in event) if (key !== 'n' && key !== 'p' && key !== 'props') return null;
  const { n, p, props } = event;
  if (typeof n !== 'string' || n.length > 40) return null;
  if (typeof p !== 'string' || p.length > MAX_PATH || !EVENT_PATH.test(p)) return null;
  if (props === undefined) return { n, p };
  if (typeof props !== 'object' || props === null || Array.isArray(props)) return null;
  const values = props as Record<string, unknown>;
  for (const key in values) if (key.length > 20 || !propValue(values[key])) return null;
  return { n, p, props: values as Record<string, string | number> };
}

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A key anywhere in a parsed JSON value that would name an object's prototype. */
function hasReservedKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const key of Object.keys(value)) {
    if (RESERVED_KEYS.has(key) || hasReservedKey((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

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
  /** Dropped events already reported in the log. */
  private reportedDrops = 0;

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
   * Anything else is refused with a clear error (thrown at once, nothing recorded). `done` is told
   * 'stored' once the event is committed (the beacon may be acknowledged), and at once 'ignored'
   * when nothing is to be recorded (DNT, GPC, bots, staff, ANALYTICS=off) or 'dropped' when the
   * buffer is full. A callback, not a promise: this runs for every beacon.
   */
  recordBeacon(signal: VisitorSignal, body: string, done: (outcome: BeaconOutcome) => void): void {
    let parsed: unknown;
    try {
      // A key that would reach an object's prototype is refused outright, not silently dropped.
      // Looked for after the parse (JSON.parse makes such a key an own property): a reviver
      // made the parse several times slower, on the beacon's hot path (decision 0079).
      parsed = JSON.parse(body);
      if (hasReservedKey(parsed)) throw new Error('reserved key');
    } catch {
      throw new InputValidationError([{ field: 'body', message: 'The event must be a JSON object.' }]);
    }
    const event = beaconEvent(parsed);
    if (!event) throw new InputValidationError([{ field: 'body', message: 'The event is not in the accepted form.' }]);
    const { n: name, p: path, props } = event;
    const allowed = (ANALYTICS_EVENTS as Record<string, readonly string[]>)[name];
    if (!Object.hasOwn(ANALYTICS_EVENTS, name) || !allowed) {
      throw new InputValidationError([{ field: 'n', message: `Unknown event '${name.slice(0, 40)}'.` }]);
    }
    const keys = Object.keys(props ?? {});
    const stray = keys.find((key) => !allowed.includes(key));
    if (stray) throw new InputValidationError([{ field: 'props', message: `The event '${name}' takes no property '${stray}'.` }]);
    if (!this.settings.enabled || signal.excluded) {
      done('ignored');
      return;
    }
    const hit = this.hit(signal, name, cleanPath(path), props && keys.length ? props : null);
    this.startTimer();
    this.store.appendDurable(hit, (stored) => done(stored ? 'stored' : 'dropped'));
  }

  /** A lead was stored: the conversion event of its visit. */
  recordLead(signal: VisitorSignal, kind: string): void {
    if (!this.settings.enabled || signal.excluded) return;
    this.append(signal, 'lead_submitted', '/', { form: kind });
  }

  /**
   * An event the server itself saw (an experiment's exposure, decision 0069): never taken from the
   * beacon, so a page cannot forge it. Not recorded for an excluded visitor or with ANALYTICS=off.
   */
  recordServerEvent(signal: VisitorSignal, name: string, path: string, props: Record<string, string | number>): void {
    if (!this.settings.enabled || signal.excluded) return;
    this.append(signal, name, cleanPath(path), props);
  }

  private append(
    signal: VisitorSignal,
    name: string,
    path: string,
    props: Record<string, string | number> | null,
    source: { referrer: string | null; utm: Utm } = { referrer: null, utm: NO_UTM },
  ): void {
    this.store.append(this.hit(signal, name, path, props, source));
    this.startTimer();
  }

  private hit(
    signal: VisitorSignal,
    name: string,
    path: string,
    props: Record<string, string | number> | null,
    source: { referrer: string | null; utm: Utm } = { referrer: null, utm: NO_UTM },
  ): Hit {
    return { at: this.store.now(), address: signal.address, userAgent: signal.userAgent, name, path, props, ...source };
  }

  private startTimer(): void {
    const interval = this.settings.flushIntervalMs ?? 1000;
    if (this.timer || interval <= 0) return;
    this.timer = setInterval(() => {
      this.store.flush().catch((error: unknown) => log().warn({ err: error }, 'Analytics events not written yet'));
      const { dropped } = this.store.stats();
      if (dropped > this.reportedDrops) {
        log().warn({ dropped: dropped - this.reportedDrops }, 'Analytics buffer full: events dropped');
        this.reportedDrops = dropped;
      }
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

  /** The last 30 minutes. */
  realtime(): Promise<AnalyticsRealtime> {
    return realtime(this.db, this.store.now());
  }

  /** Pages' own numbers (an article's editor, the posts table): 1 to 100 paths, each starting with "/". */
  pages(paths: readonly string[], from: Date, to: Date): Promise<PageNumbers[]> {
    if (paths.length === 0 || paths.length > MAX_PAGE_PATHS) {
      throw new InputValidationError([{ field: 'paths', message: `Give 1 to ${MAX_PAGE_PATHS} paths.` }]);
    }
    const bad = paths.find((path) => typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATH || /[?#]/.test(path));
    if (bad !== undefined) {
      throw new InputValidationError([
        { field: 'paths', message: 'Each path starts with "/", has no query or fragment and is at most 300 characters.' },
      ]);
    }
    return pageNumbers(this.db, paths, from, to);
  }

  /**
   * Retention: rolls up every closed day still in raw events, then drops the partitions older
   * than ANALYTICS_RAW_RETENTION_DAYS and the salts of past days.
   */
  async prune(now = this.store.now()): Promise<{ partitions: number }> {
    const today = utcDay(now);
    const firstKept = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - this.settings.rawRetentionDays * 86_400_000));
    await this.rollUp(now);
    return { partitions: await this.store.prune(firstKept, today) };
  }

  private rollingUp: Promise<string[]> | null = null;

  /**
   * The roll-up job (rollup-job.ts, decision 0070): writes what is buffered, then rolls up every
   * closed day not done yet. A call while one runs waits for it and runs again after (what the
   * first did not see is then done); other instances are kept apart by the job's database lock.
   */
  async rollUp(now = this.store.now()): Promise<string[]> {
    const previous = this.rollingUp;
    const run = (async () => {
      await previous?.catch(() => undefined);
      await this.store.flush();
      return rollUpClosedDays(this.db, now);
    })();
    this.rollingUp = run;
    try {
      return await run;
    } finally {
      if (this.rollingUp === run) this.rollingUp = null;
    }
  }
}

/** A stored event as a visit's story reads it. */
type VisitEvent = Pick<
  EventRow,
  'occurredAt' | 'name' | 'path' | 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent'
>;

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

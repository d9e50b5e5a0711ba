// The raw events' storage (decision 0063): a bounded in-memory buffer that requests append to
// without waiting, written to PostgreSQL in batches by a timer, into one partition per day.
//
// Acknowledged events survive a crash (decision 0070): a beacon is answered 204 only once the batch
// holding its event is committed (appendDurable: a write starts at once, or 50 ms after the last
// one started, and events arriving meanwhile share it, so commits are grouped; decision 0085),
// never from the buffer. What a crash
// (SIGKILL, power loss) can lose is what nobody was told was kept: the server-recorded page views,
// leads' conversion events and exposures still buffered (at most one flush interval's worth, 1 s by
// default) and beacons not answered yet; a stop (SIGTERM) flushes them first. A full buffer drops
// new events and counts them (a beacon then gets 503), without waiting.
// Raw addresses and User-Agents live only in this buffer, until the flush turns them into the
// day's visitor hash and the coarse device facts (each remembered in memory for the addresses and
// User-Agents seen lately, the hashes with their day's salt and forgotten with it).
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { log } from '../../logger';
import { isRefusedData } from '../../shared/errors';
import { deviceFacts, visitorHash } from './visitor';

/** One event as a request recorded it (raw identity still attached). */
export interface Hit {
  at: Date;
  address: string;
  userAgent: string;
  name: string;
  path: string;
  referrer: string | null;
  utm: Utm;
  props: Record<string, string | number> | null;
  /** Told once the event is committed (true) or dropped (false): a beacon's answer waits for it. */
  settled?: (stored: boolean) => void;
}

export interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
}

export const NO_UTM: Utm = { source: null, medium: null, campaign: null, term: null, content: null };

export interface EventStoreOptions {
  /** The site's name in the visitor hash: one database may count several sites apart. */
  site: string;
  /** Events held at most; more are dropped (default 50,000). */
  capacity?: number;
  /** Rows per INSERT (default 500). */
  batchSize?: number;
  now?: () => Date;
}

/** "YYYY-MM-DD" of a moment in UTC: analytics days are UTC days. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A batch's rows go to the database as one JSON array (one parameter), which PostgreSQL turns into
 * rows of the table's own type: one short statement whatever the batch's size, instead of 14
 * parameters per row in a statement of its own length (decision 0085).
 */
const INSERT_ROWS = 'INSERT INTO analytics_events SELECT * FROM json_populate_recordset(NULL::analytics_events, $1::json)';

/** One row of analytics_events as the JSON array carries it (the keys are the table's columns). */
export interface EventRow {
  occurredAt: Date;
  visitor: string;
  name: string;
  path: string;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  props: Record<string, string | number> | null;
  browser: string;
  os: string;
  device: string;
}

/**
 * A write for beacons' events starts at most this often: those arriving in between share it. Each
 * write is a statement and a commit, whose fixed costs (the driver, the round trip, the WAL flush)
 * otherwise ran 40 times a second at 2,000 beacons a second (decision 0085).
 */
const COMMIT_SPACING_MS = 50;

/** Visitor hashes of one day remembered at most (forgotten all at once past it). */
const REMEMBERED_VISITORS = 10_000;

/** A day's salt, and the hashes computed with it for the addresses and User-Agents seen lately. */
interface DaySalt {
  salt: Buffer;
  visitors: Map<string, string>;
}

export class EventStore {
  private buffer: Hit[] = [];
  private droppedCount = 0;
  /** Of the dropped: refused by the database for what they held. */
  private refusedCount = 0;
  private writtenCount = 0;
  private readonly salts = new Map<string, DaySalt>();
  private readonly partitions = new Set<string>();
  private flushing: Promise<void> = Promise.resolve();
  /** A write for appendDurable's events is queued and has not started yet. */
  private commitQueued = false;
  /** When the last write for appendDurable's events started (performance.now()). */
  private lastCommitStart = -Infinity;
  private readonly capacity: number;
  private readonly batchSize: number;
  readonly now: () => Date;

  constructor(
    private readonly db: DataSource,
    private readonly options: EventStoreOptions,
  ) {
    this.capacity = options.capacity ?? 50_000;
    this.batchSize = options.batchSize ?? 500;
    this.now = options.now ?? (() => new Date());
  }

  /** Appends without waiting; false (and counted) when the buffer is full. */
  append(hit: Hit): boolean {
    if (this.buffer.length >= this.capacity) {
      this.droppedCount += 1;
      return false;
    }
    this.buffer.push(hit);
    return true;
  }

  /**
   * Appends; `settled` is told true once the event is committed to the database, or false when it
   * is dropped (at once when the buffer is full). Queues a write (not waiting for the timer's
   * flush): at once, or COMMIT_SPACING_MS after the last one started; events appended meanwhile,
   * or while a write is in flight, go together in the next one. A callback, not a promise: this
   * runs for every beacon. `hit` is kept as given.
   */
  appendDurable(hit: Hit, settled: (stored: boolean) => void): void {
    hit.settled = settled;
    if (!this.append(hit)) {
      settled(false);
      return;
    }
    if (this.commitQueued) return;
    this.commitQueued = true;
    const wait = this.lastCommitStart + COMMIT_SPACING_MS - performance.now();
    if (wait > 0) setTimeout(this.queueCommit, wait);
    else this.queueCommit();
  }

  private readonly queueCommit = () => {
    this.chain(this.writeQueued).catch((error: unknown) => log().warn({ err: error }, 'Analytics events not written yet'));
  };

  private readonly writeQueued = () => {
    this.commitQueued = false;
    this.lastCommitStart = performance.now();
    return this.writeAll();
  };

  stats(): { buffered: number; dropped: number; written: number; refused: number } {
    return { buffered: this.buffer.length, dropped: this.droppedCount, written: this.writtenCount, refused: this.refusedCount };
  }

  /** Writes everything buffered so far; flushes run one at a time. A batch not written stays buffered. */
  flush(): Promise<void> {
    return this.chain(() => this.writeAll());
  }

  /** Runs `write` after the writes before it, whether they failed or not. */
  private chain(write: () => Promise<void>): Promise<void> {
    const next = this.flushing.catch(() => undefined).then(write);
    this.flushing = next;
    return next;
  }

  /**
   * Writes the buffer in batches. A batch the database refuses for what it holds (refusedForItsData)
   * is written in halves, down to the one event at fault, which is dropped and counted: one bad
   * event never holds the others back, nor comes back at every flush. Any other failure (the
   * database unreachable) puts what was not written back in front, to be tried at the next flush.
   */
  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const parts = [this.buffer.splice(0, this.batchSize)];
      for (let part = parts.shift(); part; part = parts.shift()) {
        try {
          await this.write(part);
        } catch (error) {
          if (!refusedForItsData(error)) {
            this.putBack([part, ...parts].flat());
            throw error;
          }
          if (part.length > 1) parts.unshift(part.slice(0, part.length >> 1), part.slice(part.length >> 1));
          else this.refuse(part[0], error);
          continue;
        }
        this.writtenCount += part.length;
        settleInTurns(part);
      }
    }
  }

  /** Events not written, back in front of the buffer as far as room allows; the rest dropped. */
  private putBack(events: Hit[]): void {
    const room = Math.max(0, this.capacity - this.buffer.length);
    this.droppedCount += events.length - Math.min(room, events.length);
    for (const hit of events.slice(room)) hit.settled?.(false);
    this.buffer.unshift(...events.slice(0, room));
  }

  /** An event the database will never take: dropped, counted and logged (its name only: no identity). */
  private refuse(hit: Hit, error: unknown): void {
    this.droppedCount += 1;
    this.refusedCount += 1;
    hit.settled?.(false);
    log().warn({ err: error, event: hit.name }, 'An analytics event was refused by the database and dropped');
  }

  private async write(batch: Hit[]): Promise<void> {
    const rows: EventRow[] = [];
    // A batch's events are (nearly always) of one day: its partition and salt are looked up once.
    let dayNumber = -1;
    let salt: DaySalt | undefined;
    for (const hit of batch) {
      const number = Math.floor(hit.at.getTime() / DAY_MS);
      if (number !== dayNumber || !salt) {
        const day = utcDay(hit.at);
        await this.ensurePartition(day);
        salt = await this.saltOf(day);
        dayNumber = number;
      }
      const device = deviceFacts(hit.userAgent);
      rows.push({
        occurredAt: hit.at,
        visitor: this.visitorOf(salt, hit.address, hit.userAgent),
        name: hit.name,
        path: hit.path,
        referrer: hit.referrer,
        utmSource: hit.utm.source,
        utmMedium: hit.utm.medium,
        utmCampaign: hit.utm.campaign,
        utmTerm: hit.utm.term,
        utmContent: hit.utm.content,
        props: hit.props,
        browser: device.browser,
        os: device.os,
        device: device.device,
      });
    }
    await this.db.query(INSERT_ROWS, [JSON.stringify(rows)]);
    await this.unmarkStale(batch);
  }

  /** The day's hash of an address and User-Agent, remembered with the day's salt. */
  private visitorOf(day: DaySalt, address: string, userAgent: string): string {
    const key = `${address}\n${userAgent}`;
    let visitor = day.visitors.get(key);
    if (visitor === undefined) {
      if (day.visitors.size >= REMEMBERED_VISITORS) day.visitors.clear();
      visitor = visitorHash(day.salt, this.options.site, address, userAgent);
      day.visitors.set(key, visitor);
    }
    return visitor;
  }

  /**
   * Late events (a retried batch, another instance's buffer) make roll-ups stale (decision 0070):
   * a closed day's is unmarked and its hours' rows deleted; an hour of the open day before the
   * current one loses its rows. The next roll-up run redoes them; until then they are read raw.
   */
  private async unmarkStale(batch: readonly Hit[]): Promise<void> {
    const now = this.now().getTime();
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const currentHour = Math.floor(now / HOUR_MS) * HOUR_MS;
    // Most batches hold only events of the current hour: nothing to look up then.
    let pastDays: Set<string> | undefined;
    let pastHours: Set<number> | undefined;
    for (const hit of batch) {
      const at = hit.at.getTime();
      if (at >= currentHour) continue;
      if (at < today) (pastDays ??= new Set()).add(utcDay(hit.at));
      else (pastHours ??= new Set()).add(Math.floor(at / HOUR_MS) * HOUR_MS);
    }
    if (pastDays) {
      const past = [...pastDays];
      await this.db.query('DELETE FROM analytics_rollup_days WHERE "day" = ANY($1::date[])', [past]);
      await this.db.query(`DELETE FROM analytics_rollups WHERE "period" = 'hour' AND ("at" AT TIME ZONE 'UTC')::date = ANY($1::date[])`, [
        past,
      ]);
    }
    if (pastHours) {
      await this.db.query(`DELETE FROM analytics_rollups WHERE "period" = 'hour' AND "at" = ANY($1::timestamptz[])`, [
        [...pastHours].map((hour) => new Date(hour).toISOString()),
      ]);
    }
  }

  /** The visitor hash of an address and User-Agent at a moment (its day's salt). */
  async visitorAt(address: string, userAgent: string, at: Date): Promise<string> {
    return this.visitorOf(await this.saltOf(utcDay(at)), address, userAgent);
  }

  /**
   * The day's salt: from memory, else the database's (shared by every instance), else a new
   * random one. Salts of earlier days are forgotten here (with the hashes remembered with them);
   * retention deletes them from the table.
   */
  private async saltOf(day: string): Promise<DaySalt> {
    const known = this.salts.get(day);
    if (known) return known;
    await this.db.query('INSERT INTO analytics_salts ("day", "salt") VALUES ($1, $2) ON CONFLICT ("day") DO NOTHING', [
      day,
      crypto.randomBytes(32),
    ]);
    const [row] = (await this.db.query('SELECT "salt" FROM analytics_salts WHERE "day" = $1', [day])) as { salt: Buffer }[];
    if (!row) throw new SaltDestroyed(day);
    for (const other of this.salts.keys()) if (other < day) this.salts.delete(other);
    const salt: DaySalt = { salt: Buffer.from(row.salt), visitors: new Map() };
    this.salts.set(day, salt);
    return salt;
  }

  /** The day's partition, created on first use (two instances may race: the loser finds it made). */
  private async ensurePartition(day: string): Promise<void> {
    if (this.partitions.has(day)) return;
    const next = utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));
    const name = partitionName(day);
    try {
      await this.db.query(
        `CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF analytics_events FOR VALUES FROM ('${day}T00:00:00Z') TO ('${next}T00:00:00Z')`,
      );
    } catch (error) {
      const [exists] = (await this.db.query('SELECT 1 FROM pg_class WHERE relname = $1', [name])) as unknown[];
      if (!exists) throw error;
    }
    this.partitions.add(day);
  }

  /** Drops the partitions of days before `firstKept` and the salts of days before today. */
  async prune(firstKept: string, today: string): Promise<number> {
    await this.flush().catch((error: unknown) => log().warn({ err: error }, 'Analytics events not written before retention'));
    const rows = (await this.db.query(
      `SELECT child.relname AS name FROM pg_inherits
         JOIN pg_class parent ON parent.oid = pg_inherits.inhparent
         JOIN pg_class child ON child.oid = pg_inherits.inhrelid
        WHERE parent.relname = 'analytics_events'`,
    )) as { name: string }[];
    let dropped = 0;
    for (const { name } of rows) {
      const match = /^analytics_events_(\d{4})(\d{2})(\d{2})$/.exec(name);
      if (!match || `${match[1]}-${match[2]}-${match[3]}` >= firstKept) continue;
      await this.db.query(`DROP TABLE IF EXISTS "${name}"`);
      this.partitions.delete(`${match[1]}-${match[2]}-${match[3]}`);
      dropped += 1;
    }
    await this.db.query('DELETE FROM analytics_salts WHERE "day" < $1', [today]);
    for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    return dropped;
  }
}

/** An event of a day whose salt retention has destroyed: it can never be counted. */
class SaltDestroyed extends Error {
  constructor(day: string) {
    super(`The analytics salt of ${day} was destroyed: its events are not recorded.`);
  }
}

/**
 * Whether a write failed for what the events hold, so that writing them again would fail again:
 * values PostgreSQL refuses (isRefusedData: an escape it cannot store, no partition for the row's
 * day any more), or a day past its salt. Anything else (connections, timeouts, a database shutting
 * down) is worth another try.
 */
function refusedForItsData(error: unknown): boolean {
  return error instanceof SaltDestroyed || isRefusedData(error);
}

/** Beacons answered per turn of the event loop once their batch is committed. */
const SETTLED_PER_TURN = 32;

/**
 * Tells a committed batch's waiting beacons, SETTLED_PER_TURN at a time with a turn of the event
 * loop between (setImmediate): answering a few hundred at once kept the pages' requests waiting
 * behind them for tens of milliseconds (decision 0079). The answers still follow the commit.
 */
function settleInTurns(batch: readonly Hit[], from = 0): void {
  const end = Math.min(batch.length, from + SETTLED_PER_TURN);
  for (let i = from; i < end; i += 1) batch[i].settled?.(true);
  if (end < batch.length) setImmediate(() => settleInTurns(batch, end));
}

function partitionName(day: string): string {
  return `analytics_events_${day.replace(/-/g, '')}`;
}

// The raw events' storage (decision 0063): a bounded in-memory buffer that requests append to
// without waiting, written to PostgreSQL in batches by a timer, into one partition per day.
//
// What a crash can lose: the events still in the buffer (at most one flush interval's worth, 1 s
// by default); a stop (SIGTERM) flushes them first. A full buffer drops new events and counts them.
// Raw addresses and User-Agents live only in this buffer, until the flush turns them into the
// day's visitor hash and the coarse device facts.
import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { log } from '../../logger';
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

const COLUMNS = [
  'occurredAt',
  'visitor',
  'name',
  'path',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'props',
  'browser',
  'os',
  'device',
];

export class EventStore {
  private buffer: Hit[] = [];
  private droppedCount = 0;
  private writtenCount = 0;
  private readonly salts = new Map<string, Buffer>();
  private readonly partitions = new Set<string>();
  private flushing: Promise<void> = Promise.resolve();
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

  stats(): { buffered: number; dropped: number; written: number } {
    return { buffered: this.buffer.length, dropped: this.droppedCount, written: this.writtenCount };
  }

  /** Writes everything buffered so far; flushes run one at a time. A failed batch stays buffered. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.splice(0, this.batchSize);
      try {
        await this.write(batch);
        this.writtenCount += batch.length;
      } catch (error) {
        // Put the batch back in front (as far as room allows) and try at the next flush.
        const room = Math.max(0, this.capacity - this.buffer.length);
        this.droppedCount += batch.length - Math.min(room, batch.length);
        this.buffer.unshift(...batch.slice(0, room));
        throw error;
      }
    }
  }

  private async write(batch: Hit[]): Promise<void> {
    const params: unknown[] = [];
    const rows: string[] = [];
    for (const hit of batch) {
      const day = utcDay(hit.at);
      await this.ensurePartition(day);
      const salt = await this.saltOf(day);
      const device = deviceFacts(hit.userAgent);
      const values = [
        hit.at,
        visitorHash(salt, this.options.site, hit.address, hit.userAgent),
        hit.name,
        hit.path,
        hit.referrer,
        hit.utm.source,
        hit.utm.medium,
        hit.utm.campaign,
        hit.utm.term,
        hit.utm.content,
        hit.props ? JSON.stringify(hit.props) : null,
        device.browser,
        device.os,
        device.device,
      ];
      rows.push(`(${values.map((value) => `$${params.push(value)}`).join(', ')})`);
    }
    const columns = COLUMNS.map((column) => `"${column}"`).join(', ');
    await this.db.query(`INSERT INTO analytics_events (${columns}) VALUES ${rows.join(', ')}`, params);
  }

  /** The visitor hash of an address and User-Agent at a moment (its day's salt). */
  async visitorAt(address: string, userAgent: string, at: Date): Promise<string> {
    return visitorHash(await this.saltOf(utcDay(at)), this.options.site, address, userAgent);
  }

  /**
   * The day's salt: from memory, else the database's (shared by every instance), else a new
   * random one. Salts of other days are forgotten here; retention deletes them from the table.
   */
  private async saltOf(day: string): Promise<Buffer> {
    const known = this.salts.get(day);
    if (known) return known;
    await this.db.query('INSERT INTO analytics_salts ("day", "salt") VALUES ($1, $2) ON CONFLICT ("day") DO NOTHING', [
      day,
      crypto.randomBytes(32),
    ]);
    const [row] = (await this.db.query('SELECT "salt" FROM analytics_salts WHERE "day" = $1', [day])) as { salt: Buffer }[];
    if (!row) throw new Error(`The analytics salt of ${day} was destroyed: its events are not recorded.`);
    for (const other of this.salts.keys()) if (other < day) this.salts.delete(other);
    const salt = Buffer.from(row.salt);
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

function partitionName(day: string): string {
  return `analytics_events_${day.replace(/-/g, '')}`;
}

// The roll-up job (decision 0070): every closed UTC day that still has raw events and is not rolled
// up yet is aggregated into analytics_rollups (the day's rows of every dimension and its 24 hourly
// totals) and marked in analytics_rollup_days, in one transaction. Idempotent (a day's rows are
// replaced), catches up after downtime (every unmarked closed day is found from the partitions),
// and a write of late events into a closed day unmarks it (EventStore) so the next run redoes it.
// The open day's closed hours are rolled up too (every dimension per hour), so that the dashboard
// reads raw events only for the current hour; the day's own roll-up replaces them once it closes.
import type { DataSource, EntityManager } from 'typeorm';
import { log } from '../../logger';
import { rawPart, type Part } from './rollups';

const DAY_MS = 86_400_000;
/** A day is closed this long after its midnight: other instances' buffers are written by then. */
const ROLLUP_GRACE_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
/** An hour of the open day is closed this long after its end (the buffers' flushes are done). */
const HOUR_GRACE_MS = 2 * 60_000;
/** Rows per INSERT of roll-up rows. */
const ROWS_PER_INSERT = 400;

/**
 * Held by every roll-up transaction: two runs at once (the retention run and the job both start
 * with the server; several instances) replace the same rows one after the other, where both
 * inserting into an hour neither had seen written failed on the unique key.
 */
const ROLLUP_LOCK = 727006;

const COLUMNS = ['period', 'at', 'dimension', 'value', 'visitors', 'visits', 'pageviews', 'count', 'bounces', 'durationSeconds', 'leads'];

/** Days (YYYY-MM-DD) with a raw partition, closed at `now` and not rolled up, oldest first. */
export async function daysToRollUp(db: Pick<DataSource, 'query'>, now: Date): Promise<string[]> {
  const partitions = (await db.query(
    `SELECT child.relname AS name FROM pg_inherits
       JOIN pg_class parent ON parent.oid = pg_inherits.inhparent
       JOIN pg_class child ON child.oid = pg_inherits.inhrelid
      WHERE parent.relname = 'analytics_events'`,
  )) as { name: string }[];
  const rolled = new Set(
    ((await db.query('SELECT "day"::text AS "day" FROM analytics_rollup_days')) as { day: string }[]).map((row) => row.day),
  );
  const days: string[] = [];
  for (const { name } of partitions) {
    const match = /^analytics_events_(\d{4})(\d{2})(\d{2})$/.exec(name);
    if (!match) continue;
    const day = `${match[1]}-${match[2]}-${match[3]}`;
    if (!rolled.has(day) && Date.parse(`${day}T00:00:00Z`) + DAY_MS + ROLLUP_GRACE_MS <= now.getTime()) days.push(day);
  }
  return days.sort();
}

/** Rolls up one closed day: its rows replace any earlier ones, and the day is marked, together. */
export async function rollUpDay(db: DataSource, day: string, now: Date): Promise<Part> {
  const from = new Date(`${day}T00:00:00Z`);
  const to = new Date(from.getTime() + DAY_MS);
  const part = await rawPart(db, from, to, 'hour');
  const at = from.toISOString();
  const values: unknown[][] = [
    [
      'day',
      at,
      'total',
      '',
      part.totals.visitors,
      part.totals.visits,
      part.totals.pageviews,
      0,
      part.totals.bounces,
      part.totals.duration,
      part.totals.leads,
    ],
    ...part.series.map((point) => ['hour', point.at, 'total', '', point.visitors, point.visits, point.pageviews, 0, 0, 0, point.leads]),
    ...part.rows.map((row) => ['day', at, row.dimension, row.value, row.visitors, row.visits, row.pageviews, row.count, 0, 0, row.leads]),
  ];
  await db.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK]);
    await manager.query(
      `DELETE FROM analytics_rollups WHERE ("period" = 'day' AND "at" = $1) OR ("period" = 'hour' AND "at" >= $1 AND "at" < $2)`,
      [from, to],
    );
    await insertRollups(manager, values);
    await manager.query(
      `INSERT INTO analytics_rollup_days ("day", "rolledAt") VALUES ($1, $2) ON CONFLICT ("day") DO UPDATE SET "rolledAt" = EXCLUDED."rolledAt"`,
      [day, now],
    );
  });
  return part;
}

async function insertRollups(manager: Pick<EntityManager, 'query'>, values: unknown[][]): Promise<void> {
  for (let start = 0; start < values.length; start += ROWS_PER_INSERT) {
    const params: unknown[] = [];
    const rows = values.slice(start, start + ROWS_PER_INSERT).map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
    await manager.query(`INSERT INTO analytics_rollups (${COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${rows.join(', ')}`, params);
  }
}

/**
 * Hours (ISO instants) of the days not rolled up yet (the open day, and the day before until its
 * own roll-up) that are closed at `now` and not rolled up yet, oldest first. An hour is rolled up
 * when it has its 'total' row (written even when the hour had no event).
 */
export async function hoursToRollUp(db: Pick<DataSource, 'query'>, now: Date): Promise<string[]> {
  const from = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - DAY_MS;
  const rolledDays = new Set(
    (
      (await db.query(`SELECT "day"::text AS "day" FROM analytics_rollup_days WHERE "day" >= $1::date`, [new Date(from)])) as {
        day: string;
      }[]
    ).map((row) => row.day),
  );
  const done = new Set(
    (
      (await db.query(
        `SELECT to_char("at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24') AS "hour" FROM analytics_rollups
          WHERE "period" = 'hour' AND "dimension" = 'total' AND "at" >= $1`,
        [new Date(from)],
      )) as { hour: string }[]
    ).map((row) => row.hour),
  );
  const hours: string[] = [];
  for (let at = from; at + HOUR_MS + HOUR_GRACE_MS <= now.getTime(); at += HOUR_MS) {
    const iso = new Date(at).toISOString();
    if (!rolledDays.has(iso.slice(0, 10)) && !done.has(iso.slice(0, 13))) hours.push(iso);
  }
  return hours;
}

/**
 * Rolls up one closed hour of a day not rolled up yet: its totals and every dimension, replacing
 * the hour's rows. Counts are the hour's own: a visitor seen in two hours is in both, a visit
 * across the hour's end counts in each (decision 0070); the day's roll-up is exact.
 */
async function rollUpHour(db: DataSource, hour: string): Promise<Part> {
  const from = new Date(hour);
  const part = await rawPart(db, from, new Date(from.getTime() + HOUR_MS), 'hour');
  const { totals } = part;
  const values: unknown[][] = [
    ['hour', hour, 'total', '', totals.visitors, totals.visits, totals.pageviews, 0, totals.bounces, totals.duration, totals.leads],
    ...part.rows.map((row) => [
      'hour',
      hour,
      row.dimension,
      row.value,
      row.visitors,
      row.visits,
      row.pageviews,
      row.count,
      0,
      0,
      row.leads,
    ]),
  ];
  await db.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [ROLLUP_LOCK]);
    await manager.query(`DELETE FROM analytics_rollups WHERE "period" = 'hour' AND "at" = $1`, [from]);
    await insertRollups(manager, values);
  });
  return part;
}

/** Rolls up every closed hour of the open day (and of the day before, until its own roll-up). */
async function rollUpOpenHours(db: DataSource, now: Date): Promise<string[]> {
  const hours = await hoursToRollUp(db, now);
  for (const hour of hours) await rollUpHour(db, hour);
  return hours;
}

/**
 * Rolls up every closed day not rolled up yet (all of them after downtime), then the closed hours
 * of the days still open. Returns the days done.
 */
export async function rollUpClosedDays(db: DataSource, now: Date): Promise<string[]> {
  const days = await daysToRollUp(db, now);
  for (const day of days) await rollUpDay(db, day, now);
  await rollUpOpenHours(db, now);
  return days;
}

/**
 * Runs `run` now and then every `intervalMs` (never two at once); returns the stop function.
 * The timer does not keep the process alive.
 */
export function startRollupJob(run: () => Promise<unknown>, intervalMs = 10 * 60_000): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => undefined)
      .catch((error: unknown) => log().warn({ err: error }, 'Analytics roll-up failed; the next run retries'))
      .finally(() => (running = undefined));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // Stopped: no new run, and the one under way (if any) finishes before the database closes.
  return () => {
    clearInterval(timer);
    return running ?? Promise.resolve();
  };
}

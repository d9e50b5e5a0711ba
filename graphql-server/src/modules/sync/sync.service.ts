// Incremental sync (issue 15, decision 0028): every synced kind as a feed ordered by
// (updatedAt, id), resumable from an opaque cursor, and the deletions as tombstones ordered by
// (deletedAt, id). The database stamps each write (triggers of migration 1795402800000); a feed
// shows only rows older than the settle window, so a transaction that commits after a later one
// cannot slip a row behind a cursor already handed out. Tombstones age out with the retention run.
import { In, type DataSource } from 'typeorm';
import { encodeCursor, checkSyncArgs, type SyncArgs, type SyncPosition } from './sync-cursor';
import { KIND_SPECS, type EntityOfKind, type SyncKind } from './sync-kinds';

export interface SyncPage<T> {
  items: T[];
  /** Items of the feed from `updatedSince` (or the start) to the settle horizon, across all pages (`after` aside). */
  totalCount: number;
  /** Items after `after` (this page's included) to the settle horizon: what is left to read. */
  remainingCount: number;
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/**
 * Why an item left a reader's view: DELETED (deleted or erased: everyone) or UNPUBLISHED (taken
 * back to draft or review: only readers who see published items only get it).
 */
export const TOMBSTONE_REASONS = ['DELETED', 'UNPUBLISHED'] as const;
export type TombstoneReason = (typeof TOMBSTONE_REASONS)[number];

export interface Tombstone {
  id: string;
  kind: SyncKind;
  deletedAt: Date;
  reason: TombstoneReason;
}

/**
 * Whom a tombstone concerns (the `audience` column, migration 1795470000000): ALL, or
 * PUBLISHED_ONLY — readers without the drafts right, for whom an unpublished item left the view
 * (those with it see the item in its feed with its new status instead).
 */
function tombstoneAudiences(mayReadDrafts: boolean): string[] {
  return mayReadDrafts ? ['ALL'] : ['ALL', 'PUBLISHED_ONLY'];
}

export interface SyncRequest {
  since?: Date | string | null;
  /** The name of `since` in error messages (REST: updated_since / deleted_since). */
  sinceField?: string;
  after?: string | null;
  limit?: number | null;
}

export interface SyncSettings {
  /** SYNC_SETTLE_MS: how old a write must be before a feed shows it. */
  settleMs: number;
  /** TOMBSTONE_RETENTION_DAYS: how long deletions stay in the feed. */
  tombstoneRetentionDays: number;
}

interface Row {
  id: string;
  micros: string;
}

/** SQL for "the row is after this position" over `column` and id, binding the position into `params`. */
function afterPosition(column: string, after: SyncPosition, params: unknown[]): string {
  params.push(after.micros, after.id);
  const [micros, id] = [params.length - 1, params.length];
  return `("${column}", id) > ('epoch'::timestamptz + $${micros}::bigint * interval '1 microsecond', $${id}::uuid)`;
}

const microsOf = (column: string) => `(extract(epoch FROM "${column}") * 1000000)::bigint::text AS micros`;

export class SyncService {
  constructor(
    private readonly db: DataSource,
    private readonly settings: SyncSettings,
  ) {}

  /** One page of a kind's feed; `mayReadDrafts` false hides drafts and items in review. */
  async changes<K extends SyncKind>(kind: K, request: SyncRequest, mayReadDrafts: boolean): Promise<SyncPage<EntityOfKind<K>>> {
    const spec = KIND_SPECS[kind];
    const args = checkSyncArgs(request, request.sinceField ?? 'updatedSince');
    const extra = spec.editorial && !mayReadDrafts ? [`state = 'PUBLISHED'`] : [];
    const { rows, totalCount, remainingCount, pageInfo } = await this.window(spec.table, 'updatedAt', args, extra);
    const found = rows.length ? await this.db.getRepository(spec.entity).findBy({ id: In(rows.map((r) => r.id)) }) : [];
    const byId = new Map(found.map((item) => [(item as { id: string }).id, item]));
    // A row deleted between the two reads is left out: its tombstone tells the integrator.
    const items = rows.map((row) => byId.get(row.id)).filter((item) => item !== undefined) as EntityOfKind<K>[];
    return { items, totalCount, remainingCount, pageInfo };
  }

  /**
   * One page of tombstones of the given kinds (those the reader may see); `mayReadDrafts` false
   * adds the UNPUBLISHED ones (tombstoneAudiences).
   */
  async deleted(request: SyncRequest, kinds: readonly SyncKind[], mayReadDrafts: boolean): Promise<SyncPage<Tombstone>> {
    const args = checkSyncArgs(request, request.sinceField ?? 'deletedSince');
    const filter = { kinds, audiences: tombstoneAudiences(mayReadDrafts) };
    const where = ['kind = ANY($KINDS)', 'audience = ANY($AUDIENCES)'];
    const { rows, totalCount, remainingCount, pageInfo } = await this.window('sync_tombstones', 'deletedAt', args, where, filter);
    const items = rows.map((row) => ({
      id: row.id,
      kind: row.kind as SyncKind,
      deletedAt: row.deletedAt as Date,
      reason: row.reason as TombstoneReason,
    }));
    return { items, totalCount, remainingCount, pageInfo };
  }

  /** Drop tombstones older than the retention period (the retention run). */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.settings.tombstoneRetentionDays * 86_400_000);
    const [, affected]: [unknown, number] = await this.db.query('DELETE FROM sync_tombstones WHERE "deletedAt" < $1', [cutoff]);
    return affected ?? 0;
  }

  /**
   * The rows of one page (at most `limit`), the counts of the whole window and of what is left
   * after `after` (one scan), and where the page ends.
   */
  private async window(
    table: string,
    column: string,
    args: SyncArgs,
    extra: string[],
    tombstones?: { kinds: readonly SyncKind[]; audiences: readonly string[] },
  ) {
    const params: unknown[] = [this.settings.settleMs];
    const where = [`"${column}" <= now() - $1::int * interval '1 millisecond'`];
    if (args.since) where.push(`"${column}" >= $${params.push(args.since)}`);
    const bind = (sql: string) =>
      tombstones
        ? sql
            .replace('$KINDS', () => `$${params.push(tombstones.kinds)}::text[]`)
            .replace('$AUDIENCES', () => `$${params.push(tombstones.audiences)}::text[]`)
        : sql;
    where.push(...extra.map(bind));
    const countParams = [...params];
    const after = args.after ? afterPosition(column, args.after, countParams) : 'true';
    const paged = args.after ? [...where, afterPosition(column, args.after, params)] : where;
    const limit = params.push(args.limit + 1);
    const columns = tombstones ? `id, kind, "deletedAt", reason, ${microsOf(column)}` : `id, ${microsOf(column)}`;
    const rows: Array<Row & Record<string, unknown>> = await this.db.query(
      `SELECT ${columns} FROM "${table}" WHERE ${paged.join(' AND ')} ORDER BY "${column}", id LIMIT $${limit}`,
      params,
    );
    const [{ n, remaining }]: Array<{ n: number; remaining: number }> = await this.db.query(
      `SELECT count(*)::int AS n, (count(*) FILTER (WHERE ${after}))::int AS remaining FROM "${table}" WHERE ${where.join(' AND ')}`,
      countParams,
    );
    const pageInfo = this.pageInfo(rows, args);
    return { rows, totalCount: n, remainingCount: remaining, pageInfo };
  }

  private pageInfo(rows: Row[], args: SyncArgs): SyncPage<unknown>['pageInfo'] {
    const hasNextPage = rows.length > args.limit;
    if (hasNextPage) rows.splice(args.limit);
    const last: SyncPosition | null = rows.length ? { micros: rows[rows.length - 1].micros, id: rows[rows.length - 1].id } : args.after;
    return { endCursor: last ? encodeCursor(last) : null, hasNextPage };
  }
}

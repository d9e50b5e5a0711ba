// The durable queue: rows of delivery_jobs, written inside the caller's transaction and claimed
// by workers with FOR UPDATE SKIP LOCKED. Every statement here is a single, short statement in
// its own transaction (the embedded database has ONE pooled connection, shared with requests):
// claim (mark running with a lease) and commit, do the work with no connection held, then
// record the result — only under the claim token, so a worker whose lease ran out and whose job
// was taken over cannot overwrite the newer attempt.
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { DeliveryJob, type DeliveryKind } from './delivery-job.entity';
import type { JobPayload } from './job-payloads';

/** Retries stop this long after a job was enqueued (or redelivered). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest wait between two attempts. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Delay before the next attempt after `attempts` failed ones: base, 2 x base, 4 x base..., capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs = MAX_BACKOFF_MS): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(baseMs * 2 ** exponent, maxMs);
}

/** A job to enqueue: its kind with that kind's payload, and what it is about. */
export type NewDeliveryJob = JobPayload & {
  leadType?: string | null;
  leadId?: string | null;
  endpointId?: string | null;
  event?: string | null;
  eventId?: string | null;
  redeliveryOf?: string | null;
  /** Record the job as deliberately not sent, with this reason; no worker ever claims it. */
  skip?: string | null;
};

/** A job this worker holds: its row as claimed, and the token that proves the claim. */
export interface ClaimedJob {
  job: DeliveryJob;
  claim: string;
}

export interface JobOutcome {
  /** HTTP status or SMTP reply code, when there was one. */
  responseCode?: number | null;
  result?: Record<string, unknown> | null;
}

export interface JobFailure {
  message: string;
  responseCode?: number | null;
  /** No retry can help (e.g. the endpoint was paused, a mailbox does not exist). */
  permanent?: boolean;
}

export interface DeliveryQueueOptions {
  backoffBaseMs: number;
  leaseMs: number;
  retryWindowMs?: number;
  /**
   * The worker's own connection (database.ts openWorkerDataSource): claims and results go through
   * it, so a pool exhausted by requests never stops the worker. Default: the shared pool.
   */
  workerDb?: DataSource;
}

/** Longest error text kept in the log (receivers may answer a whole HTML page). */
const MAX_ERROR_LENGTH = 1000;

type Row = Record<string, unknown>;

export class DeliveryQueue {
  private readonly listeners = new Set<() => void>();
  readonly retryWindowMs: number;

  constructor(
    private readonly db: DataSource,
    readonly options: DeliveryQueueOptions,
  ) {
    this.retryWindowMs = options.retryWindowMs ?? RETRY_WINDOW_MS;
  }

  /** Where the worker's own statements go. */
  private get worker(): DataSource {
    return this.options.workerDb ?? this.db;
  }

  /** Insert jobs with the caller's transaction, so they commit (or roll back) with it. */
  async enqueue(manager: EntityManager, jobs: NewDeliveryJob[]): Promise<DeliveryJob[]> {
    if (jobs.length === 0) return [];
    const giveUpAt = new Date(Date.now() + this.retryWindowMs);
    const rows = jobs.map((job) =>
      manager.create(DeliveryJob, {
        kind: job.kind,
        payload: job.payload,
        leadType: job.leadType ?? null,
        leadId: job.leadId ?? null,
        endpointId: job.endpointId ?? null,
        event: job.event ?? null,
        eventId: job.eventId ?? null,
        redeliveryOf: job.redeliveryOf ?? null,
        status: job.skip ? 'skipped' : 'pending',
        ...(job.skip ? { lastError: job.skip, completedAt: new Date() } : {}),
        giveUpAt,
      }),
    );
    return manager.save(DeliveryJob, rows);
  }

  /** Tell the workers of this process that work is waiting (after the enqueuing transaction committed). */
  notify(): void {
    for (const listener of this.listeners) listener();
  }

  onEnqueued(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Claim up to `limit` due jobs: pending ones whose time has come, and running ones whose lease
   * expired (their worker died). One statement: the rows are locked, skipping rows another
   * worker is claiming at this moment, marked running with a lease, and returned.
   */
  async claim(limit: number): Promise<ClaimedJob[]> {
    return this.claimWhere([{ kind: null, limit }]);
  }

  /**
   * The same for the worker's lanes: up to `limits[kind]` due jobs of each kind, in one statement
   * (one round trip per poll, however many lanes have free slots).
   */
  async claimByKind(limits: Partial<Record<DeliveryKind, number>>): Promise<ClaimedJob[]> {
    const lanes = (Object.entries(limits) as Array<[DeliveryKind, number]>)
      .filter(([, limit]) => limit > 0)
      .map(([kind, limit]) => ({ kind, limit }));
    return lanes.length === 0 ? [] : this.claimWhere(lanes);
  }

  private async claimWhere(lanes: Array<{ kind: DeliveryKind | null; limit: number }>): Promise<ClaimedJob[]> {
    const claim = crypto.randomUUID();
    const parameters: unknown[] = [claim, this.options.leaseMs];
    const due = lanes.map(({ kind, limit }, i) => {
      parameters.push(limit);
      const limitParam = `$${parameters.length}`;
      let kindFilter = '';
      if (kind) {
        parameters.push(kind);
        kindFilter = `AND kind = $${parameters.length}`;
      }
      return `lane${i} AS (
          SELECT id FROM delivery_jobs
           WHERE ((status = 'pending' AND "runAt" <= now()) OR (status = 'running' AND "lockedUntil" < now())) ${kindFilter}
             -- A paused webhook endpoint's deliveries are held until it is resumed (decision 0060).
             AND NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = delivery_jobs."endpointId" AND NOT e.active)
           ORDER BY "runAt", seq
           LIMIT ${limitParam}
           FOR UPDATE SKIP LOCKED)`;
    });
    const rows = await this.returning(
      `WITH ${due.join(',\n      ')}
       UPDATE delivery_jobs AS j
          SET status = 'running', attempts = j.attempts + 1, "lockedBy" = $1,
              "lockedUntil" = now() + $2 * interval '1 millisecond', "updatedAt" = now()
        WHERE j.id IN (${lanes.map((_, i) => `SELECT id FROM lane${i}`).join(' UNION ALL ')})
        RETURNING j.*`,
      parameters,
      this.worker,
    );
    // pg already parses jsonb, timestamptz and integers: the row's columns are the entity's fields.
    return rows.map((row) => ({ job: Object.assign(new DeliveryJob(), row), claim }));
  }

  /** Record a success. False when the claim was lost (the lease expired and another worker took over). */
  async complete({ job, claim }: ClaimedJob, outcome: JobOutcome = {}): Promise<boolean> {
    const rows = await this.returning(
      `UPDATE delivery_jobs
          SET status = 'succeeded', "completedAt" = now(), "lockedBy" = NULL, "lockedUntil" = NULL,
              "lastError" = NULL, "lastResponseCode" = $3, result = $4, "updatedAt" = now()
        WHERE id = $1 AND "lockedBy" = $2 AND status = 'running'
        RETURNING id`,
      [job.id, claim, outcome.responseCode ?? null, outcome.result ? JSON.stringify(outcome.result) : null],
      this.worker,
    );
    return rows.length === 1;
  }

  /**
   * Record a failed attempt: schedule the next one after the backoff delay, or mark the job
   * failed when the failure is permanent or the next attempt would fall after giveUpAt.
   */
  async fail({ job, claim }: ClaimedJob, failure: JobFailure): Promise<boolean> {
    const delay = backoffDelay(job.attempts, this.options.backoffBaseMs);
    const rows = await this.returning(
      `UPDATE delivery_jobs
          SET status = CASE WHEN $3 OR now() + $4 * interval '1 millisecond' > "giveUpAt" THEN 'failed' ELSE 'pending' END,
              "runAt" = now() + $4 * interval '1 millisecond',
              "completedAt" = CASE WHEN $3 OR now() + $4 * interval '1 millisecond' > "giveUpAt" THEN now() ELSE NULL END,
              "lockedBy" = NULL, "lockedUntil" = NULL,
              "lastError" = $5, "lastResponseCode" = $6, "updatedAt" = now()
        WHERE id = $1 AND "lockedBy" = $2 AND status = 'running'
        RETURNING id`,
      [job.id, claim, failure.permanent === true, delay, truncate(failure.message), failure.responseCode ?? null],
      this.worker,
    );
    return rows.length === 1;
  }

  /** Move a waiting job's next attempt to now, giving it a fresh retry window. False unless it was pending. */
  async retryNow(id: string): Promise<boolean> {
    const rows = await this.returning(
      `UPDATE delivery_jobs
          SET "runAt" = now(), "giveUpAt" = GREATEST("giveUpAt", now() + $2 * interval '1 millisecond'), "updatedAt" = now()
        WHERE id = $1 AND status = 'pending'
        RETURNING id`,
      [id, this.retryWindowMs],
    );
    if (rows.length === 1) this.notify();
    return rows.length === 1;
  }

  /**
   * The rows of an UPDATE ... RETURNING (DataSource.query answers [rows, count] for updates, so
   * ask the query runner for the structured result). One statement: its own short transaction.
   */
  private async returning(sql: string, parameters: unknown[], db: DataSource = this.db): Promise<Row[]> {
    const runner = db.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return result.records as Row[];
    } finally {
      await runner.release();
    }
  }

  /** Whether the job is still in the queue (an erasure may delete it while a worker holds it). */
  async exists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM delivery_jobs WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** Jobs waiting or running (for shutdown logs and tests). */
  async outstanding(): Promise<number> {
    const [row]: Row[] = await this.db.query(`SELECT count(*)::int AS n FROM delivery_jobs WHERE status IN ('pending', 'running')`);
    return Number(row.n);
  }
}

function truncate(text: string): string {
  const clean = text.trim() || 'Unknown error';
  return clean.length > MAX_ERROR_LENGTH ? `${clean.slice(0, MAX_ERROR_LENGTH - 1)}…` : clean;
}

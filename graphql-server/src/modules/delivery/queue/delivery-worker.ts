// The background worker: polls the queue, runs due jobs a few at a time, records each result.
// Several processes may run one each on the same database; the queue's SKIP LOCKED claim and
// leases share the work between them. It holds no database connection while a job does its
// network I/O (sending mail, POSTing a webhook).
import crypto from 'node:crypto';
import os from 'node:os';
import type { DeliveryJob, DeliveryKind } from './delivery-job.entity';
import { log } from '../../../logger';
import type { ClaimedJob, DeliveryQueue, JobFailure, JobOutcome } from './delivery-queue';
import { InvalidJobPayloadError } from './job-payloads';

/** Runs one job. Resolves with what to record; throws (ideally a DeliveryFailure) to retry. */
export type JobHandler = (job: DeliveryJob, signal: AbortSignal) => Promise<JobOutcome | void>;

/** A failure with the details the delivery log shows. */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly responseCode: number | null = null,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

export interface WorkerLog {
  error(message: string): void;
  warn(message: string): void;
}

export interface DeliveryWorkerOptions {
  pollIntervalMs: number;
  /** Jobs of one kind run at the same time by this worker (each kind has its own lane). */
  concurrency?: number;
  /** Per-kind overrides of `concurrency`: e.g. { email: 4, webhook: 8 }. */
  lanes?: Partial<Record<DeliveryKind, number>>;
  /** How long stop() waits for running jobs before aborting them. */
  drainMs?: number;
  /** Where warnings go; default: the process's pino logger (logger.ts), like the request logs. */
  log?: WorkerLog;
}

export class DeliveryWorker {
  /** Recorded with each result, so the log tells which process delivered a job. */
  readonly id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running = new Set<Promise<void>>();
  /**
   * One lane per kind of job, each with its own slots: a hung webhook receiver can hold webhook
   * slots only, never the slots e-mail needs (docs/decisions/0009).
   */
  private readonly lanes: Array<{ kind: DeliveryKind; size: number; running: number; more: boolean }>;
  private controllers = new Set<AbortController>();
  private polling: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopping = false;
  /** Set while claiming fails (database down), so the log says so once, not every tick. */
  private claimFailing = false;
  private unsubscribe: (() => void) | undefined;
  private readonly concurrency: number;
  private readonly log: WorkerLog;

  constructor(
    private readonly queue: DeliveryQueue,
    private readonly handlers: Record<DeliveryKind, JobHandler>,
    private readonly options: DeliveryWorkerOptions,
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 4);
    this.log = options.log ?? log();
    this.lanes = (Object.keys(handlers) as DeliveryKind[]).map((kind) => ({
      kind,
      size: Math.max(1, options.lanes?.[kind] ?? this.concurrency),
      running: 0,
      more: false,
    }));
  }

  start(): this {
    if (this.started) return this;
    this.started = true;
    this.unsubscribe = this.queue.onEnqueued(() => this.kick());
    this.kick();
    return this;
  }

  /** Poll now rather than at the next tick (new jobs were enqueued in this process). */
  kick(): void {
    if (!this.started || this.stopping) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.polling = this.poll().finally(() => {
      this.polling = undefined;
      if (this.stopping) return;
      if (this.again) {
        this.again = false;
        this.kick();
      } else {
        this.schedule();
      }
    });
  }

  /**
   * Stop polling and let running jobs finish (up to drainMs); jobs still running then are
   * aborted and recorded as failed attempts, to be retried. Jobs whose result could not be
   * recorded stay claimed until their lease expires, then any worker takes them over.
   */
  async stop(): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    const settled = () => Promise.allSettled([this.polling, ...this.running]);
    const drained = settled().then(() => true);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.options.drainMs ?? 5000);
    });
    const finished = await Promise.race([drained, timeout]);
    clearTimeout(timer);
    if (!finished) {
      for (const controller of this.controllers) controller.abort(new Error('Interrupted: the server is shutting down.'));
      await settled();
    }
    // Jobs started while the last poll was finishing.
    await Promise.allSettled([...this.running]);
  }

  private schedule(): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => this.kick(), this.options.pollIntervalMs);
    this.timer.unref();
  }

  /**
   * Claim, in one statement, as many jobs of each kind as its lane has free slots, and start them.
   * A lane that filled every free slot may have more waiting: the next of its jobs to finish
   * polls again. A lane never waits for another.
   */
  private async poll(): Promise<void> {
    if (this.stopping) return;
    const free: Partial<Record<DeliveryKind, number>> = {};
    for (const lane of this.lanes) free[lane.kind] = Math.max(0, lane.size - lane.running);
    if (Object.values(free).every((n) => n === 0)) return;
    let claimed: ClaimedJob[];
    try {
      claimed = await this.queue.claimByKind(free);
    } catch (error) {
      // Database unreachable or closing: try again at the next tick.
      if (!this.stopping && !this.claimFailing)
        this.log.warn(`Delivery worker: could not claim jobs (${messageOf(error)}); retrying every tick.`);
      this.claimFailing = true;
      return;
    }
    if (this.claimFailing) this.log.warn('Delivery worker: claiming jobs works again.');
    this.claimFailing = false;
    for (const lane of this.lanes) {
      const mine = claimed.filter((item) => item.job.kind === lane.kind);
      if ((free[lane.kind] ?? 0) > 0) lane.more = mine.length === free[lane.kind];
      for (const item of mine) {
        lane.running++;
        this.track(
          this.runOne(item).finally(() => {
            lane.running--;
            if (lane.more) this.kick();
          }),
        );
      }
    }
  }

  private track(promise: Promise<void>): void {
    this.running.add(promise);
    void promise.finally(() => {
      this.running.delete(promise);
    });
  }

  private async runOne(item: ClaimedJob): Promise<void> {
    const controller = new AbortController();
    this.controllers.add(controller);
    let outcome: { ok: true; value: JobOutcome } | { ok: false; failure: JobFailure };
    try {
      const handler = this.handlers[item.job.kind];
      if (!handler) throw new DeliveryFailure(`No handler for jobs of kind '${item.job.kind}'.`, null, true);
      const value = (await handler(item.job, controller.signal)) ?? {};
      outcome = { ok: true, value: { ...value, result: { ...value.result, worker: this.id } } };
    } catch (error) {
      outcome = {
        ok: false,
        failure:
          error instanceof DeliveryFailure
            ? { message: error.message, responseCode: error.responseCode, permanent: error.permanent }
            : error instanceof InvalidJobPayloadError
              ? // A stored row no retry can make readable.
                { message: error.message, permanent: true }
              : { message: messageOf(error) },
      };
    } finally {
      this.controllers.delete(controller);
    }
    try {
      const recorded = outcome.ok ? await this.queue.complete(item, outcome.value) : await this.queue.fail(item, outcome.failure);
      if (!recorded)
        this.log.warn(
          `Delivery job ${item.job.id}: the result was not recorded (its lease expired and another attempt took over, or the job was erased).`,
        );
    } catch (error) {
      // The lease will expire and the job will run again: at-least-once delivery.
      this.log.error(`Delivery job ${item.job.id}: could not record the result (${messageOf(error)})`);
    }
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    // fetch() wraps the network error ('fetch failed'); its cause says what happened.
    if (error.message === 'fetch failed' && cause instanceof Error)
      return cause.message || (cause as { code?: string }).code || error.message;
    return error.message;
  }
  return String(error);
}

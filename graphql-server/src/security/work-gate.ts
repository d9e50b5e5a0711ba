// One ceiling over all anonymous expensive work (decision 0057): uncached page renders (not-found
// pages included), old-slug lookups of unknown blog addresses, and uncached anonymous GraphQL
// queries. The per-address budget (rate-limits.ts, WorkBudget) stops one address; this gate stops
// many addresses together from taking the whole process. A few pieces run at once, a short queue
// waits (woken on the next turn of the event loop, so requests that are not gated, such as lead
// submissions, are read between two renders), and the work's wall time is taken from a shared
// share of the clock: beyond the queue or the share, 503 with Retry-After at once. Staff, API
// tokens, lead submissions and cached answers never pass through it. No timers: a waiter is
// woken by the release before it, and `now` is injectable (tests own the clock).
import type { Refusal } from './rate-limits';

export interface WorkGateSettings {
  /** Pieces of anonymous expensive work running at once (ANONYMOUS_WORK_CONCURRENCY). */
  concurrency: number;
  /** Pieces waiting for a free place; more are refused at once (ANONYMOUS_WORK_QUEUE). */
  queue: number;
  /** Milliseconds of anonymous work per second of the clock, all addresses together (ANONYMOUS_WORK_SHARE_PERCENT × 10). */
  msPerSecond: number;
  /** Milliseconds of such work that may be spent at once before the share applies (ANONYMOUS_WORK_BURST_MS). */
  burstMs: number;
}

/**
 * One piece at a time, eight waiting, and at most a quarter of the clock: on a 2-core machine that
 * leaves most of the process (and the database's share of the CPU) to leads and staff while a
 * flood of distinct renders or searches lasts; a visitor browsing uncached pages stays well under it.
 */
export const DEFAULT_WORK_GATE: WorkGateSettings = { concurrency: 1, queue: 8, msPerSecond: 250, burstMs: 2000 };

export const WORK_GATE_BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';

/** Thrown by `enter` when there is no room: answer 503 with `retryAfterSeconds`. */
export class WorkGateBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(WORK_GATE_BUSY_MESSAGE);
    this.name = 'WorkGateBusyError';
  }
}

/** Gives the place back (once; later calls do nothing). */
export type ReleaseWork = () => void;

interface Waiter {
  weight: number;
  admit(release: ReleaseWork): void;
  refuse(error: WorkGateBusyError): void;
}

export class WorkGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private balance: number;
  private at: number;

  constructor(
    private readonly settings: WorkGateSettings = DEFAULT_WORK_GATE,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.balance = settings.burstMs;
    this.at = now();
  }

  /** Pieces running and waiting now (tests, operators). */
  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * A place for one piece of work, at once or after the queue; WorkGateBusyError when there is none.
   * Its wall time is taken from the share `weight` times: a piece that runs several database
   * queries side by side (a GraphQL operation's root fields) costs each of them.
   */
  enter(weight = 1): Promise<ReleaseWork> {
    const refusal = this.shareRefusal();
    if (refusal) return Promise.reject(new WorkGateBusyError(refusal.retryAfterSeconds));
    if (this.running < this.settings.concurrency && this.waiting.length === 0) return Promise.resolve(this.start(weight));
    if (this.waiting.length >= this.settings.queue) return Promise.reject(new WorkGateBusyError(1));
    return new Promise<ReleaseWork>((admit, refuse) => this.waiting.push({ admit, refuse, weight }));
  }

  /** What `enter` would answer now if it refused at once (the share spent, or every place and the queue taken), without taking anything. */
  refusal(): Refusal | null {
    const refusal = this.shareRefusal();
    if (refusal) return refusal;
    if (this.running >= this.settings.concurrency && this.waiting.length >= this.settings.queue) {
      return { message: WORK_GATE_BUSY_MESSAGE, retryAfterSeconds: 1 };
    }
    return null;
  }

  /** Runs `work` in a place of the gate (WorkGateBusyError when there is none). */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.enter();
    try {
      return await work();
    } finally {
      release();
    }
  }

  private start(weight: number): ReleaseWork {
    this.running += 1;
    const started = this.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.refill();
      this.balance -= Math.max(0, this.now() - started) * weight;
      this.next();
    };
  }

  /** The next waiter gets the freed place on the next turn of the event loop (I/O first); with the share spent, every waiter is refused. */
  private next(): void {
    if (this.waiting.length === 0 || this.running >= this.settings.concurrency) return;
    const refusal = this.shareRefusal();
    if (refusal) {
      for (const waiter of this.waiting.splice(0)) waiter.refuse(new WorkGateBusyError(refusal.retryAfterSeconds));
      return;
    }
    const waiter = this.waiting.shift()!;
    const release = this.start(waiter.weight);
    setImmediate(() => waiter.admit(release));
  }

  private refill(): void {
    const now = this.now();
    this.balance = Math.min(this.settings.burstMs, this.balance + ((now - this.at) / 1000) * this.settings.msPerSecond);
    this.at = now;
  }

  private shareRefusal(): Refusal | null {
    this.refill();
    if (this.balance > 0) return null;
    return {
      message: WORK_GATE_BUSY_MESSAGE,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - this.balance) / this.settings.msPerSecond)),
    };
  }
}

// The lane every lead submission's database work passes through on PostgreSQL (decision 0075).
// It has as many places as the leads' own pool has connections, so a lead inside the lane never
// waits for a connection (its rate-limit counter, then its transaction, one connection at a time),
// and the lane's queue is first come, first served: a lead that arrived first is written first.
// Reads never enter it, so reads holding every connection of the main pool cannot refuse a lead,
// and a lead waits up to LEAD_WAIT_MS (2 minutes) where a read waits 2 s.
import type { DataSource } from 'typeorm';
import { DomainError } from '../../shared/errors';
import { systemClock, type Clock, type ClockTimer } from '../../shared/clock';

/** How long a lead waits for a place in the lane before 503 (a read waits DB_POOL_TIMEOUT_MS, 2 s). */
export const LEAD_WAIT_MS = 120_000;

/** Answered 503 with Retry-After by both transports, as a database that cannot serve. */
export class LeadLaneTimeoutError extends DomainError {
  constructor(waitedMs: number) {
    super('SERVICE_UNAVAILABLE', `The lead could not be stored within ${Math.round(waitedMs / 1000)} s. Please try again.`);
  }
}

interface Waiter {
  enter: () => void;
  timer: ClockTimer;
}

export class LeadLane {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    /** The pool the lane's work writes through (the leads' own: Database.openLeadDataSource). */
    readonly dataSource: DataSource,
    /** Places: at most the pool's connections, so work inside never waits for one. */
    readonly places: number,
    private readonly waitMs = LEAD_WAIT_MS,
    private readonly clock: Clock = systemClock,
  ) {
    if (!Number.isInteger(places) || places < 1) throw new Error(`A lead lane needs at least one place (got ${places}).`);
  }

  /** Leads in the lane now, and waiting for a place (for tests and the bench's figures). */
  get state(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Runs `work` once a place is free, in arrival order; LeadLaneTimeoutError after `waitMs` in the queue. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.active < this.places && this.waiting.length === 0) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        enter: resolve,
        timer: this.clock.setTimer(() => {
          const at = this.waiting.indexOf(waiter);
          if (at === -1) return;
          this.waiting.splice(at, 1);
          reject(new LeadLaneTimeoutError(this.waitMs));
        }, this.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** The place goes straight to the first waiter (the count of active leads stays). */
  private leave(): void {
    const next = this.waiting.shift();
    if (!next) {
      this.active -= 1;
      return;
    }
    next.timer.cancel();
    next.enter();
  }
}

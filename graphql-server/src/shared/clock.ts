// The server's clock, injected (services.ts) where time decides behaviour: the publication timer
// of scheduled content and the login locks this process remembers. Production uses the system
// clock; tests move a manual one (tests/support/manual-clock.ts) instead of waiting on the wall
// clock (decision 0058). The database keeps its own now() for what it decides in SQL (a post is
// public once its publishedAt <= now()); tests move that time by moving the rows.

/** A timer set on a clock; cancel() is safe to call more than once. */
export interface ClockTimer {
  cancel(): void;
}

export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  /** Run `callback` once `ms` have passed on this clock. Never keeps the process alive. */
  setTimer(callback: () => void, ms: number): ClockTimer;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

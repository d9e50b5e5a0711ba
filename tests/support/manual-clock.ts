// A clock the test moves (graphql-server/src/shared/clock.ts): it runs with the system clock plus
// an offset that advance() adds to, and its timers fire only when advance() carries it past their
// time, in order, so a test decides when "later" is without waiting for it. A frozen one
// (`{ frozen: true }`) does not move with the system clock at all: a test that asserts a timer has
// NOT fired one millisecond before its time needs that, as real milliseconds pass on a loaded machine.
import type { Clock, ClockTimer } from '../../graphql-server/src/shared/clock';

interface Pending {
  at: number;
  callback: () => void;
}

export class ManualClock implements Clock {
  private offset = 0;
  private pending = new Set<Pending>();
  /** The system time it stopped at, when frozen. */
  private readonly frozenAt: number | null;

  constructor(options: { frozen?: boolean } = {}) {
    this.frozenAt = options.frozen ? Date.now() : null;
  }

  now(): number {
    return (this.frozenAt ?? Date.now()) + this.offset;
  }

  setTimer(callback: () => void, ms: number): ClockTimer {
    const entry: Pending = { at: this.now() + Math.max(0, ms), callback };
    this.pending.add(entry);
    return { cancel: () => void this.pending.delete(entry) };
  }

  /** Move the clock `ms` ahead, firing every timer now due (earliest first, one at a time). */
  advance(ms: number): void {
    this.offset += ms;
    for (;;) {
      const due = [...this.pending].filter((entry) => entry.at <= this.now()).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      this.pending.delete(due);
      due.callback();
    }
  }
}

// The leads' lane (decision 0075): at most `places` submissions at once, the others served in the
// order they arrived (a lead that came first is never overtaken), and a wait that ends in the
// 503 error only after LEAD_WAIT_MS on the lane's clock. The clock is the test's.
import type { DataSource } from 'typeorm';
import { LEAD_WAIT_MS, LeadLane, LeadLaneTimeoutError } from '../../../graphql-server/src/modules/leads/lead-lane';
import { ManualClock } from '../../support/manual-clock';

const dataSource = {} as DataSource;

/** A piece of work the test finishes by hand. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('LeadLane', () => {
  it('runs at most `places` at once and gives each freed place to the first waiter', async () => {
    const lane = new LeadLane(dataSource, 2, LEAD_WAIT_MS, new ManualClock());
    const started: number[] = [];
    const works = Array.from({ length: 5 }, () => held());
    const runs = works.map((work, i) =>
      lane.run(async () => {
        started.push(i);
        await work.done;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(lane.state).toEqual({ active: 2, waiting: 3 });
    works[1].finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    works[0].finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const work of works) work.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(lane.state).toEqual({ active: 0, waiting: 0 });
  });

  it('a newcomer queues behind the leads that were already waiting', async () => {
    const lane = new LeadLane(dataSource, 1, LEAD_WAIT_MS, new ManualClock());
    const order: string[] = [];
    const first = held();
    const a = lane.run(async () => {
      order.push('a');
      await first.done;
    });
    const b = lane.run(async () => void order.push('b'));
    first.finish();
    const c = lane.run(async () => void order.push('c'));
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('a failed submission gives its place back', async () => {
    const lane = new LeadLane(dataSource, 1, LEAD_WAIT_MS, new ManualClock());
    await expect(lane.run(() => Promise.reject(new Error('insert failed')))).rejects.toThrow('insert failed');
    await expect(lane.run(() => Promise.resolve('stored'))).resolves.toBe('stored');
    expect(lane.state).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses with SERVICE_UNAVAILABLE only after the whole wait, and only the one that waited', async () => {
    // Frozen: the timer must not fire 1 ms early because real milliseconds passed meanwhile.
    const clock = new ManualClock({ frozen: true });
    const lane = new LeadLane(dataSource, 1, LEAD_WAIT_MS, clock);
    const holder = held();
    const running = lane.run(() => holder.done);
    const waiting = lane.run(() => Promise.resolve('late'));
    const outcome = waiting.catch((error: unknown) => error);
    clock.advance(LEAD_WAIT_MS - 1);
    await settle();
    expect(lane.state).toEqual({ active: 1, waiting: 1 });
    clock.advance(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(LeadLaneTimeoutError);
    expect((error as LeadLaneTimeoutError).code).toBe('SERVICE_UNAVAILABLE');
    expect(lane.state).toEqual({ active: 1, waiting: 0 });
    holder.finish();
    await running;
    await expect(lane.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses a lane without places', () => {
    expect(() => new LeadLane(dataSource, 0)).toThrow(/at least one place/);
  });
});

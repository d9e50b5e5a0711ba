// The worker's own rules, against an in-memory stand-in for the queue: results are recorded
// under the claim, failures carry their details, enqueue notifications wake it, and stop() lets
// running jobs finish or, after drainMs, interrupts them and records the interruption.
import type { DeliveryJob } from '../../../graphql-server/src/modules/delivery/queue/delivery-job.entity';
import type { ClaimedJob, DeliveryQueue, JobFailure, JobOutcome } from '../../../graphql-server/src/modules/delivery/queue/delivery-queue';
import { DeliveryFailure, DeliveryWorker, type JobHandler } from '../../../graphql-server/src/modules/delivery/queue/delivery-worker';
import { webhookPayloadOf } from '../../../graphql-server/src/modules/delivery/queue/job-payloads';

class FakeQueue {
  pending: DeliveryJob[] = [];
  completed: Array<{ id: string; outcome: JobOutcome }> = [];
  failed: Array<{ id: string; failure: JobFailure }> = [];
  claims = 0;
  private listener: (() => void) | undefined;

  add(...ids: string[]) {
    for (const id of ids) this.pending.push({ id, kind: 'webhook', attempts: 0 } as DeliveryJob);
  }
  addEmail(...ids: string[]) {
    for (const id of ids) this.pending.push({ id, kind: 'email', attempts: 0 } as DeliveryJob);
  }
  onEnqueued(listener: () => void) {
    this.listener = listener;
    return () => (this.listener = undefined);
  }
  notify() {
    this.listener?.();
  }
  /** Like the real queue: oldest first, up to `limits[kind]` of each kind, in one call. */
  async claimByKind(limits: Record<string, number>): Promise<ClaimedJob[]> {
    this.claims++;
    const taken = Object.entries(limits).flatMap(([kind, limit]) => this.pending.filter((job) => job.kind === kind).slice(0, limit));
    this.pending = this.pending.filter((job) => !taken.includes(job));
    return taken.map((job) => ({ job: { ...job, attempts: job.attempts + 1 } as DeliveryJob, claim: `claim-${job.id}` }));
  }
  async complete(item: ClaimedJob, outcome: JobOutcome) {
    this.completed.push({ id: item.job.id, outcome });
    return true;
  }
  async fail(item: ClaimedJob, failure: JobFailure) {
    this.failed.push({ id: item.job.id, failure });
    return true;
  }
}

const silent = { warn: () => undefined, error: () => undefined };
const until = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met');
    await new Promise((r) => setTimeout(r, 5));
  }
};

function workerWith(queue: FakeQueue, webhook: JobHandler, options: Partial<ConstructorParameters<typeof DeliveryWorker>[2]> = {}) {
  return new DeliveryWorker(
    queue as unknown as DeliveryQueue,
    { email: webhook, webhook },
    { pollIntervalMs: 10_000, log: silent, ...options },
  );
}

describe('DeliveryWorker', () => {
  it('runs claimed jobs and records each success with the worker that did it', async () => {
    const queue = new FakeQueue();
    queue.add('a', 'b');
    const worker = workerWith(queue, async () => ({ responseCode: 200, result: { url: 'x' } })).start();
    await until(() => queue.completed.length === 2);
    expect(queue.completed).toEqual([
      { id: 'a', outcome: { responseCode: 200, result: { url: 'x', worker: worker.id } } },
      { id: 'b', outcome: { responseCode: 200, result: { url: 'x', worker: worker.id } } },
    ]);
    await worker.stop();
  });

  it('records failures with their message, response code and permanence', async () => {
    const queue = new FakeQueue();
    queue.add('http', 'plain', 'gone', 'unreadable');
    const worker = workerWith(queue, async (job) => {
      if (job.id === 'http') throw new DeliveryFailure('HTTP 500 Internal Server Error', 500);
      if (job.id === 'gone') throw new DeliveryFailure('The endpoint no longer exists.', null, true);
      if (job.id === 'unreadable') webhookPayloadOf({ kind: 'webhook', payload: { body: 42 } });
      throw new Error('socket hang up');
    }).start();
    await until(() => queue.failed.length === 4);
    expect(queue.failed).toEqual([
      { id: 'http', failure: { message: 'HTTP 500 Internal Server Error', responseCode: 500, permanent: false } },
      { id: 'plain', failure: { message: 'socket hang up' } },
      { id: 'gone', failure: { message: 'The endpoint no longer exists.', responseCode: null, permanent: true } },
      { id: 'unreadable', failure: { message: 'The stored job does not carry a valid webhook payload.', permanent: true } },
    ]);
    await worker.stop();
  });

  it('is woken by an enqueue notification instead of waiting for its next tick', async () => {
    const queue = new FakeQueue();
    const worker = workerWith(queue, async () => ({})).start();
    await until(() => queue.claims === 1);
    queue.add('late');
    queue.notify();
    await until(() => queue.completed.length === 1);
    await worker.stop();
    queue.add('after-stop');
    queue.notify();
    await new Promise((r) => setTimeout(r, 30));
    expect(queue.completed.map((c) => c.id)).toEqual(['late']);
  });

  it('never runs more jobs at once than its concurrency', async () => {
    const queue = new FakeQueue();
    queue.add('1', '2', '3', '4', '5');
    let running = 0;
    let most = 0;
    const worker = workerWith(
      queue,
      async () => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return {};
      },
      { concurrency: 2 },
    ).start();
    await until(() => queue.completed.length === 5);
    expect(most).toBe(2);
    await worker.stop();
  });

  it('runs e-mail in a lane of its own: webhooks hung in every webhook slot never delay it', async () => {
    const queue = new FakeQueue();
    // Older webhook jobs first, as when a hung receiver's deliveries pile up before a new lead.
    queue.add('hook-1', 'hook-2', 'hook-3', 'hook-4', 'hook-5', 'hook-6');
    const hung: Array<() => void> = [];
    let hooksStarted = 0;
    const worker = new DeliveryWorker(
      queue as unknown as DeliveryQueue,
      {
        webhook: () =>
          new Promise((resolve) => {
            hooksStarted++;
            hung.push(() => resolve({}));
          }),
        email: async () => ({ responseCode: 250 }),
      },
      { pollIntervalMs: 10_000, log: silent, lanes: { email: 2, webhook: 3 } },
    ).start();
    await until(() => hooksStarted === 3);
    queue.addEmail('mail-1', 'mail-2', 'mail-3');
    queue.notify();
    await until(() => queue.completed.length === 3);
    expect(queue.completed.map((c) => c.id)).toEqual(['mail-1', 'mail-2', 'mail-3']);
    // The webhook lane stays at its size while its receivers hang.
    expect(hooksStarted).toBe(3);
    // A freed webhook slot takes the next webhook job at once.
    hung.shift()!();
    await until(() => hooksStarted === 4);
    for (const release of hung.splice(0)) release();
    await until(() => hooksStarted === 6);
    for (const release of hung.splice(0)) release();
    await until(() => queue.completed.length === 9);
    await worker.stop();
  });

  it('lets a running job finish when it stops', async () => {
    const queue = new FakeQueue();
    queue.add('slow');
    let started = false;
    const worker = workerWith(queue, async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 50));
      return { responseCode: 204 };
    }).start();
    await until(() => started);
    await worker.stop();
    expect(queue.completed.map((c) => c.id)).toEqual(['slow']);
  });

  it('interrupts a job that outlasts drainMs, and records the interruption as a failed attempt', async () => {
    const queue = new FakeQueue();
    queue.add('stuck');
    let started = false;
    const worker = workerWith(
      queue,
      (_job, signal) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(new DeliveryFailure('Interrupted: the server is shutting down.')));
        }),
      { drainMs: 30 },
    ).start();
    await until(() => started);
    const begun = Date.now();
    await worker.stop();
    expect(Date.now() - begun).toBeLessThan(4000); // drainMs 30: far from the handler's forever
    expect(queue.failed).toEqual([
      { id: 'stuck', failure: { message: 'Interrupted: the server is shutting down.', responseCode: null, permanent: false } },
    ]);
  });
});

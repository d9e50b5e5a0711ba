// Image decoding and encoding, bounded (issue 33): each upload's image work runs in a child process
// of its own (image-worker.cjs) with a deadline and a memory cap, and is killed (SIGKILL) when it
// passes either, so a hostile file costs at most one deadline of one core. At most `slots` children
// run at once; at most `queueLimit` uploads wait, each for at most `queueWaitMs`; shutdown kills
// every child at once. Decision 0055.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { PlannedVariant } from './media-variants';

export interface ImageWorkSettings {
  /** How long one upload's image work may take, from the child's start (MEDIA_WORK_TIMEOUT_MS). */
  deadlineMs: number;
  /** Images with more pixels are refused from their header (MEDIA_MAX_PIXELS). */
  maxPixels: number;
  /** Resident memory of a child beyond which it is killed. */
  maxMemoryBytes: number;
  /** Children at once (the CPU the media library may take). */
  slots: number;
  /** Uploads waiting for a slot; more are refused at once. */
  queueLimit: number;
  /** How long an upload waits for a slot before it is refused. */
  queueWaitMs: number;
  /** The child's entry file (tests substitute one that never answers). */
  entry: string;
}

export const DEFAULT_IMAGE_WORK: ImageWorkSettings = {
  deadlineMs: 20_000,
  maxPixels: 24_000_000,
  maxMemoryBytes: 768 * 1024 * 1024,
  slots: 2,
  queueLimit: 8,
  queueWaitMs: 30_000,
  // A sibling of this module both in the sources and in dist/ (tsc copies .cjs files with allowJs).
  entry: path.join(__dirname, 'image-worker.cjs'),
};

/** Why image work did not finish: a refusal of the file, or a server that cannot take it now. */
export type ImageWorkFailure = 'tooManyPixels' | 'brokenImage' | 'timeout' | 'memory' | 'busy' | 'stopped';

export class ImageWorkError extends Error {
  constructor(readonly reason: ImageWorkFailure) {
    super(`Image work failed: ${reason}`);
    this.name = 'ImageWorkError';
  }
}

/** Exit code of image-worker.cjs at its memory cap. */
const MEMORY_EXIT = 87;

/** One child process, asked for one thing at a time. */
export interface ImageWorker {
  size(file: string): Promise<{ width: number; height: number }>;
  render(file: string, variant: PlannedVariant): Promise<{ data: Buffer; width: number; height: number }>;
}

interface Waiter {
  start: () => void;
  fail: (error: ImageWorkError) => void;
}

export class ImageWorkPool {
  private readonly children = new Set<ChildProcess>();
  private readonly waiting: Waiter[] = [];
  private running = 0;
  private stopped = false;

  constructor(readonly settings: ImageWorkSettings) {}

  /** Run `job` with a fresh child; the child is killed when the job ends, fails or passes the deadline. */
  async run<T>(job: (worker: ImageWorker) => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await this.withChild(job);
    } finally {
      this.running--;
      this.waiting.shift()?.start();
    }
  }

  /** Kill every child and refuse every waiting upload (shutdown). */
  close(): void {
    this.stopped = true;
    for (const child of this.children) child.kill('SIGKILL');
    for (const waiter of this.waiting.splice(0)) waiter.fail(new ImageWorkError('stopped'));
  }

  /** Children alive now (tests and shutdown logs). */
  get childCount(): number {
    return this.children.size;
  }

  /** Uploads waiting for a slot. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  private acquire(): Promise<void> {
    if (this.stopped) return Promise.reject(new ImageWorkError('stopped'));
    if (this.running < this.settings.slots) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.settings.queueLimit) return Promise.reject(new ImageWorkError('busy'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          this.running++;
          resolve();
        },
        fail: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new ImageWorkError('busy'));
      }, this.settings.queueWaitMs);
      this.waiting.push(waiter);
    });
  }

  private async withChild<T>(job: (worker: ImageWorker) => Promise<T>): Promise<T> {
    const { child, worker, failed } = this.spawn();
    const deadline = new Promise<never>((_resolve, reject) => {
      const timer = setTimeout(() => reject(new ImageWorkError('timeout')), this.settings.deadlineMs);
      child.once('exit', () => clearTimeout(timer));
    });
    try {
      return await Promise.race([job(worker), failed, deadline]);
    } finally {
      // Whatever happened, the child goes: a stuck render stops using CPU and memory now.
      child.kill('SIGKILL');
    }
  }

  private spawn(): { child: ChildProcess; worker: ImageWorker; failed: Promise<never> } {
    const { maxPixels, maxMemoryBytes, entry } = this.settings;
    const child = fork(entry, [], {
      // Only the limits: no configuration or secrets of the server, and none of Jest's or the
      // server's own Node options.
      env: { IMAGE_WORK_MAX_PIXELS: String(maxPixels), IMAGE_WORK_MAX_RSS_BYTES: String(maxMemoryBytes) },
      execArgv: ['--max-old-space-size=128'],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    this.children.add(child);
    const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
    let nextId = 1;
    const failed = new Promise<never>((_resolve, reject) => {
      child.once('exit', (code) => {
        this.children.delete(child);
        const error = new ImageWorkError(this.stopped ? 'stopped' : code === MEMORY_EXIT ? 'memory' : 'brokenImage');
        for (const request of pending.values()) request.reject(error);
        reject(error);
      });
    });
    failed.catch(() => undefined);
    child.on('error', () => child.kill('SIGKILL'));
    child.on('message', (message: { id?: number; result?: unknown; refused?: ImageWorkFailure }) => {
      const request = message.id === undefined ? undefined : pending.get(message.id);
      if (!request) return;
      pending.delete(message.id!);
      if (message.refused) request.reject(new ImageWorkError(message.refused));
      else request.resolve(message.result);
    });
    const ask = <R>(message: object) =>
      new Promise<R>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...message, id });
      });
    const worker: ImageWorker = {
      size: (file) => ask({ op: 'size', file }),
      render: (file, variant) => ask({ op: 'render', file, variant }),
    };
    return { child, worker, failed };
  }
}

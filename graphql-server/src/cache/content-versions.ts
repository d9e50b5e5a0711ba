// One content version per kind of content (docs/architecture.md "Cache and invalidation"). Every admin
// write bumps its kind and tells the other instances: `NOTIFY content_changed` on PostgreSQL
// (heard on a dedicated LISTEN connection), or Redis pub/sub when REDIS_URL is set. Every
// instance then drops its page and read caches (they listen to `onChange`). Scheduled content
// needs no write: each instance sets a timer for the next future publishedAt and bumps then.
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { log } from '../logger';
import { systemClock, type Clock, type ClockTimer } from '../shared/clock';

const CONTENT_KINDS = ['posts', 'resources', 'categories', 'settings', 'pages'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const CONTENT_CHANNEL = 'content_changed';
/** setTimeout's ceiling; a later publish time is re-checked when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const RECONNECT_MS = 1000;

interface Message {
  kind: ContentKind;
  from: string;
}

export interface ContentVersionsOptions {
  /** Redis pub/sub instead of PostgreSQL LISTEN/NOTIFY. */
  redisUrl?: string;
  /**
   * Listen for other instances' writes (default off: this process only). The embedded database
   * is one process's by construction (a lock file), so only real PostgreSQL or Redis need it.
   */
  listen?: boolean;
}

export class ContentVersions {
  /** This instance's id: its own messages are not applied twice. */
  readonly instanceId = crypto.randomUUID();
  private readonly versions = new Map<ContentKind, number>(CONTENT_KINDS.map((kind) => [kind, 0]));
  private readonly events = new EventEmitter();
  private generation = 0;
  private listener?: Client;
  private redisSub?: Redis;
  private redisPub?: Redis;
  private publishTimer?: ClockTimer;
  private reconnectTimer?: NodeJS.Timeout;
  private closed = false;
  private started?: Promise<void>;

  constructor(
    private readonly db: DataSource,
    private readonly options: ContentVersionsOptions = {},
    /** When scheduled content goes live (tests move it). */
    private readonly clock: Clock = systemClock,
  ) {
    this.events.setMaxListeners(50);
  }

  /** A token that changes whenever any content changes: part of every cache key and ETag. */
  token(): string {
    return `${this.generation}.${CONTENT_KINDS.map((kind) => this.versions.get(kind)).join('.')}`;
  }

  version(kind: ContentKind): number {
    return this.versions.get(kind) ?? 0;
  }

  /** Called (synchronously) after every change, local or announced by another instance. */
  onChange(listener: (kind: ContentKind) => void): () => void {
    this.events.on('change', listener);
    return () => this.events.off('change', listener);
  }

  /** An admin wrote content of this kind: drop this instance's caches and tell the others. */
  async changed(kind: ContentKind): Promise<void> {
    this.apply(kind);
    const message = JSON.stringify({ kind, from: this.instanceId } satisfies Message);
    try {
      if (this.redisPub) await this.redisPub.publish(CONTENT_CHANNEL, message);
      else await this.db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, message]);
    } catch (error) {
      // The write itself succeeded; other instances catch up at their caches' time limit.
      log().warn({ err: error }, 'Could not announce a content change to other instances');
    }
    void this.scheduleNextPublish();
  }

  /** Start listening (once) and arm the next-publish timer. */
  start(): Promise<void> {
    this.started ??= (async () => {
      if (this.options.listen) {
        if (this.options.redisUrl) await this.listenRedis(this.options.redisUrl);
        else await this.listenPostgres();
      }
      await this.scheduleNextPublish();
    })();
    return this.started;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.publishTimer?.cancel();
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    this.redisSub?.disconnect();
    this.redisPub?.disconnect();
  }

  private apply(kind: ContentKind): void {
    this.versions.set(kind, (this.versions.get(kind) ?? 0) + 1);
    this.events.emit('change', kind);
  }

  /** Everything may have changed (a lost connection: messages may have been missed). */
  private applyAll(): void {
    this.generation++;
    this.events.emit('change', 'settings');
  }

  private receive(payload: string | undefined): void {
    try {
      const message = JSON.parse(payload ?? '') as Partial<Message>;
      if (message.from === this.instanceId) return;
      const kind = CONTENT_KINDS.includes(message.kind as ContentKind) ? (message.kind as ContentKind) : undefined;
      if (kind) this.apply(kind);
      else this.applyAll();
      if (kind === 'posts' || kind === 'resources' || kind === 'pages') void this.scheduleNextPublish();
    } catch {
      this.applyAll();
    }
  }

  private async listenPostgres(): Promise<void> {
    const url = (this.db.options as { url?: string }).url;
    if (!url || this.closed) return;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    const retry = () => {
      if (this.closed || this.listener !== client) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      this.applyAll();
      this.reconnectTimer = setTimeout(() => void this.listenPostgres().catch(() => retry()), RECONNECT_MS);
      this.reconnectTimer.unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) this.receive(message.payload);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      log().warn({ err: error }, 'Cannot listen for content changes yet; retrying');
      retry();
    }
  }

  private async listenRedis(url: string): Promise<void> {
    const { Redis: RedisClient } = await import('ioredis');
    this.redisPub = new RedisClient(url, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redisSub = new RedisClient(url, { lazyConnect: false, maxRetriesPerRequest: null });
    this.redisPub.on('error', () => undefined);
    this.redisSub.on('error', () => undefined);
    // After a reconnection messages may have been missed: drop everything once.
    let connectedBefore = false;
    this.redisSub.on('ready', () => {
      if (connectedBefore) this.applyAll();
      connectedBefore = true;
    });
    this.redisSub.on('message', (channel: string, payload: string) => {
      if (channel === CONTENT_CHANNEL) this.receive(payload);
    });
    await this.redisSub.subscribe(CONTENT_CHANNEL);
  }

  /** Arm a timer for the next scheduled publication (posts, resources or pages; drafts never go live by date): the caches drop then. */
  async scheduleNextPublish(): Promise<void> {
    if (this.closed) return;
    let next: Date | null;
    try {
      const rows = (await this.db.query(
        `SELECT LEAST((SELECT min("publishedAt") FROM "blog_posts" WHERE "publishedAt" > now() AND "state" = 'PUBLISHED'),
                      (SELECT min("publishedAt") FROM "resources" WHERE "publishedAt" > now() AND "state" = 'PUBLISHED'),
                      (SELECT min("publishedAt") FROM "pages" WHERE "publishedAt" > now() AND "state" = 'PUBLISHED')) AS "next"`,
      )) as Array<{ next: Date | string | null }>;
      next = rows[0]?.next ? new Date(rows[0].next) : null;
    } catch {
      // The database is away; the next change or reconnection re-arms the timer.
      return;
    }
    this.publishTimer?.cancel();
    if (!next || this.closed) return;
    const delay = Math.max(0, next.getTime() - this.clock.now()) + 5;
    this.publishTimer = this.clock.setTimer(
      () => {
        if (delay <= MAX_TIMER_MS) {
          this.apply('posts');
          this.apply('resources');
          this.apply('pages');
        }
        void this.scheduleNextPublish();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }
}

/**
 * Announce the writes of a service: after each of `methods` succeeds, `versions.changed(kind)`.
 * Keeps the services free of cache concerns (services.ts wires it).
 */
export function announceWrites<T extends object>(
  service: T,
  kind: ContentKind,
  methods: ReadonlyArray<keyof T & string>,
  versions: ContentVersions,
): T {
  for (const name of methods) {
    const original = service[name];
    if (typeof original !== 'function') continue;
    Object.defineProperty(service, name, {
      configurable: true,
      writable: true,
      value: async (...args: unknown[]) => {
        const result = await (original as (...a: unknown[]) => Promise<unknown>).apply(service, args);
        await versions.changed(kind);
        return result;
      },
    });
  }
  return service;
}

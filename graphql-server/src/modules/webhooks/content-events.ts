// Which webhook event a change of a post or a resource is (issue 15, decision 0029), and what its
// body says. An item's public life is what integrators follow: it becomes public (published),
// changes while public (updated), stops being public (unpublished) or is deleted while public
// (deleted). Drafts and items in review produce nothing. A scheduled item is flagged
// (`publishEventDue`) when saved, and its `published` event is sent by `sendDuePublishedEvents`
// once its time has come — exactly once, whichever instance's sweep claims the flag.
import type { DataSource, EntityManager } from 'typeorm';
import { contentStatus, type EditorialState } from '../../../../schema/validation/editorial';
import type { WebhookEvent } from '../../../../schema/validation/webhooks';

type ContentKind = 'post' | 'resource' | 'page';

const TABLES: Record<ContentKind, string> = { post: 'blog_posts', resource: 'resources', page: 'pages' };

/** What decides whether an item is public. */
interface ContentState {
  state: string;
  publishedAt: Date | null;
}

/** What a content event's body carries about the item (no article body: fetch it by id). */
interface ContentSummary extends ContentState {
  id: string;
  title: string;
  slug?: string;
  updatedAt?: Date;
}

/** Enqueues an event's deliveries in the caller's transaction (WebhooksService.emit). */
export interface WebhookEventSink {
  emit(manager: EntityManager, event: WebhookEvent, data: Record<string, unknown>): Promise<void>;
}

function isPublicNow(item: ContentState, now: Date): boolean {
  return item.state === 'PUBLISHED' && item.publishedAt != null && item.publishedAt.getTime() <= now.getTime();
}

function isScheduled(item: ContentState, now: Date): boolean {
  return item.state === 'PUBLISHED' && item.publishedAt != null && item.publishedAt.getTime() > now.getTime();
}

/** The event of a change from `before` (null: created) to `after` (null: deleted), or null for none. */
export function contentEventOf(kind: ContentKind, before: ContentState | null, after: ContentState | null, now: Date): WebhookEvent | null {
  const was = before != null && isPublicNow(before, now);
  const is = after != null && isPublicNow(after, now);
  if (!after) return was ? `${kind}.deleted` : null;
  if (is) return was ? `${kind}.updated` : `${kind}.published`;
  return was ? `${kind}.unpublished` : null;
}

/** The event's `data`: `{ post: {...} }`, `{ resource: {...} }` or `{ page: {...} }`. A deleted item keeps only its id, title and slug. */
export function contentEventData(kind: ContentKind, item: ContentSummary, deleted: boolean): Record<string, unknown> {
  const base = { id: item.id, title: item.title, ...(item.slug ? { slug: item.slug } : {}) };
  if (deleted) return { [kind]: base };
  return {
    [kind]: {
      ...base,
      // One status, as the feeds and reads show it; `state` (what it is computed from) is deprecated.
      status: item.publishedAt ? contentStatus(item.state as EditorialState, item.publishedAt) : item.state,
      state: item.state,
      publishedAt: item.publishedAt?.toISOString() ?? null,
      updatedAt: item.updatedAt?.toISOString() ?? null,
    },
  };
}

/** Snapshot of the fields that decide the event, taken before a save changes the row in place. */
export function stateOf(item: ContentState): ContentState {
  return { state: item.state, publishedAt: item.publishedAt };
}

/**
 * Enqueue the event of one change, if it is one, with the caller's transaction. `after` is the
 * saved item (or null when deleted, then `deleted` describes it).
 */
export async function emitContentChange(
  sink: WebhookEventSink | undefined,
  manager: EntityManager,
  kind: ContentKind,
  before: ContentState | null,
  after: ContentSummary | null,
  deleted?: ContentSummary,
): Promise<void> {
  const now = new Date();
  if (after) {
    // The `published` event of a scheduled item is due at its time; any other save cancels it.
    await manager.query(`UPDATE "${TABLES[kind]}" SET "publishEventDue" = $2 WHERE id = $1 AND "publishEventDue" IS DISTINCT FROM $2`, [
      after.id,
      isScheduled(after, now),
    ]);
  }
  if (!sink) return;
  const event = contentEventOf(kind, before, after, now);
  const item = after ?? deleted;
  if (!event || !item) return;
  await sink.emit(manager, event, contentEventData(kind, item, after == null));
}

/** How often each instance looks for scheduled items whose time has come. */
export const PUBLISH_SWEEP_MS = 30_000;

/**
 * Send the `published` event of every scheduled post and resource whose time has come, and clear
 * its flag, in one transaction per kind: the UPDATE claims the rows, so with several instances
 * each event is enqueued once. Answers how many were sent.
 */
export async function sendDuePublishedEvents(db: DataSource, sink: WebhookEventSink): Promise<number> {
  let sent = 0;
  for (const kind of ['post', 'resource', 'page'] as const) {
    sent += await db.transaction(async (manager) => {
      const rows = (await manager.query(
        `WITH due AS (
           UPDATE "${TABLES[kind]}" SET "publishEventDue" = false
            WHERE "publishEventDue" AND "state" = 'PUBLISHED' AND "publishedAt" <= now()
           RETURNING id, title, ${kind === 'resource' ? '' : 'slug, '}"state", "publishedAt", "updatedAt")
         SELECT * FROM due ORDER BY "publishedAt", id`,
      )) as ContentSummary[];
      for (const row of rows) await sink.emit(manager, `${kind}.published`, contentEventData(kind, row, false));
      return rows.length;
    });
  }
  return sent;
}

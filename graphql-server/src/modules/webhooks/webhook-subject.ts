// What every webhook event is about (issue 35, decision 0060): the item's kind (as the sync feeds
// and tombstones spell it), id, version and updatedAt at the event, and a per-item sequence.
// Deliveries are at-least-once and unordered (retries, several workers), so a receiver needs
// something to order by: `sequence` rises by one with each event about the same item, in the
// order the changes committed (the counter's row is locked by the change's transaction until it
// commits), so "apply only if sequence > the one I stored" makes applying idempotent and ordered.
import type { EntityManager } from 'typeorm';
import type { WebhookEvent } from '../../../../schema/validation/webhooks';
import { KIND_SPECS, type SyncKind } from '../sync/sync-kinds';

export interface EventSubject {
  kind: SyncKind;
  id: string;
  /** The item's version after the change (posts, resources, categories, leads all carry one); after a deletion, the last one seen. */
  version: number | null;
  /** The item's updatedAt after the change; after a deletion, when it was deleted. */
  updatedAt: string | null;
  /** 1 for the first event about the item, then one more for each event. */
  sequence: number;
}

const LEAD_KINDS: Record<string, SyncKind> = { playbook: 'PLAYBOOK_LEAD', contact: 'CONTACT_REQUEST' };

/** The kind and id an event's `data` is about, or null (a `ping`). */
export function subjectRefOf(event: WebhookEvent | string, data: Record<string, unknown>): { kind: SyncKind; id: string } | null {
  const [prefix, second] = event.split('.');
  const item = data[prefix] as { id?: unknown; type?: unknown } | undefined;
  if (!item || typeof item.id !== 'string') return null;
  if (prefix === 'post') return { kind: 'POST', id: item.id };
  if (prefix === 'resource') return { kind: 'RESOURCE', id: item.id };
  if (prefix === 'category') return { kind: 'CATEGORY', id: item.id };
  if (prefix === 'lead') {
    const kind = LEAD_KINDS[String(item.type ?? second)];
    return kind ? { kind, id: item.id } : null;
  }
  return null;
}

/**
 * Reads the item's version and updatedAt (or its tombstone) and takes the next sequence number,
 * in the caller's transaction: call it after the change is written.
 */
export async function stampSubject(manager: EntityManager, ref: { kind: SyncKind; id: string }): Promise<EventSubject> {
  const table = KIND_SPECS[ref.kind].table;
  const [row]: Array<{ version: number | null; updatedAt: Date }> = await manager.query(
    `SELECT version, "updatedAt" FROM "${table}" WHERE id = $1`,
    [ref.id],
  );
  const [gone]: Array<{ deletedAt: Date }> = row
    ? []
    : await manager.query('SELECT "deletedAt" FROM sync_tombstones WHERE kind = $1 AND id = $2', [ref.kind, ref.id]);
  const [counter]: Array<{ sequence: number; version: number | null }> = await manager.query(
    `INSERT INTO webhook_item_sequences (kind, id, sequence, version) VALUES ($1, $2, 1, $3)
       ON CONFLICT (kind, id) DO UPDATE
         SET sequence = webhook_item_sequences.sequence + 1, version = COALESCE(EXCLUDED.version, webhook_item_sequences.version)
     RETURNING sequence::int AS sequence, version`,
    [ref.kind, ref.id, row?.version ?? null],
  );
  const at = row?.updatedAt ?? gone?.deletedAt ?? null;
  return { ...ref, version: counter.version, updatedAt: at ? new Date(at).toISOString() : null, sequence: counter.sequence };
}

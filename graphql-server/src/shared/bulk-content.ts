// Bulk publish / unpublish / delete of the admin content tables (issue 12, decision 0027): one
// call for many ids, each item checked with the rules of the single action (an Author cannot
// publish, nor change someone else's work), each in its own transaction, so one refusal never
// undoes the others. The answer says which were done and why the others were refused.
import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE, type Actor } from '../auth/permissions';
import type { EditorialState } from '../../../schema/validation/editorial';
import { MAX_PAGE_SIZE } from '../../../schema/validation/paging';
import { DomainError, InputValidationError, isUuid } from './errors';
import { editorialOutcome, type Stored } from './editorial';

/** At most one table page of the largest size per call: no unbounded work from one request. */
const MAX_BULK_ITEMS = MAX_PAGE_SIZE;
export const BULK_SIZE_MESSAGE = `Select from 1 to ${MAX_BULK_ITEMS} items at a time.`;

interface BulkRefusal {
  id: string;
  title: string | null;
  message: string;
}

export interface BulkOutcome {
  succeeded: string[];
  refused: BulkRefusal[];
}

interface ContentRow extends Stored, ObjectLiteral {
  id: string;
  title: string;
  ownerId: string | null;
}

/**
 * Called in an item's transaction after it changed (before: its state until now, null for none;
 * after: the saved row, null when deleted, then `deleted` is the row that was): the content
 * webhook events (issue 15).
 */
export type ContentChange<T> = (manager: EntityManager, before: Stored | null, after: T | null, deleted?: T) => Promise<void>;

/** The distinct ids asked for, or the 400 when there are none or too many. */
function distinctIds(ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_BULK_ITEMS) throw new InputValidationError([{ field: 'ids', message: BULK_SIZE_MESSAGE }]);
  return unique;
}

const reason = (error: unknown): string => {
  if (error instanceof DomainError || error instanceof InputValidationError) return error.message;
  throw error;
};

/** Run `action` on each id (at most 100, distinct); a rule's refusal is recorded, anything else (the database down) is thrown. */
export async function eachItem(
  ids: readonly string[],
  notFoundMessage: string,
  action: (id: string) => Promise<string | null>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { succeeded: [], refused: [] };
  for (const id of distinctIds(ids)) {
    if (!isUuid(id)) {
      outcome.refused.push({ id, title: null, message: notFoundMessage });
      continue;
    }
    try {
      const title = await action(id);
      if (title === null) outcome.refused.push({ id, title: null, message: notFoundMessage });
      else outcome.succeeded.push(id);
    } catch (error) {
      outcome.refused.push({ id, title: (error as { title?: string }).title ?? null, message: reason(error) });
    }
  }
  return outcome;
}

/**
 * Set the state of each item, as a single save of that state would: its version is bumped and
 * `changed` (its revision, its webhook events: decisions 0029, 0032) runs in the same transaction.
 */
export function bulkSetState<T extends ContentRow>(
  repo: Repository<T>,
  entity: EntityTarget<T>,
  ids: readonly string[],
  state: EditorialState,
  actor: Actor | null | undefined,
  notFoundMessage: string,
  changed?: ContentChange<T>,
): Promise<BulkOutcome> {
  return eachItem(ids, notFoundMessage, (id) =>
    repo.manager.transaction(async (manager) => {
      const existing = await manager.findOne(entity, { where: { id } as never, lock: { mode: 'pessimistic_write' } });
      if (!existing) return null;
      try {
        if (!mayChange(actor, existing.ownerId)) throw new DomainError('FORBIDDEN', NOT_OWN_WORK_MESSAGE);
        const outcome = editorialOutcome({ status: state }, existing, actor);
        if (existing.state !== outcome.state) {
          const before: Stored = { state: existing.state, version: existing.version, publishedAt: existing.publishedAt };
          const saved = await manager.save(entity, manager.merge(entity, existing, outcome as never));
          await changed?.(manager, before, saved as T);
        }
        return existing.title;
      } catch (error) {
        // The refusal names the item, so the summary can say which one was refused.
        throw Object.assign(error as Error, { title: existing.title });
      }
    }),
  );
}

/** Delete each item (the caller checked the role that may delete). */
export function bulkDelete<T extends ContentRow>(
  repo: Repository<T>,
  ids: readonly string[],
  notFoundMessage: string,
  changed?: ContentChange<T>,
): Promise<BulkOutcome> {
  return eachItem(ids, notFoundMessage, (id) =>
    repo.manager.transaction(async (manager) => {
      const existing = await manager.findOne(repo.target, { where: { id } as never });
      if (!existing) return null;
      await manager.delete(repo.target, id);
      await changed?.(manager, existing, null, existing);
      return existing.title;
    }),
  );
}

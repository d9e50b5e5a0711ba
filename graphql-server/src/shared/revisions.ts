// What posts and pages share of their revisions (decision 0025): who saved, how many are kept, and
// the pruning that runs in each save's transaction after its revision is written.
import type { EntityManager } from 'typeorm';
import type { Actor } from '../auth/permissions';

/** Revisions kept per item; older ones are pruned as a new one is written. */
export const REVISIONS_KEPT = 50;

/** Who saves, as the revision records it (a CurrentUser fits). */
export type Saver = Actor & { username?: string };

/** The revision columns naming who saved. */
export function savedByColumns(actor: Saver | null | undefined): { savedById: string | null; savedBy: string | null } {
  return { savedById: actor?.id ?? null, savedBy: actor?.username ?? null };
}

/** Drop the item's revisions beyond the newest REVISIONS_KEPT (`table` and `owner` are this code's own names). */
export async function pruneRevisions(
  manager: EntityManager,
  table: 'post_revisions' | 'page_revisions',
  owner: 'postId' | 'pageId',
  id: string,
): Promise<void> {
  await manager.query(
    `DELETE FROM "${table}" WHERE "${owner}" = $1 AND "id" NOT IN
       (SELECT "id" FROM "${table}" WHERE "${owner}" = $1 ORDER BY "version" DESC, "createdAt" DESC LIMIT $2)`,
    [id, REVISIONS_KEPT],
  );
}

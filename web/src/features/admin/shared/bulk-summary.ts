// What a bulk action says when it is done (issue 12, decision 0027): how many were changed and
// which were refused and why — "3 published, 1 refused: "Cloud bills" (Authors cannot publish...)".
// Pure, so tests/unit can check it.

export interface BulkOutcomeLike {
  succeeded: readonly string[];
  refused: ReadonlyArray<{ id: string; title?: string | null; message: string }>;
}

/** The past tense of each action, as the summary says it. */
const BULK_VERBS = { publish: 'published', unpublish: 'unpublished', delete: 'deleted', update: 'updated', erase: 'erased' } as const;
export type BulkAction = keyof typeof BULK_VERBS;

/** At most this many refusals are named; the rest are counted. */
const NAMED_REFUSALS = 3;

export function bulkSummary(action: BulkAction, outcome: BulkOutcomeLike): string {
  const done = `${outcome.succeeded.length} ${BULK_VERBS[action]}`;
  if (outcome.refused.length === 0) return done;
  const named = outcome.refused.slice(0, NAMED_REFUSALS).map((r) => `${r.title ? `"${r.title}"` : r.id} (${r.message})`);
  const more = outcome.refused.length > NAMED_REFUSALS ? `, and ${outcome.refused.length - NAMED_REFUSALS} more` : '';
  return `${done}, ${outcome.refused.length} refused: ${named.join('; ')}${more}`;
}

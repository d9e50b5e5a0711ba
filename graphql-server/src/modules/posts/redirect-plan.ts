// What a slug change does to the redirects (issue 12, decision 0031), as a pure function over the
// rows it touches, so the rule lives in one place and is unit-tested:
// - a post that takes a slug removes the redirect from it (the address is a post again);
// - a published post moving from `oldSlug` to `newSlug` adds old → new, and every redirect that
//   led to old now leads to new (A→B, then B→C: A→C), so no chain is ever followed.

export interface Redirect {
  fromSlug: string;
  toSlug: string;
}

export interface RedirectPlan {
  /** fromSlug of the redirects to delete. */
  remove: string[];
  /** Redirects to insert or point elsewhere (by fromSlug). */
  upsert: Redirect[];
}

/**
 * `touched`: the existing redirects from `newSlug` or `oldSlug` or to `oldSlug`. `oldSlug` null (a
 * new post, or a change that records no redirect): only the removal applies.
 */
export function planSlugChange(touched: readonly Redirect[], oldSlug: string | null, newSlug: string): RedirectPlan {
  const remove = new Set(touched.filter((r) => r.fromSlug === newSlug).map((r) => r.fromSlug));
  const upsert = new Map<string, Redirect>();
  if (oldSlug !== null && oldSlug !== newSlug) {
    for (const r of touched) {
      if (r.toSlug === oldSlug && r.fromSlug !== newSlug) upsert.set(r.fromSlug, { fromSlug: r.fromSlug, toSlug: newSlug });
    }
    upsert.set(oldSlug, { fromSlug: oldSlug, toSlug: newSlug });
    remove.delete(oldSlug);
  }
  return { remove: [...remove], upsert: [...upsert.values()] };
}

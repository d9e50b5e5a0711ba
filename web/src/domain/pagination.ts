// The page list of a pagination control (SPEC §2 'Blog list'): the first and last page, the
// current page and its neighbours, and an ellipsis gap marker where pages are left out.

/** The marker standing for one or more pages left out of the list. */
export const GAP = '…' as const;

export type PageItem = number | typeof GAP;

/**
 * The pages to show for `current` of `total`, in order, with GAP where pages are skipped.
 * pages(1, 10) -> [1, 2, '…', 10]; pages(5, 10) -> [1, '…', 4, 5, 6, '…', 10]; pages(1, 1) -> [1].
 *
 * A gap that would hide exactly one page shows that page instead (a marker takes the same room
 * as the page it hides): pages(4, 10) -> [1, 2, 3, 4, 5, '…', 10]. `current` is clamped to
 * 1..total; no pages (total < 1) gives an empty list.
 */
export function pages(current: number, total: number): PageItem[] {
  const last = Math.floor(total);
  if (!(last >= 1)) return [];
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);

  const shown = new Set<number>([1, last]);
  for (let p = page - 1; p <= page + 1; p += 1) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push(GAP);
    items.push(p);
    previous = p;
  }
  return items;
}

/** A page number read from a URL query value: a whole number of at least 1, else 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

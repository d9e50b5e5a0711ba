// An article's (or any page's) own numbers over a range (issue 32): for its editor and the posts
// table. The closed days from the roll-ups, the open day from the raw events (rollups.ts).
import type { DataSource } from 'typeorm';
import { partOf, type AggregateRow } from './rollups';

export interface PageNumbers {
  path: string;
  visitors: number;
  pageviews: number;
  /** Visits that began on the page. */
  entries: number;
  /** Visits that saw the page and ended in a lead. */
  leads: number;
}

/** At most this many paths per call. */
export const MAX_PAGE_PATHS = 100;

export async function pageNumbers(db: Pick<DataSource, 'query'>, paths: readonly string[], from: Date, to: Date): Promise<PageNumbers[]> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return [];
  const part = await partOf(db, from, to, 'day');
  const wanted = new Set(unique);
  const rows = new Map<string, AggregateRow>();
  for (const row of part.rows) {
    if (wanted.has(row.value) && (row.dimension === 'page' || row.dimension === 'entry' || row.dimension === 'pageVisit')) {
      rows.set(`${row.dimension} ${row.value}`, row);
    }
  }
  return unique.map((path) => ({
    path,
    visitors: rows.get(`page ${path}`)?.visitors ?? 0,
    pageviews: rows.get(`page ${path}`)?.pageviews ?? 0,
    entries: rows.get(`entry ${path}`)?.visits ?? 0,
    leads: rows.get(`pageVisit ${path}`)?.leads ?? 0,
  }));
}

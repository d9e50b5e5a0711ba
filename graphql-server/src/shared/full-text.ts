// The public full-text search (docs/decisions/0012-search-and-seo.md): a visitor's text becomes a
// PostgreSQL tsquery — websearch_to_tsquery's syntax ("quoted phrases", -exclusions, OR) for what
// is typed, and a prefix match on the last word while it is still being typed, so "kuber" already
// finds "Kubernetes". Ranked with ts_rank over the weighted `searchVector` columns.
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** The text-search configuration of the search vectors (english: stemming and stop words). */
const TEXT_SEARCH_CONFIG = 'english';
/** Longer search texts are cut (a tsquery's cost grows with its terms). */
export const MAX_SEARCH_LENGTH = 200;

export interface TextQuery {
  /** For websearch_to_tsquery: every complete word, or the whole text when it uses the syntax. */
  words: string;
  /** For to_tsquery: the last, unfinished word as `word:*`, or '' for none. */
  prefix: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Split a visitor's search into complete words and the word being typed. Text using the search
 * syntax (quotes, a leading -, OR) is passed on whole, without a prefix; otherwise a text ending
 * in a letter or digit has its last word matched as a prefix. Null when nothing is left to search.
 */
export function textQuery(input: string | null | undefined): TextQuery | null {
  const raw = (input ?? '').slice(0, MAX_SEARCH_LENGTH);
  const text = raw.trim();
  if (!text) return null;
  const usesSyntax = /"/.test(text) || /(^|\s)-\S/.test(text) || /(^|\s)or(\s|$)/i.test(text);
  if (usesSyntax) return { words: text, prefix: '' };
  const words = text.match(WORD) ?? [];
  if (words.length === 0) return { words: text, prefix: '' };
  const typing = /[\p{L}\p{N}]$/u.test(raw);
  if (!typing) return { words: words.join(' '), prefix: '' };
  const last = words[words.length - 1].toLowerCase();
  return { words: words.slice(0, -1).join(' '), prefix: `${last}:*` };
}

/** The SQL tsquery of a TextQuery bound as :ftsWords and :ftsPrefix. */
const TSQUERY_SQL = `(websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', :ftsWords) && to_tsquery('${TEXT_SEARCH_CONFIG}', :ftsPrefix))`;

/**
 * How many matches a public search ranks at most: the newest this many. A broad word ("cost",
 * "kubernet" at 100,000 posts) matches thousands of rows; matching, ranking and counting every one
 * of them grew with the table (6.47x the 100-post cost). The newest matches are found by walking
 * the date index until this many have matched (the GIN index when the word is rare: the planner's
 * choice), ranked, and counted, in one statement. A reader pages through the best of them
 * (20 pages of 6); an older post is found with a more precise search.
 */
export const SEARCH_CANDIDATES = 120;

/**
 * How many of the newest rows the first try walks. Whether a search is broad or precise is not
 * known in advance, and the planner's guess can be far off (a common word with a rare number:
 * "review 4242" walked all 100,000 posts by date looking for 120 matches). So the first statement
 * walks at most this many of the newest rows: a broad search finds its candidates there and
 * stops; a precise one, having found fewer, is answered from the full-text index alone.
 */
export const SEARCH_WINDOW = 2000;

export interface BoundedSearchPage {
  /** The ids of the page, best match first (then newest, then id). */
  ids: string[];
  /** How many matches were ranked: every match, or SEARCH_CANDIDATES when there are more. */
  total: number;
}

/**
 * One page of a public search among the newest `candidates` matches of `query` (whose own
 * conditions — published, a category — are set): one statement for a broad search, a short
 * transaction of three for a precise one. Null when there is no search.
 */
export async function boundedSearchPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  search: string | null | undefined,
  dateColumn: string,
  page: { offset: number; limit: number },
  candidates = SEARCH_CANDIDATES,
): Promise<BoundedSearchPage | null> {
  const parsed = textQuery(search);
  if (!parsed) return null;
  const fromWindow = await searchNewestRows(query, alias, parsed, dateColumn, page, candidates);
  if (fromWindow) return fromWindow;
  // Fewer than `candidates` matches among the newest SEARCH_WINDOW rows: a precise search. Its
  // matches are read from the full-text index (plain and date-index scans are turned off for this
  // one transaction, whatever the planner estimates), then sorted by date.
  return query.connection.transaction(async (manager) => {
    await manager.query('SET LOCAL enable_seqscan = off');
    await manager.query('SET LOCAL enable_indexscan = off');
    return searchAllRows(query, alias, parsed, dateColumn, page, candidates, (sql, parameters) => manager.query(sql, parameters));
  });
}

type Run = (sql: string, parameters: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** The tsquery of a TextQuery, as SQL with positional parameters $n and $n+1. */
const tsquerySql = (n: number) =>
  `(websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', $${n}) && to_tsquery('${TEXT_SEARCH_CONFIG}', $${n + 1}))`;

/**
 * The first try: the newest `candidates` matches among the newest SEARCH_WINDOW rows (a walk of
 * the date index that stops at `candidates` matches), ranked, counted and paged in one statement.
 * Null when that walk found fewer matches and rows beyond the window remain unread.
 */
async function searchNewestRows<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  parsed: TextQuery,
  dateColumn: string,
  page: { offset: number; limit: number },
  candidates: number,
): Promise<BoundedSearchPage | null> {
  const windowed = query
    .clone()
    .select(`${alias}.id`, 'id')
    .addSelect(`${alias}.${dateColumn}`, 'sort_date')
    .addSelect(`${alias}."searchVector"`, 'search_vector')
    .orderBy(`${alias}.${dateColumn}`, 'DESC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .limit(SEARCH_WINDOW);
  const [sql, parameters] = windowed.getQueryAndParameters();
  const n = parameters.length;
  const tsquery = tsquerySql(n + 1);
  const rows = (await query.connection.query(
    `WITH candidates AS MATERIALIZED (
       SELECT w.id, w.sort_date, ts_rank(w.search_vector, ${tsquery}) AS search_rank
         FROM (${sql}) AS w WHERE w.search_vector @@ ${tsquery}
        ORDER BY w.sort_date DESC, w.id ASC LIMIT $${n + 3})
     SELECT c.id, (SELECT count(*) FROM candidates) AS total,
            CASE WHEN (SELECT count(*) FROM candidates) < $${n + 3}
                 THEN (SELECT count(*) FROM (${sql}) AS walked) END AS walked
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT id FROM candidates ORDER BY search_rank DESC, sort_date DESC, id ASC LIMIT $${n + 4} OFFSET $${n + 5}
       ) AS c ON true`,
    [...parameters, parsed.words, parsed.prefix, candidates, page.limit, page.offset],
  )) as Array<{ id: string | null; total: number | string | null; walked: number | string | null }>;
  const total = Number(rows[0].total);
  const walked = rows[0].walked === null ? null : Number(rows[0].walked);
  if (total < candidates && walked !== null && walked >= SEARCH_WINDOW) return null;
  return { ids: rows.filter((row) => row.id !== null).map((row) => row.id as string), total };
}

/** Every match of the search (the newest `candidates` of them), ranked, counted and paged. */
async function searchAllRows<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  parsed: TextQuery,
  dateColumn: string,
  page: { offset: number; limit: number },
  candidates: number,
  run: Run,
): Promise<BoundedSearchPage> {
  const newest = query
    .clone()
    .select(`${alias}.id`, 'id')
    .addSelect(`${alias}.${dateColumn}`, 'sort_date')
    .addSelect(`ts_rank(${alias}."searchVector", ${TSQUERY_SQL})`, 'search_rank')
    .andWhere(`${alias}."searchVector" @@ ${TSQUERY_SQL}`, { ftsWords: parsed.words, ftsPrefix: parsed.prefix })
    .orderBy(`${alias}.${dateColumn}`, 'DESC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .limit(candidates);
  const [sql, parameters] = newest.getQueryAndParameters();
  const n = parameters.length;
  const rows = (await run(
    `WITH candidates AS MATERIALIZED (${sql})
     SELECT id, (SELECT count(*) FROM candidates) AS total FROM candidates
      ORDER BY search_rank DESC, sort_date DESC, id ASC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...parameters, page.limit, page.offset],
  )) as Array<{ id: string; total: number | string }>;
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0].total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  // Past the last page: the total still counts (one more short statement, rare).
  const counted = (await run(`SELECT count(*) AS total FROM (${sql}) AS candidates`, parameters)) as Array<{
    total: number | string;
  }>;
  return { ids: [], total: Number(counted[0]?.total ?? 0) };
}

/**
 * Restrict `query` to rows whose `alias."searchVector"` matches the search, and order them by
 * rank (best first), then newest first. Returns false (query untouched) when there is no search.
 */
export function applyTextSearch<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  search: string | null | undefined,
  dateColumn: string,
): boolean {
  const parsed = textQuery(search);
  if (!parsed) return false;
  query
    .andWhere(`${alias}."searchVector" @@ ${TSQUERY_SQL}`, { ftsWords: parsed.words, ftsPrefix: parsed.prefix })
    .addSelect(`ts_rank(${alias}."searchVector", ${TSQUERY_SQL})`, 'search_rank')
    .orderBy('search_rank', 'DESC')
    .addOrderBy(`${alias}.${dateColumn}`, 'DESC')
    .addOrderBy(`${alias}.id`, 'ASC');
  return true;
}

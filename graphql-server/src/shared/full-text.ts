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

export interface BoundedSearchPage {
  /** The ids of the page, best match first (then newest, then id). */
  ids: string[];
  /** How many matches were ranked: every match, or SEARCH_CANDIDATES when there are more. */
  total: number;
}

/**
 * One page of a public search among the newest `candidates` matches of `query` (whose own
 * conditions — published, a category — are set), in one statement. Null when there is no search.
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
  const rows: Array<{ id: string; total: number | string }> = await query.connection.query(
    `WITH candidates AS MATERIALIZED (${sql})
     SELECT id, (SELECT count(*) FROM candidates) AS total FROM candidates
      ORDER BY search_rank DESC, sort_date DESC, id ASC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...parameters, page.limit, page.offset],
  );
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0].total) };
  if (page.offset === 0) return { ids: [], total: 0 };
  // Past the last page: the total still counts (one more short statement, rare).
  const counted: Array<{ total: number | string }> = await query.connection.query(
    `SELECT count(*) AS total FROM (${sql}) AS candidates`,
    parameters,
  );
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

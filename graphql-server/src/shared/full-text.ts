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
 * How many matches a search ranks at most: the newest this many. A broad word ("cost", "kubernet"
 * at 100,000 posts) matches most rows; ranking and counting every one of them grew with the table
 * (6.47x the 100-post cost). Past this many, the best matches among the newest are what a reader
 * can page through (167 pages of 6), and the total says this many.
 */
export const SEARCH_CANDIDATES = 1000;

/**
 * Like applyTextSearch, for a public list: only the newest SEARCH_CANDIDATES matches (found by
 * walking the date index, or by the GIN index when they are few — the planner's choice) are
 * ranked, so a search costs the same at any size. The query's own conditions (published, a
 * category...) must already be set; a getCount() of it is then capped at SEARCH_CANDIDATES.
 */
export function applyBoundedTextSearch<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  search: string | null | undefined,
  dateColumn: string,
  candidates = SEARCH_CANDIDATES,
): boolean {
  const parsed = textQuery(search);
  if (!parsed) return false;
  const newestMatches = query
    .clone()
    .select(`${alias}.id`)
    .andWhere(`${alias}."searchVector" @@ ${TSQUERY_SQL}`, { ftsWords: parsed.words, ftsPrefix: parsed.prefix })
    .orderBy(`${alias}.${dateColumn}`, 'DESC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .limit(candidates);
  query
    .andWhere(`${alias}.id IN (${newestMatches.getQuery()})`)
    .setParameters(newestMatches.getParameters())
    .addSelect(`ts_rank(${alias}."searchVector", ${TSQUERY_SQL})`, 'search_rank')
    .orderBy('search_rank', 'DESC')
    .addOrderBy(`${alias}.${dateColumn}`, 'DESC')
    .addOrderBy(`${alias}.id`, 'ASC');
  return true;
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

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

/**
 * The SQL tsquery of a TextQuery, its two values bound by the given placeholders (`:ftsWords` and
 * `:ftsPrefix` for TypeORM, `$5` and `$6` in raw SQL): the one place this SQL is written.
 */
function tsquerySql(words: string, prefix: string): string {
  return `(websearch_to_tsquery('${TEXT_SEARCH_CONFIG}', ${words}) && to_tsquery('${TEXT_SEARCH_CONFIG}', ${prefix}))`;
}

/** The tsquery with TypeORM's named parameters (bound with `ftsParameters`). */
const NAMED_TSQUERY = tsquerySql(':ftsWords', ':ftsPrefix');
const ftsParameters = (parsed: TextQuery) => ({ ftsWords: parsed.words, ftsPrefix: parsed.prefix });

/**
 * How many matches a public search ranks at most: the newest this many. A broad word ("cost",
 * "kubernet" at 100,000 posts) matches thousands of rows; matching, ranking and counting every one
 * of them grew with the table (6.47x the 100-post cost). A reader pages through the best of them
 * (20 pages of 6); an older post is found with a more precise search.
 */
export const SEARCH_CANDIDATES = 120;

/**
 * How many of the newest rows a broad search walks (date order) looking for its candidates: a
 * search matching at least 1 in 17 rows finds them there and stops ("kubernet", 1 in 12, walks
 * about 1,440 rows). Whether a search is broad or precise is not known in advance, and the
 * planner's guess can be far off (a common word with a rare number: "review 4242").
 */
export const SEARCH_WINDOW = 2000;

/**
 * How many of the newest rows are looked at first, to tell a broad search from a precise one: a
 * search with fewer than SEARCH_SAMPLE_MATCHES matches among them is unlikely to fill its
 * candidates in the window, so it skips the walk and reads its matches from the full-text (GIN)
 * index — cheap when they are few, the usual reason for so few (decision 0041).
 */
export const SEARCH_SAMPLE = 250;

/**
 * The matches among the newest SEARCH_SAMPLE rows from which the window is walked: half the
 * density at which the window is expected to fill (SEARCH_CANDIDATES in SEARCH_WINDOW rows), so a
 * search that may still fill it walks the bounded window rather than read many matches from the
 * index.
 */
export const SEARCH_SAMPLE_MATCHES = Math.ceil((SEARCH_CANDIDATES * SEARCH_SAMPLE) / SEARCH_WINDOW / 2);

export interface BoundedSearchPage {
  /** The rows of the page (the `columns` asked for, by property name), best match first (then newest, then id). */
  rows: Array<Record<string, unknown>>;
  /** How many matches were ranked: every match, or SEARCH_CANDIDATES when there are more. */
  total: number;
}

/**
 * One page of a public search among the newest `candidates` matches of `query` (whose own
 * conditions — published, a category — are set), in one statement (decision 0041). Three ways to
 * the candidates; each CTE after the first runs only when the one before could not answer (a
 * one-time filter on its count: the plan node is never started otherwise):
 *
 * - `sample`: the matches among the newest SEARCH_SAMPLE rows (date index), up to `candidates`.
 *   A search matching most rows is answered here.
 * - `recent`: when the sample found at least SEARCH_SAMPLE_MATCHES but not `candidates`, the walk
 *   goes on through the rest of the newest SEARCH_WINDOW rows until `candidates` have matched in
 *   all — a broad search stops there.
 * - `indexed`: otherwise (a precise search, a table smaller than the window), every match from the
 *   full-text (GIN) index: a CTE without an order or a limit, so the date index has nothing to
 *   offer the planner.
 *
 * The newest `candidates` of whichever answered are ranked (ts_rank), counted and paged, and the
 * page's rows read (`columns`, property names of the entity) in the same statement. Null when
 * there is no search.
 */
export async function boundedSearchPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  alias: string,
  search: string | null | undefined,
  dateColumn: string,
  page: { offset: number; limit: number },
  columns: readonly string[],
  candidates = SEARCH_CANDIDATES,
): Promise<BoundedSearchPage | null> {
  const parsed = textQuery(search);
  if (!parsed) return null;
  const rows = query
    .clone()
    .select(`${alias}.id`, 'id')
    .addSelect(`${alias}.${dateColumn}`, 'sort_date')
    .addSelect(`${alias}."searchVector"`, 'search_vector');
  const newest = (skip: number, count: number) =>
    rows
      .clone()
      .orderBy(`${alias}.${dateColumn}`, 'DESC')
      .addOrderBy(`${alias}.id`, 'ASC')
      .offset(skip)
      .limit(count)
      .getQueryAndParameters();
  const [sampleSql, parameters] = newest(0, SEARCH_SAMPLE);
  const [restOfWindowSql] = newest(SEARCH_SAMPLE, SEARCH_WINDOW - SEARCH_SAMPLE);
  const n = parameters.length;
  const tsquery = tsquerySql(`$${n + 1}`, `$${n + 2}`);
  const [c, limit, offset, sampleMatches] = [`$${n + 3}`, `$${n + 4}`, `$${n + 5}`, `$${n + 6}`];
  // The same conditions, the same parameters $1..$n, plus the match itself.
  const [indexedSql, indexedParameters] = rows
    .clone()
    .andWhere(`${alias}."searchVector" @@ ${tsquery}`)
    .andWhere(`(SELECT count(*) FROM sample) + (SELECT count(*) FROM recent) < ${c}`)
    .getQueryAndParameters();
  if (indexedParameters.length !== n) throw new Error('boundedSearchPage: the walks must share their parameters');
  const metadata = query.expressionMap.mainAlias!.metadata;
  const table = query.connection.driver.escape(metadata.tablePath);
  const selected = columns
    .map((property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`boundedSearchPage: no column ${property}`);
      return `, r.${query.connection.driver.escape(column.databaseName)} AS ${query.connection.driver.escape(property)}`;
    })
    .join('');
  const found = (await query.connection.query(
    `WITH sample AS MATERIALIZED (
       SELECT w.id, w.sort_date, w.search_vector FROM (${sampleSql}) AS w
        WHERE w.search_vector @@ ${tsquery}
        ORDER BY w.sort_date DESC, w.id ASC LIMIT ${c}),
     recent AS MATERIALIZED (
       SELECT w.id, w.sort_date, w.search_vector FROM (${restOfWindowSql}) AS w
        WHERE w.search_vector @@ ${tsquery} AND (SELECT count(*) FROM sample) BETWEEN ${sampleMatches} AND ${c} - 1
        ORDER BY w.sort_date DESC, w.id ASC LIMIT ${c} - (SELECT count(*) FROM sample)),
     indexed AS MATERIALIZED (${indexedSql}),
     candidates AS MATERIALIZED (
       SELECT f.id, f.sort_date, ts_rank(f.search_vector, ${tsquery}) AS search_rank
         FROM (SELECT * FROM sample WHERE (SELECT count(*) FROM sample) + (SELECT count(*) FROM recent) >= ${c}
               UNION ALL
               SELECT * FROM recent WHERE (SELECT count(*) FROM sample) + (SELECT count(*) FROM recent) >= ${c}
               UNION ALL
               (SELECT * FROM indexed ORDER BY sort_date DESC, id ASC LIMIT ${c})) AS f)
     SELECT p.id AS found_id, (SELECT count(*) FROM candidates) AS found_total${selected}
       FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (
         SELECT id, search_rank, sort_date FROM candidates
          ORDER BY search_rank DESC, sort_date DESC, id ASC LIMIT ${limit} OFFSET ${offset}
       ) AS p ON true
       LEFT JOIN ${table} AS r ON r.id = p.id
      ORDER BY p.search_rank DESC, p.sort_date DESC, p.id ASC`,
    [...parameters, parsed.words, parsed.prefix, candidates, page.limit, page.offset, SEARCH_SAMPLE_MATCHES],
  )) as Array<Record<string, unknown> & { found_id: string | null; found_total: number | string }>;
  return {
    rows: found.filter((row) => row.found_id !== null).map(({ found_id: _id, found_total: _total, ...row }) => row),
    total: Number(found[0].found_total),
  };
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
    .andWhere(`${alias}."searchVector" @@ ${NAMED_TSQUERY}`, ftsParameters(parsed))
    .addSelect(`ts_rank(${alias}."searchVector", ${NAMED_TSQUERY})`, 'search_rank')
    .orderBy('search_rank', 'DESC')
    .addOrderBy(`${alias}.${dateColumn}`, 'DESC')
    .addOrderBy(`${alias}.id`, 'ASC');
  return true;
}

// The editorial rules both content services apply on every save (issue 12, decision 0021): which
// state the save leaves, when a first publication is dated, who may publish, and the version check.
import { Brackets, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import type { SortRequest } from '../../../schema/validation/list-sort';
import {
  AUTHOR_CANNOT_PUBLISH_MESSAGE,
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  DRAFTS_SCOPE_MESSAGE,
  UNPUBLISHED_STATUSES,
  VERSION_CONFLICT_MESSAGE,
  type ContentStatus,
  type EditorialState,
} from '../../../schema/validation/editorial';
import { mayPublish, type Actor } from '../auth/permissions';
import { missingScopeMessage } from '../auth/access';
import { DomainError, forbidden } from './errors';
import { likePattern, toPage, type Page, type PageRequest } from './pagination';

export interface EditorialRequest {
  /** The state asked for; absent keeps the current one (DRAFT for a new item). */
  status?: EditorialState | null;
  /** The version the editor loaded; absent means "whatever is stored" (integrators, scripts). */
  expectedVersion?: number | null;
  /** The publication date asked for; absent keeps the current one. */
  publishedAt?: Date;
}

export interface Stored {
  state: EditorialState;
  version: number;
  publishedAt: Date;
}

/** A save over a newer version: CONFLICT, with the version now stored for the editor to compare. */
const versionConflict = (currentVersion: number) => new DomainError('CONFLICT', VERSION_CONFLICT_MESSAGE, { currentVersion });

/**
 * The state and date a save leaves. Leaving the item PUBLISHED (publishing, scheduling, or
 * changing what is public) needs ALLOW.publishContent: an Author saves drafts and submits them
 * for review. A first publication without a chosen date is dated now (publicationDate).
 */
export function editorialOutcome(request: EditorialRequest, current: Stored | null, actor: Actor | null | undefined) {
  const state: EditorialState = request.status ?? current?.state ?? 'DRAFT';
  if (state === 'PUBLISHED' && !mayPublish(actor)) {
    // A content:write token is told which scope it lacks (issue 35); an Author, what Authors may do.
    throw forbidden(actor?.publishes === false ? missingScopeMessage(['content:publish']) : AUTHOR_CANNOT_PUBLISH_MESSAGE);
  }
  // Taking a live item down is a publishing decision too for a token (content:publish).
  if (actor?.publishes === false && current?.state === 'PUBLISHED' && state !== 'PUBLISHED') {
    throw forbidden(missingScopeMessage(['content:publish']));
  }
  if (current && request.expectedVersion != null && request.expectedVersion !== current.version) {
    throw versionConflict(current.version);
  }
  const firstPublication = state === 'PUBLISHED' && current?.state !== 'PUBLISHED';
  return { state, publishedAt: publicationDate(request.publishedAt, current, firstPublication, new Date()) };
}

/**
 * The date a save leaves (issue 34). A date the editor chose is kept. A first publication is dated
 * at the moment of publishing when no date was chosen: none sent, or the draft's own past date sent
 * back unchanged (an editor form or a REST client returns the whole item). A draft's future date is
 * a schedule and stays.
 */
function publicationDate(asked: Date | undefined, current: Stored | null, firstPublication: boolean, now: Date): Date {
  if (!current) return asked ?? now;
  if (!firstPublication) return asked ?? current.publishedAt;
  const storedTime = current.publishedAt.getTime();
  const echoesStored = !asked || asked.getTime() === storedTime;
  if (!echoesStored) return asked;
  return storedTime > now.getTime() ? current.publishedAt : now;
}

/** What the public sees of a table aliased `alias`: published rows whose date has come. */
export function publicCondition(alias: string): string {
  return `${alias}.state = 'PUBLISHED' AND ${alias}.publishedAt <= now()`;
}

const STATUS_SQL: Record<ContentStatus, (alias: string) => string> = {
  DRAFT: (a) => `${a}.state = 'DRAFT'`,
  IN_REVIEW: (a) => `${a}.state = 'IN_REVIEW'`,
  SCHEDULED: (a) => `(${a}.state = 'PUBLISHED' AND ${a}.publishedAt > now())`,
  PUBLISHED: (a) => `(${a}.state = 'PUBLISHED' AND ${a}.publishedAt <= now())`,
};

/**
 * The statuses whose label (as the table shows it: 'Draft', 'In review'...) contains the search,
 * as conditions to OR into a search: searching "draft" finds the drafts (issue 12).
 */
function statusSearchConditions(alias: string, search: string): string[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [];
  return CONTENT_STATUSES.filter((status) => CONTENT_STATUS_LABELS[status].toLowerCase().includes(needle)).map((status) =>
    STATUS_SQL[status](alias),
  );
}

/**
 * Order a list by a whitelisted column (`columns` maps each to its expression), then by id so
 * pages never overlap. Status sorts by the stored state, then the date (scheduled after published).
 */
function applySort<T extends ObjectLiteral, C extends string>(
  query: SelectQueryBuilder<T>,
  alias: string,
  sort: SortRequest<C> | null,
  columns: Record<C, string>,
  unsorted = 'publishedAt',
): void {
  const direction = sort?.order === 'desc' ? 'DESC' : 'ASC';
  if (!sort) query.orderBy(`${alias}.${unsorted}`, 'DESC');
  else if (sort.column === 'status') query.orderBy(`${alias}.state`, direction).addOrderBy(`${alias}.publishedAt`, direction);
  else query.orderBy(columns[sort.column], direction);
  query.addOrderBy(`${alias}.id`, 'ASC');
}

/** A list's sort arguments as asked (GraphQL or REST), checked by parseSort. */
export interface ListSortArgs {
  sort?: string | null;
  order?: string | null;
}

export interface StatusFilter {
  /** The statuses asked for; absent or empty: all the reader may see. */
  status?: readonly ContentStatus[] | null;
  /** Staff, or a token with the content:drafts scope: drafts and items in review too. */
  mayReadDrafts: boolean;
}

/**
 * Restrict an admin list to the statuses asked for, and a reader without drafts access to what is
 * published or scheduled. Asking for drafts without that access is refused, not answered empty.
 * Returns whether a condition was added (the list's total is then counted, not read from the counts).
 */
function applyStatusFilter<T extends ObjectLiteral>(query: SelectQueryBuilder<T>, alias: string, filter: StatusFilter): boolean {
  const asked = filter.status?.length ? [...new Set(filter.status)] : null;
  if (!filter.mayReadDrafts && asked?.some((s) => UNPUBLISHED_STATUSES.includes(s))) throw forbidden(DRAFTS_SCOPE_MESSAGE);
  const statuses = asked ?? (filter.mayReadDrafts ? null : (['SCHEDULED', 'PUBLISHED'] as const));
  if (!statuses) return false;
  query.andWhere(
    new Brackets((qb) => {
      for (const status of statuses) qb.orWhere(STATUS_SQL[status](alias));
    }),
  );
  return true;
}

export interface AdminListQuery<C extends string> {
  filter: StatusFilter;
  /** Columns that must equal a value: an absent or blank value does not narrow the list. */
  equals: Record<string, string | null | undefined>;
  /** The search text; it matches `searchFields`, what `searchAlso` adds and the statuses as shown. */
  search?: string | null;
  searchFields: readonly string[];
  searchAlso?: (qb: WhereExpressionBuilder, text: string) => void;
  sort: SortRequest<C> | null;
  sortColumns: Record<C, string>;
  request: PageRequest;
  /** The total when nothing narrows the list, read more cheaply than counting (posts: the trigger-kept counts). */
  unfilteredTotal?: () => Promise<number>;
  /** The column, newest first, of a list the reader has not sorted (default publishedAt). */
  unsorted?: string;
}

/**
 * One page of an admin content table (posts, resources and pages, decision 0027): the status filter, the
 * columns that must match, the text search, the table's sort and the total the pager shows.
 */
export async function adminListPage<T extends ObjectLiteral, C extends string>(
  query: SelectQueryBuilder<T>,
  alias: string,
  list: AdminListQuery<C>,
): Promise<Page<T>> {
  let narrowed = applyStatusFilter(query, alias, list.filter);
  for (const [column, value] of Object.entries(list.equals)) {
    const wanted = value?.trim();
    if (!wanted) continue;
    query.andWhere(`${alias}.${column} = :${column}`, { [column]: wanted });
    narrowed = true;
  }
  const text = list.search?.trim();
  if (text) {
    query.andWhere(
      new Brackets((qb) => {
        for (const field of list.searchFields) qb.orWhere(`${alias}.${field} ILIKE :search`);
        list.searchAlso?.(qb, text);
        for (const condition of statusSearchConditions(alias, text)) qb.orWhere(condition);
      }),
      { search: likePattern(text) },
    );
    narrowed = true;
  }
  applySort(query, alias, list.sort, list.sortColumns, list.unsorted);
  const items = await query
    .offset((list.request.page - 1) * list.request.pageSize)
    .limit(list.request.pageSize)
    .getMany();
  const total = narrowed || !list.unfilteredTotal ? await query.getCount() : await list.unfilteredTotal();
  return toPage(items, total, list.request);
}

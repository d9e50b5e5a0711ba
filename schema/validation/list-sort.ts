/**
 * The sortable columns of the admin content tables (issue 12, decision 0027): one whitelist per
 * list, shared by the GraphQL arguments, the REST query strings and the tables' headers. A value
 * outside it is refused with the allowed values, never ignored.
 */
import { InputValidationError, type FieldError } from './validate';

export const POST_SORT_COLUMNS = ['title', 'category', 'author', 'publishedAt', 'status'] as const;
export type PostSortColumn = (typeof POST_SORT_COLUMNS)[number];

export const RESOURCE_SORT_COLUMNS = ['title', 'type', 'category', 'downloads', 'publishedAt', 'status'] as const;
export type ResourceSortColumn = (typeof RESOURCE_SORT_COLUMNS)[number];

/**
 * The lead tables (issue 12 for the lead side, decision 0033): every column; `date` is the submission
 * time; `source`, `campaign` and `landingPage` the visit's attribution (issue 32).
 */
const ATTRIBUTION_SORT_COLUMNS = ['source', 'campaign', 'landingPage'] as const;
export const PLAYBOOK_LEAD_SORT_COLUMNS = ['name', 'email', 'company', 'status', 'labels', 'date', ...ATTRIBUTION_SORT_COLUMNS] as const;
export const CONTACT_REQUEST_SORT_COLUMNS = [
  'name',
  'email',
  'company',
  'cloudSpending',
  'status',
  'labels',
  'date',
  ...ATTRIBUTION_SORT_COLUMNS,
] as const;
export type LeadSortColumn = (typeof CONTACT_REQUEST_SORT_COLUMNS)[number];

const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const sortMessage = (columns: readonly string[]) => `sort must be one of ${columns.join(', ')}.`;
const ORDER_MESSAGE = 'order must be asc or desc.';

export interface SortRequest<C extends string> {
  column: C;
  order: SortOrder;
}

/**
 * A list's sort from its `sort` and `order` arguments: absent sort is null (the list's default,
 * newest first); absent order is ascending. Anything else is an InputValidationError (400).
 */
export function parseSort<C extends string>(
  columns: readonly C[],
  sort: string | null | undefined,
  order: string | null | undefined,
): SortRequest<C> | null {
  const errors: FieldError[] = [];
  if (sort != null && !(columns as readonly string[]).includes(sort)) errors.push({ field: 'sort', message: sortMessage(columns) });
  const direction = (order ?? 'asc').toLowerCase();
  if (!(SORT_ORDERS as readonly string[]).includes(direction)) errors.push({ field: 'order', message: ORDER_MESSAGE });
  if (errors.length) throw new InputValidationError(errors);
  return sort == null ? null : { column: sort as C, order: direction as SortOrder };
}

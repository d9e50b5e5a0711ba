// The query strings of the REST paths, parsed in one place by small zod schemas (decision 0017):
// a value out of its range answers 400 with the allowed range (InputValidationError → http/errors.ts),
// never a silent clamp. Every list is paged: ?page= and ?pageSize= (at most MAX_PAGE_SIZE), and
// its answer keeps the spec's shape (a JSON array) with the totals in headers (pageHeaders).
import type { Request, Response } from 'express';
import { z } from 'zod';
import { InputValidationError } from '../shared/errors';
import { MAX_PAGE_SIZE } from '../../../schema/validation/paging';
import { CONTENT_STATUSES } from '../../../schema/validation/editorial';
import type { Page } from '../shared/pagination';

/** The deepest page a list serves (an offset beyond costs the database for no reader). */
const MAX_PAGE = 10_000;
/** A REST list's page size when none is asked for: the most a page may hold. */
const DEFAULT_REST_PAGE_SIZE = MAX_PAGE_SIZE;

const wholeNumber = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a whole number from 1 to ${max}.` })
    .regex(/^\d+$/, `${name} must be a whole number from 1 to ${max}.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `${name} must be a whole number from 1 to ${max}.`)
        .max(max, `${name} must be a whole number from 1 to ${max}.`),
    );

/** One text value: a repeated parameter (?q=a&q=b) or a nested one (?q[x]=) is refused. */
const text = (name: string) => z.string({ error: `${name} must be given once, as text.` });

export const pageQuery = z.object({
  page: wholeNumber('page', MAX_PAGE).default(1),
  pageSize: wholeNumber('pageSize', MAX_PAGE_SIZE).default(DEFAULT_REST_PAGE_SIZE),
});

/** A list with the admin's substring search. */
export const searchPageQuery = pageQuery.extend({ search: text('search').optional() });

const STATUS_LIST_MESSAGE = `status must be one or more of ${CONTENT_STATUSES.join(', ')}, comma-separated.`;

/** An admin content list: the search, and ?status=DRAFT,IN_REVIEW (decision 0021). */
export const contentListQuery = searchPageQuery.extend({
  status: text('status')
    .transform((value) => value.split(',').map((part) => part.trim().toUpperCase()))
    .pipe(z.array(z.enum(CONTENT_STATUSES, { error: STATUS_LIST_MESSAGE })))
    .optional(),
  category: text('category').optional(),
  // Checked against the list's own columns by its service (schema/validation/list-sort.ts).
  sort: text('sort').optional(),
  order: text('order').optional(),
});

/** The admin resources list: the content list and ?type= (the type tab). */
export const adminResourceListQuery = contentListQuery.extend({ type: text('type').optional() });

/** The lead tables: the search and the pipeline filters (checked by the leads service). */
export const leadListQuery = searchPageQuery.extend({
  status: text('status').optional(),
  ownerId: text('ownerId').optional(),
  label: text('label').optional(),
  from: text('from').optional(),
  to: text('to').optional(),
  source: text('source').optional(),
  campaign: text('campaign').optional(),
  landingPage: text('landingPage').optional(),
  // Checked against the table's own columns by the leads service (schema/validation/list-sort.ts).
  sort: text('sort').optional(),
  order: text('order').optional(),
});

/** GET /api/blog/search: the text as ?q=, ?query= or ?search=. */
export const blogSearchQuery = pageQuery
  .extend({ q: text('q').optional(), query: text('query').optional(), search: text('search').optional() })
  .transform(({ q, query, search, ...page }) => ({ ...page, text: (q ?? query ?? search ?? '').trim() }));

/** GET /api/blog/category/{slug}: ?exclude= leaves one post out (the article being read). */
export const categoryListQuery = pageQuery.extend({ exclude: text('exclude').optional() });

/** GET /api/resources: ?search= (or ?q=). */
export const resourceListQuery = pageQuery
  .extend({ search: text('search').optional(), q: text('q').optional() })
  .transform(({ search, q, ...page }) => ({ ...page, search: search ?? q }));

/** What a read needs of its request: its query string parsed, its address (for a list's Link header). Express's request is one. */
export interface ReadRequest {
  /** Where the router is mounted: '/api'. */
  baseUrl: string;
  /** The path under `baseUrl`, as requested: '/blog'. */
  path: string;
  /** The query string, parsed as Express parses it. */
  query: unknown;
}

/** A JSON answer before it is sent: its body, and headers beyond the type (a list's totals and Link). */
export interface JsonAnswer {
  body: unknown;
  headers: Record<string, string>;
}

/** Parse a request's query string, or throw the 400 naming each parameter and its allowed values. */
export function parseQuery<S extends z.ZodType>(schema: S, req: Pick<ReadRequest, 'query'>): z.output<S> {
  const result = schema.safeParse(req.query);
  if (result.success) return result.data;
  throw new InputValidationError(result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'query'), message: issue.message })));
}

/**
 * One page of a list as it is sent: the items as a JSON array (the spec's shape), the totals in
 * headers — X-Total-Count, X-Page, X-Page-Size, X-Total-Pages — and a Link header to the next and
 * previous pages.
 */
export function pageAnswer<T>(req: ReadRequest, page: Page<T>, present: (item: T) => unknown = (item) => item): JsonAnswer {
  const { pageInfo } = page;
  const headers: Record<string, string> = {
    'X-Total-Count': String(page.totalCount),
    'X-Page': String(pageInfo.page),
    'X-Page-Size': String(pageInfo.pageSize),
    'X-Total-Pages': String(pageInfo.totalPages),
  };
  const link = (target: number, rel: string) => {
    const params = new URLSearchParams(req.query as Record<string, string>);
    params.set('page', String(target));
    params.set('pageSize', String(pageInfo.pageSize));
    return `<${req.baseUrl}${req.path}?${params.toString()}>; rel="${rel}"`;
  };
  const links = [
    ...(pageInfo.hasNextPage ? [link(pageInfo.page + 1, 'next')] : []),
    ...(pageInfo.hasPreviousPage ? [link(Math.min(pageInfo.page - 1, pageInfo.totalPages), 'prev')] : []),
  ];
  if (links.length) headers.Link = links.join(', ');
  return { body: page.items.map(present), headers };
}

/** Send one page of a list (`pageAnswer`). */
export function sendPage<T>(req: Request, res: Response, page: Page<T>, present?: (item: T) => unknown): void {
  const answer = pageAnswer(req, page, present);
  res.set(answer.headers);
  res.json(answer.body);
}

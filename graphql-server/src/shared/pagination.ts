import { MAX_PAGE_SIZE } from '../../../schema/validation/paging';
import { InputValidationError } from './errors';

/**
 * A count argument (pageSize, limit, weeks) inside its range, or a 400 / BAD_USER_INPUT naming the
 * range: never a silent clamp (issue 15). Absent: the default.
 */
export function inRange(value: number | null | undefined, field: string, max: number, defaultValue: number): number {
  const n = value ?? defaultValue;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new InputValidationError([{ field, message: `${field} must be a whole number from 1 to ${max}.` }]);
  }
  return n;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * A requested page: page >= 1 (smaller is read as 1), and a page size from 1 to MAX_PAGE_SIZE —
 * another size is refused with the allowed range, never cut (issue 15).
 */
export function normalizePage(page: number | undefined, pageSize: number | undefined, defaultSize: number): PageRequest {
  const size = inRange(pageSize, 'pageSize', MAX_PAGE_SIZE, defaultSize);
  const p = Math.max(Math.trunc(page ?? 1) || 1, 1);
  return { page: p, pageSize: size };
}

interface PageInfo {
  page: number;
  pageSize: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

export function toPage<T>(items: T[], totalCount: number, request: PageRequest): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalCount / request.pageSize));
  return {
    items,
    totalCount,
    pageInfo: {
      page: request.page,
      pageSize: request.pageSize,
      totalPages,
      hasNextPage: request.page < totalPages,
      hasPreviousPage: request.page > 1,
    },
  };
}

/** Escape LIKE wildcards so a visitor's search text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

import { MAX_PAGE_SIZE } from '../../../schema/validation/paging';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Clamp a requested page to sane bounds: page >= 1, 1 <= pageSize <= MAX_PAGE_SIZE. */
export function normalizePage(page: number | undefined, pageSize: number | undefined, defaultSize: number): PageRequest {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? defaultSize) || defaultSize, 1), MAX_PAGE_SIZE);
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

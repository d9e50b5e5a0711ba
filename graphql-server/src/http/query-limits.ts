// REST query strings carry searches and filters (?search=, ?q=, ?exclude=): each value is capped,
// as GraphQL's string arguments are (security/query-budget.ts), so no anonymous request can make
// the database match a pattern of many kilobytes against every row.
import type { RequestHandler } from 'express';
import { DEFAULT_QUERY_BUDGET } from '../security/query-budget';

export const QUERY_VALUE_TOO_LONG_MESSAGE = `Query parameters must be ${DEFAULT_QUERY_BUDGET.maxArgumentLength} characters or less.`;

function longest(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length;
  if (depth > 5 || value === null || typeof value !== 'object') return 0;
  return Math.max(0, ...Object.values(value).map((inner) => longest(inner, depth + 1)));
}

/** A parsed query string with a value over the cap (answered 400 by `capQueryValues`). */
export function queryValuesTooLong(query: unknown): boolean {
  return longest(query) > DEFAULT_QUERY_BUDGET.maxArgumentLength;
}

export const capQueryValues: RequestHandler = (req, res, next) => {
  if (queryValuesTooLong(req.query)) {
    res.status(400).json({ message: QUERY_VALUE_TOO_LONG_MESSAGE });
    return;
  }
  next();
};

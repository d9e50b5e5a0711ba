// The cursors and arguments of the sync feeds (issue 15, decision 0028). A cursor is opaque to the
// integrator: base64url of JSON { t, i } — `t` the item's updatedAt (or a tombstone's deletedAt)
// in whole microseconds since 1970 as a decimal string (a JS Date keeps only milliseconds, and
// PostgreSQL orders by microseconds), `i` its id. Everything that arrives from a client is checked
// here, once for GraphQL and REST: a malformed cursor, a future `updatedSince` or a `limit` out
// of range is an InputValidationError (400 / BAD_USER_INPUT) naming what is allowed.
import { MAX_PAGE_SIZE } from '../../../../schema/validation/paging';
import { InputValidationError, isUuid } from '../../shared/errors';
import { inRange } from '../../shared/pagination';

export interface SyncPosition {
  /** Microseconds since 1970-01-01T00:00:00Z, as a decimal string. */
  micros: string;
  id: string;
}

/** Largest cursor text accepted (a real one is about 90 characters). */
const MAX_CURSOR_LENGTH = 200;
const MICROS = /^\d{1,17}$/;
const SYNC_DEFAULT_LIMIT = MAX_PAGE_SIZE;
export const MALFORMED_CURSOR_MESSAGE = 'after is not a cursor of this feed: pass an endCursor exactly as it was returned.';
export const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`;

export function encodeCursor(position: SyncPosition): string {
  return Buffer.from(JSON.stringify({ t: position.micros, i: position.id }), 'utf8').toString('base64url');
}

const malformed = (field: string) => new InputValidationError([{ field, message: MALFORMED_CURSOR_MESSAGE }]);

/** The position a cursor names, or a 400 on anything that is not a cursor this server wrote. */
export function decodeCursor(cursor: string, field = 'after'): SyncPosition {
  if (cursor.length === 0 || cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw malformed(field);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw malformed(field);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw malformed(field);
  const { t, i, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof t !== 'string' || !MICROS.test(t) || !isUuid(i)) throw malformed(field);
  return { micros: t, id: i };
}

/** The `limit` argument: absent means the default; out of range is refused, never cut. */
export function checkLimit(limit: number | null | undefined): number {
  return inRange(limit, 'limit', MAX_PAGE_SIZE, SYNC_DEFAULT_LIMIT);
}

/** `updatedSince` / `deletedSince`: an ISO 8601 date-time that is not in the future. */
export function checkSince(value: Date | string | null | undefined, field: string, now = new Date()): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime()) || (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value))) {
    throw new InputValidationError([{ field, message: `${field} must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z.` }]);
  }
  if (date.getTime() > now.getTime()) {
    throw new InputValidationError([{ field, message: `${field} is in the future: pass a time no later than now (the server's clock).` }]);
  }
  return date;
}

/** The three paging arguments of every feed, checked. */
export interface SyncArgs {
  since: Date | null;
  after: SyncPosition | null;
  limit: number;
}

export function checkSyncArgs(
  input: { since?: Date | string | null; after?: string | null; limit?: number | null },
  sinceField: string,
  now = new Date(),
): SyncArgs {
  return {
    since: checkSince(input.since, sinceField, now),
    after: input.after === null || input.after === undefined ? null : decodeCursor(input.after),
    limit: checkLimit(input.limit),
  };
}

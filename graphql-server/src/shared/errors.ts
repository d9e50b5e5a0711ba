// Domain errors thrown by services. Each transport maps them once: REST to an HTTP status
// (http/errors.ts), GraphQL to an extensions.code (graphql/format-error.ts).
import { InputValidationError } from '../../../schema/validation/validate';
import type { DOMAIN_ERROR_CODES } from './error-codes';

export { InputValidationError };

/** An upload over its size limit: a field error like any other, answered 413 over REST. */
export class FileTooLargeError extends InputValidationError {
  constructor(message: string) {
    super([{ field: 'file', message }]);
    this.name = 'FileTooLargeError';
  }
}

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    public readonly code: DomainErrorCode,
    message: string,
    /** Facts a client needs to act on the error (e.g. a conflict's currentVersion): sent as they are. */
    public readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
/** A value another item already has (a slug): CONFLICT naming the field, so an editor shows it there (issue 34). */
export const takenValue = (field: string, message: string) => new DomainError('CONFLICT', message, { field });
export const unauthenticated = (message = 'You must be signed in as an administrator.') => new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);

/** SQLSTATE classes that mean "the database cannot serve this now": 08 connection exception, 53 insufficient resources, 57 operator intervention (shutdown, crash, cancel), 58 system error. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57|58)[0-9A-Z]{3}$/;
/** Socket and DNS failures of the driver's connection. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ERR_SOCKET_CLOSED',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);
/** TypeORM's errors for a connection or query runner that is gone (a transaction whose connection died, a closing data source). */
const UNAVAILABLE_TYPEORM_ERRORS = new Set([
  'QueryRunnerAlreadyReleasedError',
  'QueryRunnerProviderAlreadyReleasedError',
  'CannotExecuteNotConnectedError',
  'ConnectionIsNotSetError',
  'CannotGetEntityManagerNotConnectedError',
]);
/** Messages of pg, pg-pool, pglite-socket and TypeORM when the connection fails or is lost. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|Connection is not established|Connection ended|socket hang up|the database system is (starting up|shutting down|in recovery mode)|is not currently accepting connections|terminating connection due to|server closed the connection unexpectedly|PGlite is closed|too many (clients|connections)|sorry, too many clients/i;

/**
 * Errors that mean the database cannot be reached or serve right now (refused, dropped
 * mid-query, pool timeout, shutting down, out of connections), however they arrive: from pg,
 * wrapped in TypeORM's QueryFailedError (driverError), as an error's cause, or in an
 * AggregateError (a connection tried on several addresses). Both transports answer them 503.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown; name?: unknown };
  if (e.driverError && isDatabaseUnavailable(e.driverError, depth + 1)) return true;
  if (e.cause && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  if (typeof e.name === 'string' && UNAVAILABLE_TYPEORM_ERRORS.has(e.name)) return true;
  if (typeof e.code === 'string' && (UNAVAILABLE_SOCKET_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) return true;
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message);
}

export const INVALID_TEXT_MESSAGE = 'Text must not contain NUL (\\u0000) characters.';

/** Whether a failed query's SQLSTATE, on pg's error or on TypeORM's wrapping of it (driverError), is one `wanted` takes. */
function hasSqlstate(error: unknown, wanted: (code: string) => boolean): boolean {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null | undefined;
  return [e?.code, e?.driverError?.code].some((code) => typeof code === 'string' && wanted(code));
}

/**
 * PostgreSQL refused a text it cannot hold (22021: a NUL character, which JSON and GraphQL can
 * carry): the caller's input is at fault, not the server.
 */
export function isInvalidTextInput(error: unknown): boolean {
  return hasSqlstate(error, (code) => code === '22021');
}

/** A unique-constraint violation from PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlstate(error, (code) => code === '23505');
}

/** A foreign-key violation from PostgreSQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlstate(error, (code) => code === '23503');
}

const REFUSED_DATA_SQLSTATE = /^2[23][0-9A-Z]{3}$/;

/**
 * PostgreSQL refused the values themselves, so the same write fails again however often it is
 * tried: a data exception (class 22: out of range, an escape or text it cannot store) or an
 * integrity violation (class 23: a constraint, no partition for the row).
 */
export function isRefusedData(error: unknown): boolean {
  return hasSqlstate(error, (code) => REFUSED_DATA_SQLSTATE.test(code));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and must not reach PostgreSQL as one). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

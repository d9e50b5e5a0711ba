// Domain errors thrown by services. Each transport maps them once: REST to an HTTP status
// (http/errors.ts), GraphQL to an extensions.code (graphql/format-error.ts).
export { InputValidationError } from '../../../schema/validation/validate';

export type DomainErrorCode = 'NOT_FOUND' | 'CONFLICT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'TOO_MANY_REQUESTS' | 'SERVICE_UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    public readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);
export const unauthenticated = (message = 'You must be signed in as an administrator.') =>
  new DomainError('UNAUTHENTICATED', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);

/** Errors that mean the database cannot be reached right now (refused, terminated, shutting down). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; message?: string; driverError?: unknown; name?: string };
  if (e.driverError && isDatabaseUnavailable(e.driverError)) return true;
  // A transaction whose connection the database ended (a restart) finds its query runner gone.
  if (e.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '53300'];
  if (e.code && codes.includes(e.code)) return true;
  const message = e.message ?? '';
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|the database system is (starting up|shutting down)|is not currently accepting connections|terminating connection due to administrator command/i.test(
    message,
  );
}

export const INVALID_TEXT_MESSAGE = 'Text must not contain NUL (\\u0000) characters.';

/**
 * PostgreSQL refused a text it cannot hold (22021: a NUL character, which JSON and GraphQL can
 * carry): the caller's input is at fault, not the server.
 */
export function isInvalidTextInput(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | undefined;
  return e?.code === '22021' || e?.driverError?.code === '22021';
}

/** A unique-constraint violation from PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | undefined;
  return e?.code === '23505' || e?.driverError?.code === '23505';
}

/** A foreign-key violation from PostgreSQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } } | undefined;
  return e?.code === '23503' || e?.driverError?.code === '23503';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row (and must not reach PostgreSQL as one). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

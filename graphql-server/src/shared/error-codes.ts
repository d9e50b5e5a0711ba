// Every error code the API answers with, in one place: docs/integrators.md's table lists exactly
// these (tests/unit/server/error-codes.test.ts compares them), and graphql/format-error.ts passes
// no other extensions.code through.

/** What services throw (shared/errors.ts DomainError): each transport maps them once. */
export const DOMAIN_ERROR_CODES = [
  'NOT_FOUND',
  'CONFLICT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
] as const;

/** GraphQL `extensions.code` values: ours, then those Apollo Server and the query limits raise. */
export const GRAPHQL_ERROR_CODES = [
  ...DOMAIN_ERROR_CODES,
  'BAD_USER_INPUT',
  'INTERNAL_SERVER_ERROR',
  'QUERY_TOO_LARGE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'INTROSPECTION_DISABLED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
] as const;

export type GraphqlErrorCode = (typeof GRAPHQL_ERROR_CODES)[number];

const KNOWN = new Set<string>(GRAPHQL_ERROR_CODES);

export function isKnownGraphqlErrorCode(code: unknown): code is GraphqlErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}

/**
 * HTTP statuses of REST error answers (`{ message }`, sometimes with `errors` or details) and of
 * /graphql when the whole request fails. tests/unit/server/error-codes.test.ts also finds every
 * literal status in the server's source and checks it is listed here.
 */
export const REST_ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 503] as const;

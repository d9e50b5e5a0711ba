// One place turns any thrown error into what a GraphQL client sees: a spec message and an
// extensions.code, never a stack trace or an internal message.
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { AuthenticationError, AuthorizationError } from 'type-graphql';
import { DomainError, INVALID_TEXT_MESSAGE, InputValidationError, isDatabaseUnavailable, isInvalidTextInput } from '../shared/errors';
import { log } from '../logger';
import { isKnownGraphqlErrorCode } from '../shared/error-codes';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * What a resolver threw: unwrapped from graphql-js's located error, and from its NonErrorThrown
 * wrapper (a value that is not an Error of this realm, such as a driver error crossing a VM).
 */
export function thrownBy(error: unknown): unknown {
  const original = unwrapResolverError(error);
  return original && typeof original === 'object' && 'thrownValue' in original
    ? (original as { thrownValue: unknown }).thrownValue
    : original;
}

/**
 * graphql-js ends many validation and coercion messages with a suggestion ('Did you mean
 * "CONTENT"?', '... the enum value ...', '... to use an inline fragment on ...?'): it names fields,
 * types and enum values, mapping the schema even with introspection off. Never sent.
 */
function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean\b[\s\S]*$/i, '');
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = thrownBy(error);
  const base = { message: withoutSuggestions(formatted.message), locations: formatted.locations, path: formatted.path };

  if (original instanceof InputValidationError) {
    return { ...base, message: original.message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: original.errors } };
  }
  if (original instanceof DomainError) {
    return { ...base, message: original.message, extensions: { code: original.code, ...original.details } };
  }
  if (original instanceof AuthenticationError || original instanceof AuthorizationError) {
    return { ...base, message: 'You must be signed in as an administrator.', extensions: { code: 'UNAUTHENTICATED' } };
  }
  if (isInvalidTextInput(original)) {
    return { ...base, message: INVALID_TEXT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (isDatabaseUnavailable(original)) {
    return { ...base, message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } };
  }
  const code = formatted.extensions?.code;
  // Errors Apollo raised itself (parse, validation, bad variables) are safe to show as they are.
  // Only the codes the documentation lists (shared/error-codes.ts) go out.
  if (isKnownGraphqlErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') {
    return { ...base, extensions: { code } };
  }
  log().error({ err: original }, 'Unexpected GraphQL error');
  return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

// Who may do what, decided once for GraphQL (auth-checker.ts) and REST (require-admin.ts) alike:
// a signed-in administrator may do everything an admin path offers; an integrator API token may
// only read, and only what its scopes name; nobody else gets anything.
import type { ApiTokenScope } from '../../../schema/validation/api-tokens';
import { DomainError, forbidden, unauthenticated } from '../shared/errors';
import type { Principal } from './context';

export const INVALID_API_TOKEN_MESSAGE = 'The API token is not valid: it is unknown, expired or revoked.';
export const READ_ONLY_TOKEN_MESSAGE = 'API tokens are read-only: this operation needs a signed-in administrator.';
export const ADMIN_ONLY_MESSAGE = 'This operation needs a signed-in administrator: API tokens cannot use it.';

export function missingScopeMessage(scopes: readonly ApiTokenScope[]): string {
  return `This API token does not have the ${scopes.map((s) => `"${s}"`).join(' or ')} scope.`;
}

export interface Need {
  /** Token scopes that may read this; empty: administrators only. */
  scopes: readonly ApiTokenScope[];
  /** A change (a GraphQL mutation, a REST write): never allowed to a token. */
  write: boolean;
}

/** Why `principal` may not do what `need` describes, or null when it may. */
export function refusal(principal: Principal, need: Need): DomainError | null {
  if (principal.user) return null;
  const token = principal.apiToken;
  if (token) {
    if (need.write) return forbidden(READ_ONLY_TOKEN_MESSAGE);
    if (need.scopes.length === 0) return forbidden(ADMIN_ONLY_MESSAGE);
    return need.scopes.some((scope) => token.scopes.includes(scope)) ? null : forbidden(missingScopeMessage(need.scopes));
  }
  return principal.apiTokenRefused ? unauthenticated(INVALID_API_TOKEN_MESSAGE) : unauthenticated();
}

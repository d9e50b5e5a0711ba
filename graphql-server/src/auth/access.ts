// Who may do what, decided once for GraphQL (auth-checker.ts) and REST (require-admin.ts) alike:
// a signed-in staff member may do what the path's grants name for their role (permissions.ts);
// an integrator API token may only read, and only what its scopes name; nobody else gets anything.
import { isRole, type Role } from '../../../schema/validation/accounts';
import { WRITE_SCOPES, type ApiTokenScope } from '../../../schema/validation/api-tokens';
import { DomainError, forbidden, unauthenticated } from '../shared/errors';
import type { Principal } from './context';
import { tokenActor, type Actor, type Grant } from './permissions';

export const INVALID_API_TOKEN_MESSAGE = 'The API token is not valid: it is unknown, expired or revoked.';
export const READ_ONLY_TOKEN_MESSAGE = 'API tokens cannot make this change: it needs a signed-in administrator.';
export const ADMIN_ONLY_MESSAGE = 'This operation needs a signed-in administrator: API tokens cannot use it.';
export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this operation.';

export function missingScopeMessage(scopes: readonly ApiTokenScope[]): string {
  return `This API token does not have the ${scopes.map((s) => `"${s}"`).join(' or ')} scope.`;
}

export interface Need {
  /** Roles and token scopes that may use this (permissions.ts). No role at all: any signed-in staff member. */
  grants: readonly Grant[];
  /** A change (a GraphQL mutation, a REST write): allowed to a token only through a write scope (leads:write). */
  write: boolean;
}

const rolesOf = (grants: readonly Grant[]): Role[] => grants.filter(isRole);
const scopesOf = (grants: readonly Grant[]): ApiTokenScope[] => grants.filter((g): g is ApiTokenScope => !isRole(g));

/** Why `principal` may not do what `need` describes, or null when it may. */
export function refusal(principal: Principal, need: Need): DomainError | null {
  if (principal.user) {
    const roles = rolesOf(need.grants);
    return roles.length === 0 || roles.includes(principal.user.role) ? null : forbidden(ROLE_REFUSED_MESSAGE);
  }
  const token = principal.apiToken;
  if (token) {
    const scopes = scopesOf(need.grants);
    if (need.write) {
      // Only a write scope opens a change: a read scope in the grants never does.
      const writeScopes = scopes.filter((scope) => WRITE_SCOPES.includes(scope));
      if (writeScopes.length === 0) return forbidden(READ_ONLY_TOKEN_MESSAGE);
      return writeScopes.some((scope) => token.scopes.includes(scope)) ? null : forbidden(missingScopeMessage(writeScopes));
    }
    if (scopes.length === 0) return forbidden(ADMIN_ONLY_MESSAGE);
    return scopes.some((scope) => token.scopes.includes(scope)) ? null : forbidden(missingScopeMessage(scopes));
  }
  return principal.apiTokenRefused ? unauthenticated(INVALID_API_TOKEN_MESSAGE) : unauthenticated();
}

/** Drafts and items in review: any signed-in staff member, or a token with the content:drafts scope. */
export function mayReadDrafts(principal: Principal): boolean {
  return principal.user !== null || (principal.apiToken?.scopes.includes('content:drafts') ?? false);
}

/** Who saves content for this principal (issue 35): the staff member, or a content:write token as tokenActor. */
export function contentActor(principal: Pick<Principal, 'user' | 'apiToken'>): (Actor & { username?: string }) | null {
  if (principal.user) return principal.user;
  return principal.apiToken ? tokenActor(principal.apiToken) : null;
}

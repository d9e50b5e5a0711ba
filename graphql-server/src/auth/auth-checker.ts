import type { AuthChecker } from 'type-graphql';
import { refusal } from './access';
import type { RequestContext } from './context';
import type { Grant } from './permissions';

/**
 * The one auth checker. `@Authorized(ALLOW.readContent)` admits a signed-in staff member whose role
 * the list names, and an integrator API token with one of its scopes, in a query (a token never
 * runs a mutation). A refusal is thrown with its reason (access.ts).
 */
export const authChecker: AuthChecker<RequestContext, Grant> = ({ context, info }, grants) => {
  const error = refusal(context, { grants, write: info.operation.operation !== 'query' });
  if (error) throw error;
  return true;
};

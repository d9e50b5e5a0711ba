import type { AuthChecker } from 'type-graphql';
import type { ApiTokenScope } from '../../../schema/validation/api-tokens';
import { refusal } from './access';
import type { RequestContext } from './context';

/**
 * The one auth checker. `@Authorized()` admits a signed-in administrator only;
 * `@Authorized<ApiTokenScope>('content')` also admits an integrator API token with that scope,
 * in a query (a token never runs a mutation). A refusal is thrown with its reason (access.ts).
 */
export const authChecker: AuthChecker<RequestContext, ApiTokenScope> = ({ context, info }, scopes) => {
  const error = refusal(context, { scopes, write: info.operation.operation !== 'query' });
  if (error) throw error;
  return true;
};

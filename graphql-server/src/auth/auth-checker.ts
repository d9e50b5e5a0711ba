import type { AuthChecker } from 'type-graphql';
import type { RequestContext } from './context';

/** The one auth checker: an `@Authorized()` field needs a signed-in administrator. */
export const authChecker: AuthChecker<RequestContext> = ({ context }) => context.user !== null;

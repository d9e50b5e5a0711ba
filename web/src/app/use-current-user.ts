import type { Role } from '../../../schema/validation/accounts';
import { useMeQuery } from '../graphql/generated';

export interface CurrentUser {
  id: string;
  username: string;
  role: Role;
  /** Null for the administrator of earlier releases, who is asked for one. */
  email: string | null;
}

// SPEC §4: authentication is derived from the current-user query; no user (or a failed query)
// means signed out. The header, the route guards and the admin screens all read it, so it lives in app/.
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const { data, loading } = useMeQuery();
  const me = data?.me;
  return { user: me ? { id: me.id, username: me.username, role: me.role as Role, email: me.email ?? null } : null, loading };
}

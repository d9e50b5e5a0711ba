import { useMeQuery } from '../../graphql/generated';

export interface CurrentUser {
  id: string;
  username: string;
}

// SPEC §4: authentication is derived from the current-user query; no user (or a failed query)
// means signed out. This hook is the auth feature's public face for the header and route guards.
export function useCurrentUser(): { user: CurrentUser | null; loading: boolean } {
  const { data, loading } = useMeQuery();
  return { user: data?.me ?? null, loading };
}

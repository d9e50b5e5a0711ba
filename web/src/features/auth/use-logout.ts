import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MeDocument, useAdminLogoutMutation } from '../../graphql/generated';
import { useAdminToast } from '../../app/use-admin-toast';

// SPEC §4/§8 sign-out: the logout call, then the whole client cache is cleared (no lead or draft
// stays in memory) and the current-user query is asked again, so the guards send the browser to
// /admin/login — the plain login screen: a chosen logout is not a page to come back to (the guard's
// `?next=`, issue 34). The auth feature's public face for the dashboard's Logout button.
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const client = useApolloClient();
  const toast = useAdminToast();
  const [logoutMutation, { loading }] = useAdminLogoutMutation();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      const result = await logoutMutation();
      if (result.error || !result.data?.logout) throw result.error ?? new Error('Logout refused');
    } catch {
      toast.error('Logout failed', 'Could not log out');
      return;
    }
    await client.clearStore();
    try {
      await client.refetchQueries({ include: [MeDocument] });
    } catch {
      // The session cookie is gone either way; show the signed-out state without the server's word.
    }
    // When no mounted component watches Me, nothing above refetched it: record the answer directly.
    if (client.readQuery({ query: MeDocument }) === null) client.writeQuery({ query: MeDocument, data: { me: null } });
    void navigate('/admin/login', { replace: true });
    toast.success('Logout successful', 'You have been logged out');
  }, [client, logoutMutation, navigate, toast]);

  return { logout, loggingOut: loading };
}

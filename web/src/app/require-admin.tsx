import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUser } from './use-current-user';
import { PageSpinner } from './page-spinner';

// The route guards of SPEC §6, used only by the route table. They decide what the browser shows;
// the server checks every admin operation again on its own.

interface GuardProps {
  children?: ReactNode;
}

function AuthGate({ signedIn, redirectTo, children }: GuardProps & { signedIn: boolean; redirectTo: string }) {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageSpinner />;
  if ((user !== null) !== signedIn) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}

/** Admin pages: signed-out visitors go to the login screen. */
export function RequireAdmin({ children }: GuardProps) {
  return (
    <AuthGate signedIn redirectTo="/admin/login">
      {children}
    </AuthGate>
  );
}

/** The login screen: a signed-in admin has nothing to do there and goes to the dashboard. */
export function RedirectIfSignedIn({ children }: GuardProps) {
  return (
    <AuthGate signedIn={false} redirectTo="/admin">
      {children}
    </AuthGate>
  );
}

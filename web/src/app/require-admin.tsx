import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from './use-current-user';
import { PageSpinner } from './page-spinner';
import { loginPathFor, returnPathFrom } from './return-path';

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

/**
 * Admin pages: signed-out visitors go to the login screen, which brings them back here (issue 34).
 * `preload`: the screen's code starts loading while the guard waits for the answer.
 */
export function RequireAdmin({ children, preload }: GuardProps & { preload?: (pathname: string) => void }) {
  const { pathname, search, hash } = useLocation();
  useEffect(() => preload?.(pathname), [preload, pathname]);
  return (
    <AuthGate signedIn redirectTo={loginPathFor(`${pathname}${search}${hash}`)}>
      {children}
    </AuthGate>
  );
}

/**
 * The login screen: a signed-in admin has nothing to do there and goes on to the admin page the
 * login address names (checked: return-path.ts), or the dashboard.
 */
export function RedirectIfSignedIn({ children }: GuardProps) {
  const { search } = useLocation();
  return (
    <AuthGate signedIn={false} redirectTo={returnPathFrom(search)}>
      {children}
    </AuthGate>
  );
}

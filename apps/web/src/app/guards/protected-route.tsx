import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useSession } from '../../lib/session.ts';

/** spec 01 §2: protected routes send a signed-out visitor to /auth, coming back afterwards. */
export function signInPathFor(pathname: string, search: string): string {
  return `/auth?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
}

export function ProtectedRoute() {
  // The session's answer re-renders this synchronously (a store update); the signed-in shell and its page, a large
  // tree, are then built as a deferred render in short slices instead of one long task on a phone.
  const status = useDeferredValue(useSession().status);
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') return <Navigate to={signInPathFor(location.pathname, location.search)} replace />;
  return <Outlet />;
}

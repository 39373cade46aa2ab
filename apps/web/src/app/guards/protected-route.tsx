import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { useSession } from '../../lib/session.ts';

/** spec 01 §2: protected routes send a signed-out visitor to /auth, coming back afterwards. */
export function signInPathFor(pathname: string, search: string): string {
  return `/auth?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
}

export function ProtectedRoute() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'signed-out') return <Navigate to={signInPathFor(location.pathname, location.search)} replace />;
  return <Outlet />;
}

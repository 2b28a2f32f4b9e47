import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useAuth } from '../lib/session/auth-context';
import { FullPageSpinner } from '../ui/spinner';

interface RedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Where a guest lands after signing in: the page a guard sent them away from, else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register') return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function GuestOnly() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Checking your session" />;
  if (!isAuthenticated) {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" state={state} replace />;
  }
  return <Outlet />;
}

export function RequireAdmin() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

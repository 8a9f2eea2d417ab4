import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { homePathFor, type Role } from '../../shared/auth/stored-user';
import type { LoginState } from '../../shared/paths';
import { usePendingNavigation } from './use-pending-navigation';

/**
 * Renders nothing while the session is checked, sends visitors without one to /login,
 * and sends a signed-in user of another role to their own home.
 */
export function RequireAuth({ role }: { role?: Role | Role[] }) {
  const { status, user } = useAuth();
  const location = useLocation();
  const navigating = usePendingNavigation();
  if (status === 'loading') return null;
  if (status === 'unauthenticated' || !user) {
    // Signing out navigates away first; while that page loads, do not also send to /login.
    if (navigating) return null;
    const state: LoginState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  const roles = role === undefined ? undefined : ([] as Role[]).concat(role);
  if (roles && !roles.includes(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return <Outlet />;
}

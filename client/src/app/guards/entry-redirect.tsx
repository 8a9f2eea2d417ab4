import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { homePathFor } from '../../shared/auth/stored-user';
import { hasVisited } from '../../shared/visit-flag';

/** "/": signed in → own home; first visit → welcome (which sets hasVisited); else → login. */
export function EntryRedirect() {
  const { status, user } = useAuth();
  if (status === 'loading') return null;
  if (status === 'authenticated') return <Navigate to={homePathFor(user?.role)} replace />;
  return <Navigate to={hasVisited() ? '/login' : '/welcome_screen'} replace />;
}

import { Outlet } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { BottomNav } from './bottom-nav';
import { NAV_ITEMS } from './nav-items';
import { SkipLink } from './skip-link';

/** The signed-in areas: the page uses the full width, with the role's tab bar below. */
export function FullBleedLayout() {
  const { status, user } = useAuth();
  const showNav = status === 'authenticated' && user;
  return (
    <div className={`layout-full${showNav ? ' layout-full--with-nav' : ''}`}>
      <SkipLink />
      <main id="main" className="layout-full__main" tabIndex={-1}>
        <Outlet />
      </main>
      {showNav && <BottomNav items={NAV_ITEMS[user.role]} />}
    </div>
  );
}

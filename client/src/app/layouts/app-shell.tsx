import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { useAuth } from '../../shared/auth/auth-context';
import { careForStore } from '../../shared/auth/care-for-store';
import { useOnline } from '../../shared/lib/use-online';
import { FlorenceAvatar } from '../../shared/ui/illustrations/florence-avatar';
import { AppNav } from './app-nav';
import { carerNavItems, NAV_ITEMS } from './nav-items';
import { OfflineState } from './offline-state';
import { SkipLink } from './skip-link';

/**
 * Every signed-in screen (and the help centre): the role's navigation (a tab bar on
 * phones, a side column with the app's name from 1024 px) and the page in <main>.
 * Offline, the page gives way to the offline state: nothing it would show is current.
 */
export function AppShell() {
  const intl = useIntl();
  const { status, user } = useAuth();
  const online = useOnline();
  const shell = useRef<HTMLDivElement>(null);
  const showNav = status === 'authenticated' && user;
  const careFor = useSyncExternalStore(careForStore.subscribe, careForStore.getSnapshot);
  const items =
    user?.role === 'carer'
      ? carerNavItems(careFor.selection?.grants ?? [])
      : NAV_ITEMS[user?.role ?? 'patient'];
  useTabBarHeight(shell, Boolean(showNav));

  return (
    <div ref={shell} className={`shell${showNav ? ' shell--with-nav' : ''}`}>
      <SkipLink />
      {showNav && (
        <div className="shell__side">
          <header className="shell__brand">
            <FlorenceAvatar size={36} />
            <span>{intl.formatMessage(commonTexts.t.appName)}</span>
          </header>
          <AppNav items={items} />
        </div>
      )}
      <main id="main" className="shell__main" tabIndex={-1}>
        {online ? <Outlet /> : <OfflineState />}
      </main>
    </div>
  );
}

/**
 * The tab bar's real height as --nav-height (0 when the navigation is a side column), so
 * the page keeps clear of it and the chat fits above it even when large text wraps it.
 */
function useTabBarHeight(shell: RefObject<HTMLDivElement | null>, withNav: boolean) {
  useLayoutEffect(() => {
    const root = shell.current;
    const nav = root?.querySelector<HTMLElement>('.app-nav');
    if (!root) return;
    if (!nav) {
      root.style.setProperty('--nav-height', '0px');
      return;
    }
    const update = () => {
      const atFoot = getComputedStyle(nav).position === 'fixed';
      root.style.setProperty('--nav-height', atFoot ? `${nav.offsetHeight}px` : '0px');
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [shell, withNav]);
}

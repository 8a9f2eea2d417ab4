// Asks before leaving a page with unsaved choices: for links inside the app (the tab bar,
// the back control) and for closing or reloading the tab. The app uses a plain
// BrowserRouter, which cannot block navigations itself, so in-app links are caught
// before the router sees the click.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | undefined>();

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.origin !== location.origin)
        return;
      const to = link.pathname + link.search + link.hash;
      if (to === location.pathname + location.search + location.hash) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  return {
    /** Where the person wanted to go, while the question is open. */
    pending,
    /** Ask before going to `to` (the page's back control); go at once when nothing is unsaved. */
    requestLeave: useCallback(
      (to: string) => (active ? setPending(to) : navigate(to)),
      [active, navigate],
    ),
    stay: () => setPending(undefined),
    leave: () => {
      const to = pending;
      setPending(undefined);
      if (to) navigate(to);
    },
  };
}

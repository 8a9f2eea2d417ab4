import { useLocation } from 'react-router-dom';

/**
 * True while a navigation waits for the next page's code: the browser's address has
 * changed already, the rendered location (a transition) not yet.
 */
export function usePendingNavigation() {
  const { pathname, search } = useLocation();
  return pathname + search !== window.location.pathname + window.location.search;
}

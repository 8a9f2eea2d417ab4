import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

/**
 * A new page starts at the top; going back or forward returns to where that page was left
 * (what the data router's <ScrollRestoration> did, for this declarative router).
 */
export function useScrollRestoration() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
    // remembered while scrolling: by the time the page is left, the next one has replaced it
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, navigationType]);
}

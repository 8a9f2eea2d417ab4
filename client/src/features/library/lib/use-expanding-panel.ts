import { useEffect, useRef, useState } from 'react';
import { EXPAND_DELAY_MS, panelResponse } from './expanding-panel';

/** Whether the article's panel is expanded, following the page's scroll and touch swipes. */
export function useExpandingPanel() {
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    let startTop = window.scrollY;
    let startY = 0;
    const respond = (response: ReturnType<typeof panelResponse>) => {
      if (response === 'collapse') {
        window.clearTimeout(timer.current);
        timer.current = undefined;
        setExpanded(false);
      } else if (response === 'expand' && timer.current === undefined)
        timer.current = window.setTimeout(() => {
          timer.current = undefined;
          setExpanded(true);
        }, EXPAND_DELAY_MS);
    };
    const onScroll = () => {
      const scrollTop = window.scrollY;
      respond(panelResponse({ kind: 'scroll', scrollTop, startTop }));
      if (scrollTop <= 0) startTop = 0;
    };
    const onTouchStart = (event: TouchEvent) => {
      startY = event.touches[0]?.clientY ?? 0;
      startTop = window.scrollY;
    };
    const onTouchMove = (event: TouchEvent) =>
      respond(
        panelResponse({
          kind: 'swipe',
          startY,
          currentY: event.touches[0]?.clientY ?? startY,
          scrollTop: window.scrollY,
        }),
      );
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchmove', onTouchMove, { passive: true });
    return () => {
      window.clearTimeout(timer.current);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
    };
  }, []);
  return expanded;
}

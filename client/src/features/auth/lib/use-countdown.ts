import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again; `restart` starts a new wait. */
export function useCountdown(initialSeconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + initialSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    // Ticks faster than once a second so the display never skips a number.
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running, endsAt]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }, []);

  return { secondsLeft, restart };
}

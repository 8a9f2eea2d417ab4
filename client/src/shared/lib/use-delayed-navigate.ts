import { useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

/** Navigates after a pause (the spec's "… Redirecting" moments); cancelled on unmount. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (to: string, delayMs: number, options?: NavigateOptions) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(to, options), delayMs);
  };
}

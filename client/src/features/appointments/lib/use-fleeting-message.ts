import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec clears the scheduler's messages after 5 seconds. */
export const MESSAGE_LIFETIME_MS = 5000;

export type Fleeting = { tone: 'error' | 'success'; text: string };

/** A message that clears itself after a while (and when replaced, restarts its clock). */
export function useFleetingMessage(lifetimeMs = MESSAGE_LIFETIME_MS) {
  const [message, setMessage] = useState<Fleeting | undefined>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Fleeting | undefined) => {
      window.clearTimeout(timer.current);
      setMessage(next);
      if (next) timer.current = window.setTimeout(() => setMessage(undefined), lifetimeMs);
    },
    [lifetimeMs],
  );
  return [message, show] as const;
}

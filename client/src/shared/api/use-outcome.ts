// The outcome of an action the person started (a success text, or the translated error),
// for one FormMessage: errors are announced at once, successes politely.
import { useState } from 'react';
import { useErrorText } from './use-error-text';

export type Outcome = { tone: 'success' | 'error'; text: string };

export function useOutcome() {
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome>();
  /** Runs the action; on success shows `success()`, on failure the error's text. */
  const run = async (action: () => Promise<unknown>, success: () => string) => {
    setOutcome(undefined);
    try {
      await action();
      setOutcome({ tone: 'success', text: success() });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    }
  };
  return { outcome, run };
}

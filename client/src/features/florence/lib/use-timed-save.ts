import { useEffect, useState } from 'react';
import { progressDone } from './progress-steps';

export type SaveStage = 'idle' | 'saving' | 'done';

/**
 * Ends the check-in behind a progress dialog that lasts at least `totalMs` (the spec's
 * timed steps). A failed save closes the dialog so the patient can try again.
 */
export function useTimedSave(finish: () => Promise<boolean>, totalMs: number) {
  const [stage, setStage] = useState<SaveStage>('idle');
  const [saved, setSaved] = useState(false);
  const [elapsed, setElapsed] = useState(0);

  useEffect(() => {
    if (stage !== 'saving') return;
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), 200);
    return () => window.clearInterval(timer);
  }, [stage]);

  useEffect(() => {
    if (stage === 'saving' && progressDone(elapsed, totalMs, saved)) setStage('done');
  }, [stage, elapsed, saved, totalMs]);

  const begin = async () => {
    setSaved(false);
    setElapsed(0);
    setStage('saving');
    if (await finish()) setSaved(true);
    else setStage('idle');
  };

  return { stage, elapsed, begin };
}

// Which step of a timed progress dialog shows after `elapsedMs` (pure, for the basic
// mode's processing dialog and the voice save).

/** One step every `stepMs`; the last one stays until the dialog moves on. */
export function stepAt(elapsedMs: number, stepMs: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  const step = Math.floor(Math.max(0, elapsedMs) / stepMs);
  return Math.min(step, stepCount - 1);
}

/** The dialog moves on once its time is up and the server has answered. */
export const progressDone = (elapsedMs: number, totalMs: number, saved: boolean) =>
  saved && elapsedMs >= totalMs;

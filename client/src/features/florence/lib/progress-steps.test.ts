import { describe, expect, it } from 'vitest';
import { progressDone, stepAt } from './progress-steps';
import { BASIC_PROCESSING_MS, BASIC_STEP_MS } from './timings';

describe('progress steps', () => {
  it('moves one step every 2 s and holds the last one', () => {
    expect([0, 1999, 2000, 4000, 6000, 9999].map((ms) => stepAt(ms, BASIC_STEP_MS, 4))).toEqual([
      0, 0, 1, 2, 3, 3,
    ]);
    expect(stepAt(-5, 2000, 2)).toBe(0);
    expect(stepAt(100, 2000, 0)).toBe(0);
  });

  it('finishes only when the time is up and the check-in is saved', () => {
    expect(progressDone(BASIC_PROCESSING_MS, BASIC_PROCESSING_MS, true)).toBe(true);
    expect(progressDone(BASIC_PROCESSING_MS - 1, BASIC_PROCESSING_MS, true)).toBe(false);
    expect(progressDone(60_000, BASIC_PROCESSING_MS, false)).toBe(false);
  });
});

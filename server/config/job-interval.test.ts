import { describe, expect, it } from 'vitest';
import { parseInterval } from './env';

describe('JOB_INTERVAL_MS', () => {
  it('defaults to a minute, takes 0 to turn the timer off, and refuses what is not whole ms', () => {
    expect(parseInterval(undefined)).toBe(60_000);
    expect(parseInterval(' ')).toBe(60_000);
    expect(parseInterval('0')).toBe(0);
    expect(parseInterval('30000')).toBe(30_000);
    for (const bad of ['1m', '-5', '1.5', 'sixty'])
      expect(() => parseInterval(bad)).toThrow(/JOB_INTERVAL_MS/);
  });
});

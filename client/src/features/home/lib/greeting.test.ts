import { describe, expect, it } from 'vitest';
import { dayPeriod } from './greeting';

describe('dayPeriod', () => {
  it('follows the spec boundaries', () => {
    expect(dayPeriod(3)).toBe('night');
    expect(dayPeriod(4)).toBe('morning');
    expect(dayPeriod(11)).toBe('morning');
    expect(dayPeriod(12)).toBe('afternoon');
    expect(dayPeriod(16)).toBe('afternoon');
    expect(dayPeriod(17)).toBe('evening');
    expect(dayPeriod(20)).toBe('evening');
    expect(dayPeriod(21)).toBe('night');
    expect(dayPeriod(0)).toBe('night');
  });
});

import { describe, expect, it } from 'vitest';
import { calendarLocale, monthOfInstant, monthWeeks, shiftMonth } from './months';

describe('calendar months', () => {
  it('the current month is Hong Kong’s: 16:30 UTC on 31 October is 1 November there', () => {
    expect(monthOfInstant(new Date('2026-10-31T16:30:00Z'))).toBe('2026-11');
    expect(monthOfInstant(new Date('2026-10-31T15:59:00Z'))).toBe('2026-10');
  });

  it.each([
    ['2026-11', -1, '2026-10'],
    ['2026-01', -1, '2025-12'],
    ['2025-12', 1, '2026-01'],
    ['2026-03', -14, '2025-01'],
  ])('%s shifted by %i is %s', (month, by, expected) => {
    expect(shiftMonth(month, by)).toBe(expected);
  });

  it('lays a month out Monday first, padded to whole weeks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(monthWeeks('2024-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('uses the spec’s locales', () => {
    expect(calendarLocale('zh-HK')).toBe('zh-CN');
    expect(calendarLocale('en')).toBe('en-GB');
  });
});

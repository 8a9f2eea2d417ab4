import { describe, expect, it } from 'vitest';
import {
  clinicInstant,
  daysInclusive,
  monthOf,
  previousRange,
  rangeInstants,
  weekOf,
  weekdayIndex,
  yearOf,
} from './clinic-days';

describe('clinic days (Hong Kong, on a UTC server)', () => {
  it('puts a Hong Kong wall-clock time at the right instant', () => {
    expect(clinicInstant('2026-11-21', '00:00').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(clinicInstant('2026-11-21', '08:30').toISOString()).toBe('2026-11-21T00:30:00.000Z');
  });

  it.each([
    ['2026-11-16', 0, { from: '2026-11-16', to: '2026-11-22' }],
    ['2026-11-22', 6, { from: '2026-11-16', to: '2026-11-22' }],
    ['2027-01-01', 4, { from: '2026-12-28', to: '2027-01-03' }],
  ])('%s is weekday %s of its Mon-Sun week', (day, index, week) => {
    expect(weekdayIndex(day)).toBe(index);
    expect(weekOf(day)).toEqual(week);
  });

  it('knows month and year lengths, leap years included', () => {
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(yearOf('2026-06-01')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(daysInclusive('2026-11-01', '2026-11-07')).toBe(7);
    expect(previousRange({ from: '2026-11-16', to: '2026-11-22' })).toEqual({
      from: '2026-11-09',
      to: '2026-11-15',
    });
  });

  it('covers a range from Hong Kong midnight to the next midnight', () => {
    const { start, end } = rangeInstants({ from: '2026-11-16', to: '2026-11-22' });
    expect(start.toISOString()).toBe('2026-11-15T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-22T16:00:00.000Z');
  });
});

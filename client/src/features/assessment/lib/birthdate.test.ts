import { describe, expect, it } from 'vitest';
import { birthYears, daysInMonth, joinBirthdate, splitBirthdate } from './birthdate';

const today = new Date(2025, 5, 15);

describe('birthdate picker', () => {
  it('knows how long each month is', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
  });

  it('joins and splits YYYY-MM-DD', () => {
    expect(joinBirthdate({ year: '1968', month: '3', day: '4' }, today)).toBe('1968-03-04');
    expect(splitBirthdate('1968-03-04')).toEqual({ year: '1968', month: '3', day: '4' });
    expect(splitBirthdate(null)).toEqual({ year: '', month: '', day: '' });
  });

  it('refuses a missing part, an impossible day or a future date', () => {
    expect(joinBirthdate({ year: '1968', month: '', day: '4' }, today)).toBeUndefined();
    expect(joinBirthdate({ year: '2023', month: '2', day: '29' }, today)).toBeUndefined();
    expect(joinBirthdate({ year: '2025', month: '12', day: '1' }, today)).toBeUndefined();
  });

  it('lists years from now down to 1900', () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1900);
  });
});

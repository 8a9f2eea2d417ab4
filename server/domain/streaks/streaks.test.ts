import { describe, expect, it } from 'vitest';
import { checkInWeek, currentStreak, localDay, longestStreak, missedDays } from './streaks';

// 12:00 Hong Kong time on the given day
const at = (day: string, hour = 12) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);

describe('streaks', () => {
  it('uses Hong Kong days: 00:30 local is the new day even though UTC is the day before', () => {
    expect(localDay(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-21');
  });

  it.each([
    ['no check-ins', [], 0],
    ['today only', ['2026-11-21'], 1],
    ['yesterday and the day before, none yet today', ['2026-11-19', '2026-11-20'], 2],
    [
      'three days ending today, twice on one day',
      ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-21'],
      3,
    ],
    ['broken two days ago', ['2026-11-18', '2026-11-21'], 1],
    ['last check-in two days ago', ['2026-11-18', '2026-11-19'], 0],
  ])('current streak with %s', (_label, days, expected) => {
    expect(
      currentStreak(
        days.map((d) => at(d)),
        at('2026-11-21', 20),
      ),
    ).toBe(expected);
  });

  it('finds the longest run, across a month boundary', () => {
    const days = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-05', '2026-11-06'];
    expect(longestStreak(days.map((d) => at(d)))).toBe(3);
  });

  it('counts missed days in the last week, not counting today', () => {
    const days = ['2026-11-20', '2026-11-18', '2026-11-14'];
    expect(
      missedDays(
        days.map((d) => at(d)),
        at('2026-11-21'),
      ),
    ).toBe(4);
  });

  it.each([
    ['a first check-in today', ['2026-11-21'], 0],
    ['a first check-in three days ago, none since', ['2026-11-18'], 2],
    ['no check-ins at all', [], 0],
  ])('counts nothing before the first check-in: %s', (_label, days, expected) => {
    expect(
      missedDays(
        days.map((d) => at(d)),
        at('2026-11-21'),
      ),
    ).toBe(expected);
  });
});

describe('the Mon-Sun row of this week', () => {
  it.each([
    ['nothing yet', [], '2026-11-25', [false, false, false, false, false, false, false]],
    [
      'Monday and today (Wednesday); last Sunday is last week',
      ['2026-11-22', '2026-11-23', '2026-11-25'],
      '2026-11-25',
      [true, false, true, false, false, false, false],
    ],
    [
      'on a Sunday the whole week is behind',
      ['2026-11-23', '2026-11-29'],
      '2026-11-29',
      [true, false, false, false, false, false, true],
    ],
  ])('%s', (_label, days, today, expected) => {
    expect(
      checkInWeek(
        days.map((d) => at(d)),
        at(today, 9),
      ),
    ).toEqual(expected);
  });

  it('counts Hong Kong days: 23:30 UTC on Sunday is Monday in Hong Kong', () => {
    expect(checkInWeek([new Date('2026-11-22T23:30:00Z')], at('2026-11-23'))[0]).toBe(true);
  });
});

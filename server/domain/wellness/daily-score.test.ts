import { describe, expect, it } from 'vitest';
import { checkInScore, dailyScores, periodWellness } from './daily-score';
import { checkInAt as checkIn } from './test-fixtures';

describe('daily wellness score', () => {
  it.each([
    ['no symptoms, no ratings: symptoms alone', { grades: [] }, 100],
    ['one grade-2 symptom only: S = 1 - 3/20', { grades: [2] }, 85],
    ['grades 4 + 4 reach the cap: S = 0', { grades: [4, 4] }, 0],
    ['grades beyond the cap stay at 0', { grades: [4, 4, 3] }, 0],
    ['grade 0 symptoms cost nothing', { grades: [0, 0] }, 100],
    [
      'all components: 0.4·0.85 + 0.2·(1 + 0.5 + 0.25) over 1.0',
      { grades: [2], mood: 5, energy: 3, sleep: 2 },
      69,
    ],
    ['mood only beside symptoms: (0.4·1 + 0.2·0) / 0.6', { grades: [], mood: 1 }, 66.7],
    ['one decimal: (0.4·0.95 + 0.2·0.75) / 0.6', { grades: [1], energy: 4 }, 88.3],
    ['a grade-1 and a grade-3: S = 1 - 7/20', { grades: [1, 3] }, 65],
  ])('%s', (_label, over, expected) => {
    expect(checkInScore(checkIn('2026-11-20T10:00:00+08:00', over))).toBe(expected);
  });

  it('takes the latest check-in of a Hong Kong day, whatever order they arrive in', () => {
    const scores = dailyScores([
      checkIn('2026-11-20T21:00:00+08:00', { grades: [3] }),
      checkIn('2026-11-20T08:00:00+08:00', { grades: [] }),
      // 00:30 in Hong Kong is still the 21st there although UTC says the 20th
      checkIn('2026-11-20T16:30:00Z', { grades: [2] }),
    ]);
    expect([...scores]).toEqual([
      ['2026-11-20', 70],
      ['2026-11-21', 85],
    ]);
  });
});

describe('period wellness', () => {
  const week = { from: '2026-11-16', to: '2026-11-22' };
  it.each([
    ['no check-in in the period gives no data', [], null],
    [
      'a check-in only outside the period gives no data',
      [checkIn('2026-11-23T09:00:00+08:00')],
      null,
    ],
    [
      'the mean of the days, one decimal',
      [
        checkIn('2026-11-16T09:00:00+08:00', { grades: [2] }),
        checkIn('2026-11-18T09:00:00+08:00', { grades: [1] }),
        checkIn('2026-11-22T23:59:00+08:00', { grades: [3] }),
      ],
      // (85 + 95 + 70) / 3
      83.3,
    ],
    [
      'two check-ins on one day count once (the later one)',
      [
        checkIn('2026-11-17T09:00:00+08:00', { grades: [4, 4] }),
        checkIn('2026-11-17T20:00:00+08:00', { grades: [] }),
      ],
      100,
    ],
  ])('%s', (_label, checkIns, expected) => {
    expect(periodWellness(checkIns, week)).toBe(expected);
  });
});

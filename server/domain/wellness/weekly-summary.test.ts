import { describe, expect, it } from 'vitest';
import { bestAndChallengingDay, engagementLevel, moodTrend, weeklySummary } from './weekly-summary';
import { checkInOn as checkIn } from './test-fixtures';

describe('engagement level', () => {
  it.each([
    ['no check-ins, no doses', 0, { taken: 0, due: 0 }, 0],
    ['every day, no doses scheduled', 7, { taken: 0, due: 0 }, 10],
    ['3 days, no doses: 10·3/7', 3, { taken: 0, due: 0 }, 4.3],
    ['every day and every dose', 7, { taken: 14, due: 14 }, 10],
    ['5 days, 12 of 14 doses: 10·(0.6·5/7 + 0.4·12/14)', 5, { taken: 12, due: 14 }, 7.7],
    ['no check-in but all doses', 0, { taken: 7, due: 7 }, 4],
  ])('%s', (_label, days, adherence, expected) => {
    expect(engagementLevel(days, adherence)).toBe(expected);
  });
});

describe('mood trend', () => {
  it.each([
    [
      'fewer than three logged days',
      [
        { x: 0, mood: 1 },
        { x: 1, mood: 5 },
      ],
      'stable',
    ],
    [
      'the spec sample 1, 2, 4 on Mon-Wed',
      [
        { x: 0, mood: 1 },
        { x: 1, mood: 2 },
        { x: 2, mood: 4 },
      ],
      'improving',
    ],
    [
      'falling 5, 4, 2',
      [
        { x: 0, mood: 5 },
        { x: 3, mood: 4 },
        { x: 6, mood: 2 },
      ],
      'declining',
    ],
    // slope 0.1 a day: within the band
    [
      'a gentle rise over the week',
      [
        { x: 0, mood: 3 },
        { x: 3, mood: 3 },
        { x: 6, mood: 3.6 },
      ],
      'stable',
    ],
    [
      'exactly +0.2 a day',
      [
        { x: 0, mood: 2 },
        { x: 5, mood: 3 },
        { x: 2.5, mood: 2.5 },
      ],
      'improving',
    ],
  ] as const)('%s', (_label, points, expected) => {
    expect(moodTrend(points)).toBe(expected);
  });
});

describe('best and challenging day', () => {
  it('none with a single logged day', () => {
    expect(bestAndChallengingDay([{ day: '2026-11-16', score: 80 }])).toEqual({
      best: null,
      challenging: null,
    });
  });
  it('ties go to the later day', () => {
    const { best, challenging } = bestAndChallengingDay([
      { day: '2026-11-19', score: 90 },
      { day: '2026-11-16', score: 90 },
      { day: '2026-11-18', score: 40 },
      { day: '2026-11-17', score: 40 },
    ]);
    expect(best?.day).toBe('2026-11-19');
    expect(challenging?.day).toBe('2026-11-18');
  });
});

describe('weekly summary', () => {
  const week = { from: '2026-11-16', to: '2026-11-22' };
  const noDoses = () => ({ taken: 0, due: 0 });

  it('an empty week says no data, never a made-up number', () => {
    const summary = weeklySummary([], week, noDoses);
    expect(summary).toMatchObject({
      wellness: null,
      previousWellness: null,
      engagement: 0,
      engagementChange: 0,
      moodByWeekday: [0, 0, 0, 0, 0, 0, 0],
      moodTrend: 'stable',
      bestDay: null,
      challengingDay: null,
    });
  });

  it('computes the week against the week before', () => {
    const checkIns = [
      // last week: one day, a grade-2 symptom → 85
      checkIn('2026-11-12', { grades: [2] }),
      // this week: Mon mood 1, Tue mood 2, Wed mood 4 (the spec's sample bars)
      checkIn('2026-11-16', { grades: [3], mood: 1 }),
      checkIn('2026-11-17', { grades: [1], mood: 2 }),
      checkIn('2026-11-18', { grades: [], mood: 4 }),
      // Sunday 23:30 Hong Kong time is still this week
      checkIn('2026-11-22', { grades: [] }, '23:30'),
    ];
    const summary = weeklySummary(checkIns, week, (range) =>
      range.from === week.from ? { taken: 10, due: 14 } : { taken: 0, due: 0 },
    );
    expect(summary.moodByWeekday).toEqual([1, 2, 4, 0, 0, 0, 0]);
    expect(summary.moodTrend).toBe('improving');
    // (0.4·0.7)/0.6 = 46.7; (0.4·0.95 + 0.2·0.25)/0.6 = 71.7; (0.4 + 0.2·0.75)/0.6 = 91.7; 100
    expect(summary.wellness).toBe(77.5);
    expect(summary.previousWellness).toBe(85);
    // 10·(0.6·4/7 + 0.4·10/14) = 6.3; last week 10·1/7 = 1.4
    expect(summary.engagement).toBe(6.3);
    expect(summary.previousEngagement).toBe(1.4);
    expect(summary.engagementChange).toBe(4.9);
    expect(summary.bestDay).toEqual({ day: '2026-11-22', score: 100 });
    expect(summary.challengingDay).toEqual({ day: '2026-11-16', score: 46.7 });
  });
});

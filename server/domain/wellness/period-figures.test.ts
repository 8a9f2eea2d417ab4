import { describe, expect, it } from 'vitest';
import { dailySeries, daysWithCheckIn, symptomsTracked } from './period-figures';
import { checkInAt, checkInOn } from './test-fixtures';

const week = { from: '2026-11-16', to: '2026-11-22' };

describe('daily series for the charts', () => {
  it('gives every day of the range, empty days without a made-up value', () => {
    const series = dailySeries(
      [
        checkInOn('2026-11-16', { mood: 2, sleep: 3, hoursSlept: 5 }),
        checkInOn('2026-11-16', { mood: 4, grades: [2] }, '21:00'),
        checkInOn('2026-11-18', { energy: 1, pain: 8, grades: [3] }),
      ],
      week,
    );
    expect(series).toHaveLength(7);
    expect(series[0]).toEqual({
      day: '2026-11-16',
      score: 81.7, // the latest check-in alone: (0.4 × 0.85 + 0.2 × 0.75) / 0.6
      mood: 4,
      energy: null,
      sleep: 3,
      pain: null,
      hoursSlept: 5,
    });
    expect(series[1]).toEqual({
      day: '2026-11-17',
      score: null,
      mood: null,
      energy: null,
      sleep: null,
      pain: null,
      hoursSlept: null,
    });
    expect(series[2]).toMatchObject({ energy: 1, pain: 8 });
  });

  it('counts Hong Kong days: 00:30 on the 17th in Hong Kong is the 16th in UTC', () => {
    const late = checkInAt('2026-11-16T16:30:00Z', { mood: 5 });
    expect(dailySeries([late], week).find((d) => d.mood === 5)?.day).toBe('2026-11-17');
    expect(daysWithCheckIn([late], { from: '2026-11-16', to: '2026-11-16' })).toBe(0);
  });
});

describe('symptoms tracked over a period', () => {
  it('most severe first, then most days; a day counts once; only the period', () => {
    const tracked = symptomsTracked(
      [
        checkInOn('2026-11-15', { symptoms: [{ key: 'pain', grade: 4 }] }),
        checkInOn('2026-11-17', { symptoms: [{ key: 'fever', grade: 4, redLevel: true }] }),
        checkInOn('2026-11-16', {
          symptoms: [
            { key: 'fatigue', grade: 1 },
            { key: 'nausea', grade: 2 },
          ],
        }),
        checkInOn('2026-11-16', { symptoms: [{ key: 'fatigue', grade: 2 }] }, '20:00'),
        checkInOn('2026-11-19', { symptoms: [{ key: 'fatigue', grade: 1 }] }),
        checkInOn('2026-11-20', {
          symptoms: [{ key: 'other', grade: 1, label: 'hiccups' }],
        }),
      ],
      week,
    );
    expect(tracked).toEqual([
      // a red-level finding (a fever on treatment) says so: the screens show no 'grade 4'
      { key: 'fever', days: 1, highestGrade: 4, latestGrade: 4, redLevel: true },
      { key: 'fatigue', days: 2, highestGrade: 2, latestGrade: 1, redLevel: false },
      { key: 'nausea', days: 1, highestGrade: 2, latestGrade: 2, redLevel: false },
      {
        key: 'other',
        label: 'hiccups',
        days: 1,
        highestGrade: 1,
        latestGrade: 1,
        redLevel: false,
      },
    ]);
  });

  it('a symptom reported without a grade is tracked, after the graded ones, until graded', () => {
    const tracked = symptomsTracked(
      [
        checkInOn('2026-11-16', { symptoms: [{ key: 'fatigue', grade: null }] }),
        checkInOn('2026-11-17', { symptoms: [{ key: 'cough', grade: 1 }] }),
        checkInOn('2026-11-18', { symptoms: [{ key: 'pain', grade: null }] }),
        checkInOn('2026-11-19', { symptoms: [{ key: 'pain', grade: 2 }] }),
        checkInOn('2026-11-20', { symptoms: [{ key: 'pain', grade: null }] }),
      ],
      week,
    );
    expect(tracked).toEqual([
      { key: 'pain', days: 3, highestGrade: 2, latestGrade: null, redLevel: false },
      { key: 'cough', days: 1, highestGrade: 1, latestGrade: 1, redLevel: false },
      { key: 'fatigue', days: 1, highestGrade: null, latestGrade: null, redLevel: false },
    ]);
  });

  it('an empty period tracks nothing', () => {
    expect(symptomsTracked([], week)).toEqual([]);
    expect(daysWithCheckIn([], week)).toBe(0);
  });
});

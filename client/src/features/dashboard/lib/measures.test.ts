import { describe, expect, it } from 'vitest';
import { pointsOf, summarise } from './measures';

const day = (d: string, mood: number | null, pain: number | null = null) => ({
  day: d,
  mood,
  energy: null,
  sleep: null,
  pain,
});

describe('a measure over a period', () => {
  it('reads the measure of each day, empty days kept as gaps', () => {
    expect(pointsOf([day('2026-11-16', 4), day('2026-11-17', null)], 'mood')).toEqual([
      { day: '2026-11-16', value: 4 },
      { day: '2026-11-17', value: null },
    ]);
  });

  it('summarises only the days recorded', () => {
    const points = pointsOf(
      [day('2026-11-16', 2, 8), day('2026-11-17', null, 3), day('2026-11-18', 5, null)],
      'mood',
    );
    expect(summarise(points)).toEqual({ days: 2, low: 2, high: 5, mean: 3.5 });
    expect(summarise(pointsOf([day('2026-11-16', null)], 'pain'))).toBeNull();
  });
});

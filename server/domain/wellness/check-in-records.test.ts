import { describe, expect, it } from 'vitest';
import { checkInRecord } from './check-in-records';

const createdAt = new Date('2026-11-20T02:00:00Z');
const symptom = (symptom_key: string, grade: number | null, severity: string | null = null) => ({
  symptom_key,
  symptom: symptom_key,
  grade,
  severity,
});

describe('check-in record from a stored assessment', () => {
  it('reads grades, pain on the 10-point scale, and no ratings before Florence asks them', () => {
    const record = checkInRecord({
      createdAt,
      result: {
        structured_assessment: {
          symptoms: [symptom('fatigue', 2), symptom('pain', 2, '6/10'), symptom('other', null)],
        },
      },
    });
    expect(record).toEqual({
      finishedAt: createdAt,
      grades: [2, 2],
      mood: null,
      energy: null,
      sleep: null,
      pain: 6,
    });
  });

  it.each([
    ['ratings on the 1-5 scale', { mood: 4, energy: 2, sleep_quality: 5 }, [4, 2, 5]],
    [
      'out-of-scale and non-numbers are not ratings',
      { mood: 0, energy: '3', sleep_quality: 3.5 },
      [null, null, null],
    ],
  ])('%s', (_label, ratings, [mood, energy, sleep]) => {
    const record = checkInRecord({
      createdAt,
      result: { structured_assessment: { symptoms: [], ratings } },
    });
    expect(record).toMatchObject({ mood, energy, sleep });
  });

  it('a denied pain is no pain reading; a missing result is an empty check-in', () => {
    expect(
      checkInRecord({
        createdAt,
        result: { structured_assessment: { symptoms: [symptom('pain', 0, 'none')] } },
      }).pain,
    ).toBeNull();
    expect(checkInRecord({ createdAt, result: null })).toMatchObject({ grades: [], pain: null });
  });
});

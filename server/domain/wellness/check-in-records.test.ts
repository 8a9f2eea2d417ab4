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
          symptoms: [
            symptom('fatigue', 2),
            symptom('pain', 2, '6/10'),
            { ...symptom('other', null), symptom: 'hiccups' },
          ],
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
      hoursSlept: null,
      // a symptom reported without a grade is still the patient's: tracked, but in no score
      symptoms: [
        { key: 'fatigue', grade: 2 },
        { key: 'pain', grade: 2 },
        { key: 'other', grade: null, label: 'hiccups' },
      ],
    });
  });

  it.each([
    [
      'ratings on the 1-5 scale, and the hours slept',
      { mood: 4, energy: 2, sleep_quality: 5, hours_slept: 6.5 },
      [4, 2, 5, 6.5],
    ],
    [
      'out-of-scale and non-numbers are not ratings',
      { mood: 0, energy: '3', sleep_quality: 3.5, hours_slept: 30 },
      [null, null, null, null],
    ],
  ])('%s', (_label, ratings, [mood, energy, sleep, hoursSlept]) => {
    const record = checkInRecord({
      createdAt,
      result: { structured_assessment: { symptoms: [], ratings } },
    });
    expect(record).toMatchObject({ mood, energy, sleep, hoursSlept });
  });

  it('a symptom that fired a red-level rule, without a grade, counts as grade 4', () => {
    const record = checkInRecord({
      createdAt,
      result: {
        fired_rules: [
          {
            id: 'fever.on_treatment.high_temperature',
            symptom: 'fever',
            effect: 'red',
            grade: null,
          },
        ],
        structured_assessment: { symptoms: [symptom('fever', null)] },
      },
    });
    // counted as 4 in the figures, and marked so screens say 'red-level finding', not 'grade 4'
    expect(record).toMatchObject({
      grades: [4],
      symptoms: [{ key: 'fever', grade: 4, redLevel: true }],
    });
  });

  it('a denied pain is a reading of 0 (every check-in asks); not asked, no reading', () => {
    const painDenied = { symptoms: [], denied: ['pain' as const] };
    expect(checkInRecord({ createdAt, result: { structured_assessment: painDenied } }).pain).toBe(
      0,
    );
    expect(
      checkInRecord({ createdAt, result: { structured_assessment: { symptoms: [] } } }).pain,
    ).toBeNull();
    expect(checkInRecord({ createdAt, result: null })).toMatchObject({ grades: [], pain: null });
  });
});

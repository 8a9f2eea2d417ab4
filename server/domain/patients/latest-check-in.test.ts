import { describe, expect, it } from 'vitest';
import { latestCheckIn } from './latest-check-in';

const at = new Date('2026-11-20T02:00:00Z');
const symptom = (key: string, grade: number | null, extra: object = {}) => ({
  symptom_key: key,
  symptom: key,
  grade,
  severity: null,
  location: null,
  ...extra,
});

describe('the latest check-in on the doctor’s Overview', () => {
  const result = {
    structured_assessment: {
      symptoms: [
        symptom('fever', null),
        symptom('pain', 3, { severity: '8/10', location: 'lower back', symptom: '痛' }),
        symptom('other', 1, { symptom: 'hiccups' }),
        symptom('nausea', 0),
      ],
    },
    fired_rules: [
      {
        id: 'fever.on_treatment.high_temperature',
        symptom: 'fever',
        effect: 'red',
        grade: null,
        rationale: { en: 'Temperature 38.3 °C on treatment.', 'zh-HK': '治療期間體溫 38.3°C。' },
      },
    ],
  };

  it('names each symptom in the reader’s language with its grade, rating and place', () => {
    expect(latestCheckIn({ createdAt: at, alertLevel: 'RED', result }, 'en')).toEqual({
      at,
      level: 'RED',
      symptoms: ['Fever', 'Pain (lower back) · severe · 8/10', 'hiccups · mild'],
      reasons: ['Temperature 38.3 °C on treatment.'],
    });
  });

  it('in Chinese, for a doctor who reads Chinese, whatever language the patient wrote in', () => {
    expect(latestCheckIn({ createdAt: at, alertLevel: 'RED', result }, 'zh-HK')).toMatchObject({
      symptoms: ['發燒', '疼痛（lower back） · 嚴重 · 8/10', 'hiccups · 輕微'],
      reasons: ['治療期間體溫 38.3°C。'],
    });
  });

  it('an empty or missing result says nothing was reported', () => {
    expect(latestCheckIn({ createdAt: at, alertLevel: 'GREEN', result: null }, 'en')).toEqual({
      at,
      level: 'GREEN',
      symptoms: [],
      reasons: [],
    });
  });
});

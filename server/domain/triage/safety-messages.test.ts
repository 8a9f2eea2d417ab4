import { describe, expect, it } from 'vitest';
import { ALERT_TITLES, PROBABILITY_LABELS, SYMPTOM_NAMES, URGENCY_LABELS } from './labels';
import { EMERGENCY_NUMBER_HK, redFindingSafetyMessage, safetyMessageFor } from './safety-messages';
import { SYMPTOM_KEYS, type AlertLevel, type Language } from './types';

const LEVELS: AlertLevel[] = ['RED', 'ORANGE', 'YELLOW', 'GREEN'];
const LANGUAGES: Language[] = ['en', 'zh-HK'];
const everyLevelInEveryLanguage = LEVELS.flatMap((level) =>
  LANGUAGES.map((language) => [level, language] as const),
);

describe('patient safety messages', () => {
  it.each(everyLevelInEveryLanguage)('%s in %s says to call 999', (level, language) => {
    expect(safetyMessageFor(level, language)).toContain(EMERGENCY_NUMBER_HK);
    expect(EMERGENCY_NUMBER_HK).toBe('999');
  });

  it.each<[Language, RegExp]>([
    ['en', /call 999 or go to the nearest Accident and Emergency/],
    ['zh-HK', /致電 999 或前往最近的急症室/],
  ])('the red-finding message in %s sends the patient to emergency care now', (language, text) => {
    expect(redFindingSafetyMessage(language)).toMatch(text);
  });
});

describe('labels (spec section 9)', () => {
  it.each([
    [1, 'Routine', '常規'],
    [2, 'Follow up', '需跟進'],
    [3, 'This week', '本星期內'],
    [4, 'Same day', '即日'],
    [5, 'Emergency', '緊急'],
  ] as const)('urgency %i is %s / %s', (urgency, en, zh) => {
    expect(URGENCY_LABELS[urgency]).toEqual({ en, 'zh-HK': zh });
  });

  it.each([
    ['high', 'High likelihood'],
    ['medium', 'Possible'],
    ['low', 'Unlikely'],
  ] as const)('probability %s is %s', (probability, en) => {
    expect(PROBABILITY_LABELS[probability].en).toBe(en);
    expect(PROBABILITY_LABELS[probability]['zh-HK']).not.toBe('');
  });

  it.each([
    ['GREEN', 'All good'],
    ['YELLOW', 'Monitor closely'],
    ['ORANGE', 'Attention needed'],
    ['RED', 'Urgent care'],
  ] as const)('alert title for %s is %s', (level, en) => {
    expect(ALERT_TITLES[level].en).toBe(en);
    expect(ALERT_TITLES[level]['zh-HK']).not.toBe('');
  });

  it.each(SYMPTOM_KEYS)('%s has a name in both languages', (symptom) => {
    expect(SYMPTOM_NAMES[symptom].en).toMatch(/^[A-Z]/);
    expect(SYMPTOM_NAMES[symptom]['zh-HK']).toMatch(/[\u4e00-\u9fff]/);
  });
});

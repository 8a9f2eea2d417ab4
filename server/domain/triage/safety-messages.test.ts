import { describe, expect, it } from 'vitest';
import { SYMPTOM_NAMES } from './labels';
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

describe('symptom names', () => {
  it.each(SYMPTOM_KEYS)('%s has a name in both languages', (symptom) => {
    expect(SYMPTOM_NAMES[symptom].en).toMatch(/^[A-Z]/);
    expect(SYMPTOM_NAMES[symptom]['zh-HK']).toMatch(/[\u4e00-\u9fff]/);
  });
});

import { describe, expect, it } from 'vitest';
import { evaluateFindings } from './evaluate';
import { buildStructuredSymptoms, keySymptoms } from './structured';
import { context, finding, rated } from './test-fixtures';
import type { Language, SymptomFinding } from './types';

function structure(subject: SymptomFinding, language: Language) {
  const patient = context({ language });
  return buildStructuredSymptoms(evaluateFindings([subject], patient), language)[0];
}

const text = (words: string) => ({ severity: { kind: 'text' as const, text: words } });

describe('severity shown in the structured assessment', () => {
  it.each<[string, SymptomFinding, Language, string | null]>([
    ['a 0-10 rating', rated('pain', 7), 'en', '7/10'],
    ['an n/10 answer', finding('pain', text('6 / 10')), 'zh-HK', '6/10'],
    [
      'a chat-scale rating',
      finding('pain', { severity: { kind: 'chat_scale', value: 5 } }),
      'en',
      'very severe',
    ],
    ['an English word in a Chinese session', finding('pain', text('severe')), 'zh-HK', '嚴重'],
    ['a Chinese word in an English session', finding('pain', text('中等')), 'en', 'moderate'],
    ['a grade set by a threshold', finding('vomiting', { episodesPer24h: 6 }), 'en', 'severe'],
    ['not sure', finding('pain', { notSure: true }), 'zh-HK', '不確定'],
    ['words that could not be graded', finding('pain', text(' so-so ')), 'en', 'so-so'],
    ['no rating at all', finding('chest_pain'), 'en', null],
  ])('%s in %s', (_case, subject, language, severity) => {
    expect(structure(subject, language)?.severity).toBe(severity);
  });

  it.each<[number, Language, string]>([
    [1, 'en', 'never'],
    [3, 'en', 'occasionally'],
    [5, 'en', 'almost constantly'],
    [2, 'zh-HK', '很少'],
    [4, 'zh-HK', '經常'],
  ])('frequency step %i reads as %s: %s', (value, language, frequency) => {
    const subject = { ...rated('cough', 3), frequency: { kind: 'chat_scale' as const, value } };
    expect(structure(subject, language)?.frequency).toBe(frequency);
  });

  it('names associated symptoms in the session language', () => {
    const subject = finding('fever', {
      temperatureC: 38.5,
      associatedSymptoms: ['cough', 'fatigue'],
    });
    expect(structure(subject, 'zh-HK')?.associated_symptoms).toEqual(['咳嗽', '疲倦']);
  });

  it('leaves out denied symptoms and names each key symptom once', () => {
    const evaluated = evaluateFindings(
      [finding('cough', { negated: true }), rated('pain', 4), rated('pain', 8)],
      context(),
    );
    expect(buildStructuredSymptoms(evaluated, 'en').map((s) => s.grade)).toEqual([3, 2]);
    expect(keySymptoms(evaluated, 'zh-HK')).toEqual(['疼痛']);
  });
});

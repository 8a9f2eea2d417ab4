import { describe, expect, it } from 'vitest';
import { assessConfidence } from './confidence';
import { evaluateFindings } from './evaluate';
import { context, finding, rated } from './test-fixtures';
import type { ConfidenceLevel, SymptomFinding, TriageContext } from './types';

const words = (text: string) => ({ severity: { kind: 'text' as const, text } });

describe('confidence of an assessment', () => {
  it.each<[string, SymptomFinding[], Partial<TriageContext>, ConfidenceLevel]>([
    ['nothing reported', [], {}, 'high'],
    [
      'every rating a number',
      [rated('pain', 6), finding('nausea', { severity: { kind: 'chat_scale', value: 3 } })],
      {},
      'high',
    ],
    ['an n/10 answer', [finding('pain', words('6/10'))], {}, 'high'],
    ['a measured temperature', [finding('fever', { temperatureC: 37.2 })], {}, 'high'],
    ['an episode count', [finding('vomiting', { episodesPer24h: 2 })], {}, 'high'],
    ['a red rule with no rating', [finding('chest_pain')], {}, 'high'],
    ['an English word', [rated('pain', 6), finding('nausea', words('moderate'))], {}, 'medium'],
    ['a Chinese word', [finding('nausea', words('中等'))], {}, 'medium'],
    [
      'a word frequency',
      [finding('cough', { frequency: { kind: 'text', text: '經常' } })],
      {},
      'medium',
    ],
    ['not sure', [rated('pain', 6), finding('fatigue', { notSure: true })], {}, 'low'],
    ['not sure in words', [finding('fatigue', words('唔知'))], {}, 'low'],
    ['an unclear answer', [finding('fatigue', words('so-so'))], {}, 'low'],
    ['a skipped rating', [finding('cough')], {}, 'low'],
    ['ended early', [rated('pain', 6)], { endedEarly: true }, 'low'],
    [
      'a denied symptom is not counted',
      [rated('pain', 6), finding('cough', { negated: true, ...words('??') })],
      {},
      'high',
    ],
  ])('%s: %s', (_case, findings, overrides, confidence) => {
    const evaluated = evaluateFindings(findings, context(overrides));
    expect(assessConfidence(evaluated, context(overrides))).toBe(confidence);
  });
});

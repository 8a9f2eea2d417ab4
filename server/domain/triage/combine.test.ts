import { describe, expect, it } from 'vitest';
import { countAmberSymptoms, decideAlertLevel, recommendedTimeline } from './combine';
import { evaluateFindings } from './evaluate';
import { context, finding, rated } from './test-fixtures';
import type { AlertLevel, SymptomFinding } from './types';

function levelOf(findings: SymptomFinding[]): AlertLevel {
  return decideAlertLevel(evaluateFindings(findings, context())).level;
}

const amber = {
  nausea: rated('nausea', 5),
  fatigue: rated('fatigue', 5),
  cough: rated('cough', 5),
  constipation: finding('constipation', { severity: { kind: 'text', text: '中等' } }),
};

describe('alert level from the combination of findings', () => {
  it.each<[string, SymptomFinding[], AlertLevel]>([
    ['nothing reported', [], 'GREEN'],
    ['only grade 1s', [rated('pain', 2), rated('fatigue', 3)], 'GREEN'],
    ['only denied symptoms', [finding('chest_pain', { negated: true })], 'GREEN'],
    ['one amber', [amber.nausea], 'YELLOW'],
    ['one amber and grade 1s', [amber.nausea, rated('pain', 1)], 'YELLOW'],
    ['two ambers', [amber.nausea, amber.fatigue], 'ORANGE'],
    ['any grade 3', [rated('pain', 7)], 'ORANGE'],
    ['three ambers', [amber.nausea, amber.fatigue, amber.cough], 'RED'],
    ['four ambers', [amber.nausea, amber.fatigue, amber.cough, amber.constipation], 'RED'],
    ['a grade 3 and two ambers', [rated('pain', 8), amber.nausea, amber.fatigue], 'RED'],
    ['any grade 4', [rated('pain', 9)], 'RED'],
    ['a red-level finding alone', [finding('chest_pain')], 'RED'],
    ['a red-level finding among grade 1s', [rated('pain', 1), finding('confusion')], 'RED'],
    ['the same symptom recorded twice', [amber.nausea, rated('nausea', 6)], 'YELLOW'],
    [
      'two different "other" symptoms',
      [
        finding('other', { label: 'hiccups', severity: { kind: 'text', text: 'moderate' } }),
        finding('other', { label: 'itchy scalp', severity: { kind: 'text', text: 'moderate' } }),
      ],
      'ORANGE',
    ],
    ['not sure alone', [finding('fatigue', { notSure: true })], 'GREEN'],
    ['not sure next to an amber', [finding('fatigue', { notSure: true }), amber.nausea], 'YELLOW'],
  ])('%s gives %s', (_case, findings, level) => {
    expect(levelOf(findings)).toBe(level);
  });

  it('counts ambers per symptom', () => {
    const evaluated = evaluateFindings([amber.nausea, rated('nausea', 6), amber.cough], context());
    expect(countAmberSymptoms(evaluated)).toBe(2);
  });

  it.each<[string, SymptomFinding[], string[]]>([
    ['one amber', [amber.nausea], []],
    ['two ambers', [amber.nausea, amber.fatigue], ['combine.two_ambers']],
    ['three ambers', [amber.nausea, amber.fatigue, amber.cough], ['combine.three_or_more_ambers']],
  ])('%s records combination rules %j', (_case, findings, ids) => {
    const { combinationRules } = decideAlertLevel(evaluateFindings(findings, context()));
    expect(combinationRules.map((rule) => rule.id)).toEqual(ids);
    for (const rule of combinationRules) {
      expect(rule.symptom).toBeNull();
      expect(rule.rationale['zh-HK']).toContain('第 2 級');
    }
  });
});

describe('recommended timeline', () => {
  it.each<[AlertLevel, RegExp, RegExp]>([
    ['RED', /^Immediately: .*emergency department/, /^立即：.*急症室/],
    ['ORANGE', /^Same day/, /^即日/],
    ['YELLOW', /^Within 24 hours: .*monitor closely/, /^24 小時內/],
    ['GREEN', /^Self-care advice; next check-in as usual/, /自我護理/],
  ])('%s', (level, english, chinese) => {
    expect(recommendedTimeline(level, 'en')).toMatch(english);
    expect(recommendedTimeline(level, 'zh-HK')).toMatch(chinese);
  });
});

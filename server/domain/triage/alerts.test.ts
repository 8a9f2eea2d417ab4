import { describe, expect, it } from 'vitest';
import { alertImportanceFor, findRedFindings, immediateAlertFor, isRedFinding } from './alerts';
import { context, finding, rated } from './test-fixtures';
import type { AlertImportance, AlertLevel, SymptomFinding } from './types';

describe('alert importance by level', () => {
  it.each<[AlertLevel, AlertImportance | null]>([
    ['RED', 'critical'],
    ['ORANGE', 'urgent'],
    ['YELLOW', 'caution'],
    ['GREEN', null],
  ])('%s gives %s', (level, importance) => {
    expect(alertImportanceFor(level)).toBe(importance);
  });
});

describe('acting on a finding mid-conversation', () => {
  it.each<[string, SymptomFinding, boolean, AlertImportance | null]>([
    ['new chest pain', finding('chest_pain'), true, 'critical'],
    ['denied chest pain', finding('chest_pain', { negated: true }), false, null],
    [
      'chest pain answered 冇',
      finding('chest_pain', { severity: { kind: 'text', text: '冇' } }),
      false,
      null,
    ],
    ['37.5 °C on treatment', finding('fever', { temperatureC: 37.5 }), true, 'critical'],
    ['37.4 °C on treatment', finding('fever', { temperatureC: 37.4 }), false, null],
    ['pain 9/10 (grade 4)', rated('pain', 9), true, 'critical'],
    ['pain 7/10 (grade 3)', rated('pain', 7), false, 'urgent'],
    ['nausea 5/10 (amber)', rated('nausea', 5), false, null],
  ])('%s: red %s, immediate alert %s', (_case, recorded, isRed, importance) => {
    expect(isRedFinding(recorded, context())).toBe(isRed);
    expect(immediateAlertFor(recorded, context())).toBe(importance);
  });

  it('findRedFindings returns only the red ones, with their rules', () => {
    const red = findRedFindings(
      [
        rated('nausea', 5),
        finding('bleeding', { heavy: true }),
        finding('confusion', { isNew: false }),
      ],
      context(),
    );
    expect(red.map((e) => e.finding.symptom)).toEqual(['bleeding']);
    expect(red[0]?.firedRules.map((rule) => rule.id)).toEqual(['bleeding.ongoing_or_heavy']);
  });
});

import { describe, expect, it } from 'vitest';
import { assessTriage } from './assess';
import { context, finding, rated } from './test-fixtures';
import type { AlertImportance, AlertLevel, SymptomFinding } from './types';

describe('assessTriage', () => {
  it.each<[string, SymptomFinding[], AlertLevel, AlertImportance | null]>([
    ['no symptoms', [], 'GREEN', null],
    ['one amber', [rated('nausea', 5)], 'YELLOW', 'caution'],
    ['a grade 3', [rated('pain', 7)], 'ORANGE', 'urgent'],
    ['a red finding', [finding('chest_pain')], 'RED', 'critical'],
  ])('%s: %s with alert importance %s', (_case, findings, level, importance) => {
    const assessment = assessTriage(findings, context());
    expect(assessment.alert_level).toBe(level);
    expect(assessment.alert_importance).toBe(importance);
  });

  it('is reproducible: the same findings give the same assessment', () => {
    const findings = [finding('fever', { temperatureC: 38.2 }), rated('nausea', 5)];
    expect(assessTriage(findings, context())).toEqual(assessTriage(findings, context()));
  });

  it('builds the rationale from the fired rules, most severe first, in English', () => {
    const assessment = assessTriage(
      [rated('nausea', 5), finding('fever', { temperatureC: 38.2 })],
      context(),
    );
    expect(assessment.alert_rationale).toMatch(
      /^Temperature 38\.2 °C while on anticancer treatment/,
    );
    expect(assessment.alert_rationale).toContain('Nausea rated moderate (grade 2).');
    expect(assessment.fired_rules.map((rule) => rule.id)).toEqual([
      'reported_grade',
      'fever.on_treatment.high_temperature',
    ]);
  });

  it('writes every text in Traditional Chinese for a zh-HK session', () => {
    const assessment = assessTriage(
      [finding('fever', { temperatureC: 38.2 }), rated('nausea', 5)],
      context({ language: 'zh-HK' }),
    );
    expect(assessment.alert_rationale).toMatch(/^正在接受抗癌治療期間體溫 38\.2°C/);
    expect(assessment.recommended_timeline).toMatch(/^立即/);
    expect(assessment.key_symptoms).toEqual(['發燒', '噁心']);
    expect(assessment.diagnosis_predictions[0]?.suspected_diagnosis).toBe('白血球過低引致的敗血症');
    expect(assessment.structured_assessment.symptoms[1]).toMatchObject({
      symptom: '噁心',
      severity: '5/10',
    });
  });

  it('explains a GREEN level and a low confidence', () => {
    const assessment = assessTriage(
      [finding('cough', { notSure: true })],
      context({ endedEarly: true }),
    );
    expect(assessment.alert_level).toBe('GREEN');
    expect(assessment.confidence_level).toBe('low');
    expect(assessment.alert_rationale).toBe(
      'No symptom reached grade 2 or a red-level threshold. Confidence is low (answers skipped ' +
        'or unclear, or the check-in ended early); the level was not lowered for it.',
    );
  });

  it('"not sure" lowers confidence, never the level', () => {
    const sure = assessTriage([rated('pain', 7)], context());
    const unsure = assessTriage(
      [rated('pain', 7), finding('fatigue', { notSure: true })],
      context(),
    );
    expect([sure.alert_level, sure.confidence_level]).toEqual(['ORANGE', 'high']);
    expect([unsure.alert_level, unsure.confidence_level]).toEqual(['ORANGE', 'low']);
  });

  it('records the combination rule when three ambers make it RED', () => {
    const assessment = assessTriage(
      [rated('nausea', 5), rated('cough', 5), rated('constipation', 5)],
      context({ language: 'zh-HK' }),
    );
    expect(assessment.alert_level).toBe('RED');
    expect(assessment.fired_rules.at(-1)?.id).toBe('combine.three_or_more_ambers');
    expect(assessment.alert_rationale).toMatch(/^3 項症狀同時達第 2 級或以上：提升至紅色級別。/);
  });

  it('lists key symptoms most severe first, each once, without denied ones', () => {
    const assessment = assessTriage(
      [
        rated('fatigue', 2),
        finding('chest_pain', { negated: true }),
        rated('pain', 5),
        rated('pain', 4),
        finding('confusion'),
        finding('other', { label: 'hiccups', notSure: true }),
      ],
      context(),
    );
    expect(assessment.key_symptoms).toEqual([
      'Confusion, drowsiness or fits',
      'Pain',
      'Fatigue',
      'hiccups',
    ]);
  });

  it('fills the structured assessment from each finding', () => {
    const assessment = assessTriage(
      [
        finding('pain', {
          severity: { kind: 'text', text: 'severe' },
          frequency: { kind: 'chat_scale', value: 4 },
          duration: '3 days',
          location: 'lower back',
          quality: 'aching',
          notes: 'worse at night',
          associatedSymptoms: ['nausea'],
        }),
        finding('cough', { notSure: true }),
      ],
      context(),
    );
    expect(assessment.structured_assessment.symptoms).toEqual([
      {
        symptom_key: 'pain',
        symptom: 'Pain',
        grade: 3,
        severity: 'severe',
        duration: '3 days',
        frequency: 'frequently',
        location: 'lower back',
        quality: 'aching',
        associated_symptoms: ['Nausea'],
        notes: 'worse at night',
      },
      {
        symptom_key: 'cough',
        symptom: 'Cough',
        grade: null,
        severity: 'not sure',
        duration: null,
        frequency: null,
        location: null,
        quality: null,
        associated_symptoms: [],
        notes: null,
      },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { assessTriage } from './assess';
import { assessmentForReader } from './reading';
import { context, finding, rated } from './test-fixtures';

// Findings as a patient on treatment reports them in an English check-in.
const findings = [
  finding('fever', {
    temperatureC: 38.1,
    frequency: { kind: 'chat_scale', value: 4 },
    associatedSymptoms: ['cough'],
  }),
  rated('cough', 5),
  finding('chest_pain'),
  finding('other', { label: 'itchy scalp', severity: { kind: 'text', text: 'Mild' } }),
];
const english = assessTriage(findings, context({ language: 'en', endedEarly: true }));
const chinese = assessTriage(findings, context({ language: 'zh-HK', endedEarly: true }));
const LATIN = /[A-Za-z]{3,}/;

describe('assessmentForReader', () => {
  it('gives a doctor the clinical texts in the reader’s language, whatever the session’s', () => {
    const read = assessmentForReader(english, { language: 'zh-HK', audience: 'clinician' });
    expect(read.alert_rationale).toBe(chinese.alert_rationale);
    expect(read.recommended_timeline).toBe(chinese.recommended_timeline);
    expect(read.diagnosis_predictions).toEqual(chinese.diagnosis_predictions);
    expect(read.key_symptoms).toEqual(['發燒', '胸痛', '咳嗽', 'itchy scalp']);
    expect(read.structured_assessment.symptoms).toEqual(chinese.structured_assessment.symptoms);
    const back = assessmentForReader(chinese, { language: 'en', audience: 'clinician' });
    expect(back.alert_rationale).toBe(english.alert_rationale);
    expect(back.structured_assessment).toEqual(english.structured_assessment);
  });

  it('gives a patient plain words: no clinical names, no confidence explanation', () => {
    const read = assessmentForReader(english, { language: 'en', audience: 'patient' });
    expect(read.alert_rationale).toBe(
      'What you told us about fever, chest pain, and cough needs medical care now.',
    );
    expect(read.recommended_timeline).toContain('999');
    const names = read.diagnosis_predictions.map((p) => p.suspected_diagnosis);
    expect(names).toContain('A heart or lung problem that needs urgent care');
    expect(names.join(' ')).not.toMatch(/sepsis|Cardiopulmonary|embolism/i);
    expect(read.alert_rationale).not.toMatch(/confidence/i);
  });

  it('writes a patient’s Chinese texts in Chinese after an English check-in', () => {
    const read = assessmentForReader(english, { language: 'zh-HK', audience: 'patient' });
    expect(read.alert_rationale).toBe('你提到的發燒、胸痛及咳嗽需要立即求醫。');
    for (const text of [
      read.alert_rationale,
      read.recommended_timeline,
      ...read.diagnosis_predictions.flatMap((p) => [p.suspected_diagnosis, p.reasoning]),
    ])
      expect(text).not.toMatch(LATIN);
    expect(read.diagnosis_predictions.map((p) => p.suspected_diagnosis)).not.toContain(
      '白血球過低引致的敗血症',
    );
  });

  it('keeps unknown codes and the patient’s own words as stored', () => {
    const stored = {
      ...english,
      diagnosis_predictions: [{ ...english.diagnosis_predictions[0], code: 'retired_code' }],
    };
    const read = assessmentForReader(stored, { language: 'zh-HK', audience: 'patient' });
    expect(read.diagnosis_predictions[0].suspected_diagnosis).toBe(
      english.diagnosis_predictions[0].suspected_diagnosis,
    );
    const other = read.structured_assessment.symptoms.find((s) => s.symptom_key === 'other');
    expect(other).toMatchObject({ symptom: 'itchy scalp', severity: '輕微' });
  });

  it('says when nothing needs care', () => {
    const green = assessTriage([rated('fatigue', 2)], context());
    expect(assessmentForReader(green, { language: 'zh-HK', audience: 'patient' })).toMatchObject({
      alert_rationale: '你的回答暫時沒有需要特別處理的情況。',
      key_symptoms: ['疲倦'],
    });
  });
});

// What a doctor reads for a triage result: importance, type, title and description in
// both languages. Pure: built from the two language versions of one assessment. The
// importance and the level titles are the shared ones (common/alerts.ts,
// common/triage-labels.ts), so the alert says what the dashboard says.
import { ALERT_TYPES, IMPORTANCE_BY_LEVEL, type AlertTypeKey } from '#common/alerts';
import { ALERT_TITLES } from '#common/triage-labels';
import type { TriageAssessment } from '../triage';

export type AlertContent = {
  importance: (typeof IMPORTANCE_BY_LEVEL)[keyof typeof IMPORTANCE_BY_LEVEL];
  type: AlertTypeKey;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
};

const VITALS_SYMPTOMS = new Set(['fever', 'shortness_of_breath']);

function alertTypeFor(assessment: TriageAssessment): AlertTypeKey {
  if (assessment.alert_level === 'GREEN') return 'wellness_check';
  const firedOnVitals = assessment.fired_rules.some(
    (rule) => rule.symptom && VITALS_SYMPTOMS.has(rule.symptom) && rule.effect === 'red',
  );
  return firedOnVitals ? 'vitals_alert' : 'symptom_spike';
}

/** `english` and `chinese` are the same assessment produced in each language. */
export function alertContentFor(
  english: TriageAssessment,
  chinese: TriageAssessment,
  final: boolean,
): AlertContent {
  const type = alertTypeFor(english);
  const title = ALERT_TITLES[english.alert_level];
  const stage = final ? { en: '', zh: '' } : { en: ' (during check-in)', zh: '（簽到期間）' };
  const symptoms = (assessment: TriageAssessment) => assessment.key_symptoms.slice(0, 3).join(', ');
  return {
    importance: IMPORTANCE_BY_LEVEL[english.alert_level],
    type,
    titleEn: `${ALERT_TYPES[type].en}: ${title.en}${stage.en}`,
    titleZh: `${ALERT_TYPES[type]['zh-HK']}：${title['zh-HK']}${stage.zh}`,
    descriptionEn: [symptoms(english), english.alert_rationale].filter(Boolean).join(' — '),
    descriptionZh: [symptoms(chinese), chinese.alert_rationale].filter(Boolean).join('——'),
  };
}

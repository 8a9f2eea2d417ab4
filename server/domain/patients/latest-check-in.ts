// What the doctor's Overview says of the patient's latest check-in: not only its level
// ("Urgent care") but what it was about, in the doctor's language: each symptom with its
// grade, rating and place, and the reasons the triage rules gave (a fever's reading lives
// there: "Temperature 38.3 °C while on anticancer treatment…"). Pure, over the stored result.
import { GRADE_WORDS, SYMPTOM_NAMES } from '../triage/labels';
import type { AlertLevel, FiredRule, Language, StructuredSymptom } from '../triage/types';

export type LatestCheckIn = {
  at: Date;
  level: AlertLevel;
  /** "Pain (back) · severe · 8/10", most severe first, as the triage ordered them. */
  symptoms: string[];
  /** The fired rules' rationales, each once: why the level is what it is. */
  reasons: string[];
};

type StoredResult = {
  structured_assessment?: { symptoms?: StructuredSymptom[] };
  fired_rules?: FiredRule[];
} | null;

function symptomLine(symptom: StructuredSymptom, language: Language): string {
  // 'other' is named in the patient's own words; a known symptom in the reader's language
  const name =
    symptom.symptom_key === 'other'
      ? symptom.symptom
      : (SYMPTOM_NAMES[symptom.symptom_key]?.[language] ?? symptom.symptom);
  const grade = symptom.grade == null ? null : GRADE_WORDS[symptom.grade][language];
  const rating = symptom.severity?.endsWith('/10') ? symptom.severity : null;
  const place = !symptom.location
    ? ''
    : language === 'zh-HK'
      ? `（${symptom.location}）`
      : ` (${symptom.location})`;
  return [`${name}${place}`, grade, rating].filter(Boolean).join(' · ');
}

export function latestCheckIn(
  assessment: { createdAt: Date; alertLevel: AlertLevel; result: unknown },
  language: Language,
): LatestCheckIn {
  const result = assessment.result as StoredResult;
  const symptoms = result?.structured_assessment?.symptoms ?? [];
  const reasons = (result?.fired_rules ?? []).map((rule) => rule.rationale[language]);
  return {
    at: assessment.createdAt,
    level: assessment.alertLevel,
    symptoms: symptoms.filter((s) => s.grade !== 0).map((s) => symptomLine(s, language)),
    reasons: [...new Set(reasons.filter(Boolean))],
  };
}

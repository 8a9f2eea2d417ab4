// The structured_assessment and key_symptoms of the spec's triage-assessment entity,
// written in the session language, most severe symptom first.
import { FREQUENCY_SCALE_STEPS, parseOutOfTen } from './answer-words';
import { GRADE_WORDS, SYMPTOM_NAMES, symptomName } from './labels';
import { findingRank, mostSevereFirst } from './severity-order';
import type { EvaluatedFinding, Language, LocalizedText, StructuredSymptom } from './types';

export const NOT_SURE: LocalizedText = { en: 'not sure', 'zh-HK': '不確定' };

function orNull(text: string | undefined): string | null {
  return text?.trim() || null;
}

/**
 * A 0-10 rating is kept as 'n/10' so the patient's own number reaches the dashboard;
 * a graded answer is shown as the grade's word, which the intensity scale reads back;
 * words that could not be graded are kept as the patient said them, for the doctor.
 */
function severityText(evaluated: EvaluatedFinding, language: Language): string | null {
  const { severity, notSure } = evaluated.finding;
  if (severity?.kind === 'ten_point' && Number.isFinite(severity.value)) {
    return `${severity.value}/10`;
  }
  const outOfTen = severity?.kind === 'text' ? parseOutOfTen(severity.text) : null;
  if (outOfTen !== null) return `${outOfTen}/10`;
  if (evaluated.grade !== null) return GRADE_WORDS[evaluated.grade][language];
  if (notSure) return NOT_SURE[language];
  return severity?.kind === 'text' ? orNull(severity.text) : null;
}

function frequencyText(evaluated: EvaluatedFinding, language: Language): string | null {
  const { frequency } = evaluated.finding;
  if (!frequency) return null;
  if (frequency.kind === 'text') return frequency.text.trim() || null;
  const step = FREQUENCY_SCALE_STEPS[Math.round(frequency.value) - 1];
  return step ? step.label[language] : null;
}

function toStructuredSymptom(evaluated: EvaluatedFinding, language: Language): StructuredSymptom {
  const { finding } = evaluated;
  return {
    symptom_key: finding.symptom,
    symptom: symptomName(finding, language),
    grade: evaluated.grade,
    severity: severityText(evaluated, language),
    duration: orNull(finding.duration),
    frequency: frequencyText(evaluated, language),
    location: orNull(finding.location),
    quality: orNull(finding.quality),
    associated_symptoms: (finding.associatedSymptoms ?? []).map(
      (symptom) => SYMPTOM_NAMES[symptom][language],
    ),
    notes: orNull(finding.notes),
  };
}

/** Reported symptoms only: a denied symptom is not a finding. */
export function buildStructuredSymptoms(
  evaluated: readonly EvaluatedFinding[],
  language: Language,
): StructuredSymptom[] {
  const present = evaluated.filter((e) => e.present);
  return mostSevereFirst(present, findingRank).map((e) => toStructuredSymptom(e, language));
}

/** Names of the reported symptoms, most severe first, each named once. */
export function keySymptoms(evaluated: readonly EvaluatedFinding[], language: Language): string[] {
  const present = evaluated.filter((e) => e.present);
  const names = mostSevereFirst(present, findingRank).map((e) => symptomName(e.finding, language));
  return [...new Set(names)];
}

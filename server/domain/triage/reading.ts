// A stored assessment, written again for its reader: in the reader's language (not the
// language the check-in was held in) and, for a patient, in plain words. Everything is
// rebuilt from what the assessment keeps as codes and parameters (level, fired rules,
// confidence, condition codes, symptom keys and grades); a text the tables do not know
// (a patient's own words) is kept as stored, so rows written before this still read.
import { FREQUENCY_SCALE_STEPS } from './answer-words';
import { recommendedTimeline } from './combine';
import { GRADE_WORDS, SYMPTOM_NAMES } from './labels';
import { PATIENT_CONDITIONS, PATIENT_REASONS, PATIENT_TIMELINES } from './patient-wording';
import { PREDICTION_TEXTS } from './predictions';
import { buildAlertRationale } from './rationale';
import { NOT_SURE } from './structured';
import {
  AMBER_GRADE,
  type DiagnosisPrediction,
  type Language,
  type LocalizedText,
  type StructuredSymptom,
  type TriageAssessment,
} from './types';

/** Patients read plain words; the care team reads the clinical texts and the audit trail. */
export type Audience = 'patient' | 'clinician';
export type Reader = { language: Language; audience: Audience };

const SYMPTOM_TEXTS = Object.values(SYMPTOM_NAMES);
const SEVERITY_TEXTS = [...Object.values(GRADE_WORDS), NOT_SURE];
const FREQUENCY_TEXTS = FREQUENCY_SCALE_STEPS.map((step) => step.label);

/** The text in `language` when it is one of `texts` in any language, else unchanged. */
function translated(text: string, texts: readonly LocalizedText[], language: Language): string {
  const known = texts.find((t) => t.en === text || t['zh-HK'] === text);
  return known ? known[language] : text;
}

function symptomFor(symptom: StructuredSymptom, language: Language): StructuredSymptom {
  const orNull = (text: string | null, texts: readonly LocalizedText[]) =>
    text === null ? null : translated(text, texts, language);
  return {
    ...symptom,
    symptom:
      symptom.symptom_key === 'other' || !SYMPTOM_NAMES[symptom.symptom_key]
        ? translated(symptom.symptom, SYMPTOM_TEXTS, language)
        : SYMPTOM_NAMES[symptom.symptom_key][language],
    severity: orNull(symptom.severity, SEVERITY_TEXTS),
    frequency: orNull(symptom.frequency, FREQUENCY_TEXTS),
    associated_symptoms: (symptom.associated_symptoms ?? []).map((name) =>
      translated(name, SYMPTOM_TEXTS, language),
    ),
  };
}

function predictionFor(prediction: DiagnosisPrediction, reader: Reader): DiagnosisPrediction {
  const texts =
    reader.audience === 'patient'
      ? PATIENT_CONDITIONS.get(prediction.code)
      : PREDICTION_TEXTS.get(prediction.code);
  if (!texts) return prediction;
  const name = 'name' in texts ? texts.name : texts.diagnosis;
  return {
    ...prediction,
    suspected_diagnosis: name[reader.language],
    reasoning: texts.reasoning[reader.language],
  };
}

/** The plain "why": the level's sentence naming the symptoms behind it, most severe first. */
function patientRationale(
  assessment: TriageAssessment,
  symptoms: readonly StructuredSymptom[],
  language: Language,
): string {
  const ruled = new Set(assessment.fired_rules.map((rule) => rule.symptom));
  const behind = symptoms
    .filter((s) => ruled.has(s.symptom_key) || (s.grade ?? 0) >= AMBER_GRADE)
    .map((s) =>
      language === 'en' && s.symptom_key !== 'other' ? s.symptom.toLowerCase() : s.symptom,
    );
  const names = [...new Set(behind)];
  const reason = PATIENT_REASONS[assessment.alert_level];
  if (names.length === 0) return reason.none[language];
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  return reason.some[language].replace('{symptoms}', list);
}

export function assessmentForReader(stored: TriageAssessment, reader: Reader): TriageAssessment {
  const { language, audience } = reader;
  const symptoms = (stored.structured_assessment?.symptoms ?? []).map((s) =>
    symptomFor(s, language),
  );
  const level = stored.alert_level;
  return {
    ...stored,
    alert_rationale:
      audience === 'patient'
        ? patientRationale(stored, symptoms, language)
        : buildAlertRationale(
            stored.fired_rules ?? [],
            stored.confidence_level,
            language,
            stored.structured_assessment?.reported_by,
          ),
    recommended_timeline:
      audience === 'patient'
        ? PATIENT_TIMELINES[level][language]
        : recommendedTimeline(level, language),
    key_symptoms: (stored.key_symptoms ?? []).map((name) =>
      translated(name, SYMPTOM_TEXTS, language),
    ),
    diagnosis_predictions: (stored.diagnosis_predictions ?? []).map((p) =>
      predictionFor(p, reader),
    ),
    // anything else stored beside the symptoms (the day's ratings) is the patient's own, as is
    structured_assessment: { ...stored.structured_assessment, symptoms },
  };
}

// Public API of the triage engine. Callers import from here; files inside the folder
// import each other directly.
export { alertImportanceFor, findRedFindings, immediateAlertFor, isRedFinding } from './alerts';
export { assessTriage } from './assess';
export { recommendedTimeline } from './combine';
export { evaluateFinding } from './evaluate';
export { intensityFromSeverity } from './intensity';
export { POSSIBLY_RED_SYMPTOMS } from './rules';
export { ON_TREATMENT_FEVER_C, ON_TREATMENT_LOW_TEMPERATURE_C } from './fever-rules';
export {
  combineSeverityAndFrequency,
  gradeAnswers,
  gradeFrequency,
  gradeSeverity,
  type ReadAnswer,
} from './grading';
export { SYMPTOM_NAMES, symptomName } from './labels';
export { EMERGENCY_NUMBER_HK, redFindingSafetyMessage, safetyMessageFor } from './safety-messages';
export {
  SYMPTOM_KEYS,
  type AlertImportance,
  type AlertLevel,
  type AnswerSource,
  type ConfidenceLevel,
  type DiagnosisPrediction,
  type EvaluatedFinding,
  type FiredRule,
  type FrequencyAnswer,
  type Grade,
  type Language,
  type LocalizedText,
  type Probability,
  type SeverityAnswer,
  type StructuredSymptom,
  type SymptomFinding,
  type SymptomKey,
  type TreatmentStatus,
  type TriageAssessment,
  type TriageContext,
  type Urgency,
} from './types';
export { assessmentForReader, type Audience, type Reader } from './reading';

// Input and output types of the triage engine. The output field names follow the
// triage-assessment entity of the product spec (snake_case), so the assessment can be
// stored and served without a mapping layer.
import type { Importance } from '#common/alerts';
import type { AlertLevel, Probability, Urgency } from '#common/triage-labels';

export type { AlertLevel, Probability, Urgency };

export const SYMPTOM_KEYS = [
  'fever',
  'chest_pain',
  'shortness_of_breath',
  'bleeding',
  'confusion',
  'vomiting',
  'diarrhoea',
  'nausea',
  'appetite_loss',
  'fatigue',
  'cough',
  'constipation',
  'mouth_sores',
  'skin',
  'urinary',
  'numbness_tingling',
  'eye_problems',
  'pain',
  'other',
] as const;

export type SymptomKey = (typeof SYMPTOM_KEYS)[number];

export type Language = 'en' | 'zh-HK';

/** A text written once per supported language; the session language picks one. */
export type LocalizedText = Readonly<Record<Language, string>>;

export type TreatmentStatus = 'undergoing_treatment' | 'in_remission' | 'post_treatment';

/** CTCAE-style grade: 0 none, 1 mild, 2 moderate (amber), 3 severe, 4 life-threatening. */
export type Grade = 0 | 1 | 2 | 3 | 4;

/** Grade 2, read as amber: review within 24 hours on its own. */
export const AMBER_GRADE = 2;
/** Grade 3: same-day assessment (ORANGE). */
export const SEVERE_GRADE = 3;
/** Grade 4: assessment now (RED). */
export const LIFE_THREATENING_GRADE = 4;

/**
 * A severity answer in the form the patient gave it. The form also tells how the answer
 * was given (a number or words), which is what the confidence level is computed from.
 */
export type SeverityAnswer =
  /** The chat's 1-5 quick-reply scale. */
  | { kind: 'chat_scale'; value: number }
  /** A 0-10 rating. */
  | { kind: 'ten_point'; value: number }
  /** Free text: words in English or Traditional Chinese, or an 'n/10' string. */
  | { kind: 'text'; text: string };

export type FrequencyAnswer =
  /** The chat's 1-5 scale: never, rarely, occasionally, frequently, almost constantly. */
  { kind: 'chat_scale'; value: number } | { kind: 'text'; text: string };

/** One recorded symptom, as extracted from a check-in conversation. */
export interface SymptomFinding {
  symptom: SymptomKey;
  /** The patient's own name for the symptom; used when symptom is 'other'. */
  label?: string;
  severity?: SeverityAnswer;
  frequency?: FrequencyAnswer;
  /** Measured temperature; read on 'fever' findings only. */
  temperatureC?: number;
  /** Episodes in the last 24 hours: vomits, or stools above the patient's usual. */
  episodesPer24h?: number;
  /** The patient denied the symptom ("no chest pain", "冇咳"). */
  negated?: boolean;
  /** The patient could not rate the symptom. */
  notSure?: boolean;
  /** Breathless while resting. */
  atRest?: boolean;
  /** Breathless on exertion. */
  onExertion?: boolean;
  heavy?: boolean;
  /** Bleeding that has not stopped. */
  ongoing?: boolean;
  /** Blood seen in vomit, stool or urine. */
  bloodIn?: boolean;
  /** Shivering or shaking attacks. */
  rigors?: boolean;
  generallyUnwell?: boolean;
  /** Unable to keep fluids down for 24 hours. */
  unableToKeepFluids?: boolean;
  /**
   * A reported fever for which no reading could be had: not measured, no thermometer,
   * or the answer stayed unclear. Handled as a raised temperature (fever rules).
   */
  temperatureNotTaken?: boolean;
  /** An answer about the symptom stayed unclear after it was asked twice. */
  unclearAnswer?: boolean;
  /**
   * Whether the symptom is new. Left undefined it is treated as new, because the rules
   * that depend on it guard against emergencies and must not be missed by omission.
   */
  isNew?: boolean;
  duration?: string;
  location?: string;
  quality?: string;
  notes?: string;
  associatedSymptoms?: readonly SymptomKey[];
}

export interface TriageContext {
  treatmentStatus: TreatmentStatus;
  /** On a checkpoint inhibitor. */
  onImmunotherapy: boolean;
  language: Language;
  /** The session ended before every question was answered. */
  endedEarly: boolean;
  /** A family member or carer wrote for the patient: the rationale says so (rulebook §7). */
  reportedBy?: 'carer';
}

export type ConfidenceLevel = 'low' | 'medium' | 'high';
/** How loudly the care team is alerted (common/alerts.ts), as the assessment writes it. */
export type AlertImportance = Lowercase<Exclude<Importance, 'INFO'>>;

/** What a rule does: make the finding red-level, or set its grade to at least one. */
export type RuleEffect = { effect: 'red'; grade: null } | { effect: 'grade'; grade: Grade };

/** A rule that fired, kept with the assessment so a reviewer can audit the level. */
export type FiredRule = {
  /** Stable identifier, e.g. 'fever.on_treatment.high_temperature'. */
  id: string;
  /** null for rules that combine several symptoms into a level. */
  symptom: SymptomKey | null;
  rationale: LocalizedText;
} & RuleEffect;

/** How an answer was read; drives the confidence level. */
export type AnswerSource = 'explicit' | 'words' | 'not_sure' | 'unclear';

/** A finding after grading and the symptom rules. */
export interface EvaluatedFinding {
  finding: SymptomFinding;
  /**
   * false for a denied or grade-0 symptom ("not a finding"), unless a measured value
   * (temperature, episode count) on it crossed a threshold.
   */
  present: boolean;
  /** Grade from the severity and frequency answers alone; null when ungraded. */
  answerGrade: Grade | null;
  /** Final grade after the symptom rules; null when nothing graded the finding. */
  grade: Grade | null;
  /** A red-level finding from the symptom thresholds. */
  isRed: boolean;
  firedRules: readonly FiredRule[];
  answerSources: readonly AnswerSource[];
}

export interface DiagnosisPrediction {
  /** Stable identifier of the suspected condition, e.g. 'neutropenic_sepsis'. */
  code: string;
  suspected_diagnosis: string;
  probability: Probability;
  urgency: Urgency;
  reasoning: string;
}

export interface StructuredSymptom {
  symptom_key: SymptomKey;
  /** Symptom name in the session language. */
  symptom: string;
  grade: Grade | null;
  /** 'n/10' for a 0-10 rating, else the grade's word; readable by the intensity scale. */
  severity: string | null;
  duration: string | null;
  frequency: string | null;
  location: string | null;
  quality: string | null;
  associated_symptoms: string[];
  notes: string | null;
}

export interface TriageAssessment {
  alert_level: AlertLevel;
  alert_rationale: string;
  recommended_timeline: string;
  confidence_level: ConfidenceLevel;
  key_symptoms: string[];
  diagnosis_predictions: DiagnosisPrediction[];
  /** `reported_by`: a family member or carer wrote the check-in for the patient. */
  structured_assessment: {
    symptoms: StructuredSymptom[];
    /** Symptoms asked about and denied ("no pain"): a "no" is an answer, not a gap. */
    denied?: SymptomKey[];
    reported_by?: 'carer';
  };
  fired_rules: FiredRule[];
  /** null for GREEN: no doctor alert. */
  alert_importance: AlertImportance | null;
}

// The shape shared by every symptom rule, and small helpers to state what a rule does.
import type {
  Grade,
  LocalizedText,
  RuleEffect,
  SymptomFinding,
  SymptomKey,
  TriageContext,
} from './types';

export interface RuleInput {
  finding: SymptomFinding;
  context: TriageContext;
  /** Grade from the severity and frequency answers; null when ungraded. */
  answerGrade: Grade | null;
}

/** What a rule decides when it fires: the fired rule without its identity. */
export type RuleOutcome = RuleEffect & { rationale: LocalizedText };

export interface SymptomRule {
  /** Stable identifier stored with assessments; never reuse one for another meaning. */
  id: string;
  /** The symptoms the rule reads; undefined means every symptom. */
  symptoms?: readonly SymptomKey[];
  /**
   * The rule reads only a measured value (temperature, episode count). Such a reading
   * is objective, so it is read even when the patient denied the symptom; every other
   * rule needs the symptom to be reported.
   */
  readsMeasurement?: boolean;
  /** The outcome when the rule applies to this finding, else null. */
  fire(input: RuleInput): RuleOutcome | null;
}

/** A red-level finding: the patient needs assessment now, whatever else is recorded. */
export function red(rationale: LocalizedText): RuleOutcome {
  return { effect: 'red', grade: null, rationale };
}

/** Sets the finding's grade to at least the given one. */
export function graded(grade: Grade, rationale: LocalizedText): RuleOutcome {
  return { effect: 'grade', grade, rationale };
}

/** Undefined counts as new: a rule guarding an emergency must not miss it by omission. */
export function isNew(finding: SymptomFinding): boolean {
  return finding.isNew !== false;
}

export function appliesTo(rule: SymptomRule, symptom: SymptomKey): boolean {
  return rule.symptoms === undefined || rule.symptoms.includes(symptom);
}

/** 38.25 -> '38.3', 38 -> '38.0': one decimal, as thermometers show it. */
export function formatCelsius(temperatureC: number): string {
  return temperatureC.toFixed(1);
}

export function isOnTreatment(context: TriageContext): boolean {
  return context.treatmentStatus === 'undergoing_treatment';
}

// Builders shared by the triage tests: each test states only what it is about.
import { evaluateFinding } from './evaluate';
import type { EvaluatedFinding, SymptomFinding, SymptomKey, TriageContext } from './types';

export function context(overrides: Partial<TriageContext> = {}): TriageContext {
  return {
    treatmentStatus: 'undergoing_treatment',
    onImmunotherapy: false,
    language: 'en',
    endedEarly: false,
    ...overrides,
  };
}

export function finding(
  symptom: SymptomKey,
  details: Omit<SymptomFinding, 'symptom'> = {},
): SymptomFinding {
  return { symptom, ...details };
}

/** A finding rated on the 0-10 scale, the most common explicit answer. */
export function rated(symptom: SymptomKey, outOfTen: number): SymptomFinding {
  return finding(symptom, { severity: { kind: 'ten_point', value: outOfTen } });
}

export function evaluate(
  subject: SymptomFinding,
  overrides: Partial<TriageContext> = {},
): EvaluatedFinding {
  return evaluateFinding(subject, context(overrides));
}

export function firedIds(evaluated: EvaluatedFinding): string[] {
  return evaluated.firedRules.map((rule) => rule.id);
}

// The facts the suspected-condition rules read, asked as questions about the
// evaluated findings.
import { AMBER_GRADE, type EvaluatedFinding, type SymptomKey, type TriageContext } from './types';

/** What the prediction rules read: the evaluated findings and the patient's context. */
export class Evidence {
  constructor(
    private readonly evaluated: readonly EvaluatedFinding[],
    readonly context: TriageContext,
  ) {}

  /** Reported findings of a symptom (denied ones are not evidence). */
  of(symptom: SymptomKey): EvaluatedFinding[] {
    return this.evaluated.filter((e) => e.present && e.finding.symptom === symptom);
  }

  has(symptom: SymptomKey): boolean {
    return this.of(symptom).length > 0;
  }

  /** The worst grade recorded for a symptom; -1 when absent or ungraded. */
  worstGrade(symptom: SymptomKey): number {
    return Math.max(-1, ...this.of(symptom).map((e) => e.grade ?? -1));
  }

  /** Poor intake: fluids not kept down, or appetite loss at grade 2 or above. */
  poorIntake(): boolean {
    const fluidsLost = this.evaluated.some((e) => e.present && e.finding.unableToKeepFluids);
    return fluidsLost || this.worstGrade('appetite_loss') >= AMBER_GRADE;
  }
}

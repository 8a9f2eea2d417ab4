// Runs the triage engine on a check-in's findings, stores the result with its fired
// rules, and raises the doctors' alert. Called at the end of a check-in and at once on
// a red-level, grade-3 or unclear possibly red-level finding, inside the transaction that
// holds the check-in's lock (so two findings at once cannot raise two alerts); the alert
// is published after commit.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CheckInRatings } from '../florence';
import { assessTriage, type SymptomFinding, type TriageContext } from '../triage';
import { raiseCheckInAlert } from '../alerts/raise-alert';

export type AssessmentInput = {
  sessionId: string;
  patientId: string;
  findings: readonly SymptomFinding[];
  context: TriageContext;
  final: boolean;
  /**
   * The day's ratings (wellness rules §1), stored beside the symptoms of the final
   * assessment as `structured_assessment.ratings`; the triage engine never sees them.
   */
  ratings?: CheckInRatings;
};

export async function storeAssessment(tx: Prisma.TransactionClient, input: AssessmentInput) {
  const english = assessTriage(input.findings, { ...input.context, language: 'en' });
  const chinese = assessTriage(input.findings, { ...input.context, language: 'zh-HK' });
  const assessed = input.context.language === 'zh-HK' ? chinese : english;
  const result = input.ratings
    ? {
        ...assessed,
        structured_assessment: { ...assessed.structured_assessment, ratings: input.ratings },
      }
    : assessed;

  const assessment = await tx.triageAssessment.create({
    data: {
      patientId: input.patientId,
      sessionId: input.sessionId,
      alertLevel: result.alert_level,
      final: input.final,
      result: result as object,
      firedRules: result.fired_rules as object[],
    },
  });
  const { sessionId, patientId, final } = input;
  const alert = await raiseCheckInAlert(tx, {
    sessionId,
    patientId,
    assessmentId: assessment.id,
    english,
    chinese,
    final,
  });
  return { assessment, result, alert };
}

// Runs the triage engine on a check-in's findings and stores the result with its fired
// rules, in the caller's transaction. Both language versions are returned: the doctors'
// alert (server/domain/alerts) is written in both.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { CheckInRatings } from '../florence';
import { assessTriage, type SymptomFinding, type TriageContext } from '../triage';

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
  return { assessment, result, english, chinese };
}

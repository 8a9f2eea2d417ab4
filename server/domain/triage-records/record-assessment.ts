// Runs the triage engine on a check-in's findings and stores the result with its fired
// rules, in the caller's transaction. Both language versions are returned: the doctors'
// alert (server/domain/alerts) is written in both.
import type { Prisma } from '../../generated/prisma/client.ts';
import { assessTriage, type SymptomFinding, type TriageContext } from '../triage';

export type AssessmentInput = {
  sessionId: string;
  patientId: string;
  findings: readonly SymptomFinding[];
  context: TriageContext;
  final: boolean;
};

export async function storeAssessment(tx: Prisma.TransactionClient, input: AssessmentInput) {
  const english = assessTriage(input.findings, { ...input.context, language: 'en' });
  const chinese = assessTriage(input.findings, { ...input.context, language: 'zh-HK' });
  const result = input.context.language === 'zh-HK' ? chinese : english;

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

// Runs the triage engine on a check-in's findings, stores the result with its fired
// rules, and creates the doctors' alert. Called at the end of a check-in and at once on
// a red-level or grade-3 finding, inside the transaction that holds the check-in's lock
// (so two findings at once cannot raise two alerts); the alert is published after commit.
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AppPubSub } from '../../pubsub';
import { IMPORTANCE_ORDER } from '../../../common/alerts';
import { assessTriage, type SymptomFinding, type TriageContext } from '../triage';
import { alertContentFor } from '../alerts/alert-content';

export type AssessmentInput = { sessionId: string; patientId: string; findings: readonly SymptomFinding[]; context: TriageContext; final: boolean };

const rank = (importance: string) => IMPORTANCE_ORDER.indexOf(importance as never);

export async function storeAssessment(tx: Prisma.TransactionClient, input: AssessmentInput) {
  const english = assessTriage(input.findings, { ...input.context, language: 'en' });
  const chinese = assessTriage(input.findings, { ...input.context, language: 'zh-HK' });
  const result = input.context.language === 'zh-HK' ? chinese : english;
  const content = alertContentFor(english, chinese, input.final);

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
  // A GREEN result only records the completed check-in (an info item), at the end.
  const wantsAlert = result.alert_level !== 'GREEN' || input.final;
  // No second alert for the same check-in unless this one is more important.
  const earlier = await tx.alert.findMany({ where: { sessionId: input.sessionId }, select: { importance: true } });
  const alreadyRaised = earlier.some((a) => rank(a.importance) <= rank(content.importance));
  const alert =
    wantsAlert && !alreadyRaised
      ? await tx.alert.create({
          data: { patientId: input.patientId, sessionId: input.sessionId, assessmentId: assessment.id, level: result.alert_level, ...content },
        })
      : null;
  return { assessment, result, alert };
}

/** After the transaction has committed. */
export async function publishNewAlert(pubsub: AppPubSub, alert: { id: string; patientId: string } | null) {
  if (alert) await pubsub.publish('alerts', { alertId: alert.id, patientId: alert.patientId, kind: 'CREATED' });
}

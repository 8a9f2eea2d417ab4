// The doctors' alert for a check-in: one check-in gives one alert. A later finding of the
// same check-in that is more important raises that alert in place (its earlier state
// kept as history, its status open again), instead of a second alert to handle.
import type { Alert, Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { publishAlertEvent } from './alert-events';
import type { AppPubSub, AlertEvent } from '../../pubsub';
import { IMPORTANCE_ORDER } from '#common/alerts';
import type { TriageAssessment } from '../triage';
import { alertContentFor } from './alert-content';

export type CheckInAlertInput = {
  /** The stored assessment the alert is for. */
  assessment: { id: string; patientId: string; sessionId: string; final: boolean };
  /** The same assessment in each language. */
  english: TriageAssessment;
  chinese: TriageAssessment;
};

export type RaisedAlert = { alert: Alert; kind: AlertEvent['kind'] };

const rank = (importance: string) => IMPORTANCE_ORDER.indexOf(importance as never);

/**
 * Creates the check-in's alert, or raises it in place, or brings its content up to date;
 * null when nothing changes. A later finding during the check-in that is more important,
 * or as important (a new red-level finding after the first), raises it: the earlier state
 * is kept as history, it is open again and the doctors are told again. The final
 * assessment at the same importance only completes the content.
 */
export async function raiseCheckInAlert(
  tx: Prisma.TransactionClient,
  input: CheckInAlertInput,
): Promise<RaisedAlert | null> {
  const { assessment, english } = input;
  const level = english.alert_level;
  // A level that alerts nobody (GREEN) only records the finished check-in (an info item).
  if (english.alert_importance === null && !assessment.final) return null;
  const content = alertContentFor(english, input.chinese, assessment.final);
  const current = { ...content, level, assessmentId: assessment.id };
  const existing = await tx.alert.findFirst({
    where: { sessionId: assessment.sessionId },
    orderBy: { createdAt: 'asc' },
  });
  if (!existing) {
    const alert = await tx.alert.create({
      data: { patientId: assessment.patientId, sessionId: assessment.sessionId, ...current },
    });
    return { alert, kind: 'CREATED' };
  }
  const change = rank(content.importance) - rank(existing.importance);
  if (change > 0) return null;
  if (change === 0 && assessment.final) {
    const alert = await tx.alert.update({ where: { id: existing.id }, data: current });
    return { alert, kind: 'UPDATED' };
  }
  await tx.alertRevision.create({ data: revisionOf(existing) });
  // Raised: open again for the doctor, and an override of the earlier level no longer applies.
  const alert = await tx.alert.update({
    where: { id: existing.id },
    data: {
      ...current,
      raisedAt: new Date(),
      status: 'OPEN',
      acknowledgedAt: null,
      acknowledgedById: null,
      resolvedAt: null,
      resolvedById: null,
      overrideLevel: null,
      overrideReason: null,
      overriddenById: null,
    },
  });
  return { alert, kind: 'RAISED' };
}

/** Everything the alert was, and who acted on it, before a raise. */
function revisionOf(alert: Alert): Prisma.AlertRevisionUncheckedCreateInput {
  const { id, patientId: _patient, sessionId: _session, createdAt: _created, ...state } = alert;
  return { ...state, alertId: id };
}

/** After the transaction has committed: doctors subscribed to the patient hear of it. */
export async function publishRaisedAlert(
  deps: { prisma: PrismaClient; pubsub: AppPubSub },
  raised: RaisedAlert | null,
) {
  if (raised)
    await publishAlertEvent(deps, {
      alertId: raised.alert.id,
      patientId: raised.alert.patientId,
      kind: raised.kind,
    });
}

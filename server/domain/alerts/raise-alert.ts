// The doctors' alert for a check-in: one check-in gives one alert. A later finding of the
// same check-in that is more important raises that alert in place (its earlier state
// kept as history, its status open again), instead of a second alert to handle.
import type { Alert, Prisma } from '../../generated/prisma/client.ts';
import type { AppPubSub, AlertEvent } from '../../pubsub';
import { IMPORTANCE_ORDER } from '../../../common/alerts';
import type { TriageAssessment } from '../triage';
import { alertContentFor } from './alert-content';

export type CheckInAlertInput = {
  patientId: string;
  sessionId: string;
  assessmentId: string;
  /** The same assessment in each language. */
  english: TriageAssessment;
  chinese: TriageAssessment;
  final: boolean;
};

export type RaisedAlert = { alert: Alert; kind: Extract<AlertEvent['kind'], 'CREATED' | 'RAISED'> };

const rank = (importance: string) => IMPORTANCE_ORDER.indexOf(importance as never);

/** Creates the check-in's alert, or raises it when this assessment is more important; null when neither. */
export async function raiseCheckInAlert(tx: Prisma.TransactionClient, input: CheckInAlertInput): Promise<RaisedAlert | null> {
  const level = input.english.alert_level;
  // A GREEN result only records the completed check-in (an info item), at the end.
  if (level === 'GREEN' && !input.final) return null;
  const content = alertContentFor(input.english, input.chinese, input.final);
  const current = { ...content, level, assessmentId: input.assessmentId };
  const existing = await tx.alert.findFirst({ where: { sessionId: input.sessionId }, orderBy: { createdAt: 'asc' } });
  if (!existing) {
    const alert = await tx.alert.create({ data: { patientId: input.patientId, sessionId: input.sessionId, ...current } });
    return { alert, kind: 'CREATED' };
  }
  if (rank(content.importance) >= rank(existing.importance)) return null;
  await tx.alertRevision.create({
    data: {
      alertId: existing.id,
      importance: existing.importance,
      level: existing.level,
      type: existing.type,
      titleEn: existing.titleEn,
      titleZh: existing.titleZh,
      descriptionEn: existing.descriptionEn,
      descriptionZh: existing.descriptionZh,
      status: existing.status,
      overrideLevel: existing.overrideLevel,
      overrideReason: existing.overrideReason,
      raisedAt: existing.raisedAt,
    },
  });
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

/** After the transaction has committed: doctors subscribed to the patient hear of it. */
export async function publishRaisedAlert(pubsub: AppPubSub, raised: RaisedAlert | null) {
  if (raised) await pubsub.publish('alerts', { alertId: raised.alert.id, patientId: raised.alert.patientId, kind: raised.kind });
}

// The patient's real events of a period for the dashboard's "notable events" (wellness
// rules §4): today the doctor alerts of their check-ins; appointments, medication changes
// and doctor messages join as those parts of the product store them.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Language } from '#common/language';
import { notableEvents, type NotableEvent } from '../wellness/monthly-view';

/** A screen shows this many; a report lists them all. */
export const EVENTS_SHOWN = 5;

export async function notableEventsBetween(
  prisma: PrismaClient,
  patientId: string,
  period: { start: Date; end: Date },
  language: Language,
  limit = EVENTS_SHOWN,
): Promise<NotableEvent[]> {
  const alerts = await prisma.alert.findMany({
    where: {
      patientId,
      raisedAt: { gte: period.start, lt: period.end },
      OR: [{ level: { in: ['ORANGE', 'RED'] } }, { overrideLevel: { in: ['ORANGE', 'RED'] } }],
    },
    select: { raisedAt: true, level: true, overrideLevel: true, titleEn: true, titleZh: true },
  });
  const events: NotableEvent[] = alerts.map((alert) => ({
    kind: 'alert',
    at: alert.raisedAt,
    // The doctor's override is the level that stands.
    level: alert.overrideLevel ?? alert.level,
    title: language === 'zh-HK' ? alert.titleZh : alert.titleEn,
  }));
  return notableEvents(events, period, limit);
}

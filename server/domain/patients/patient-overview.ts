// The Overview tab of a patient's record: stable-health card, 30-day adherence, this
// week's summary against last week, and the smart insights, all from the patient's own
// check-ins and dose log (docs/wellness-rules.md). A fixed number of statements.
import { accessOf } from '../access/access-policy';
import type { ServiceContext, Viewing } from '../service-context';
import { dosesInRange } from '../prescriptions/dose-log';
import { adherencePercent, countAdherence, lastDays } from '../wellness/adherence';
import { checkInRecord } from '../wellness/check-in-records';
import { localDay, previousRange, rangeInstants, weekOf, inRange } from '../wellness/clinic-days';
import { healthStatus } from '../wellness/doctor-overview';
import { latestCheckIn } from './latest-check-in';
import { patientInsights } from '../wellness/patient-insights';
import { weeklySummary } from '../wellness/weekly-summary';

/** The patient-details adherence window (wellness rules §5). */
const ADHERENCE_DAYS = 30;

/** `now` is for tests; a request leaves it out. */
type PatientInput = { patientId: string; now?: Date };

/** The reader's language names the latest check-in's symptoms (English when not given). */
export async function patientOverview(
  ctx: Viewing & Partial<Pick<ServiceContext, 'language'>>,
  input: PatientInput,
) {
  const { patientId, now = new Date() } = input;
  await accessOf(ctx).ownPatient(patientId);
  await accessOf(ctx).wellness({ patientId });
  const { prisma } = ctx;
  const week = weekOf(localDay(now));
  const lastWeek = previousRange(week);
  const adherenceWindow = lastDays(now, ADHERENCE_DAYS);
  const from = adherenceWindow.from < lastWeek.from ? adherenceWindow.from : lastWeek.from;
  const [assessments, latest, openAlerts, doses] = await Promise.all([
    prisma.triageAssessment.findMany({
      where: { patientId, final: true, createdAt: { gte: rangeInstants(lastWeek).start } },
      select: { createdAt: true, result: true },
    }),
    prisma.triageAssessment.findFirst({
      where: { patientId, final: true },
      orderBy: { createdAt: 'desc' },
      select: { alertLevel: true, createdAt: true, result: true },
    }),
    prisma.alert.findMany({
      where: { patientId, status: { not: 'RESOLVED' } },
      select: { importance: true },
    }),
    dosesInRange(prisma, patientId, { from, to: localDay(now) }, now),
  ]);
  const checkIns = assessments.map(checkInRecord);
  const adherenceOf = (range: { from: string; to: string }) =>
    countAdherence(
      doses.filter((dose) => inRange(dose.day, range)),
      now,
    );
  const weekly = weeklySummary(checkIns, week, adherenceOf);
  return {
    health: healthStatus(
      latest?.alertLevel ?? null,
      openAlerts.map((alert) => alert.importance),
    ),
    latestCheckIn: latest ? latestCheckIn(latest, ctx.language ?? 'en') : null,
    adherence: adherencePercent(adherenceOf(adherenceWindow)),
    weekly,
    insights: patientInsights({ checkIns, doses, moodTrend: weekly.moodTrend, now }),
  };
}

export type PatientOverview = Awaited<ReturnType<typeof patientOverview>>;

/**
 * The doctor opened the record: the patient's finished check-ins stop being pending
 * reports (for every doctor of the team: one of them has seen them).
 */
export async function markReportsOpened(ctx: Viewing, input: PatientInput) {
  const { patientId, now = new Date() } = input;
  await accessOf(ctx).ownPatient(patientId);
  const { count } = await ctx.prisma.chatSession.updateMany({
    where: { patientId, status: 'FINISHED', doctorOpenedAt: null },
    data: { doctorOpenedAt: now },
  });
  return count;
}

// The dose log: each prescription's schedule turned into doses for a range of Hong Kong
// days, with the patient's marks (taken, skipped) and the rest pending or missed. The
// patient's medication screens and the doctor's adherence figures read it.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { parseIsoDate } from '#common/validation/dates';
import { AppError } from '../../errors';
import type { Viewing } from '../service-context';
import { accessOf } from '../access/access-policy';
import {
  addCounts,
  countAdherence,
  doseLog,
  type DoseSchedule,
  type DoseWithStatus,
} from '../wellness/adherence';
import { daysInclusive, rangeInstants, type DayRange } from '../wellness/clinic-days';

/** A quarter of a year: enough for any screen or report, bounded work per request. */
export const MAX_DOSE_RANGE_DAYS = 93;

export const scheduleOf = (p: {
  scheduleTimes: string[];
  startDate: string;
  endedAt: Date | null;
  startedAt?: Date;
}): DoseSchedule => ({
  times: p.scheduleTimes,
  startDate: p.startDate,
  endsAt: p.endedAt,
  startsAt: p.startedAt,
});

export type PatientDose = DoseWithStatus & { prescriptionId: string };

/** Every dose of the patient's prescriptions in the range, in time order. */
export async function dosesInRange(
  prisma: PrismaClient,
  patientId: string,
  range: DayRange,
  now: Date,
): Promise<PatientDose[]> {
  const { start, end } = rangeInstants(range);
  const [prescriptions, marks] = await Promise.all([
    prisma.prescription.findMany({
      where: {
        patientId,
        startDate: { lte: range.to },
        OR: [{ endedAt: null }, { endedAt: { gt: start } }],
      },
      select: { id: true, scheduleTimes: true, startDate: true, endedAt: true, startedAt: true },
    }),
    prisma.doseLog.findMany({
      where: { patientId, scheduledFor: { gte: start, lt: end } },
      select: { prescriptionId: true, scheduledFor: true, status: true, markedAt: true },
    }),
  ]);
  return prescriptions
    .flatMap((p) =>
      doseLog(
        scheduleOf(p),
        marks.filter((mark) => mark.prescriptionId === p.id),
        range.from,
        range.to,
        now,
      ).map((dose) => ({ ...dose, prescriptionId: p.id })),
    )
    .sort(
      (a, b) => a.at.getTime() - b.at.getTime() || a.prescriptionId.localeCompare(b.prescriptionId),
    );
}

/** Taken and due doses over the range (adherence's numerator and denominator). */
export async function adherenceCount(
  prisma: PrismaClient,
  patientId: string,
  range: DayRange,
  now: Date,
) {
  return addCounts([countAdherence(await dosesInRange(prisma, patientId, range, now), now)]);
}

/** A readable, bounded range of days; anything else is refused with a translated message. */
export function checkedRange(from: string, to: string): DayRange {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end || end < start || daysInclusive(start, end) > MAX_DOSE_RANGE_DAYS)
    throw new AppError('VALIDATION_FAILED', { fields: { range: 'date_range_invalid' } });
  return { from: start, to: end };
}

export async function patientDoses(
  ctx: Viewing,
  input: { patientId: string; from: string; to: string; now?: Date },
) {
  const { patientId, now = new Date() } = input;
  await accessOf(ctx).patient({ patientId }, 'MEDICATIONS');
  return dosesInRange(ctx.prisma, patientId, checkedRange(input.from, input.to), now);
}

// The patient's marks on their doses: taken or skipped, and undone the same day. A mark is
// only for a real dose of the patient's own prescription, inside its window (adherence.ts
// doseMarkWindow), and never over a mark already there; a refused mark changes nothing.
// Home's medication card reads the doses around now and the week's adherence from here.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import { awardXp } from '../achievements/award-service';
import { doseAward } from '../achievements/xp-rules';
import { accessOf } from '../access/access-policy';
import type { Viewing } from '../service-context';
import {
  adherencePercent,
  canUndoMark,
  doseMarkWindow,
  lastDays,
  scheduledDoses,
} from '../wellness/adherence';
import { addDays, localDay, rangeInstants } from '../wellness/clinic-days';
import { adherenceCount, dosesInRange, scheduleOf } from './dose-log';
import { prescriptionViews } from './prescription-reads';

export type DoseInput = { prescriptionId: string; scheduledFor: unknown; now?: Date };

/** The patient's own prescription and one of its scheduled doses; anything else: NOT_FOUND. */
async function ownDose(ctx: Viewing, input: DoseInput) {
  const patientId = await accessOf(ctx).self('MEDICATIONS');
  const at = new Date(String(input.scheduledFor));
  const prescription = await ctx.prisma.prescription.findFirst({
    where: { id: input.prescriptionId, patientId },
    select: { id: true, scheduleTimes: true, startDate: true, endedAt: true },
  });
  if (!prescription || Number.isNaN(at.getTime())) throw new AppError('NOT_FOUND');
  const day = localDay(at);
  const scheduled = scheduledDoses(scheduleOf(prescription), day, day).some(
    (dose) => dose.at.getTime() === at.getTime(),
  );
  if (!scheduled) throw new AppError('NOT_FOUND');
  return { patientId, at };
}

/** XP for a dose marked taken: once per dose, at most DOSE_XP_PER_DAY doses a day. */
async function awardDoseXp(prisma: PrismaClient, patientId: string, doseKey: string, now: Date) {
  const { start, end } = rangeInstants({ from: localDay(now), to: localDay(now) });
  const awardedToday = await prisma.xpEvent.count({
    where: { userId: patientId, kind: 'DOSE_TAKEN', createdAt: { gte: start, lt: end } },
  });
  const award = doseAward(doseKey, awardedToday);
  if (award) await awardXp(prisma, patientId, award, now);
}

export async function markDose(ctx: Viewing, input: DoseInput & { status: 'TAKEN' | 'SKIPPED' }) {
  const now = input.now ?? new Date();
  const { patientId, at } = await ownDose(ctx, input);
  const window = doseMarkWindow(at, now);
  if (window === 'not_due') throw new AppError('DOSE_NOT_DUE');
  if (window === 'closed') throw new AppError('DOSE_FINAL');
  // One row per dose (unique prescription + time): a second mark, even at the same moment,
  // inserts nothing and is refused.
  const { count } = await ctx.prisma.doseLog.createMany({
    data: [
      {
        prescriptionId: input.prescriptionId,
        patientId,
        scheduledFor: at,
        status: input.status,
        markedAt: now,
      },
    ],
    skipDuplicates: true,
  });
  if (!count) throw new AppError('DOSE_FINAL');
  if (input.status === 'TAKEN')
    await awardDoseXp(ctx.prisma, patientId, `${input.prescriptionId}@${at.toISOString()}`, now);
  return medicationToday(ctx, { now });
}

/** Removes a mark made today (a wrong tap); an older mark is final. */
export async function undoDoseMark(ctx: Viewing, input: DoseInput) {
  const now = input.now ?? new Date();
  const { at } = await ownDose(ctx, input);
  const where = { prescriptionId: input.prescriptionId, scheduledFor: at };
  const mark = await ctx.prisma.doseLog.findFirst({ where });
  if (!mark) throw new AppError('NOT_FOUND');
  if (!canUndoMark(mark, now)) throw new AppError('DOSE_FINAL');
  await ctx.prisma.doseLog.deleteMany({ where: { id: mark.id } });
  return medicationToday(ctx, { now });
}

/** How many doses home's card shows after the most recent past one. */
export const NEXT_DOSES = 2;
const ADHERENCE_DAYS = 7;

/**
 * Home's medication card: the most recent dose whose time has passed and the next two,
 * each with whether it can be marked or undone now, and adherence over the last 7 days.
 */
export async function medicationToday(ctx: Viewing, { now = new Date() }: { now?: Date } = {}) {
  const patientId = await accessOf(ctx).self('MEDICATIONS');
  const { prisma } = ctx;
  const today = localDay(now);
  const range = { from: addDays(today, -1), to: addDays(today, 1) };
  const { start, end } = rangeInstants(range);
  const [doses, marks, week] = await Promise.all([
    dosesInRange(prisma, patientId, range, now),
    prisma.doseLog.findMany({
      where: { patientId, scheduledFor: { gte: start, lt: end } },
      select: { prescriptionId: true, scheduledFor: true, markedAt: true, status: true },
    }),
    adherenceCount(prisma, patientId, lastDays(now, ADHERENCE_DAYS), now),
  ]);
  const past = doses.filter((dose) => dose.at <= now).slice(-1);
  const next = doses.filter((dose) => dose.at > now).slice(0, NEXT_DOSES);
  const shown = [...past, ...next];
  const prescriptions = new Map(
    (await prescriptionViews(prisma, [...new Set(shown.map((dose) => dose.prescriptionId))])).map(
      (p) => [p.id, p],
    ),
  );
  const markOf = (dose: (typeof shown)[number]) =>
    marks.find(
      (mark) =>
        mark.prescriptionId === dose.prescriptionId &&
        mark.scheduledFor.getTime() === dose.at.getTime(),
    );
  return {
    doses: shown.map((dose) => {
      const mark = markOf(dose);
      return {
        ...dose,
        prescription: prescriptions.get(dose.prescriptionId)!,
        canMark: !mark && doseMarkWindow(dose.at, now) === 'open',
        canUndo: !!mark && canUndoMark(mark, now),
      };
    }),
    adherence: { ...week, percent: adherencePercent(week), days: ADHERENCE_DAYS },
  };
}

export type MedicationToday = Awaited<ReturnType<typeof medicationToday>>;

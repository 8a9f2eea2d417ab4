// The doctor's side of medications: prescribe, update, refill (one or several),
// discontinue with a reason, complete. Only a doctor of the patient's care team may; every
// rule is checked here with the same schemas as the forms, and a refused change writes
// nothing. Each change records who made it and when, on the row and as an event.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { clinicDay } from '#common/clinic-day';
import {
  discontinueSchema,
  parseQuantity,
  prescriptionData,
  prescriptionSchema,
  refillSchema,
} from '#common/validation/medication';
import { parseDayMonthYear } from '#common/validation/dates';
import { AppError, validateInput } from '../../errors';
import { accessOf } from '../access/access-policy';
import type { Viewing } from '../service-context';
import { prescriptionViews, withSupply, prescriptionInclude } from './prescription-reads';

/** `now` is for tests; a request leaves it out. */
type At = { now?: Date };

/** A prescription of one of the doctor's patients; anyone else's answers like a missing one. */
async function doctorsPrescription(ctx: Viewing, id: string) {
  const access = accessOf(ctx);
  const doctorId = access.viewer('DOCTOR').userId;
  const found = await access.record(await ctx.prisma.prescription.findUnique({ where: { id } }));
  return { doctorId, prescription: found };
}

const assertActive = (prescription: { status: string }) => {
  if (prescription.status !== 'ACTIVE') throw new AppError('PRESCRIPTION_NOT_ACTIVE');
};

export async function addPrescription(
  ctx: Viewing,
  input: { patientId: string; prescription: unknown } & At,
) {
  const { patientId, now = new Date() } = input;
  const { doctorId } = await accessOf(ctx).ownPatient(patientId);
  const { prisma } = ctx;
  const data = prescriptionData(
    validateInput(prescriptionSchema(clinicDay(now)), input.prescription),
  );
  const created = await prisma.prescription.create({
    data: {
      ...data,
      patientId,
      prescribedById: doctorId,
      updatedById: doctorId,
      startedAt: now,
      events: { create: { patientId, actorId: doctorId, kind: 'PRESCRIBED', createdAt: now } },
    },
  });
  return (await prescriptionViews(prisma, [created.id]))[0];
}

export async function updatePrescription(
  ctx: Viewing,
  input: { prescriptionId: string; prescription: unknown } & At,
) {
  const { prescriptionId: id, now = new Date() } = input;
  const { prisma } = ctx;
  const { doctorId, prescription } = await doctorsPrescription(ctx, id);
  assertActive(prescription);
  const data = prescriptionData(
    validateInput(prescriptionSchema(clinicDay(now)), input.prescription),
  );
  // Only while it is still active: a discontinue at the same moment wins.
  const changed = await prisma.prescription.updateMany({
    where: { id, status: 'ACTIVE' },
    data: { ...data, updatedById: doctorId },
  });
  if (!changed.count) throw new AppError('PRESCRIPTION_NOT_ACTIVE');
  await prisma.prescriptionEvent.create({
    data: {
      prescriptionId: id,
      patientId: prescription.patientId,
      actorId: doctorId,
      kind: 'UPDATED',
    },
  });
  return (await prescriptionViews(prisma, [id]))[0];
}

/**
 * Refills several active prescriptions of one patient at once, or none: the new stock is
 * what was left plus the quantity given, and the new expiry replaces the old one.
 */
export async function refillPrescriptions(
  ctx: Viewing,
  input: { patientId: string; refills?: unknown } & At,
) {
  const { patientId, now = new Date() } = input;
  const { doctorId } = await accessOf(ctx).ownPatient(patientId);
  const { refills } = validateInput(refillSchema(clinicDay(now)), { refills: input.refills });
  const ids = [...new Set(refills.map((refill) => refill.prescriptionId))];
  return ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.prescription.findMany({
      where: { id: { in: ids }, patientId },
      include: prescriptionInclude,
    });
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
    rows.forEach(assertActive);
    const current = new Map(
      (await withSupply(tx as PrismaClient, rows, now)).map((row) => [row.id, row]),
    );
    for (const refill of refills) {
      const left = current.get(refill.prescriptionId)!.remainingQuantity;
      const quantity = left + parseQuantity(refill.quantity)!;
      const expirationDate = parseDayMonthYear(refill.expiry)!;
      await tx.prescription.update({
        where: { id: refill.prescriptionId },
        data: {
          quantity,
          expirationDate,
          refilledAt: now,
          refilledById: doctorId,
          updatedById: doctorId,
        },
      });
      await tx.prescriptionEvent.create({
        data: {
          prescriptionId: refill.prescriptionId,
          patientId,
          actorId: doctorId,
          kind: 'REFILLED',
          quantity,
          expirationDate,
          createdAt: now,
        },
      });
    }
    return prescriptionViews(tx as PrismaClient, ids);
  });
}

/** Ends an active prescription: discontinued with its (required) reason, or completed. */
async function endPrescription(
  ctx: Viewing,
  id: string,
  end: { status: 'DISCONTINUED'; input: unknown } | { status: 'COMPLETED' },
  now: Date,
) {
  const { prisma } = ctx;
  const { doctorId, prescription } = await doctorsPrescription(ctx, id);
  const reason =
    end.status === 'DISCONTINUED' ? validateInput(discontinueSchema, end.input).reason : null;
  assertActive(prescription);
  const data: Prisma.PrescriptionUpdateManyMutationInput = {
    status: end.status,
    endedAt: now,
    endedById: doctorId,
    discontinueReason: reason,
    updatedById: doctorId,
  };
  const changed = await prisma.prescription.updateMany({ where: { id, status: 'ACTIVE' }, data });
  if (!changed.count) throw new AppError('PRESCRIPTION_NOT_ACTIVE');
  await prisma.prescriptionEvent.create({
    data: {
      prescriptionId: id,
      patientId: prescription.patientId,
      actorId: doctorId,
      kind: end.status,
      reason,
      createdAt: now,
    },
  });
  return (await prescriptionViews(prisma, [id]))[0];
}

export function discontinuePrescription(
  ctx: Viewing,
  input: { prescriptionId: string; reason?: unknown } & At,
) {
  const end = { status: 'DISCONTINUED' as const, input: { reason: input.reason } };
  return endPrescription(ctx, input.prescriptionId, end, input.now ?? new Date());
}

export const completePrescription = (ctx: Viewing, input: { prescriptionId: string } & At) =>
  endPrescription(ctx, input.prescriptionId, { status: 'COMPLETED' }, input.now ?? new Date());

// Reading prescriptions with what the cards show beside the stored row: the remaining
// quantity (stock at the last fill minus the doses taken since) and the card status.
// One statement for the rows and one for the taken-dose counts, whatever their number.
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
import { medicationCardStatus, remainingQuantity } from '../wellness/adherence';
import type { Viewing } from '../service-context';
import { accessOf } from '../access/access-policy';

const personName = {
  select: { id: true, username: true, profile: { select: { fullName: true } } },
};

export const prescriptionInclude = {
  prescribedBy: personName,
} satisfies Prisma.PrescriptionInclude;

type Row = Prisma.PrescriptionGetPayload<{ include: typeof prescriptionInclude }>;

export type PrescriptionView = Row & {
  remainingQuantity: number;
  cardStatus: ReturnType<typeof medicationCardStatus>;
};

/** Doses marked taken since each prescription's last fill. */
async function takenSinceFill(prisma: PrismaClient, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await prisma.$queryRaw<Array<{ id: string; taken: number }>>`
    SELECT d."prescriptionId" AS id, count(*)::int AS taken
    FROM "DoseLog" d JOIN "Prescription" p ON p.id = d."prescriptionId"
    WHERE d."prescriptionId" IN (${Prisma.join(ids)})
      AND d.status = 'TAKEN'
      AND d."markedAt" >= COALESCE(p."refilledAt", p."startedAt")
    GROUP BY d."prescriptionId"`;
  return new Map(rows.map((row) => [row.id, Number(row.taken)]));
}

export async function withSupply(
  prisma: PrismaClient,
  rows: Row[],
  now = new Date(),
): Promise<PrescriptionView[]> {
  const taken = await takenSinceFill(
    prisma,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    remainingQuantity: remainingQuantity({
      quantityAtFill: row.quantity,
      dosesTakenSinceFill: taken.get(row.id) ?? 0,
      doseUnits: row.unitsPerDose,
    }),
    cardStatus: medicationCardStatus(
      { active: row.status === 'ACTIVE', expirationDate: row.expirationDate },
      now,
    ),
  }));
}

/** The patient's prescriptions, active first, newest first: for the patient and their doctors. */
export async function patientPrescriptions(ctx: Viewing, { patientId }: { patientId: string }) {
  await accessOf(ctx).patient({ patientId }, 'MEDICATIONS');
  const { prisma } = ctx;
  const rows = await prisma.prescription.findMany({
    where: { patientId },
    include: prescriptionInclude,
    orderBy: [{ status: 'asc' }, { startedAt: 'desc' }, { id: 'asc' }],
  });
  return withSupply(prisma, rows);
}

export async function prescriptionViews(prisma: PrismaClient, ids: string[]) {
  const rows = await prisma.prescription.findMany({
    where: { id: { in: ids } },
    include: prescriptionInclude,
    orderBy: { startedAt: 'desc' },
  });
  return withSupply(prisma, rows);
}

/**
 * One prescription by id, for the patient's details page (a reload or a shared link): the
 * patient's own, or a patient's on the viewing doctor's care team. Someone else's answers
 * NOT_FOUND like an unknown id, so ids cannot be probed.
 */
export async function prescriptionById(ctx: Viewing, id: string) {
  const row = await accessOf(ctx).record(
    await ctx.prisma.prescription.findUnique({ where: { id }, include: prescriptionInclude }),
    'MEDICATIONS',
  );
  return (await withSupply(ctx.prisma, [row]))[0];
}

// The doctor records a patient's cancer type and stage. Only a doctor of the patient's
// care team may; bad input is refused before anything is written.
import { diagnosisLine } from '#common/patients/diagnosis-line';
import { diagnosisSchema } from '#common/validation/diagnosis';
import { validateInput } from '../../errors';
import { accessOf } from '../access/access-policy';
import { requireViewer, type ServiceContext, type Viewing } from '../service-context';
import { patientSummarySelect, toSummary } from './patient-list';
import { lastUpdates } from './last-updates';

export async function setDiagnosis(
  ctx: Viewing,
  input: { patientId: string; diagnosis: { stage?: unknown; cancerType?: unknown } },
) {
  const { patientId } = input;
  const { doctorId } = await accessOf(ctx).ownPatient(patientId);
  const { stage, cancerType } = validateInput(diagnosisSchema, input.diagnosis);
  const data = { stage, cancerType: cancerType ?? null, updatedById: doctorId };
  await ctx.prisma.diagnosis.upsert({
    where: { patientId },
    create: { patientId, ...data },
    update: data,
  });
  return patientSummary(ctx, { patientId });
}

/** One of the doctor's patients as the list shows them; NOT_FOUND for anyone else's. */
export async function patientSummary(ctx: Viewing, { patientId }: { patientId: string }) {
  await accessOf(ctx).ownPatient(patientId);
  const { prisma } = ctx;
  const row = await prisma.user.findUniqueOrThrow({
    where: { id: patientId },
    select: patientSummarySelect,
  });
  const updates = await lastUpdates(prisma, [patientId]);
  return toSummary(row, updates.get(patientId) ?? null);
}

/**
 * The condition line of the signed-in patient's settings card, in the reader's language:
 * the cancer type and stage their doctor recorded ('大腸癌 · 第三期'), else the patient's own
 * words from their profile (kept as written), else null.
 */
export async function myCondition(ctx: Viewing & Pick<ServiceContext, 'language'>) {
  const { userId } = requireViewer(ctx, 'PATIENT');
  const row = await ctx.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      diagnosis: { select: { cancerType: true, stage: true } },
      profile: { select: { condition: true } },
    },
  });
  return diagnosisLine(row.diagnosis, ctx.language) ?? (row.profile?.condition?.trim() || null);
}

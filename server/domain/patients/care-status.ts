// The status chip of a patient's settings card (the spec's six values): a doctor of the
// care team sets it; until then, and when cleared, it follows the patient's treatment
// status. Only the patient reads their own chip here; doctors see it in the patient summary.
import { isCareStatus, shownCareStatus } from '#common/patients/care-status';
import { AppError } from '../../errors';
import { accessOf } from '../access/access-policy';
import { requireViewer, type Viewing } from '../service-context';
import { patientSummary } from './diagnosis';

export async function setCareStatus(
  ctx: Viewing,
  input: { patientId: string; status: string | null | undefined },
) {
  const { patientId } = input;
  const { doctorId } = await accessOf(ctx).ownPatient(patientId);
  const status = input.status || null;
  if (status !== null && !isCareStatus(status))
    throw new AppError('VALIDATION_FAILED', { fields: { status: 'invalid_choice' } });
  await ctx.prisma.diagnosis.upsert({
    where: { patientId },
    create: { patientId, careStatus: status, updatedById: doctorId },
    update: { careStatus: status, updatedById: doctorId },
  });
  return patientSummary(ctx, { patientId });
}

/** The signed-in patient's own chip, or null when neither the doctor nor they gave one. */
export async function myCareStatus(ctx: Viewing) {
  const { userId } = requireViewer(ctx, 'PATIENT');
  const row = await ctx.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      diagnosis: { select: { careStatus: true } },
      profile: { select: { treatmentStatus: true } },
    },
  });
  return shownCareStatus(row.diagnosis?.careStatus, row.profile?.treatmentStatus);
}

// The doctor records a patient's cancer type and stage. Only a doctor of the patient's
// care team may; bad input is refused before anything is written.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { diagnosisSchema } from '#common/validation/diagnosis';
import { validateInput } from '../../errors';
import type { SessionUser } from '../accounts/sessions';
import { assertOwnPatient } from '../care-team';
import { patientSummarySelect, toSummary } from './patient-list';
import { lastUpdates } from './last-updates';

export async function setDiagnosis(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  patientId: string,
  input: { stage?: unknown; cancerType?: unknown },
) {
  await assertOwnPatient(prisma, viewer, patientId);
  const { stage, cancerType } = validateInput(diagnosisSchema, input);
  const data = { stage, cancerType: cancerType ?? null, updatedById: viewer!.userId };
  await prisma.diagnosis.upsert({
    where: { patientId },
    create: { patientId, ...data },
    update: data,
  });
  return patientSummary(prisma, viewer, patientId);
}

/** One of the doctor's patients as the list shows them; NOT_FOUND for anyone else's. */
export async function patientSummary(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  patientId: string,
) {
  await assertOwnPatient(prisma, viewer, patientId);
  const row = await prisma.user.findUniqueOrThrow({
    where: { id: patientId },
    select: patientSummarySelect,
  });
  const updates = await lastUpdates(prisma, [patientId]);
  return toSummary(row, updates.get(patientId) ?? null);
}

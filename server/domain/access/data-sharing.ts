// Data sharing (the patient's `dataSharing` setting) decides whether the care team sees the
// patient's wellness data and reports: dashboard and home figures, insights, the record's
// overview, PDF reports, FHIR observations. Follow-up alerts are safety, not wellness data:
// they reach the care team either way. This is the one place that reads the setting.
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

export async function sharesWellnessData(prisma: PrismaClient, patientId: string) {
  const stored = await prisma.userSetting.findUnique({
    where: { userId_key: { userId: patientId, key: 'dataSharing' } },
    select: { value: true },
  });
  return stored?.value !== 'false';
}

/** Prisma filter on a patient: one who has not turned data sharing off. */
export const sharingWellnessData = {
  settings: { none: { key: 'dataSharing', value: 'false' } },
} satisfies Prisma.UserWhereInput;

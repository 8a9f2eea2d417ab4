// A patient's finished check-ins as the wellness rules read them, for a range of Hong Kong
// days. One statement; callers have checked who may see them (care-team.ts).
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { checkInRecord } from '../wellness/check-in-records';
import { rangeInstants, type DayRange } from '../wellness/clinic-days';
import type { CheckInRecord } from '../wellness/types';

export async function checkInsBetween(
  prisma: PrismaClient,
  patientId: string,
  range: DayRange,
): Promise<CheckInRecord[]> {
  const { start, end } = rangeInstants(range);
  const assessments = await prisma.triageAssessment.findMany({
    where: { patientId, final: true, createdAt: { gte: start, lt: end } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true, result: true },
  });
  return assessments.map(checkInRecord);
}

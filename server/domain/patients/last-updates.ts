// The last-update line of a patient: their latest finished check-in, prescription change
// or doctor message. Read for a page of patients at once (one grouped statement per
// kind), never patient by patient.
import type { PrismaClient } from '../../generated/prisma/client.ts';

export type UpdateKind = 'CHECK_IN' | 'PRESCRIPTION' | 'MESSAGE';
export type LastUpdate = { kind: UpdateKind; at: Date };

type Latest = { patientId: string; at: Date | null };
/** Each kind's newest time per patient. */
export type LatestSource = (prisma: PrismaClient, patientIds: string[]) => Promise<Latest[]>;

const latestCheckIns: LatestSource = async (prisma, patientIds) =>
  (
    await prisma.chatSession.groupBy({
      by: ['patientId'],
      where: { patientId: { in: patientIds }, status: 'FINISHED' },
      _max: { finishedAt: true },
    })
  ).map((row) => ({ patientId: row.patientId, at: row._max.finishedAt }));

const latestPrescriptionChanges: LatestSource = async (prisma, patientIds) =>
  (
    await prisma.prescriptionEvent.groupBy({
      by: ['patientId'],
      where: { patientId: { in: patientIds } },
      _max: { createdAt: true },
    })
  ).map((row) => ({ patientId: row.patientId, at: row._max.createdAt }));

const latestMessages: LatestSource = async (prisma, patientIds) =>
  (
    await prisma.patientMessage.groupBy({
      by: ['patientId'],
      where: { patientId: { in: patientIds } },
      _max: { createdAt: true },
    })
  ).map((row) => ({ patientId: row.patientId, at: row._max.createdAt }));

export const LAST_UPDATE_SOURCES: Array<[UpdateKind, LatestSource]> = [
  ['CHECK_IN', latestCheckIns],
  ['PRESCRIPTION', latestPrescriptionChanges],
  ['MESSAGE', latestMessages],
];

export async function lastUpdates(
  prisma: PrismaClient,
  patientIds: string[],
): Promise<Map<string, LastUpdate>> {
  const result = new Map<string, LastUpdate>();
  if (!patientIds.length) return result;
  const lists = await Promise.all(
    LAST_UPDATE_SOURCES.map(async ([kind, source]) =>
      (await source(prisma, patientIds)).map((row) => ({ ...row, kind })),
    ),
  );
  for (const { patientId, at, kind } of lists.flat()) {
    if (!at) continue;
    const known = result.get(patientId);
    if (!known || at > known.at) result.set(patientId, { kind, at });
  }
  return result;
}

// Who may see a patient's data: the patient, and the doctors on their care team.
// Every resolver, REST route and subscription event that names a patient asks here.
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { SessionUser } from './accounts/sessions';
import { AppError } from '../errors';
import { usernameKeyOf } from './accounts/registration';

export async function canViewPatient(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  patientId: string,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'PATIENT') return viewer.userId === patientId;
  const link = await prisma.careTeamLink.findUnique({
    where: { doctorId_patientId: { doctorId: viewer.userId, patientId } },
  });
  return !!link;
}

export async function assertCanViewPatient(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  patientId: string,
) {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (!(await canViewPatient(prisma, viewer, patientId))) throw new AppError('FORBIDDEN');
}

/** The spec's client names patients by username in triage URLs. */
export async function patientIdForUsername(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  username: string,
): Promise<string> {
  const patient = await prisma.user.findFirst({
    where: { usernameKey: usernameKeyOf(username), role: 'PATIENT' },
    select: { id: true },
  });
  // Unknown and not-yours answer the same, so ids cannot be probed.
  if (!patient || !(await canViewPatient(prisma, viewer, patient.id)))
    throw new AppError(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  return patient.id;
}

/**
 * A check-in the viewer may read (their own, or their patient's); else NOT_FOUND, as for a missing
 * one.
 */
export async function viewableCheckIn(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  sessionId: string,
) {
  const session = await prisma.chatSession.findUnique({
    where: { id: sessionId },
    select: { id: true, patientId: true },
  });
  if (!session || !(await canViewPatient(prisma, viewer, session.patientId)))
    throw new AppError(viewer ? 'NOT_FOUND' : 'UNAUTHENTICATED');
  return session;
}

/**
 * The doctor's own patient, for the doctor's workspace. Anyone else gets the same
 * NOT_FOUND for an unknown patient and for someone else's ('Patient not found'), so ids
 * cannot be probed; a patient asking gets FORBIDDEN.
 */
export async function assertOwnPatient(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  patientId: string,
) {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.role !== 'DOCTOR') throw new AppError('FORBIDDEN');
  if (!(await canViewPatient(prisma, viewer, patientId))) throw new AppError('NOT_FOUND');
}

/** Prisma filter: patients on this doctor's care team. */
export const onCareTeamOf = (doctorId: string) => ({ doctors: { some: { doctorId } } });

/**
 * A patient's own records: the patient, or a doctor of their care team. Another patient
 * is FORBIDDEN; another doctor gets NOT_FOUND, as for an unknown patient.
 */
export async function assertMayReadPatient(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  patientId: string,
) {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  if (viewer.role === 'PATIENT' && viewer.userId !== patientId) throw new AppError('FORBIDDEN');
  if (!(await canViewPatient(prisma, viewer, patientId))) throw new AppError('NOT_FOUND');
}

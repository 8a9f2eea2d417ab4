// Who may see a patient's data: the patient, and the doctors on their care team.
// Every resolver, REST route and subscription event that names a patient asks here.
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
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

/** The doctors of a patient's care team: the only ones the patient may book or call. */
export const careTeamDoctorsOf = (patientId: string) =>
  ({ role: 'DOCTOR', patients: { some: { patientId } } }) satisfies Prisma.UserWhereInput;

/** A doctor of the patient's care team; any other id answers NOT_FOUND, as an unknown one. */
export async function assertCareTeamDoctor(
  prisma: PrismaClient,
  patientId: string,
  doctorId: string,
) {
  const link = await prisma.careTeamLink.findUnique({
    where: { doctorId_patientId: { doctorId, patientId } },
    select: { doctorId: true },
  });
  if (!link) throw new AppError('NOT_FOUND');
}

/** Appointments the viewer may see: a patient's own, and a doctor's own schedule. */
export function appointmentsVisibleTo(viewer: SessionUser): Prisma.AppointmentWhereInput {
  return viewer.role === 'PATIENT' ? { patientId: viewer.userId } : { doctorId: viewer.userId };
}

/** An appointment the viewer may see; else NOT_FOUND, as for a missing one. */
export async function viewableAppointment(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  appointmentId: string,
) {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const appointment = await prisma.appointment.findFirst({
    where: { id: appointmentId, ...appointmentsVisibleTo(viewer) },
  });
  if (!appointment) throw new AppError('NOT_FOUND');
  return appointment;
}

/**
 * Whose records a read is about: a patient reads their own (naming no one, or themself);
 * a doctor names one of their care team's patients. Anything else is refused.
 */
export async function patientToRead(
  prisma: PrismaClient,
  viewer: SessionUser | null,
  patientId?: string | null,
): Promise<string> {
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const id = patientId ?? (viewer.role === 'PATIENT' ? viewer.userId : null);
  if (!id)
    throw new AppError('VALIDATION_FAILED', { fields: { patientId: 'fill_required_fields' } });
  await assertCanViewPatient(prisma, viewer, id);
  return id;
}

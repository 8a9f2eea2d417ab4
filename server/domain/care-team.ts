// Who may see a patient's data: the patient, and the doctors on their care team. Every
// read of a patient's data asks here, inside the domain service that reads it, so this is
// also where the audit trail records each access and each refusal (domain/audit).
import type { Prisma, PrismaClient } from '../generated/prisma/client.ts';
import type { SessionUser } from './accounts/sessions';
import { AppError } from '../errors';
import { usernameKeyOf } from './accounts/registration';
import { recordPatientAccess } from './audit/audit-scope';
import { requireViewer, type Viewing } from './service-context';

export async function canViewPatient(ctx: Viewing, patientId: string): Promise<boolean> {
  const allowed = await decidePatientAccess(ctx, patientId);
  recordPatientAccess(ctx, patientId, allowed);
  return allowed;
}

async function decidePatientAccess({ viewer, prisma }: Viewing, patientId: string) {
  if (!viewer) return false;
  if (viewer.role === 'PATIENT') return viewer.userId === patientId;
  const link = await prisma.careTeamLink.findUnique({
    where: { doctorId_patientId: { doctorId: viewer.userId, patientId } },
  });
  return !!link;
}

async function assertCanViewPatient(ctx: Viewing, patientId: string) {
  if (!(await canViewPatient(ctx, patientId)))
    throw new AppError(ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}

/**
 * The patient a read is about: by id (a patient may leave it out: themself; a doctor
 * names one of their patients) or, as the spec's REST client does, by username.
 */
export type PatientRef = { patientId?: string | number | null } | { username: string };

/** The id of the patient `ref` names, once the viewer may see them. */
export async function viewablePatient(ctx: Viewing, ref: PatientRef): Promise<string> {
  if ('username' in ref) return patientIdForUsername(ctx, ref.username);
  const id =
    ref.patientId != null
      ? String(ref.patientId)
      : ctx.viewer?.role === 'PATIENT'
        ? ctx.viewer.userId
        : null;
  if (!id)
    throw new AppError('VALIDATION_FAILED', { fields: { patientId: 'fill_required_fields' } });
  await assertCanViewPatient(ctx, id);
  return id;
}

async function patientIdForUsername(ctx: Viewing, username: string): Promise<string> {
  const patient = await ctx.prisma.user.findFirst({
    where: { usernameKey: usernameKeyOf(username), role: 'PATIENT' },
    select: { id: true },
  });
  // Unknown and not-yours answer the same, so ids cannot be probed.
  if (!patient || !(await canViewPatient(ctx, patient.id)))
    throw new AppError(ctx.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  return patient.id;
}

/**
 * A check-in the viewer may read (their own, or their patient's); else NOT_FOUND, as for
 * a missing one.
 */
export async function viewableCheckIn(ctx: Viewing, sessionId: string) {
  const session = await ctx.prisma.chatSession.findUnique({
    where: { id: sessionId },
    select: { id: true, patientId: true },
  });
  if (!session || !(await canViewPatient(ctx, session.patientId)))
    throw new AppError(ctx.viewer ? 'NOT_FOUND' : 'UNAUTHENTICATED');
  return session;
}

/**
 * The doctor's own patient, for the doctor's workspace; returns the doctor's id. Anyone
 * else gets the same NOT_FOUND for an unknown patient and for someone else's ('Patient not
 * found'), so ids cannot be probed; a patient asking gets FORBIDDEN.
 */
export async function assertOwnPatient(ctx: Viewing, patientId: string): Promise<string> {
  const doctor = requireViewer(ctx, 'DOCTOR');
  if (!(await canViewPatient(ctx, patientId))) throw new AppError('NOT_FOUND');
  return doctor.userId;
}

/**
 * Data sharing (the patient's `dataSharing` setting) decides whether the care team sees
 * the patient's wellness data and reports: dashboard and home figures, insights, the
 * record's overview, PDF reports, FHIR observations. Follow-up alerts are safety, not
 * wellness data: they reach the care team either way. This is the one place that reads it.
 */
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

/**
 * For a viewer already allowed to see the patient: the patient reads their own wellness
 * data always (no statement added); a doctor only while the patient shares it.
 */
export async function wellnessVisible(ctx: Viewing, patientId: string): Promise<boolean> {
  return ctx.viewer?.role === 'PATIENT' || sharesWellnessData(ctx.prisma, patientId);
}

export async function assertWellnessShared(ctx: Viewing, patientId: string) {
  if (!(await wellnessVisible(ctx, patientId))) throw new AppError('DATA_NOT_SHARED');
}

/** `viewablePatient` for wellness data and reports (see `sharesWellnessData`). */
export async function viewableWellness(ctx: Viewing, ref: PatientRef): Promise<string> {
  const id = await viewablePatient(ctx, ref);
  await assertWellnessShared(ctx, id);
  return id;
}

/** Prisma filter: patients on this doctor's care team. */
export const onCareTeamOf = (doctorId: string) => ({ doctors: { some: { doctorId } } });

/**
 * A patient's own records: the patient, or a doctor of their care team. Another patient
 * is FORBIDDEN; another doctor gets NOT_FOUND, as for an unknown patient.
 */
export async function assertMayReadPatient(ctx: Viewing, patientId: string) {
  const viewer = requireViewer(ctx);
  if (viewer.role === 'PATIENT' && viewer.userId !== patientId) throw new AppError('FORBIDDEN');
  if (!(await canViewPatient(ctx, patientId))) throw new AppError('NOT_FOUND');
  return viewer;
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
export async function viewableAppointment(ctx: Viewing, appointmentId: string) {
  const { viewer, prisma } = ctx;
  if (!viewer) throw new AppError('UNAUTHENTICATED');
  const appointment = await prisma.appointment.findFirst({
    where: { id: appointmentId, ...appointmentsVisibleTo(viewer) },
  });
  if (!appointment) throw new AppError('NOT_FOUND');
  return appointment;
}

// The one access policy (ADR 0018): who may read or change a patient's data. Each request
// gets one `AccessPolicy`, built from its viewer (`accessOf(ctx)`), and every domain service
// asks it, for one patient ("this patient, if the viewer may": audited) or for a list ("the
// patients this viewer may see" as a database filter, and the patients a list showed:
// audited). GraphQL, the REST mirror, FHIR and subscriptions make no decision of their own,
// and every refusal comes from the one table (refusals.ts).
//
// The rule: a patient sees their own record; a doctor sees the records of the patients on
// their care team, and while a patient has turned data sharing off, not their wellness data.
// A doctor's API key reads as its doctor and changes nothing (api-key-guard.ts).
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import type { SessionUser } from '../accounts/sessions';
import { usernameKeyOf } from '../accounts/registration';
import { recordPatientAccess } from '../audit/audit-scope';
import type { Viewing } from '../service-context';
import { sharesWellnessData, sharingWellnessData } from './data-sharing';
import { refuse } from './refuse';

/**
 * The patient a read is about: by id (a patient may leave it out: themself; a doctor names
 * one of their patients) or, as the spec's REST client does, by username.
 */
export type PatientRef = { patientId?: string | number | null } | { username: string };

export class AccessPolicy {
  constructor(private readonly ctx: Viewing) {}

  /** The signed-in viewer (in `role`, when given); refused otherwise. */
  viewer(role?: SessionUser['role']): SessionUser {
    const { viewer } = this.ctx;
    if (!viewer) throw refuse('signedOut');
    if (role && viewer.role !== role) throw refuse('wrongRole');
    return viewer;
  }

  /** Whether the viewer may see this patient's record; recorded in the patient's trail. */
  // Asked afresh each time: a subscription's policy lives for hours while care teams change.
  async mayView(patientId: string): Promise<boolean> {
    const allowed = await this.decide(patientId);
    recordPatientAccess(this.ctx, patientId, allowed);
    return allowed;
  }

  private async decide(patientId: string): Promise<boolean> {
    const { viewer, prisma } = this.ctx;
    if (!viewer) return false;
    if (viewer.role === 'PATIENT') return viewer.userId === patientId;
    const link = await prisma.careTeamLink.findUnique({
      where: { doctorId_patientId: { doctorId: viewer.userId, patientId } },
      select: { patientId: true },
    });
    return !!link;
  }

  /** The id of the patient `ref` names, once the viewer may see them. */
  async patient(ref: PatientRef): Promise<string> {
    const viewer = this.viewer();
    const id =
      'username' in ref
        ? await this.patientIdOf(ref.username)
        : ref.patientId != null
          ? String(ref.patientId)
          : viewer.role === 'PATIENT'
            ? viewer.userId
            : null;
    if (id === null)
      throw new AppError('VALIDATION_FAILED', { fields: { patientId: 'fill_required_fields' } });
    if (id === undefined || !(await this.mayView(id))) throw refuse('outOfReach');
    return id;
  }

  private async patientIdOf(username: string): Promise<string | undefined> {
    const patient = await this.ctx.prisma.user.findFirst({
      where: { usernameKey: usernameKeyOf(username), role: 'PATIENT' },
      select: { id: true },
    });
    return patient?.id;
  }

  /** A patient of the doctor's own care team, for the doctor's workspace. */
  async ownPatient(patientId: string): Promise<{ doctorId: string; patientId: string }> {
    const doctor = this.viewer('DOCTOR');
    return { doctorId: doctor.userId, patientId: await this.patient({ patientId }) };
  }

  /**
   * Whether the viewer sees this (viewable) patient's wellness data: the patient always; a
   * doctor only while the patient shares it (data-sharing.ts).
   */
  async seesWellness(patientId: string): Promise<boolean> {
    return this.ctx.viewer?.role === 'PATIENT' || sharesWellnessData(this.ctx.prisma, patientId);
  }

  /** `patient`, for wellness data and reports. */
  async wellness(ref: PatientRef): Promise<string> {
    const id = await this.patient(ref);
    if (!(await this.seesWellness(id))) throw refuse('notShared');
    return id;
  }

  /**
   * A patient's record (a prescription, an alert, a shared report…) read by id, once the
   * viewer may see its patient; a missing one is refused alike, so ids cannot be probed.
   */
  async record<T extends { patientId: string }>(row: T | null): Promise<T> {
    this.viewer();
    if (!row || !(await this.mayView(row.patientId))) throw refuse('outOfReach');
    return row;
  }

  /** A check-in the viewer may read: their own, or their patient's. */
  async checkIn(sessionId: string): Promise<{ id: string; patientId: string }> {
    this.viewer();
    return this.record(
      await this.ctx.prisma.chatSession.findUnique({
        where: { id: sessionId },
        select: { id: true, patientId: true },
      }),
    );
  }

  /** Filter for lists of patients: the viewer themself, or a doctor's care team. */
  patientsWhere(options: { wellness?: boolean } = {}): Prisma.UserWhereInput {
    const viewer = this.viewer();
    if (viewer.role === 'PATIENT') return { id: viewer.userId };
    return {
      doctors: { some: { doctorId: viewer.userId } },
      ...(options.wellness ? sharingWellnessData : {}),
    };
  }

  /** Filter for lists of care-team links: the viewer's own. */
  careTeamLinksWhere(): Prisma.CareTeamLinkWhereInput {
    const viewer = this.viewer();
    return viewer.role === 'PATIENT' ? { patientId: viewer.userId } : { doctorId: viewer.userId };
  }

  /** Appointments the viewer may see: a patient's own, a doctor's own schedule. */
  appointmentsWhere(): Prisma.AppointmentWhereInput {
    const viewer = this.viewer();
    return viewer.role === 'PATIENT' ? { patientId: viewer.userId } : { doctorId: viewer.userId };
  }

  /** Whether an appointment (as an event names it) is the viewer's. */
  isParty(appointment: { patientId: string; doctorId: string }): boolean {
    const viewer = this.viewer();
    return appointment.patientId === viewer.userId || appointment.doctorId === viewer.userId;
  }

  /** An appointment the viewer may see. */
  async appointment(appointmentId: string) {
    const appointment = await this.ctx.prisma.appointment.findFirst({
      where: { id: appointmentId, ...this.appointmentsWhere() },
    });
    if (!appointment) throw refuse('outOfReach');
    this.listed([appointment.patientId]);
    return appointment;
  }

  /** The doctors a patient may book and call: their care team. */
  careTeamDoctorsWhere(): Prisma.UserWhereInput {
    const patient = this.viewer('PATIENT');
    return { role: 'DOCTOR', patients: { some: { patientId: patient.userId } } };
  }

  /** A doctor of the signed-in patient's care team; any other id is out of reach. */
  async careTeamDoctor(doctorId: string): Promise<string> {
    const patient = this.viewer('PATIENT');
    const link = await this.ctx.prisma.careTeamLink.findUnique({
      where: { doctorId_patientId: { doctorId, patientId: patient.userId } },
      select: { doctorId: true },
    });
    if (!link) throw refuse('outOfReach');
    return doctorId;
  }

  /**
   * Records that a list read showed these patients: one entry in each patient's trail for
   * the request, however many of their rows the list held.
   */
  listed(patientIds: Iterable<string>) {
    for (const patientId of new Set(patientIds)) recordPatientAccess(this.ctx, patientId, true);
  }
}

/**
 * The kinds of viewer an operation is declared for (the GraphQL schema's `authScopes`): the
 * role gate is decided here too, so a field's declaration and a service's check agree.
 */
export function viewerScopes(viewer: SessionUser | null) {
  return {
    loggedIn: !!viewer,
    patient: viewer?.role === 'PATIENT',
    doctor: viewer?.role === 'DOCTOR',
  };
}

/** The refusal of a viewer who lacks an operation's scope. */
export const scopeRefusal = (viewer: SessionUser | null) =>
  refuse(viewer ? 'wrongRole' : 'signedOut');

const policies = new WeakMap<Viewing, AccessPolicy>();

/** The request's access policy (one per context, so its answers are reused). */
export function accessOf(ctx: Viewing): AccessPolicy {
  let policy = policies.get(ctx);
  if (!policy) {
    policy = new AccessPolicy(ctx);
    policies.set(ctx, policy);
  }
  return policy;
}

// The one access policy (ADR 0018): who may read or change a patient's data. Each request
// gets one `AccessPolicy`, built from its viewer (`accessOf(ctx)`), and every domain service
// asks it, for one patient ("this patient, if the viewer may": audited) or for a list ("the
// patients this viewer may see" as a database filter, and the patients a list showed:
// audited). GraphQL, the REST mirror, FHIR and subscriptions make no decision of their own,
// and every refusal comes from the one table (refusals.ts).
//
// The rule: a patient sees their own record; a doctor sees the records of the patients on
// their care team, and while a patient has turned data sharing off, not their wellness data.
// A doctor's API key reads as its doctor and changes nothing (api-key-guard.ts). A carer acts
// for the patients who invited them, in the parts each granted (carer-links.ts), naming the
// patient with every request (`careFor`).
import type { CarerGrant } from '../../generated/prisma/enums.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../errors';
import type { SessionUser } from '../accounts/sessions';
import { usernameKeyOf } from '../accounts/registration';
import { recordPatientAccess } from '../audit/audit-scope';
import type { Viewing } from '../service-context';
import { carerGrantsFor } from './carer-links';
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

  /**
   * Whether the viewer may see this patient's record (a carer: the part `grant` names);
   * recorded in the patient's trail. A carer asking for what names no grant is refused as
   * the wrong role, not told the patient is out of reach.
   */
  // Asked afresh each time: a subscription's policy lives for hours while care teams change.
  async mayView(patientId: string, grant?: CarerGrant): Promise<boolean> {
    const decision = await this.decided(patientId, grant);
    if (decision === 'wrongRole') throw refuse('wrongRole');
    return decision === 'allowed';
  }

  private async decided(patientId: string, grant?: CarerGrant) {
    const decision = await this.decide(patientId, grant);
    recordPatientAccess(this.ctx, patientId, decision === 'allowed');
    return decision;
  }

  private async decide(
    patientId: string,
    grant?: CarerGrant,
  ): Promise<'allowed' | 'outOfReach' | 'notGranted' | 'wrongRole'> {
    const { viewer, prisma } = this.ctx;
    if (!viewer) return 'outOfReach';
    if (viewer.role === 'PATIENT') return viewer.userId === patientId ? 'allowed' : 'outOfReach';
    if (viewer.role === 'CARER') {
      // an operation that names no grant is not one a carer may call, whoever they name
      if (!grant) return 'wrongRole';
      const grants = await carerGrantsFor(prisma, viewer.userId, patientId);
      if (!grants) return 'outOfReach';
      return grants.includes(grant) ? 'allowed' : 'notGranted';
    }
    const link = await prisma.careTeamLink.findUnique({
      where: { doctorId_patientId: { doctorId: viewer.userId, patientId } },
      select: { patientId: true },
    });
    return link ? 'allowed' : 'outOfReach';
  }

  /** Throws the refusal of a decision that is not 'allowed'. */
  private async require(patientId: string, grant?: CarerGrant): Promise<string> {
    const decision = await this.decided(patientId, grant);
    if (decision !== 'allowed') throw refuse(decision);
    return patientId;
  }

  /**
   * The patient a patient's own screen is about: the patient themself, or the person a carer
   * acts for, in a part they granted. A doctor has no such screens.
   */
  async self(grant: CarerGrant): Promise<string> {
    const viewer = this.viewer();
    if (viewer.role === 'PATIENT') return viewer.userId;
    if (viewer.role !== 'CARER') throw refuse('wrongRole');
    if (!this.ctx.careFor) throw refuse('outOfReach');
    return this.require(this.ctx.careFor, grant);
  }

  /** The person a carer acts for, in the part `grant` names; anyone else's id otherwise. */
  private actingFor(grant: CarerGrant | undefined, viewer: SessionUser): string {
    return viewer.role === 'CARER' && grant && this.ctx.careFor ? this.ctx.careFor : viewer.userId;
  }

  /**
   * The id of the patient `ref` names, once the viewer may see them (a carer: in the part
   * `grant` names; a carer who names nobody means the person they act for).
   */
  async patient(ref: PatientRef, grant?: CarerGrant): Promise<string> {
    const viewer = this.viewer();
    const id =
      'username' in ref
        ? await this.patientIdOf(ref.username)
        : ref.patientId != null
          ? String(ref.patientId)
          : viewer.role === 'PATIENT'
            ? viewer.userId
            : viewer.role === 'CARER'
              ? (this.ctx.careFor ?? undefined)
              : null;
    if (id === null)
      throw new AppError('VALIDATION_FAILED', { fields: { patientId: 'fill_required_fields' } });
    if (id === undefined) throw refuse('outOfReach');
    return this.require(id, grant);
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
  // A carer is the patient's own side, like the patient: sharing with doctors does not apply.
  async seesWellness(patientId: string): Promise<boolean> {
    const role = this.ctx.viewer?.role;
    return role === 'PATIENT' || role === 'CARER' || sharesWellnessData(this.ctx.prisma, patientId);
  }

  /** `patient`, for wellness data and reports. */
  async wellness(ref: PatientRef): Promise<string> {
    const id = await this.patient(ref, 'WELLNESS');
    if (!(await this.seesWellness(id))) throw refuse('notShared');
    return id;
  }

  /**
   * A patient's record (a prescription, an alert, a shared report…) read by id, once the
   * viewer may see its patient; a missing one is refused alike, so ids cannot be probed.
   */
  async record<T extends { patientId: string }>(row: T | null, grant?: CarerGrant): Promise<T> {
    this.viewer();
    if (!row) throw refuse('outOfReach');
    await this.require(row.patientId, grant);
    return row;
  }

  /** A check-in the viewer may read: their own, their patient's, or the cared-for person's. */
  async checkIn(sessionId: string): Promise<{ id: string; patientId: string }> {
    this.viewer();
    return this.record(
      await this.ctx.prisma.chatSession.findUnique({
        where: { id: sessionId },
        select: { id: true, patientId: true },
      }),
      'CHECK_IN',
    );
  }

  /** Filter for lists of patients: the viewer themself, or a doctor's care team. */
  patientsWhere(options: { wellness?: boolean } = {}): Prisma.UserWhereInput {
    const viewer = this.viewer();
    if (viewer.role === 'PATIENT') return { id: viewer.userId };
    // a carer's screens are each one person's (self()), never a list of patients
    if (viewer.role === 'CARER') return { id: { in: [] } };
    return {
      doctors: { some: { doctorId: viewer.userId } },
      ...(options.wellness ? sharingWellnessData : {}),
    };
  }

  /** Filter for lists of care-team links: the viewer's own. */
  careTeamLinksWhere(): Prisma.CareTeamLinkWhereInput {
    const viewer = this.viewer();
    // a carer's screens are each one person's (self()), never a list of care teams
    if (viewer.role === 'CARER') return { patientId: { in: [] } };
    return viewer.role === 'PATIENT' ? { patientId: viewer.userId } : { doctorId: viewer.userId };
  }

  /**
   * Appointments the viewer may see: a patient's own, a doctor's own schedule, the
   * appointments of the person a carer acts for (with APPOINTMENTS granted).
   */
  async appointmentsWhere(): Promise<Prisma.AppointmentWhereInput> {
    const viewer = this.viewer();
    if (viewer.role === 'CARER') return { patientId: await this.self('APPOINTMENTS') };
    return viewer.role === 'PATIENT' ? { patientId: viewer.userId } : { doctorId: viewer.userId };
  }

  /** Whether an appointment (as an event names it) is the viewer's, or the cared-for person's. */
  isParty(appointment: { patientId: string; doctorId: string }): boolean {
    const viewer = this.viewer();
    const self = this.actingFor('APPOINTMENTS', viewer);
    return appointment.patientId === self || appointment.doctorId === viewer.userId;
  }

  /** An appointment the viewer may see. */
  async appointment(appointmentId: string) {
    const appointment = await this.ctx.prisma.appointment.findFirst({
      where: { id: appointmentId, ...(await this.appointmentsWhere()) },
    });
    if (!appointment) throw refuse('outOfReach');
    this.listed([appointment.patientId]);
    return appointment;
  }

  /** The doctors a patient may book and call: their care team. */
  // (a carer books for the person they act for: self() has checked APPOINTMENTS first)
  async careTeamDoctorsWhere(): Promise<Prisma.UserWhereInput> {
    const patientId = await this.self('APPOINTMENTS');
    return { role: 'DOCTOR', patients: { some: { patientId } } };
  }

  /** A doctor of the signed-in patient's care team; any other id is out of reach. */
  async careTeamDoctor(doctorId: string): Promise<string> {
    const patientId = await this.self('APPOINTMENTS');
    const link = await this.ctx.prisma.careTeamLink.findUnique({
      where: { doctorId_patientId: { doctorId, patientId } },
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
    /** a carer: the service then decides whom they act for and in which part */
    carer: viewer?.role === 'CARER',
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

// FHIR R4 export of a patient's record, read-only: the patient and their care team (and a
// doctor's API key) may read it; anyone else gets NOT_FOUND, as for an id that does not
// exist, so ids cannot be probed. Each read is a fixed number of statements.
import type { Resource } from '@medplum/fhirtypes';
import { AppError } from '../../errors';
import { usernameKeyOf } from '../accounts/registration';
import { accessOf } from '../access/access-policy';
import { refuse } from '../access/refuse';
import { patientAuditTrail } from '../audit/audit-trail';
import { DISPLAY_NAME_SELECT, displayName } from '../accounts/display-name';
import { auditEventOf } from './audit-event';
import { relatedPersonOf, type CarerRecord } from './related-person';
import { medicationRequestOf } from './medication-request';
import { requireViewer, type Viewing } from '../service-context';
import {
  bundleOf,
  communicationOf,
  flagOf,
  observationsOf,
  patientResource,
  practitionerResource,
  profileResponse,
  riskAssessmentOf,
  type PatientRecord,
} from './resources';

/** FHIR's id rule; anything else cannot name one of our records. */
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
/** The newest records kept in one export (a year of daily check-ins fits). */
const EXPORT_LIMIT = 500;

const PATIENT_SELECT = {
  id: true,
  username: true,
  email: true,
  profile: {
    select: {
      fullName: true,
      birthdate: true,
      gender: true,
      phoneNumber: true,
      condition: true,
      treatmentStatus: true,
      bloodType: true,
      heightValue: true,
      heightUnit: true,
      weightValue: true,
      weightUnit: true,
      checkupFrequency: true,
      updatedAt: true,
    },
  },
} as const;

async function visiblePatient(ctx: Viewing, id: string): Promise<PatientRecord> {
  requireViewer(ctx);
  if (!FHIR_ID.test(id)) throw new AppError('NOT_FOUND');
  const patient = await ctx.prisma.user.findFirst({
    where: { id, role: 'PATIENT' },
    select: PATIENT_SELECT,
  });
  if (!patient || !(await accessOf(ctx).mayView(patient.id))) throw refuse('outOfReach');
  return patient;
}

/** GET /fhir/Patient/{id} */
export async function readPatient(ctx: Viewing, input: { id: string }) {
  return patientResource(await visiblePatient(ctx, input.id));
}

/** GET /fhir/Patient?identifier=[system|]username: a searchset of what the viewer may see. */
export async function searchPatients(
  ctx: Viewing,
  input: { identifier: string | null; baseUrl: string },
) {
  requireViewer(ctx);
  const username = input.identifier?.split('|').pop()?.trim();
  if (!username)
    throw new AppError('VALIDATION_FAILED', { fields: { identifier: 'fill_required_fields' } });
  const patient = await ctx.prisma.user.findFirst({
    where: { usernameKey: usernameKeyOf(username), role: 'PATIENT' },
    select: PATIENT_SELECT,
  });
  const visible = patient && (await accessOf(ctx).mayView(patient.id));
  return bundleOf('searchset', visible ? [patientResource(patient)] : [], input.baseUrl);
}

/** GET /fhir/Patient/{id}/$everything */
export async function patientEverything(ctx: Viewing, input: { id: string; baseUrl: string }) {
  const patient = await visiblePatient(ctx, input.id);
  const newest = { orderBy: { createdAt: 'desc' as const }, take: EXPORT_LIMIT };
  // Without data sharing a doctor's export keeps the person, the team and the alerts.
  const shared = await accessOf(ctx).seesWellness(patient.id);
  const [links, assessments, alerts, messages, prescriptions, carers] = await Promise.all([
    ctx.prisma.careTeamLink.findMany({
      where: { patientId: patient.id },
      select: {
        doctor: {
          select: {
            id: true,
            username: true,
            email: true,
            profile: { select: { fullName: true } },
          },
        },
      },
    }),
    shared
      ? ctx.prisma.triageAssessment.findMany({
          where: { patientId: patient.id, final: true },
          select: {
            id: true,
            sessionId: true,
            createdAt: true,
            result: true,
            firedRules: true,
            session: { select: { reportedById: true } },
          },
          ...newest,
        })
      : [],
    ctx.prisma.alert.findMany({ where: { patientId: patient.id }, ...newest }),
    ctx.prisma.chatMessage.findMany({
      where: { session: { patientId: patient.id } },
      select: {
        id: true,
        sessionId: true,
        sender: true,
        text: true,
        createdAt: true,
        session: { select: { reportedById: true } },
      },
      ...newest,
    }),
    ctx.prisma.prescription.findMany({
      where: { patientId: patient.id },
      orderBy: { startedAt: 'desc' },
      take: EXPORT_LIMIT,
    }),
    carersOf(ctx, patient.id),
  ]);
  const questionnaire = profileResponse(patient);
  const resources: Resource[] = [
    patientResource(patient),
    ...links.map(({ doctor }) =>
      practitionerResource({ ...doctor, fullName: doctor.profile?.fullName ?? null }),
    ),
    ...(questionnaire ? [questionnaire] : []),
    ...carers.map((carer) => relatedPersonOf(patient.id, carer)),
    ...assessments.flatMap((assessment) => [
      riskAssessmentOf(patient.id, assessment),
      ...observationsOf(patient.id, assessment, assessment.session.reportedById),
    ]),
    ...alerts.map((alert) => flagOf(patient.id, alert)),
    ...messages.map((message) =>
      communicationOf(patient.id, message, message.session.reportedById),
    ),
    ...prescriptions.map((prescription) => medicationRequestOf(patient.id, prescription)),
  ];
  return bundleOf('searchset', resources, input.baseUrl);
}

/**
 * The patient's carers, and every carer who reported a check-in though no longer one, so
 * that each reference to a RelatedPerson in the export resolves.
 */
async function carersOf(ctx: Viewing, patientId: string): Promise<CarerRecord[]> {
  const named = { select: { id: true, ...DISPLAY_NAME_SELECT } };
  const [links, reports] = await Promise.all([
    ctx.prisma.carerLink.findMany({
      where: { patientId },
      select: { relationship: true, carer: named },
    }),
    ctx.prisma.chatSession.findMany({
      where: { patientId, reportedById: { not: null } },
      distinct: ['reportedById'],
      select: { reporterRelationship: true, reportedBy: named },
    }),
  ]);
  const carers = new Map<string, CarerRecord>();
  for (const { reportedBy, reporterRelationship } of reports)
    if (reportedBy && reporterRelationship)
      carers.set(reportedBy.id, {
        carerId: reportedBy.id,
        name: displayName(reportedBy),
        relationship: reporterRelationship,
        active: false,
      });
  for (const { carer, relationship } of links)
    carers.set(carer.id, {
      carerId: carer.id,
      name: displayName(carer),
      relationship,
      active: true,
    });
  return [...carers.values()];
}

/** GET /fhir/AuditEvent?patient={id}: who read or changed the record, newest first. */
export async function patientAuditEvents(
  ctx: Viewing,
  input: { patient: string | null; baseUrl: string },
) {
  const reference = input.patient?.replace(/^Patient\//, '').trim();
  if (!reference)
    throw new AppError('VALIDATION_FAILED', { fields: { patient: 'fill_required_fields' } });
  const patient = await visiblePatient(ctx, reference);
  const trail = await patientAuditTrail(ctx, { patientId: patient.id, includeOwn: true });
  return bundleOf('searchset', trail.map(auditEventOf), input.baseUrl);
}

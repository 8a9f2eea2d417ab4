// The people and records of the access matrix (access-matrix.test.ts): one patient with a
// doctor, another patient with another doctor, each doctor's read-only API key, the
// patient's carer (all five grants), a carer whose access the patient revoked and the other
// patient's carer (each naming the patient with X-Care-For), and the patient's records the
// operations name. Records a call uses up are made per call.
import crypto from 'node:crypto';
import { clinicDay } from '../../common/clinic-day';
import { BOOK, freeSlots } from './appointment-helpers';
import type { TestServer } from './harness';
import {
  finishedCheckIn,
  newDoctor,
  newPatientOf,
  prescribedOn,
  type Person,
} from './workspace-fixtures';

export const VIEWERS = [
  'anonymous',
  'patient',
  'otherPatient',
  'ownDoctor',
  'otherDoctor',
  'ownDoctorKey',
  'otherDoctorKey',
  // carers naming the patient (careFor): theirs, no longer theirs, the other patient's
  'carer',
  'revokedCarer',
  'otherCarer',
  // the one the call is for (the patient, or their doctor) naming records that do not exist
  'unknownId',
] as const;
export type Viewer = (typeof VIEWERS)[number];

/** Whether the viewer is a carer, who names the patient they act for with every call. */
export const isCarer = (viewer: Viewer) => viewer.endsWith('arer');

/** What a call names: the patient and their records (for `unknownId`: ids of nothing). */
export type Target = {
  patient: { id: string; username: string };
  /** the patient's doctor (whose calendar the patient books) */
  doctorId: string;
  /** a finished check-in with a red finding, and its alert */
  finished: string;
  alert: string;
  /** an open check-in */
  active: string;
  appointment: string;
  /** a free slot of the doctor's to move this appointment to (one of its own, if it has one) */
  slotFor: (appointment: string) => Slot;
  prescription: string;
  message: string;
  report: string;
  /** the carer's access (CarerAccess id), as myCarers lists it */
  carerAccess: string;
  /** the record made for this call (Entry.make), when the call uses one up */
  made: string;
};

type Slot = { date: string; time: string };

export type Fixtures = {
  tokens: Record<Exclude<Viewer, 'anonymous' | 'unknownId'>, string>;
  target: Target;
  /** makes one more of the patient's records, for a call that uses it up */
  make: ReturnType<typeof makers>;
};

export const PRESCRIPTION = {
  name: 'Ondansetron',
  strength: '8mg',
  quantity: '40',
  medicationType: 'tablet',
  expirationDate: '2099-12-31',
  dosageInstructions: 'One tablet at midnight',
  usedFor: 'Nausea',
  scheduleTimes: ['00:00'],
  intakeTiming: 'before_meal',
  startDate: clinicDay(new Date()),
};

const yesterday = clinicDay(new Date(Date.now() - 86_400_000));
/** A dose of PRESCRIPTION that may be marked now: yesterday's, at midnight in Hong Kong. */
export const DUE_DOSE = new Date(`${yesterday}T00:00:00+08:00`).toISOString();

const ADD_RX = `mutation A($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`;
const MARK = `mutation M($id: ID!, $at: DateTime!) { markDose(prescriptionId: $id, scheduledFor: $at, status: TAKEN) { __typename } }`;
const MESSAGE = `mutation M($id: ID!) {
  sendPatientMessage(patientId: $id, input: { title: "Hello", description: "See you soon", type: "general" }) { id } }`;
const KEY = `mutation K($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }`;
const REVOKE = `mutation R($id: ID!) { revokeCarer(id: $id) }`;
const INVITE = `mutation I($input: InviteCarerInput!) { inviteCarer(input: $input) { token } }`;
const ALL_GRANTS = ['CHECK_IN', 'WELLNESS', 'MEDICATIONS', 'APPOINTMENTS', 'MESSAGES'];

/** The data of a GraphQL answer; throws on an error (a fixture that could not be made). */
async function data(answer: Promise<{ data: any; errors?: any[] }>) {
  const { data, errors } = await answer;
  if (errors) throw new Error(JSON.stringify(errors));
  return data;
}

/** A carer of `patient` with all five grants, signed up with the invitation: token and access. */
async function carerOf(server: TestServer, patient: Person) {
  const input = { relationship: 'DAUGHTER', grants: ALL_GRANTS };
  const { inviteCarer } = await data(server.gql(INVITE, { input }, { token: patient.token }));
  const { token } = await server.createAccount(inviteCarer.token);
  const { myCarers } = await data(server.gql(`{ myCarers { id } }`, {}, { token: patient.token }));
  return { token, access: myCarers.at(-1).id as string };
}

function makers(server: TestServer, patient: Person, doctor: Person, moves: Map<string, Slot>) {
  const asPatient = (query: string, variables: Record<string, unknown> = {}) =>
    data(server.gql(query, variables, { token: patient.token }));
  const asDoctor = (query: string, variables: Record<string, unknown> = {}) =>
    data(server.gql(query, variables, { token: doctor.token }));
  let slots: Slot[] = [];
  const make = {
    /** a free slot of the doctor's, a different one each time */
    async slot() {
      if (!slots.length) slots = await freeSlots(server.gql, patient.token, doctor.id);
      return slots.shift()!;
    },
    async appointment() {
      const input = { doctorId: doctor.id, ...(await make.slot()), reason: 'private reason' };
      return (await asPatient(BOOK, { input })).bookAppointment.id as string;
    },
    /** an appointment, and a free slot of its own to move it to (Target.slotFor) */
    async appointmentToMove() {
      const id = await make.appointment();
      moves.set(id, await make.slot());
      return id;
    },
    /** an active prescription, entered five days ago (so yesterday's dose is due) */
    async prescription() {
      const { addPrescription } = await asDoctor(ADD_RX, { id: patient.id, input: PRESCRIPTION });
      await prescribedOn(
        server,
        addPrescription.id,
        clinicDay(new Date(Date.now() - 5 * 86_400_000)),
      );
      return addPrescription.id as string;
    },
    /** a prescription whose due dose (DUE_DOSE) the patient marked today */
    async markedDose() {
      const id = await make.prescription();
      await asPatient(MARK, { id, at: DUE_DOSE });
      return id;
    },
    async activeCheckIn() {
      return (await asPatient(`mutation { startCheckIn { id } }`)).startCheckIn.id as string;
    },
    /** an unread message from the doctor */
    async message() {
      return (await asDoctor(MESSAGE, { id: patient.id })).sendPatientMessage.id as string;
    },
    async comment() {
      const { articles } = await asPatient(`{ articles { id } }`);
      const posted = await asPatient(
        `mutation C($a: Int!) { postArticleComment(articleId: $a, text: "Helpful") { id } }`,
        { a: articles[0].id },
      );
      return posted.postArticleComment.id as string;
    },
    /** a request to join a care team, from a doctor outside it, for the patient to answer */
    async careTeamRequest() {
      const { id: doctorId } = await server.services.prisma.user.findFirstOrThrow({
        where: { username: 'demo.doctor' },
      });
      const request = await server.services.prisma.careTeamRequest.create({
        data: { doctorId, patientId: patient.id, direction: 'DOCTOR_TO_PATIENT' },
      });
      return request.id;
    },
    async sharedReport() {
      const shared = await asPatient(
        `mutation { shareReport(period: { kind: "weeks", count: 1 }) { id } }`,
      );
      return shared.shareReport.id as string;
    },
    /** a new carer's access to the patient */
    async carerAccess() {
      return (await carerOf(server, patient)).access;
    },
  };
  return make;
}

export async function setUpFixtures(server: TestServer): Promise<Fixtures> {
  const [ownDoctor, otherDoctor] = [await newDoctor(server), await newDoctor(server)];
  const patient = await newPatientOf(server, ownDoctor, { fullName: 'Chan Tai Man' });
  const otherPatient = await newPatientOf(server, otherDoctor);
  const keyOf = async (doctor: Person) =>
    (await data(server.gql(KEY, { input: { name: 'matrix' } }, { token: doctor.token })))
      .createApiKey.secret as string;
  const moves = new Map<string, Slot>();
  const make = makers(server, patient, ownDoctor, moves);
  const { sessionId } = await finishedCheckIn(server, patient.token, [
    'chest pain since this morning',
  ]);
  const alert = await server.services.prisma.alert.findFirstOrThrow({ where: { sessionId } });
  // where an appointment not made to be moved is moved to
  const free = await make.slot();
  const carer = await carerOf(server, patient);
  const revokedCarer = await carerOf(server, patient);
  await data(server.gql(REVOKE, { id: revokedCarer.access }, { token: patient.token }));
  return {
    make,
    tokens: {
      patient: patient.token,
      otherPatient: otherPatient.token,
      ownDoctor: ownDoctor.token,
      otherDoctor: otherDoctor.token,
      ownDoctorKey: await keyOf(ownDoctor),
      otherDoctorKey: await keyOf(otherDoctor),
      carer: carer.token,
      revokedCarer: revokedCarer.token,
      otherCarer: (await carerOf(server, otherPatient)).token,
    },
    target: {
      patient: { id: patient.id, username: patient.username },
      doctorId: ownDoctor.id,
      finished: sessionId,
      alert: alert.id,
      active: await make.activeCheckIn(),
      appointment: await make.appointment(),
      slotFor: (appointment) => moves.get(appointment) ?? free,
      prescription: await make.prescription(),
      message: await make.message(),
      report: await make.sharedReport(),
      carerAccess: carer.access,
      made: '',
    },
  };
}

/** The same call naming nothing that exists: unknown ids, an unknown username. */
export function unknownTarget(target: Target): Target {
  const nothing = () => crypto.randomUUID();
  return {
    patient: { id: nothing(), username: 'no.such.patient' },
    doctorId: target.doctorId,
    finished: nothing(),
    alert: nothing(),
    active: nothing(),
    appointment: nothing(),
    slotFor: target.slotFor,
    prescription: nothing(),
    message: nothing(),
    report: nothing(),
    carerAccess: nothing(),
    made: nothing(),
  };
}

/**
 * The patient's records as stored, to show that refused calls changed nothing (not what
 * moves on in the background: a check-in's engine state, a message's e-mail).
 */
export async function recordsOf(server: TestServer, patientId: string) {
  const { prisma } = server.services;
  const where = { patientId };
  const byId = { orderBy: { id: 'asc' as const } };
  const [appointments, prescriptions, prescriptionEvents, doses, alerts, messages] =
    await Promise.all([
      prisma.appointment.findMany({ where, ...byId }),
      prisma.prescription.findMany({ where, ...byId }),
      prisma.prescriptionEvent.findMany({ where, ...byId }),
      prisma.doseLog.findMany({ where, ...byId }),
      prisma.alert.findMany({ where, ...byId }),
      // (the e-mail of a message goes out in the background)
      prisma.patientMessage.findMany({ where, omit: { emailedAt: true }, ...byId }),
    ]);
  const [comments, checkIns, requests, careTeam, diagnosis, sharedReports, carers] =
    await Promise.all([
      prisma.articleComment.findMany({ where: { authorId: patientId }, ...byId }),
      prisma.chatSession.findMany({
        where,
        select: { id: true, status: true, finishedAt: true, doctorOpenedAt: true },
        ...byId,
      }),
      prisma.careTeamRequest.findMany({ where, ...byId }),
      prisma.careTeamLink.findMany({ where, orderBy: { doctorId: 'asc' } }),
      prisma.diagnosis.findMany({ where }),
      prisma.sharedReport.findMany({ where, ...byId }),
      // not when the doctors' messages were last e-mailed to the carer: a job sets it
      prisma.carerLink.findMany({
        where,
        ...byId,
        omit: { messagesMailedUntil: true, updatedAt: true },
      }),
    ]);
  return {
    appointments,
    prescriptions,
    prescriptionEvents,
    doses,
    alerts,
    messages,
    comments,
    checkIns,
    requests,
    careTeam,
    diagnosis,
    sharedReports,
    carers,
  };
}

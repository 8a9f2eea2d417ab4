// SQL statements per GraphQL operation, for every query the client sends (from the
// client's generated documents). Each is run for a patient or doctor with a little data
// and again with much more; a count that grows with the data is an N+1 and fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as documents from '../../client/src/generated/graphql';
import type { TestServer } from './harness';
import { startCountedServer } from './statement-count';

let server: TestServer;
let statements: () => number;
beforeAll(async () => ({ server, statements } = await startCountedServer()));
afterAll(() => server.stop());

/** The client's query operations (mutations and subscriptions are one-row writes and streams). */
const clientQueries = Object.entries(documents)
  .filter(
    ([name, value]) => name.endsWith('Document') && (value as DocumentNode).kind === 'Document',
  )
  .map(([, value]) => value as DocumentNode)
  .filter((document) =>
    document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'query'),
  )
  .map((document) => ({
    name: (
      document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode
    ).name!.value,
    text: print(document),
  }));

const DOCTOR_QUERIES = new Set([
  'FollowUps',
  'MyUnavailability',
  'DoctorPatients',
  'PatientCard',
  'PatientOverview',
  'PatientPrescriptions',
  'PatientAlerts',
  'DoctorHome',
  'DoctorCareTeamRequests',
  'DoctorSettings',
  'ApiKeys',
  'PatientCarers',
]);

/** Asked by a carer of the patient (naming no one: the list of whom they care for). */
const CARER_QUERIES = new Set(['CaredPersons']);

/** The patient's `count` carers, each signed up with an invitation, and one invitation unused. */
async function carersOf(token: string, count: number) {
  const invite = async () =>
    (
      await server.gql(
        `mutation { inviteCarer(input: { relationship: SON, grants: [CHECK_IN] }) { token } }`,
        {},
        { token },
      )
    ).data.inviteCarer.token as string;
  let carerToken = '';
  for (let i = 0; i < count; i++) carerToken = (await server.createAccount(await invite())).token;
  return { carerToken, carerInviteToken: await invite() };
}

async function checkIn(token: string, messages: string[]) {
  const { data } = await server.gql(
    `mutation { startCheckIn(input: { language: "en" }) { id } }`,
    {},
    { token },
  );
  const id = data.startCheckIn.id as string;
  for (const text of messages)
    await server.rest('POST', '/florence/send_message', {
      token,
      json: { session_id: id, message: text },
    });
  await server.gql(
    `mutation F($id: ID!) { finishCheckIn(sessionId: $id) { assessment { id } } }`,
    { id },
    { token },
  );
  return id;
}

/** Books `count` appointments with the patient's doctor; answers the doctor and the last one. */
async function book(token: string, count: number) {
  const { data } = await server.gql('{ careTeamDoctors { id } }', {}, { token });
  const doctorId = data.careTeamDoctors[0].id as string;
  const { data: schedule } = await server.gql(
    'query($d: ID!) { appointmentSchedule(doctorId: $d) { date slots { time available } } }',
    { d: doctorId },
    { token },
  );
  const free = schedule.appointmentSchedule.flatMap((day: any) =>
    day.slots.filter((s: any) => s.available).map((s: any) => ({ date: day.date, time: s.time })),
  );
  let appointmentId = '';
  for (const slot of free.slice(0, count)) {
    const booked = await server.gql(
      'mutation($input: AppointmentInput!) { bookAppointment(input: $input) { id } }',
      { input: { doctorId, ...slot, reason: 'check-up' } },
      { token },
    );
    appointmentId = booked.data.bookAppointment.id;
  }
  return { doctorId, appointmentId };
}

/**
 * A patient with `checkIns` finished check-ins (each with a few messages and an alert) and
 * as many appointments.
 */
async function patientWith(checkIns: number) {
  const account = await server.createAccount();
  const { data } = await server.gql(`{ me { id } }`, {}, { token: account.token });
  const patientId = data.me.id as string;
  await server.gql(
    `mutation D($id: ID!) { setPatientDiagnosis(patientId: $id, input: { stage: "stage_ii", cancerType: "breast" }) { id } }`,
    { id: patientId },
    { token: await server.signIn('demo.doctor') },
  );
  // as many prescriptions as check-ins, so the medication lists grow with the data too
  let prescriptionId = '';
  for (let i = 0; i < checkIns; i++) {
    const added = await server.gql(
      `mutation A($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`,
      {
        id: patientId,
        input: {
          name: `Medication ${i}`,
          strength: '10mg',
          quantity: '30',
          medicationType: 'tablet',
          expirationDate: '2099-01-01',
          dosageInstructions: 'One tablet twice a day',
          usedFor: 'Testing',
          scheduleTimes: ['08:00', '20:00'],
          intakeTiming: 'with_food',
          startDate: '2026-01-01',
        },
      },
      { token: await server.signIn('demo.doctor') },
    );
    prescriptionId = added.data.addPrescription.id;
  }
  let sessionId = '';
  for (let i = 0; i < checkIns; i++)
    sessionId = await checkIn(account.token, [
      'I feel tired, 3 out of 5',
      'since yesterday',
      'no',
      'I have a cough, moderate',
    ]);
  return {
    token: account.token,
    sessionId,
    patientId,
    prescriptionId,
    ...(await book(account.token, checkIns)),
    ...(await carersOf(account.token, checkIns)),
  };
}

/** A doctor's connect link, for the ConnectLinkDoctor query (reading it does not use it). */
let connectToken = '';

type Data = {
  sessionId: string;
  patientId: string;
  prescriptionId: string;
  doctorId: string;
  appointmentId: string;
  carerInviteToken: string;
};

/** Variables of each query: by default the check-in's id. */
const variablesFor = (name: string, data: Data) => ({
  articleId: 1,
  badgeId: 'streak-7',
  // The UTC month is never after Hong Kong's, so it is always a month the server accepts.
  month: new Date().toISOString().slice(0, 7),
  period: 'week',
  ...data,
  // the one query with a $token is the patient's look at a doctor's connect link
  token: name === 'CarerInvite' ? data.carerInviteToken : connectToken,
  id:
    name === 'PatientCard'
      ? data.patientId
      : name === 'MedicationDetails'
        ? data.prescriptionId
        : data.sessionId,
  filter: name === 'PatientAlerts' ? { patientId: data.patientId } : {},
});

async function count(name: string, text: string, token: string, data: Data) {
  const variables = variablesFor(name, data);
  // Once before counting: the first request of a session also looks the session up.
  await server.gql(text, variables, { token });
  const before = statements();
  const { errors } = await server.gql(text, variables, { token });
  expect(errors, `${name}: ${JSON.stringify(errors)}`).toBeUndefined();
  return statements() - before;
}

describe('SQL statements per client query', () => {
  it('do not grow with the size of the lists they return', async () => {
    expect(clientQueries.length).toBeGreaterThan(5);
    const few = await patientWith(1);
    const many = await patientWith(5);
    const doctor = await server.signIn('demo.doctor');
    const link = await server.gql(`mutation { createInviteLink { token } }`, {}, { token: doctor });
    connectToken = link.data.createInviteLink.token;
    const table: Record<string, { few: number; many: number }> = {};
    const viewerOf = (name: string, patient: typeof few) =>
      DOCTOR_QUERIES.has(name)
        ? doctor
        : CARER_QUERIES.has(name)
          ? patient.carerToken
          : patient.token;
    for (const { name, text } of clientQueries)
      table[name] = { few: await count(name, text, viewerOf(name, few), few), many: 0 };
    // More alerts for the doctor's list too (the second patient's five check-ins), and more
    // patients on the list.
    for (let i = 0; i < 5; i++) await patientWith(0);
    for (const { name, text } of clientQueries)
      table[name]!.many = await count(name, text, viewerOf(name, many), many);
    console.log('SQL statements per client query (little data, much data)');
    console.table(table);
    for (const [name, { few: small, many: large }] of Object.entries(table))
      expect(large, name).toBe(small);
  });
});

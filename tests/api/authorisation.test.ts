// Who may call each operation of the doctor's workspace on a patient's data: nobody
// signed out, the patient only for their own reads, never another patient, the patient's
// own doctor, and never another doctor (who gets the same answer as for an unknown id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { finishedCheckIn, newDoctor, newPatientOf, type Person } from './workspace-fixtures';

type Caller = 'anonymous' | 'patient' | 'otherPatient' | 'ownDoctor' | 'otherDoctor';
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';
type People = Record<Exclude<Caller, 'anonymous'>, Person> & {
  /** Prescriptions of the patient, one per operation that changes one. */
  rx: Record<string, string>;
};

type Operation = {
  name: string;
  document: string;
  variables: (people: People) => Record<string, unknown>;
  /** Outcome per caller; a doctor-only operation is FORBIDDEN to patients. */
  outcomes: Record<Caller, Outcome>;
};

const OWN_READ = {
  anonymous: 'UNAUTHENTICATED',
  patient: 'ok',
  otherPatient: 'FORBIDDEN',
  ownDoctor: 'ok',
  otherDoctor: 'NOT_FOUND',
} as const;

/** A read of the patient's records: the same refusal for another doctor as for a patient. */
const PATIENT_READ = { ...OWN_READ, otherDoctor: 'FORBIDDEN' } as const;

const DOCTOR_ONLY = {
  anonymous: 'UNAUTHENTICATED',
  patient: 'FORBIDDEN',
  otherPatient: 'FORBIDDEN',
  ownDoctor: 'ok',
  otherDoctor: 'NOT_FOUND',
} as const;

const OPERATIONS: Operation[] = [
  {
    name: 'doctorPatient',
    document: `query Q($id: ID!) { doctorPatient(id: $id) { id } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'setPatientDiagnosis',
    document: `mutation M($id: ID!) { setPatientDiagnosis(patientId: $id, input: { stage: "stage_i" }) { id } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'patientOverview',
    document: `query Q($id: ID!) { patientOverview(patientId: $id) { adherence } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'markPatientReportsOpened',
    document: `mutation M($id: ID!) { markPatientReportsOpened(patientId: $id) }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'sendPatientMessage',
    document: `mutation M($id: ID!) {
      sendPatientMessage(patientId: $id, input: { title: "Hi", description: "See you", type: "general" }) { id } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'patientPrescriptions',
    document: `query Q($id: ID!) { patientPrescriptions(patientId: $id) { id } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: OWN_READ,
  },
  {
    name: 'patientDoses',
    document: `query Q($id: ID!) { patientDoses(patientId: $id, from: "2026-11-01", to: "2026-11-07") { day } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: OWN_READ,
  },
  {
    name: 'triageHistoryConnection',
    document: `query Q($id: ID) { triageHistoryConnection(patientId: $id) { edges { node { id } } } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: PATIENT_READ,
  },
  {
    name: 'checkInsConnection',
    document: `query Q($id: ID) { checkInsConnection(patientId: $id) { edges { node { id } } } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: PATIENT_READ,
  },
  {
    name: 'sharedReports',
    document: `query Q($id: ID) { sharedReports(patientId: $id) { id } }`,
    variables: (p) => ({ id: p.patient.id }),
    outcomes: PATIENT_READ,
  },
  {
    name: 'addPrescription',
    document: `mutation M($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`,
    variables: (p) => ({ id: p.patient.id, input: PRESCRIPTION }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'updatePrescription',
    document: `mutation M($id: ID!, $input: PrescriptionInput!) { updatePrescription(id: $id, input: $input) { id } }`,
    variables: (p) => ({ id: p.rx.update, input: PRESCRIPTION }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'refillPrescriptions',
    document: `mutation M($id: ID!, $refills: [RefillInput!]) { refillPrescriptions(patientId: $id, refills: $refills) { id } }`,
    variables: (p) => ({
      id: p.patient.id,
      refills: [{ prescriptionId: p.rx.refill, quantity: '10', expiry: '31/12/2099' }],
    }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'discontinuePrescription',
    document: `mutation M($id: ID!) { discontinuePrescription(id: $id, reason: "Side effects") { id } }`,
    variables: (p) => ({ id: p.rx.discontinue }),
    outcomes: DOCTOR_ONLY,
  },
  {
    name: 'completePrescription',
    document: `mutation M($id: ID!) { completePrescription(id: $id) { id } }`,
    variables: (p) => ({ id: p.rx.complete }),
    outcomes: DOCTOR_ONLY,
  },
];

const PRESCRIPTION = {
  name: 'Ondansetron',
  strength: '8mg',
  quantity: '20',
  medicationType: 'tablet',
  expirationDate: '2099-12-31',
  dosageInstructions: 'One tablet before chemotherapy',
  usedFor: 'Nausea',
  scheduleTimes: ['08:00'],
  intakeTiming: 'before_meal',
  startDate: '2026-11-01',
};

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer();
  const ownDoctor = await newDoctor(server);
  const otherDoctor = await newDoctor(server);
  const patient = await newPatientOf(server, ownDoctor);
  const rx: Record<string, string> = {};
  for (const use of ['update', 'refill', 'discontinue', 'complete']) {
    const { data } = await server.gql(
      `mutation M($id: ID!, $input: PrescriptionInput!) { addPrescription(patientId: $id, input: $input) { id } }`,
      { id: patient.id, input: PRESCRIPTION },
      { token: ownDoctor.token },
    );
    rx[use] = data.addPrescription.id;
  }
  people = {
    ownDoctor,
    otherDoctor,
    patient,
    otherPatient: await newPatientOf(server, otherDoctor),
    rx,
  };
});
afterAll(() => server.stop());

const CALLERS: Caller[] = ['anonymous', 'patient', 'otherPatient', 'ownDoctor', 'otherDoctor'];

describe.each(OPERATIONS)('$name', (operation) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const token = caller === 'anonymous' ? undefined : people[caller].token;
    const answer = await server.gql(operation.document, operation.variables(people), { token });
    const expected = operation.outcomes[caller];
    if (expected === 'ok') expect(answer.errors).toBeUndefined();
    else expect(answer.errors?.[0]?.extensions?.code).toBe(expected);
  });
});

describe('the patient list', () => {
  it('is for doctors, and another doctor’s list never holds the patient', async () => {
    const document = `{ doctorPatients { patients { id } } }`;
    expect((await server.gql(document)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const asPatient = await server.gql(document, {}, { token: people.patient.token });
    expect(asPatient.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const ids = async (doctor: Person) =>
      (await server.gql(document, {}, { token: doctor.token })).data.doctorPatients.patients.map(
        (p: { id: string }) => p.id,
      );
    expect(await ids(people.ownDoctor)).toEqual([people.patient.id]);
    // a refused write changed nothing: only the own doctor's calls did
    const prescriptions = await server.services.prisma.prescription.findMany({
      where: { patientId: people.patient.id },
    });
    expect(prescriptions.every((p) => p.prescribedById === people.ownDoctor.id)).toBe(true);
    expect(await ids(people.otherDoctor)).toEqual([people.otherPatient.id]);
  });

  it('is paged for integrators with the same rule (patientsConnection)', async () => {
    const document = `{ patientsConnection { edges { node { id } } } }`;
    expect((await server.gql(document)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const asPatient = await server.gql(document, {}, { token: people.patient.token });
    expect(asPatient.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const ids = async (doctor: Person) =>
      (await server.gql(document, {}, { token: doctor.token })).data.patientsConnection.edges.map(
        (edge: { node: { id: string } }) => edge.node.id,
      );
    expect(await ids(people.ownDoctor)).toEqual([people.patient.id]);
    expect(await ids(people.otherDoctor)).toEqual([people.otherPatient.id]);
  });

  it('gives each doctor only their own patients’ alerts (followUpAlertsConnection)', async () => {
    await finishedCheckIn(server, people.patient.token);
    await finishedCheckIn(server, people.otherPatient.token);
    const document = `{ followUpAlertsConnection { edges { node { patient { id } } } } }`;
    const asPatient = await server.gql(document, {}, { token: people.patient.token });
    expect(asPatient.errors?.[0].extensions.code).toBe('FORBIDDEN');
    for (const [doctor, own] of [
      [people.ownDoctor, people.patient],
      [people.otherDoctor, people.otherPatient],
    ]) {
      const { data } = await server.gql(document, {}, { token: doctor.token });
      expect(data.followUpAlertsConnection.edges).toEqual([{ node: { patient: { id: own.id } } }]);
    }
  });
});

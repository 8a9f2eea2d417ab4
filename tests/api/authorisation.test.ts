// Who may call each operation of the doctor's workspace on a patient's data: nobody
// signed out, the patient only for their own reads, never another patient, the patient's
// own doctor, and never another doctor (who gets the same answer as for an unknown id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { newDoctor, newPatientOf, type Person } from './workspace-fixtures';

type Caller = 'anonymous' | 'patient' | 'otherPatient' | 'ownDoctor' | 'otherDoctor';
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';
type People = Record<Exclude<Caller, 'anonymous'>, Person>;

type Operation = {
  name: string;
  document: string;
  variables: (people: People) => Record<string, unknown>;
  /** Outcome per caller; a doctor-only operation is FORBIDDEN to patients. */
  outcomes: Record<Caller, Outcome>;
};

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
];

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await startTestServer();
  const ownDoctor = await newDoctor(server);
  const otherDoctor = await newDoctor(server);
  people = {
    ownDoctor,
    otherDoctor,
    patient: await newPatientOf(server, ownDoctor),
    otherPatient: await newPatientOf(server, otherDoctor),
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
    expect(await ids(people.otherDoctor)).toEqual([people.otherPatient.id]);
  });
});

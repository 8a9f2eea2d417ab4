// The patient's medications: their own list and one prescription by id (the details page
// after a reload or from a shared link). Another patient's id, an unknown id and another
// care team's doctor all get the same NOT_FOUND, so ids cannot be probed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicDay } from '../../common/clinic-day';
import { startTestServer, type TestServer } from './harness';
import { newDoctor, newPatientOf, refusal, type Person } from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let patient: Person;
let other: Person;
let otherDoctor: Person;
let prescriptionId: string;

const ONE = `query One($id: ID!) { prescription(id: $id) { id name catalogKey strength quantity
  remainingQuantity medicationType expirationDate dosageInstructions usedFor
  sideEffects { common lessCommon serious } status cardStatus refilledDate } }`;
const ADD = `mutation A($patientId: ID!, $input: PrescriptionInput!) {
  addPrescription(patientId: $patientId, input: $input) { id } }`;
const inDays = (days: number) => clinicDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  otherDoctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: 'Chan Tai Man' });
  other = await newPatientOf(server, otherDoctor, { fullName: 'Wong Mei Ling' });
  const added = await server.gql(
    ADD,
    {
      patientId: patient.id,
      input: {
        catalogKey: 'tamoxifen',
        name: 'Tamoxifen',
        strength: '20mg',
        quantity: '30',
        medicationType: 'tablet',
        expirationDate: inDays(20),
        dosageInstructions: 'One tablet every morning',
        usedFor: 'Hormone therapy for breast cancer',
        sideEffectsCommon: ['hot flushes'],
        sideEffectsSerious: ['leg swelling or pain'],
        scheduleTimes: ['08:00'],
        intakeTiming: 'with_food',
        startDate: clinicDay(new Date()),
      },
    },
    { token: doctor.token },
  );
  expect(added.errors).toBeUndefined();
  prescriptionId = added.data.addPrescription.id;
});
afterAll(() => server.stop());

describe('one prescription by id', () => {
  it('gives the patient every field of their own, with the expiring state', async () => {
    const { data, errors } = await server.gql(
      ONE,
      { id: prescriptionId },
      { token: patient.token },
    );
    expect(errors).toBeUndefined();
    expect(data.prescription).toMatchObject({
      id: prescriptionId,
      catalogKey: 'tamoxifen',
      strength: '20mg',
      quantity: 30,
      remainingQuantity: 30,
      medicationType: 'tablet',
      expirationDate: inDays(20),
      dosageInstructions: 'One tablet every morning',
      usedFor: 'Hormone therapy for breast cancer',
      sideEffects: { common: ['hot flushes'], lessCommon: [], serious: ['leg swelling or pain'] },
      status: 'ACTIVE',
      cardStatus: 'near_expiry',
      refilledDate: null,
    });
  });

  it('lets the prescribing doctor read it too', async () => {
    const { data } = await server.gql(ONE, { id: prescriptionId }, { token: doctor.token });
    expect(data.prescription.id).toBe(prescriptionId);
  });

  it('answers another patient, another care team’s doctor and an unknown id alike', async () => {
    for (const [id, token] of [
      [prescriptionId, other.token],
      [prescriptionId, otherDoctor.token],
      ['00000000-0000-4000-8000-000000000000', patient.token],
      ['not an id', patient.token],
    ]) {
      const answer = await server.gql(ONE, { id }, { token });
      expect(answer.data?.prescription ?? null).toBeNull();
      expect(refusal(answer).code).toBe('NOT_FOUND');
    }
  });

  it('asks who is asking', async () => {
    const anonymous = await server.gql(ONE, { id: prescriptionId });
    expect(refusal(anonymous).code).toBe('UNAUTHENTICATED');
  });

  it('keeps the list to the patient’s own', async () => {
    const list = `query L($patientId: ID!) { patientPrescriptions(patientId: $patientId) { id } }`;
    const own = await server.gql(list, { patientId: patient.id }, { token: patient.token });
    expect(own.data.patientPrescriptions.map((p: { id: string }) => p.id)).toEqual([
      prescriptionId,
    ]);
    const theirs = await server.gql(list, { patientId: patient.id }, { token: other.token });
    expect(refusal(theirs).code).toBe('NOT_FOUND');
  });
});

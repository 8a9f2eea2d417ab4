// The status chip of the patient's settings card: the patient's own doctor sets one of the
// spec's six values; cleared, it follows the treatment status the patient gave. Nobody
// else sets it, and a value not offered changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { newDoctor, newPatientOf, refusal, type Person } from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let patient: Person;
const SET = `mutation S($p: ID!, $s: String) { setPatientCareStatus(patientId: $p, status: $s) { careStatus } }`;
const MINE = `{ myCareStatus }`;
const mine = async () => (await server.gql(MINE, {}, { token: patient.token })).data.myCareStatus;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: 'Tam Siu Kuen' });
  await server.rest('POST', '/updateinfo', {
    token: patient.token,
    json: { treatment_status: 'in_remission' },
  });
});
afterAll(() => server.stop());

describe('care status', () => {
  it('follows the treatment status until the doctor sets one, and again once cleared', async () => {
    expect(await mine()).toBe('in_remission');
    const set = await server.gql(SET, { p: patient.id, s: 'monitoring' }, { token: doctor.token });
    expect(set.data.setPatientCareStatus.careStatus).toBe('monitoring');
    expect(await mine()).toBe('monitoring');
    await server.gql(SET, { p: patient.id, s: '' }, { token: doctor.token });
    expect(await mine()).toBe('in_remission');
  });

  it('refuses other values, other doctors and the patient, changing nothing', async () => {
    await server.gql(SET, { p: patient.id, s: 'recovery' }, { token: doctor.token });
    for (const value of ['Recovery', 'remission', 'active-treatment'])
      expect(
        refusal(await server.gql(SET, { p: patient.id, s: value }, { token: doctor.token })),
      ).toMatchObject({ code: 'VALIDATION_FAILED', field: 'invalid_choice' });
    const other = await newDoctor(server);
    expect(
      refusal(await server.gql(SET, { p: patient.id, s: 'monitoring' }, { token: other.token }))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      refusal(await server.gql(SET, { p: patient.id, s: 'monitoring' }, { token: patient.token }))
        .code,
    ).toBe('FORBIDDEN');
    expect(await mine()).toBe('recovery');
    expect(refusal(await server.gql(MINE, {}, { token: doctor.token })).code).toBe('FORBIDDEN');
  });
});

describe('the condition on the settings card', () => {
  const CONDITION = `{ myCondition }`;
  const condition = async (language: string) =>
    (await server.gql(CONDITION, {}, { token: patient.token, language })).data.myCondition;

  it('is the patient’s own words until the doctor records a diagnosis, then in each language', async () => {
    await server.rest('POST', '/updateinfo', {
      token: patient.token,
      json: { condition: 'Colorectal cancer, Stage III' },
    });
    expect(await condition('zh-HK')).toBe('Colorectal cancer, Stage III');
    await server.gql(
      `mutation D($p: ID!) { setPatientDiagnosis(patientId: $p, input: { cancerType: "colorectal", stage: "stage_iii" }) { id } }`,
      { p: patient.id },
      { token: doctor.token },
    );
    expect(await condition('zh-HK')).toBe('大腸癌 · 第三期');
    expect(await condition('en')).toBe('Colorectal cancer · Stage III');
    expect(refusal(await server.gql(CONDITION, {}, { token: doctor.token })).code).toBe(
      'FORBIDDEN',
    );
  });
});

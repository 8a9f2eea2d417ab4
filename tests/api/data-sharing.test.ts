// Data sharing in effect: a patient who turns it off hides their wellness data and reports
// from their care team (figures, insights, the record's overview, the PDF report, FHIR
// observations), while a red finding still raises a follow-up alert for the doctor. The
// patient still sees all of their own; turning it on again shows everything again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import {
  finishedCheckIn,
  newDoctor,
  newPatientOf,
  refusal,
  type Person,
} from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let patient: Person;

const SHARING = `mutation U($on: Boolean) { updateSetting(key: "dataSharing", enabled: $on) { value } }`;
const month = () => new Date().toISOString().slice(0, 7);
const WELLNESS_READS: Array<[string, string]> = [
  ['healthPeriod', 'query Q($p: ID) { healthPeriod(period: "week", patientId: $p) { wellness } }'],
  ['weeklySummary', 'query Q($p: ID) { weeklySummary(patientId: $p) { engagement } }'],
  [
    'symptomCalendar',
    'query Q($p: ID, $m: String!) { symptomCalendar(month: $m, patientId: $p) { day } }',
  ],
  ['checkInStreak', 'query Q($p: ID) { checkInStreak(patientId: $p) { current } }'],
  ['wellnessScore', 'query Q($p: ID) { wellnessScore(period: "month", patientId: $p) { score } }'],
  ['insights', 'query Q($p: ID) { insights(patientId: $p) { title } }'],
  ['patientOverview', 'query Q($p: ID!) { patientOverview(patientId: $p) { adherence } }'],
];

const setSharing = async (on: boolean) => server.gql(SHARING, { on }, { token: patient.token });

async function ask(query: string, token: string) {
  return refusal(await server.gql(query, { p: patient.id, m: month() }, { token })).code ?? 'ok';
}

const report = (token: string, language = 'en') =>
  fetch(`${server.url}/reports/patients/${patient.id}?kind=weeks&count=1`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

async function fhirTypes(token: string) {
  const answer = await server.rest('GET', `/fhir/Patient/${patient.id}/$everything`, { token });
  expect(answer.status).toBe(200);
  return new Set(
    answer.body.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType),
  );
}

const doctorsAlerts = async () =>
  (
    await server.gql(`{ followUps { id patient { id } } }`, {}, { token: doctor.token })
  ).data.followUps.filter((alert: { patient: { id: string } }) => alert.patient.id === patient.id);

const pendingReports = async () =>
  (
    await server.gql(
      `{ doctorHome { cards { pendingReports { count } } } }`,
      {},
      {
        token: doctor.token,
      },
    )
  ).data.doctorHome.cards.pendingReports.count as number;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: 'Chan Tai Man' });
  await finishedCheckIn(server, patient.token, ['slept badly, tired, mood about 6 out of 10']);
});
afterAll(() => server.stop());

describe('data sharing off', () => {
  it('hides every wellness read from the doctor, not from the patient', async () => {
    for (const [name, query] of WELLNESS_READS)
      expect([name, await ask(query, doctor.token)]).toEqual([name, 'ok']);
    expect(await pendingReports()).toBe(1);
    expect((await setSharing(false)).data.updateSetting.value).toBe('false');
    for (const [name, query] of WELLNESS_READS) {
      expect([name, await ask(query, doctor.token)]).toEqual([name, 'DATA_NOT_SHARED']);
      if (name !== 'patientOverview')
        expect([name, await ask(query, patient.token)]).toEqual([name, 'ok']);
    }
    // the doctor home no longer counts the patient's check-ins as reports to read
    expect(await pendingReports()).toBe(0);
  });

  it('refuses the PDF report to the doctor with a translated reason; the patient gets it', async () => {
    const refused = await report(doctor.token, 'zh-HK');
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toContain('已關閉數據分享');
    const own = await report(patient.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('application/pdf');
  });

  it('leaves FHIR observations out of the doctor’s export, not the patient’s', async () => {
    const doctors = await fhirTypes(doctor.token);
    expect(doctors.has('Patient')).toBe(true);
    expect(doctors.has('Observation')).toBe(false);
    expect(doctors.has('RiskAssessment')).toBe(false);
    expect((await fhirTypes(patient.token)).has('Observation')).toBe(true);
  });

  it('still raises a follow-up alert for a red finding', async () => {
    const before = (await doctorsAlerts()).length;
    const { level } = await finishedCheckIn(server, patient.token, [
      'Chest pain since this morning and I cant breathe properly',
    ]);
    expect(level).toBe('RED');
    expect((await doctorsAlerts()).length).toBeGreaterThan(before);
  });

  it('turned on again, shows the doctor everything again', async () => {
    await setSharing(true);
    for (const [name, query] of WELLNESS_READS)
      expect([name, await ask(query, doctor.token)]).toEqual([name, 'ok']);
    expect((await report(doctor.token)).status).toBe(200);
    expect((await fhirTypes(doctor.token)).has('Observation')).toBe(true);
  });
});

// The doctor's patient list and the diagnosis (cancer type and stage) they record.
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
const patients: Record<string, Person> = {};

const LIST = `query L($filter: PatientListFilter, $first: Int, $after: String) {
  doctorPatients(filter: $filter, first: $first, after: $after) {
    totalCount nextCursor
    patients { id name cancerType stage stageGroup lastUpdate { kind at } }
  } }`;
const SET = `mutation S($id: ID!, $input: DiagnosisInput!) {
  setPatientDiagnosis(patientId: $id, input: $input) { id stage cancerType stageGroup } }`;

const list = async (variables: Record<string, unknown> = {}, token = doctor.token) =>
  (await server.gql(LIST, variables, { token })).data.doctorPatients;
const names = async (filter: Record<string, unknown>) =>
  (await list({ filter })).patients.map((p: { name: string }) => p.name);
const setDiagnosis = (patient: Person, input: Record<string, unknown>, token = doctor.token) =>
  server.gql(SET, { id: patient.id, input }, { token });

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  const people: Array<[string, string, string | null]> = [
    ['Chan Tai Man', 'colorectal', 'stage_iii'],
    ['陳小明', 'lung', 'stage_iv'],
    ['Lee Siu Ming', 'breast', 'stage_ii'],
    ['lee ka yan', 'breast', 'remission'],
    ['Wong Mei', 'lymphoma', null],
  ];
  for (const [name, cancerType, stage] of people) {
    patients[name] = await newPatientOf(server, doctor, { fullName: name });
    if (stage) await setDiagnosis(patients[name], { cancerType, stage });
  }
});
afterAll(() => server.stop());

describe('the doctor’s patient list', () => {
  it('holds only their own care-team patients, by name', async () => {
    const page = await list();
    expect(page.totalCount).toBe(5);
    expect(page.patients.map((p: { name: string }) => p.name)).toEqual([
      'Chan Tai Man',
      'Lee Siu Ming',
      'Wong Mei',
      'lee ka yan',
      '陳小明',
    ]);
    expect(page.patients[0]).toMatchObject({
      cancerType: 'colorectal',
      stage: 'stage_iii',
      stageGroup: 'at_risk',
      lastUpdate: null,
    });
    expect(page.patients.find((p: { name: string }) => p.name === 'Wong Mei').stageGroup).toBe(
      'unknown',
    );
    const demoDoctor = await server.signIn('demo.doctor');
    const demoList = await list({}, demoDoctor);
    expect(demoList.patients.map((p: { id: string }) => p.id)).not.toContain(
      patients['Chan Tai Man'].id,
    );
  });

  it.each([
    ['a name part in another letter case', { search: 'LEE' }, ['Lee Siu Ming', 'lee ka yan']],
    ['a Chinese name part', { search: '小明' }, ['陳小明']],
    ['surrounding spaces', { search: '  wong ' }, ['Wong Mei']],
    ['a typo finds nothing', { search: 'Lea' }, []],
    [
      'two cancer types',
      { cancerTypes: ['breast', 'lung'] },
      ['Lee Siu Ming', 'lee ka yan', '陳小明'],
    ],
    ['a stage', { stages: ['stage_iv'] }, ['陳小明']],
    [
      'type and stage together',
      { cancerTypes: ['breast'], stages: ['remission', 'stage_iv'] },
      ['lee ka yan'],
    ],
    ['an unknown stage matches nobody', { stages: ['Stage 5'] }, []],
    ['empty filters are no filter', { cancerTypes: [], stages: [], search: '' }, 5],
  ])('filters in the database: %s', async (_label, filter, expected) => {
    const found = await names(filter);
    if (typeof expected === 'number') expect(found).toHaveLength(expected);
    else expect(found).toEqual(expected);
  });

  it('pages with a cursor, without overlap or gaps', async () => {
    const first = await list({ first: 2 });
    expect(first.patients).toHaveLength(2);
    const second = await list({ first: 2, after: first.nextCursor });
    const third = await list({ first: 2, after: second.nextCursor });
    expect(third.nextCursor).toBeNull();
    const ids = [...first.patients, ...second.patients, ...third.patients].map(
      (p: { id: string }) => p.id,
    );
    expect(new Set(ids).size).toBe(5);
    // a forged or foreign cursor starts from the beginning rather than failing
    expect((await list({ first: 2, after: 'not-a-cursor' })).patients[0].name).toBe('Chan Tai Man');
    expect((await list({ first: 100000 })).patients).toHaveLength(5);
  });

  it('shows the latest finished check-in as the last update', async () => {
    await finishedCheckIn(server, patients['Wong Mei'].token);
    const [row] = (await list({ filter: { search: 'Wong' } })).patients;
    expect(row.lastUpdate).toMatchObject({ kind: 'CHECK_IN', at: expect.any(String) });
  });
});

describe('the diagnosis', () => {
  it('saves one of the 21 stages with the cancer type, and computes its group', async () => {
    const patient = patients['Wong Mei'];
    const saved = await setDiagnosis(patient, { stage: 'palliative', cancerType: 'lymphoma' });
    expect(saved.data.setPatientDiagnosis).toMatchObject({
      stage: 'palliative',
      stageGroup: 'critical',
    });
    const summary = await server.gql(
      `query D($id: ID!) { doctorPatient(id: $id) { stage cancerType stageGroup } }`,
      { id: patient.id },
      { token: doctor.token },
    );
    expect(summary.data.doctorPatient).toEqual({
      stage: 'palliative',
      cancerType: 'lymphoma',
      stageGroup: 'critical',
    });
  });

  it.each([
    ['an empty stage', { stage: '' }, 'stage_cannot_be_empty'],
    ['a blank stage', { stage: '   ' }, 'stage_cannot_be_empty'],
    ['no stage at all', { cancerType: 'lung' }, 'stage_cannot_be_empty'],
    ['a stage that is not one of the 21', { stage: 'Stage V' }, 'invalid_choice'],
    ['the English name instead of the key', { stage: 'Stage IV' }, 'invalid_choice'],
    ['an unknown cancer type', { stage: 'stage_i', cancerType: 'cancer' }, 'invalid_choice'],
    ['a stage that is not text', { stage: 4 }, null],
  ])('refuses %s and changes nothing', async (_label, input, field) => {
    const patient = patients['Chan Tai Man'];
    const answer = await setDiagnosis(patient, input);
    if (field) expect(refusal(answer)).toEqual({ code: 'VALIDATION_FAILED', field });
    else expect(answer.errors).toBeDefined();
    const after = await server.gql(
      `query D($id: ID!) { doctorPatient(id: $id) { stage cancerType } }`,
      { id: patient.id },
      { token: doctor.token },
    );
    expect(after.data.doctorPatient).toEqual({ stage: 'stage_iii', cancerType: 'colorectal' });
  });

  it('answers in Chinese when asked in Chinese', async () => {
    const answer = await server.gql(
      SET,
      { id: patients['Chan Tai Man'].id, input: { stage: '' } },
      { token: doctor.token, language: 'zh-HK' },
    );
    expect(refusal(answer).field).toBe('stage_cannot_be_empty');
  });
});

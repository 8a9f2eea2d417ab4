// What a doctor sees of a patient is one type, CareTeamPatient, whichever relation leads
// there (issue 25): an alert's patient is no longer the whole account (e-mail, settings,
// health profile), and `User` is only ever the signed-in person's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let doctor = '';
let patient = { id: '', username: '', email: '' };
const FULL_NAME = 'Chan Tai Man';

beforeAll(async () => {
  server = await startTestServer();
  doctor = await server.signIn('demo.doctor');
  const account = await server.createAccount();
  const me = await server.gql(`{ me { id } }`, {}, { token: account.token });
  patient = { id: me.data.me.id, username: account.username, email: account.email };
  const profile = await server.gql(
    `mutation P($input: ProfileInput!) { updateProfile(input: $input) { fullName } }`,
    { input: { fullName: FULL_NAME, phoneNumber: '91234567', birthdate: '1960-05-04' } },
    { token: account.token },
  );
  expect(profile.errors).toBeUndefined();
  // A check-in with a red finding raises an alert for the patient's doctor (demo.doctor).
  const json = { language: 'en' };
  const started = await server.rest('POST', '/florence/start_session', {
    token: account.token,
    json,
  });
  const sessionId = started.body.session_id;
  await server.rest('POST', '/florence/send_message', {
    token: account.token,
    json: { session_id: sessionId, message: 'chest pain since this morning' },
  });
  await server.rest('POST', `/florence/finish_session/${sessionId}`, { token: account.token });
});
afterAll(() => server.stop());

describe('an alert’s patient, as the doctor reads it', () => {
  it('is a CareTeamPatient: id, name (the real name) and username', async () => {
    const answer = await server.gql(
      `{ followUps { patient { __typename id name username } } }`,
      {},
      { token: doctor },
    );
    expect(answer.errors).toBeUndefined();
    const mine = answer.data.followUps.filter(
      (alert: { patient: { id: string } }) => alert.patient.id === patient.id,
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0].patient).toEqual({
      __typename: 'CareTeamPatient',
      id: patient.id,
      name: FULL_NAME,
      username: patient.username,
    });
  });

  it.each([
    ['the e-mail', 'patient { email }'],
    ['the health profile', 'patient { profile { fullName phoneNumber birthdate } }'],
    ['the settings', 'patient { language fontSize role }'],
    ['the account through a fragment on User', 'patient { ... on User { email } }'],
  ])('cannot include %s: the query is refused before it runs', async (_what, selection) => {
    for (const query of [
      `{ followUps { id ${selection} } }`,
      `{ followUpAlertsConnection { edges { node { id ${selection} } } } }`,
    ]) {
      const answer = await server.gql(query, {}, { token: doctor });
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(
        answer.errors?.map(() => 'MALFORMED_REQUEST'),
      );
      expect(JSON.stringify(answer)).not.toContain(patient.email);
      expect(JSON.stringify(answer)).not.toContain('91234567');
    }
  });
});

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type Field = { name: string; type: TypeRef };
type SchemaType = { name: string; kind: string; fields: Field[] | null };

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const SCHEMA = `{ __schema { types { name kind fields { name type { ${TYPE_REF} } } } } }`;
const named = (type: TypeRef): string => (type.ofType ? named(type.ofType) : type.name!);

describe('the schema, introspected', () => {
  let types: SchemaType[] = [];
  /** `Parent.field` for every field of an object type whose named type is `typeName`. */
  const fieldsReturning = (typeName: string) =>
    types.flatMap((type) =>
      (type.fields ?? [])
        .filter((field) => named(field.type) === typeName)
        .map((field) => `${type.name}.${field.name}`),
    );

  beforeAll(async () => {
    const answer = await server.gql(SCHEMA, {}, { token: doctor });
    expect(answer.errors).toBeUndefined();
    types = (answer.data.__schema.types as SchemaType[]).filter(
      (type) => type.kind === 'OBJECT' && !type.name.startsWith('__'),
    );
  });

  it('every relation named `patient` returns the one type, CareTeamPatient', () => {
    const patientFields = types.flatMap((type) =>
      (type.fields ?? [])
        .filter((field) => field.name === 'patient')
        .map((field) => [type.name, named(field.type)]),
    );
    expect(patientFields.map(([parent]) => parent)).toEqual(
      expect.arrayContaining(['Alert', 'Appointment', 'CareTeamRequest', 'RecentActivity']),
    );
    expect(new Set(patientFields.map(([, type]) => type))).toEqual(new Set(['CareTeamPatient']));
  });

  it('CareTeamPatient carries the name only: no contact details, settings or health data', () => {
    const type = types.find((candidate) => candidate.name === 'CareTeamPatient');
    expect(type?.fields?.map((field) => field.name).sort()).toEqual(['id', 'name', 'username']);
  });

  it('User is only the signed-in person’s own account', () => {
    expect(fieldsReturning('User').sort()).toEqual([
      'AuthPayload.user',
      'Mutation.confirmEmailChange',
      'Mutation.setDisplayPreferences',
      'Mutation.setLanguage',
      'Mutation.updateContactDetails',
      'Query.me',
    ]);
  });
});

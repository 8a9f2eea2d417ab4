// What `me` and GET /userinfo answer: one's own account, for each viewer (nobody, the
// patient, another patient, two doctors and their API keys, which read as their doctor).
// Who may call what about a patient's records is the access matrix's
// (access-matrix.test.ts): every operation and route that names or returns them, asked by
// each of these viewers, with the one table of refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '../../server/domain/access/refusals';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const viewers = {} as Record<Viewer, string | undefined>;
const people = {} as Record<Viewer, { username: string; id: string } | undefined>;

type Viewer =
  | 'anonymous'
  | 'patient'
  | 'otherPatient'
  | 'doctor'
  | 'otherDoctor'
  | 'doctorKey'
  | 'otherDoctorKey';
const VIEWERS = Object.keys({
  anonymous: 0,
  patient: 0,
  otherPatient: 0,
  doctor: 0,
  otherDoctor: 0,
  doctorKey: 0,
  otherDoctorKey: 0,
} satisfies Record<Viewer, 0>) as Viewer[];
const KEY = `mutation K($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }`;

beforeAll(async () => {
  server = await startTestServer();
  viewers.patient = (await server.createAccount()).token;
  viewers.otherPatient = (await server.createAccount()).token;
  viewers.doctor = await server.signIn('demo.doctor');
  viewers.otherDoctor = await server.signIn('dr.wong');
  const keyOf = async (token: string | undefined) =>
    (await server.gql(KEY, { input: { name: 'visibility' } }, { token })).data.createApiKey.secret;
  viewers.doctorKey = await keyOf(viewers.doctor);
  viewers.otherDoctorKey = await keyOf(viewers.otherDoctor);
  for (const viewer of ['patient', 'otherPatient', 'doctor', 'otherDoctor'] as const)
    people[viewer] = (
      await server.gql('{ me { id username } }', {}, { token: viewers[viewer] })
    ).data.me;
  people.doctorKey = people.doctor;
  people.otherDoctorKey = people.otherDoctor;
});
afterAll(() => server.stop());

describe('one’s own account', () => {
  it.each(VIEWERS)('me asked by %s: their own (a key’s: its doctor’s)', async (viewer) => {
    const { data, errors } = await server.gql('{ me { id } }', {}, { token: viewers[viewer] });
    if (viewer === 'anonymous') expect(errors?.[0].extensions.code).toBe(REFUSALS.signedOut);
    else expect(data.me.id).toBe(people[viewer]!.id);
  });

  it.each(VIEWERS)('GET /userinfo by %s: their own (a key’s: its doctor’s)', async (viewer) => {
    const answer = await server.rest('GET', '/userinfo', { token: viewers[viewer] });
    if (viewer === 'anonymous') expect(answer.body.code).toBe(REFUSALS.signedOut);
    else expect(answer.body.username).toBe(people[viewer]!.username);
  });
});

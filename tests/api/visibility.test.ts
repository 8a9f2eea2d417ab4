// Who may read what, for every read that names a patient: each case is asked by nobody,
// the patient, another patient, the patient's own doctor and a doctor who is not theirs,
// and by an API key of each of the two doctors (it reads as its doctor, never writes).
// The checks live in the domain's read services (server/domain/care-team.ts and the
// services that call it), so GraphQL and REST answer alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const viewers = {} as Record<Viewer, string | undefined>;
let patient = { id: '', username: '' };
let sessionId = '';
let alertId = '';

type Person = 'anonymous' | 'patient' | 'otherPatient' | 'ownDoctor' | 'otherDoctor';
type Viewer = Person | 'ownDoctorKey' | 'otherDoctorKey';
const VIEWERS: Viewer[] = [
  'anonymous',
  'patient',
  'otherPatient',
  'ownDoctor',
  'otherDoctor',
  'ownDoctorKey',
  'otherDoctorKey',
];
const KEY = `mutation K($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }`;

beforeAll(async () => {
  server = await startTestServer();
  const own = await server.createAccount();
  const other = await server.createAccount();
  const me = await server.gql(`{ me { id username } }`, {}, { token: own.token });
  patient = me.data.me;
  viewers.anonymous = undefined;
  viewers.patient = own.token;
  viewers.otherPatient = other.token;
  viewers.ownDoctor = await server.signIn('demo.doctor');
  viewers.otherDoctor = await server.signIn('dr.wong');
  const keyOf = async (token: string | undefined) =>
    (await server.gql(KEY, { input: { name: 'visibility' } }, { token })).data.createApiKey.secret;
  viewers.ownDoctorKey = await keyOf(viewers.ownDoctor);
  viewers.otherDoctorKey = await keyOf(viewers.otherDoctor);

  // A finished check-in with a red finding (an assessment and an alert), then an open one.
  const start = (token: string) =>
    server.rest('POST', '/florence/start_session', { token, json: { language: 'en' } });
  sessionId = (await start(own.token)).body.session_id;
  await server.rest('POST', '/florence/send_message', {
    token: own.token,
    json: { session_id: sessionId, message: 'chest pain since this morning' },
  });
  await server.rest('POST', `/florence/finish_session/${sessionId}`, { token: own.token });
  await start(own.token);
  const alerts = await server.gql(
    `{ followUps { id patient { id } } }`,
    {},
    {
      token: viewers.ownDoctor,
    },
  );
  alertId = alerts.data.followUps.find(
    (alert: { patient: { id: string } }) => alert.patient.id === patient.id,
  ).id;
});
afterAll(() => server.stop());

/** What each viewer gets: a GraphQL error code, or 'ok'. */
type Expected = Record<Viewer, string>;
/** A read: each doctor's key gets what its doctor gets. */
const read = (byPerson: Record<Person, string>): Expected => ({
  ...byPerson,
  ownDoctorKey: byPerson.ownDoctor,
  otherDoctorKey: byPerson.otherDoctor,
});
const PATIENT_DATA = read({
  anonymous: 'UNAUTHENTICATED',
  patient: 'ok',
  otherPatient: 'FORBIDDEN',
  ownDoctor: 'ok',
  otherDoctor: 'FORBIDDEN',
});
const CHECK_IN = read({ ...PATIENT_DATA, otherPatient: 'NOT_FOUND', otherDoctor: 'NOT_FOUND' });
const STATUS: Record<string, number> = {
  ok: 200,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  API_KEY_READ_ONLY: 403,
};

async function graphql(viewer: Viewer, query: string, variables: Record<string, unknown> = {}) {
  const answer = await server.gql(query, variables, { token: viewers[viewer] });
  return { code: answer.errors?.[0]?.extensions?.code ?? 'ok', data: answer.data };
}

describe('reads of a patient’s triage results and check-ins (GraphQL)', () => {
  const cases: Array<[string, string, () => Record<string, unknown>, Expected]> = [
    [
      'triageLatest',
      'query Q($p: ID) { triageLatest(patientId: $p) { id } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'recordAccess (the audit trail)',
      'query Q($p: ID) { recordAccess(patientId: $p) { id } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'triageHistory',
      'query Q($p: ID) { triageHistory(patientId: $p) { id } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'triageHistoryConnection',
      'query Q($p: ID) { triageHistoryConnection(patientId: $p) { edges { node { id } } } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'checkInsConnection',
      'query Q($p: ID) { checkInsConnection(patientId: $p) { edges { node { id } } } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'insights',
      'query Q($p: ID) { insights(patientId: $p) { title } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'healthPeriod',
      'query Q($p: ID) { healthPeriod(period: "week", patientId: $p) { wellness } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'weeklySummary',
      'query Q($p: ID) { weeklySummary(patientId: $p) { engagement } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'symptomCalendar',
      'query Q($p: ID, $m: String!) { symptomCalendar(month: $m, patientId: $p) { day } }',
      () => ({ p: patient.id, m: new Date().toISOString().slice(0, 7) }),
      PATIENT_DATA,
    ],
    [
      'checkInStreak',
      'query Q($p: ID) { checkInStreak(patientId: $p) { current } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'wellnessScore',
      'query Q($p: ID) { wellnessScore(period: "month", patientId: $p) { score } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'achievements',
      'query Q($p: ID) { achievements(patientId: $p) { rank { totalXp } } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'badge',
      'query Q($p: ID) { badge(id: "first-check-in", patientId: $p) { unlockedAt } }',
      () => ({ p: patient.id }),
      PATIENT_DATA,
    ],
    [
      'triageForSession',
      'query Q($s: ID!) { triageForSession(sessionId: $s) { id } }',
      () => ({ s: sessionId }),
      CHECK_IN,
    ],
    [
      'checkInSession',
      'query Q($s: ID!) { checkInSession(id: $s) { id } }',
      () => ({ s: sessionId }),
      CHECK_IN,
    ],
  ];
  for (const [name, query, variables, expected] of cases) {
    it.each(VIEWERS)(`${name} asked by %s`, async (viewer) => {
      const { code, data } = await graphql(viewer, query, variables());
      expect(code).toBe(expected[viewer]);
      // refused: nothing of the patient's comes back (a nullable field answers null)
      if (code !== 'ok')
        expect(Object.values(data ?? {}).every((value) => value === null)).toBe(true);
    });
  }

  it.each(VIEWERS)('activeCheckIn asked by %s: only a patient’s own', async (viewer) => {
    const { code, data } = await graphql(viewer, '{ activeCheckIn { id status } }');
    const expected = read({ ...PATIENT_DATA, otherPatient: 'ok', ownDoctor: 'FORBIDDEN' })[viewer];
    expect(code).toBe(expected);
    if (viewer === 'patient') expect(data.activeCheckIn.status).toBe('ACTIVE');
    if (viewer === 'otherPatient') expect(data.activeCheckIn).toBeNull();
  });

  it.each(VIEWERS)('me asked by %s: only their own account', async (viewer) => {
    const { code, data } = await graphql(viewer, '{ me { id } }');
    expect(code).toBe(viewer === 'anonymous' ? 'UNAUTHENTICATED' : 'ok');
    if (viewer === 'patient') expect(data.me.id).toBe(patient.id);
    if (viewer !== 'patient' && data) expect(data.me.id).not.toBe(patient.id);
  });
});

describe('a doctor’s follow-ups (GraphQL)', () => {
  const DOCTORS_ONLY = read({
    anonymous: 'UNAUTHENTICATED',
    patient: 'FORBIDDEN',
    otherPatient: 'FORBIDDEN',
    ownDoctor: 'ok',
    otherDoctor: 'ok',
  });

  it.each(VIEWERS)('followUps asked by %s: the own patients’ alerts only', async (viewer) => {
    const { code, data } = await graphql(viewer, '{ followUps { id } }');
    expect(code).toBe(DOCTORS_ONLY[viewer]);
    if (code !== 'ok') return;
    const ids = data.followUps.map((alert: { id: string }) => alert.id);
    expect(ids.includes(alertId)).toBe(viewer.startsWith('ownDoctor'));
  });

  it.each(VIEWERS)('followUps for this patient asked by %s', async (viewer) => {
    const { code, data } = await graphql(
      viewer,
      'query Q($f: FollowUpFilter) { followUps(filter: $f) { id } }',
      { f: { patientId: patient.id } },
    );
    expect(code).toBe(DOCTORS_ONLY[viewer]);
    if (code === 'ok') expect(data.followUps.length > 0).toBe(viewer.startsWith('ownDoctor'));
  });

  it.each(VIEWERS)(
    'followUpAlertsConnection asked by %s: the own patients’ only',
    async (viewer) => {
      const { code, data } = await graphql(
        viewer,
        '{ followUpAlertsConnection { edges { node { id } } } }',
      );
      expect(code).toBe(DOCTORS_ONLY[viewer]);
      if (code !== 'ok') return;
      const ids = data.followUpAlertsConnection.edges.map((edge: any) => edge.node.id);
      expect(ids.includes(alertId)).toBe(viewer.startsWith('ownDoctor'));
    },
  );

  it.each(VIEWERS)('patientsConnection asked by %s: the own care team only', async (viewer) => {
    const { code, data } = await graphql(
      viewer,
      'query Q($u: String) { patientsConnection(filter: { search: $u }) { edges { node { id } } } }',
      { u: patient.username },
    );
    expect(code).toBe(DOCTORS_ONLY[viewer]);
    if (code !== 'ok') return;
    const ids = data.patientsConnection.edges.map((edge: any) => edge.node.id);
    expect(ids.includes(patient.id)).toBe(viewer.startsWith('ownDoctor'));
  });

  it.each(VIEWERS)('acknowledgeAlert by %s', async (viewer) => {
    const { code } = await graphql(
      viewer,
      'mutation A($id: ID!) { acknowledgeAlert(id: $id) { id status } }',
      { id: alertId },
    );
    expect(code).toBe(
      {
        ...DOCTORS_ONLY,
        otherDoctor: 'NOT_FOUND',
        ownDoctorKey: 'API_KEY_READ_ONLY',
        otherDoctorKey: 'API_KEY_READ_ONLY',
      }[viewer],
    );
  });
});

describe('the same reads over REST', () => {
  const cases: Array<[string, () => string, Expected]> = [
    ['/triage/latest/{username}', () => `/triage/latest/${patient.username}`, PATIENT_DATA],
    [
      '/triage/history/{username}',
      () => `/triage/history/${patient.username}?limit=2`,
      PATIENT_DATA,
    ],
    ['/triage/insights/{username}', () => `/triage/insights/${patient.username}`, PATIENT_DATA],
    ['/triage/session/{id}', () => `/triage/session/${sessionId}`, CHECK_IN],
    ['/florence/session/{id}', () => `/florence/session/${sessionId}`, CHECK_IN],
    ['/fhir/AuditEvent?patient={id}', () => `/fhir/AuditEvent?patient=${patient.id}`, CHECK_IN],
  ];
  for (const [name, path, expected] of cases) {
    it.each(VIEWERS)(`GET ${name} by %s`, async (viewer) => {
      const answer = await server.rest('GET', path(), { token: viewers[viewer] });
      expect(answer.status).toBe(STATUS[expected[viewer]!]);
      if (answer.status !== 200) expect(answer.body.code).toBe(expected[viewer]);
    });
  }

  it.each(VIEWERS)('GET /userinfo by %s: only their own', async (viewer) => {
    const answer = await server.rest('GET', '/userinfo', { token: viewers[viewer] });
    expect(answer.status).toBe(viewer === 'anonymous' ? 401 : 200);
    if (viewer === 'patient') expect(answer.body.username).toBe(patient.username);
    if (viewer !== 'patient' && answer.status === 200)
      expect(answer.body.username).not.toBe(patient.username);
  });
});

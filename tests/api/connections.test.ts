// The lists that grow, paged for integrators (Relay connections): alerts, check-ins, triage
// results and the doctor's patients. Paging with first/after walks each list once, in a
// stable order, with hasNextPage true until the last page; the reads check their viewer as
// the list fields beside them do, so another doctor or patient gets nothing of someone
// else's, and a doctor's API key reads what its doctor reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { startCountedServer } from './statement-count';
import {
  finishedCheckIn,
  newDoctor,
  newPatientOf,
  refusal,
  type Person,
} from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let otherDoctor: Person;
let patient: Person;
let otherPatient: Person;
let doctorKey: string;
const patients: Person[] = [];
const CHECK_INS = 5;

let statements: () => number;

beforeAll(async () => {
  ({ server, statements } = await startCountedServer());
  doctor = await newDoctor(server);
  otherDoctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: 'Chan Tai Man' });
  patients.push(patient);
  for (const name of ['Wong Siu Ming', 'Lee Ka Yan', 'Ho Wai', 'Cheung Mei'])
    patients.push(await newPatientOf(server, doctor, { fullName: name }));
  otherPatient = await newPatientOf(server, otherDoctor);
  for (let i = 0; i < CHECK_INS; i += 1) await finishedCheckIn(server, patient.token);
  await finishedCheckIn(server, otherPatient.token);
  const key = await server.gql(
    `mutation { createApiKey(input: { name: "connections" }) { secret } }`,
    {},
    { token: doctor.token },
  );
  doctorKey = key.data.createApiKey.secret;
});
afterAll(() => server.stop());

type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
type Connection = { edges: Array<{ cursor: string; node: { id: string } }>; pageInfo: PageInfo };

/** One page of `field`; `args` are the field's own arguments besides first and after. */
async function page(
  field: string,
  token: string,
  variables: { first?: number; after?: string | null; patientId?: string } = {},
) {
  const [declared, args] = variables.patientId
    ? [', $patientId: ID', ', patientId: $patientId']
    : ['', ''];
  const answer = await server.gql(
    `query P($first: Int, $after: String${declared}) {
      ${field}(first: $first, after: $after${args}) {
        edges { cursor node { id } }
        pageInfo { hasNextPage hasPreviousPage endCursor }
      } }`,
    variables,
    { token },
  );
  return { ...answer, connection: answer.data?.[field] as Connection | undefined };
}

/** Every id of the list, two at a time; checks each page's size and pageInfo on the way. */
async function pageThrough(field: string, token: string, extra: { patientId?: string } = {}) {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 20; pages += 1) {
    const { connection, errors } = await page(field, token, { first: 2, after, ...extra });
    expect(errors).toBeUndefined();
    const { edges, pageInfo } = connection!;
    expect(edges.length).toBeLessThanOrEqual(2);
    expect(pageInfo.hasPreviousPage).toBe(after !== null);
    ids.push(...edges.map((edge) => edge.node.id));
    if (!pageInfo.hasNextPage) return ids;
    expect(edges.length).toBe(2);
    after = pageInfo.endCursor;
  }
  throw new Error(`${field} never reached its last page`);
}

const noRepeats = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);

describe('followUpAlertsConnection', () => {
  it('pages through every alert of the doctor’s patients once, newest first', async () => {
    const ids = await pageThrough('followUpAlertsConnection', doctor.token);
    noRepeats(ids);
    const alerts = await server.services.prisma.alert.findMany({
      where: { patient: { doctors: { some: { doctorId: doctor.id } } } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    expect(alerts.length).toBe(CHECK_INS);
    expect(ids).toEqual(alerts.map((alert) => alert.id));
    // the same pages again: a stable order
    expect(await pageThrough('followUpAlertsConnection', doctor.token)).toEqual(ids);
  });

  it('gives the doctor’s API key the same list, and another doctor none of it', async () => {
    const ids = await pageThrough('followUpAlertsConnection', doctor.token);
    expect(await pageThrough('followUpAlertsConnection', doctorKey)).toEqual(ids);
    const others = await pageThrough('followUpAlertsConnection', otherDoctor.token);
    expect(others.length).toBe(1);
    expect(others.some((id) => ids.includes(id))).toBe(false);
  });

  it('is for doctors only', async () => {
    expect(refusal(await page('followUpAlertsConnection', patient.token)).code).toBe('FORBIDDEN');
    expect(refusal(await page('followUpAlertsConnection', '')).code).toBe('UNAUTHENTICATED');
  });

  it('pages backwards with last/before over the same order', async () => {
    const ids = await pageThrough('followUpAlertsConnection', doctor.token);
    const all = await page('followUpAlertsConnection', doctor.token);
    const lastCursor = all.connection!.edges.at(-1)!.cursor;
    const answer = await server.gql(
      `query B($before: String) { followUpAlertsConnection(last: 2, before: $before) {
        edges { node { id } } pageInfo { hasNextPage hasPreviousPage } } }`,
      { before: lastCursor },
      { token: doctor.token },
    );
    const backward = answer.data.followUpAlertsConnection;
    expect(backward.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual(
      ids.slice(-3, -1),
    );
    expect(backward.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
  });

  it('refuses a forged cursor as invalid input', async () => {
    const forged = Buffer.from('GPC:N:5').toString('base64');
    const answer = await page('followUpAlertsConnection', doctor.token, { after: forged });
    expect(refusal(answer).code).toBe('VALIDATION_FAILED');
  });
});

describe('triageHistoryConnection and checkInsConnection', () => {
  for (const field of ['triageHistoryConnection', 'checkInsConnection']) {
    it(`${field}: the patient pages through their own, newest first`, async () => {
      const ids = await pageThrough(field, patient.token);
      expect(ids.length).toBe(CHECK_INS);
      noRepeats(ids);
      const { prisma } = server.services;
      const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
      const rows =
        field === 'checkInsConnection'
          ? await prisma.chatSession.findMany({
              where: { patientId: patient.id },
              orderBy: newestFirst,
            })
          : await prisma.triageAssessment.findMany({
              where: { patientId: patient.id, final: true },
              orderBy: newestFirst,
            });
      expect(ids).toEqual(rows.map((row) => row.id));
    });

    it(`${field}: their doctor and the doctor’s key read the same pages`, async () => {
      const own = await pageThrough(field, patient.token);
      const extra = { patientId: patient.id };
      expect(await pageThrough(field, doctor.token, extra)).toEqual(own);
      expect(await pageThrough(field, doctorKey, extra)).toEqual(own);
    });

    it(`${field}: another doctor or patient gets nothing of the patient’s`, async () => {
      for (const stranger of [otherDoctor, otherPatient]) {
        const answer = await page(field, stranger.token, { first: 2, patientId: patient.id });
        expect(refusal(answer).code).toBe('NOT_FOUND');
        expect(answer.data).toBeNull();
      }
      // a patient's own list never holds another patient's check-ins
      const theirs = await pageThrough(field, otherPatient.token);
      expect(theirs.length).toBe(1);
      expect((await pageThrough(field, patient.token)).includes(theirs[0])).toBe(false);
    });
  }

  it('checkInsConnection loads each check-in’s messages with it', async () => {
    const answer = await server.gql(
      `{ checkInsConnection(first: 2) { edges { node { id status messages { sender text } } } } }`,
      {},
      { token: patient.token },
    );
    expect(answer.errors).toBeUndefined();
    for (const { node } of answer.data.checkInsConnection.edges) {
      expect(node.status).toBe('FINISHED');
      expect(node.messages.length).toBeGreaterThan(0);
    }
  });
});

describe('patientsConnection', () => {
  it('pages through the doctor’s patients once, in the order they joined', async () => {
    const ids = await pageThrough('patientsConnection', doctor.token);
    expect(ids).toEqual(patients.map((p) => p.id));
    expect(await pageThrough('patientsConnection', doctorKey)).toEqual(ids);
  });

  it('keeps the list’s filter, and the summary of the list', async () => {
    const answer = await server.gql(
      `{ patientsConnection(filter: { search: "wong" }) {
        edges { node { id name stageGroup lastUpdate { kind } } } } }`,
      {},
      { token: doctor.token },
    );
    expect(answer.data.patientsConnection.edges).toEqual([
      {
        node: {
          id: patients[1].id,
          name: 'Wong Siu Ming',
          stageGroup: 'unknown',
          lastUpdate: null,
        },
      },
    ]);
  });

  it('gives another doctor only their own patients, and patients nothing', async () => {
    expect(await pageThrough('patientsConnection', otherDoctor.token)).toEqual([otherPatient.id]);
    expect(refusal(await page('patientsConnection', patient.token)).code).toBe('FORBIDDEN');
    expect(refusal(await page('patientsConnection', '')).code).toBe('UNAUTHENTICATED');
  });

  it('pages backwards from a cursor, and refuses a cursor it did not give', async () => {
    const all = (await page('patientsConnection', doctor.token)).connection!;
    const answer = await server.gql(
      `query B($before: String) { patientsConnection(last: 2, before: $before) {
        edges { node { id } } pageInfo { hasNextPage hasPreviousPage } } }`,
      { before: all.edges[3].cursor },
      { token: doctor.token },
    );
    expect(
      answer.data.patientsConnection.edges.map((edge: { node: { id: string } }) => edge.node.id),
    ).toEqual([patients[1].id, patients[2].id]);
    expect(answer.data.patientsConnection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
    });
    const forged = await page('patientsConnection', doctor.token, { after: 'not-a-cursor' });
    expect(refusal(forged)).toEqual({ code: 'VALIDATION_FAILED', field: 'invalid_choice' });
  });
});

describe('the cost of a page', () => {
  const NESTED: Array<[string, string, boolean]> = [
    ['followUpAlertsConnection', 'patient { username name } history { title }', false],
    ['checkInsConnection', 'messages { sender text }', true],
    ['triageHistoryConnection', 'alertLevel firedRules { id }', true],
    ['patientsConnection', 'name lastUpdate { kind at }', false],
  ];
  it.each(NESTED)(
    '%s: the same statements for 1 item as for 5 (no N+1)',
    async (field, nested, own) => {
      const count = async (first: number) => {
        const token = own ? patient.token : doctor.token;
        const before = statements();
        const answer = await server.gql(
          `query C($first: Int) { ${field}(first: $first) { edges { node { ${nested} } } } }`,
          { first },
          { token },
        );
        expect(answer.errors).toBeUndefined();
        expect(answer.data[field].edges.length).toBe(first);
        return statements() - before;
      };
      const one = await count(1);
      expect(one).toBeGreaterThan(0);
      expect(await count(5)).toBe(one);
    },
  );
});

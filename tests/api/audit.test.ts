// The audit trail (HIPAA §164.312(b)): each access to a patient's record and each refusal
// is recorded once per request, with who, how and the request's id; the patient sees who
// else looked, the care team sees everything, FHIR exports it as valid AuditEvents, and
// nothing in the app (nor a statement on the table) can change or remove an entry.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedSchema } from '../../server/schema/index';
import { validFhir } from './fhir-validator';
import { startTestServer, type TestServer } from './harness';

const TRAIL = `query T($p: ID) { recordAccess(patientId: $p) {
  actorName actorRole apiKeyName channel action change requestId allowed } }`;
type Entry = {
  actorName: string | null;
  actorRole: string | null;
  apiKeyName: string | null;
  channel: string;
  action: string;
  change: boolean;
  requestId: string;
  allowed: boolean;
};

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PRESCRIPTION = {
  catalogKey: 'tamoxifen',
  name: 'Tamoxifen',
  strength: '20mg',
  quantity: '30',
  medicationType: 'tablet',
  expirationDate: day(200),
  dosageInstructions: 'One tablet every morning',
  usedFor: 'Hormone therapy for breast cancer',
  sideEffectsCommon: ['hot flushes'],
  sideEffectsLessCommon: [],
  sideEffectsSerious: [],
  scheduleTimes: ['08:00'],
  intakeTiming: 'with_food',
  startDate: day(1),
};

let server: TestServer;
let patient: { id: string; username: string; token: string };
let doctor: string;
let otherDoctor: string;
let otherKey: string;

beforeAll(async () => {
  server = await startTestServer();
  const account = await server.createAccount();
  const me = await server.gql('{ me { id } }', {}, { token: account.token });
  patient = { id: me.data.me.id, username: account.username, token: account.token };
  doctor = await server.signIn('demo.doctor');
  otherDoctor = await server.signIn('dr.wong');
  const key = await server.gql(
    'mutation K($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }',
    { input: { name: 'Other clinic EHR' } },
    { token: otherDoctor },
  );
  otherKey = key.data.createApiKey.secret;
});
afterAll(() => server.stop());

const trailFor = async (token: string, patientId?: string): Promise<Entry[]> => {
  const answer = await server.gql(TRAIL, { p: patientId }, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data.recordAccess;
};

describe('the audit trail', () => {
  it('records the care team’s reads over GraphQL, REST and FHIR, once per request', async () => {
    const read = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${doctor}` },
      body: JSON.stringify({
        query:
          'query PatientChart($p: ID) { a: triageHistory(patientId: $p) { id } b: insights(patientId: $p) { title } }',
        variables: { p: patient.id },
      }),
    });
    const graphqlRequestId = read.headers.get('x-request-id');
    await server.rest('GET', `/triage/latest/${patient.username}`, { token: doctor });
    await server.rest('GET', `/fhir/Patient/${patient.id}`, { token: doctor });

    const trail = await trailFor(patient.token);
    const chart = trail.filter((e) => e.action === 'query PatientChart');
    expect(chart).toHaveLength(1); // two reads in one request: one entry
    expect(chart[0]).toMatchObject({
      actorRole: 'DOCTOR',
      channel: 'graphql',
      change: false,
      allowed: true,
      requestId: graphqlRequestId,
    });
    expect(trail.map((e) => [e.channel, e.action])).toEqual(
      expect.arrayContaining([
        ['rest', 'GET /triage/latest/:userId'],
        ['fhir', 'GET /fhir/Patient/:id'],
      ]),
    );
    // the patient's list shows other people, not the patient's own use of the app
    expect(trail.every((e) => e.actorRole !== 'PATIENT')).toBe(true);
    expect(trail[0]!.actorName).toBeTruthy();
  });

  it('records refusals: another doctor, and another care team’s API key', async () => {
    const refused = await server.gql(
      'query Peek($p: ID) { triageHistory(patientId: $p) { id } }',
      { p: patient.id },
      { token: otherDoctor },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const byKey = await server.rest('GET', `/fhir/Patient/${patient.id}/$everything`, {
      token: otherKey,
    });
    expect(byKey.status).toBe(404);

    const trail = await trailFor(doctor, patient.id);
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'query Peek', allowed: false, apiKeyName: null }),
        expect.objectContaining({
          channel: 'fhir',
          action: 'GET /fhir/Patient/:id/$everything',
          apiKeyName: 'Other clinic EHR',
          allowed: false,
        }),
      ]),
    );
  });

  it('records a doctor’s list reads in the trail of each patient the list showed', async () => {
    const session = await server.rest('POST', '/florence/start_session', {
      token: patient.token,
      json: { language: 'en' },
    });
    const sessionId = session.body.session_id;
    await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: sessionId, message: 'chest pain since this morning' },
    });
    await server.rest('POST', `/florence/finish_session/${sessionId}`, { token: patient.token });
    const lists = `query Lists {
      doctorPatients { patients { id } }
      followUps { id }
      doctorHome { activity { id } }
    }`;
    const read = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${doctor}` },
      body: JSON.stringify({ query: lists }),
    });
    const body = await read.json();
    const shown: string[] = body.data.doctorPatients.patients.map((p: { id: string }) => p.id);
    expect(shown).toContain(patient.id);
    expect(shown.length).toBeGreaterThan(1); // the demo patients are on the list too

    // three lists showed the patient in one request: one entry, allowed, a read
    const mine = (await trailFor(patient.token)).filter((e) => e.action === 'query Lists');
    expect(mine).toEqual([
      expect.objectContaining({
        actorRole: 'DOCTOR',
        change: false,
        allowed: true,
        requestId: read.headers.get('x-request-id'),
      }),
    ]);
    // every other patient the list showed has their own entry for the same read
    const other = shown.find((id) => id !== patient.id)!;
    const theirs = (await trailFor(doctor, other)).filter((e) => e.action === 'query Lists');
    expect(theirs.map((e) => e.requestId)).toEqual([read.headers.get('x-request-id')]);
  });

  it('records a doctor’s change to the record as a change', async () => {
    const added = await server.gql(
      `mutation Prescribe($p: ID!, $input: PrescriptionInput!) {
        addPrescription(patientId: $p, input: $input) { id } }`,
      { p: patient.id, input: PRESCRIPTION },
      { token: doctor },
    );
    expect(added.errors).toBeUndefined();
    const trail = await trailFor(patient.token);
    expect(trail).toContainEqual(
      expect.objectContaining({ action: 'mutation Prescribe', change: true, allowed: true }),
    );
  });

  it('is exported as valid FHIR R4 AuditEvents, for the patient and the care team only', async () => {
    for (const token of [patient.token, doctor]) {
      const answer = await server.rest('GET', `/fhir/AuditEvent?patient=${patient.id}`, { token });
      expect(answer.status).toBe(200);
      expect(validFhir(answer.body) ? [] : validFhir.errors?.slice(0, 3)).toEqual([]);
      const events = answer.body.entry.map((e: { resource: unknown }) => e.resource);
      expect(events.length).toBeGreaterThan(3);
      for (const event of events)
        expect(validFhir(event) ? [] : validFhir.errors?.slice(0, 3)).toEqual([]);
      expect(events.some((e: { outcome: string }) => e.outcome === '4')).toBe(true);
    }
    const other = await server.rest('GET', `/fhir/AuditEvent?patient=Patient/${patient.id}`, {
      token: otherDoctor,
    });
    expect(other.status).toBe(404);
    const malformed = await server.rest('GET', '/fhir/AuditEvent?patient=%20', { token: doctor });
    expect(malformed.status).toBe(422);
  });

  it('cannot be changed: no mutation, and the table refuses UPDATE and DELETE', async () => {
    const mutations = printedSchema().split('type Mutation {')[1]!.split('}')[0]!;
    expect(mutations.toLowerCase()).not.toMatch(/audit|recordaccess/);
    const { prisma } = server.services;
    await server.services.auditLog.flush();
    await expect(prisma.auditEvent.updateMany({ data: { allowed: true } })).rejects.toThrow(
      /append-only/,
    );
    await expect(prisma.auditEvent.deleteMany({})).rejects.toThrow(/append-only/);
    expect(await prisma.auditEvent.count()).toBeGreaterThan(0);
  });
});

describe('on a normal stop', () => {
  it('writes the entries still waiting before the database closes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'florence-audit-'));
    const options = { dataDir, seedDemo: true };
    try {
      const first = await startTestServer(options);
      const account = await first.createAccount();
      const me = await first.gql('{ me { id } }', {}, { token: account.token });
      const token = await first.signIn('demo.doctor');
      await first.gql(
        'query LastLook($p: ID) { triageHistory(patientId: $p) { id } }',
        {
          p: me.data.me.id,
        },
        { token },
      );
      await first.stop(); // at once: the entry is still in memory
      const second = await startTestServer(options);
      const kept = await second.services.prisma.auditEvent.count({
        where: { patientId: me.data.me.id, action: 'query LastLook' },
      });
      await second.stop();
      expect(kept).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

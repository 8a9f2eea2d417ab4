// Family carers (issue 26, docs/family-carers.md): a patient invites a carer, the carer signs
// up with the invitation and acts for the patient in the parts granted, naming the patient
// with X-Care-For. Each grant opens its part and nothing else; revocation holds at once,
// open subscriptions included; the carer's check-in is the patient's, reported by them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueName, type TestServer } from './harness';
import { fhirProblems } from './fhir-validator';
import { BOOK, freeSlots } from './appointment-helpers';
import { subscribe } from './subscriptions';
import { newDoctor, newPatientOf, refusal, userOf, type Person } from './workspace-fixtures';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const INVITE = `mutation I($input: InviteCarerInput!) { inviteCarer(input: $input) { token path expiresAt emailedTo } }`;
const PREVIEW = `query P($token: String!) { carerInvite(token: $token) { patientName relationship grants } }`;
const ACCEPT = `mutation A($token: String!) { acceptCarerInvite(token: $token) { patientId name relationship grants } }`;
const CARERS = `{ myCarers { id carerName relationship grants } }`;
const CARED = `{ caredPersons { patientId name relationship grants } }`;
const SET = `mutation S($id: ID!, $grants: [CarerGrant!]!) { setCarerGrants(id: $id, grants: $grants) { id grants } }`;
const REVOKE = `mutation R($id: ID!) { revokeCarer(id: $id) }`;
const START = `mutation { startCheckIn(input: { language: "en" }) { id messages { text } } }`;
const ALL_GRANTS = ['CHECK_IN', 'WELLNESS', 'MEDICATIONS', 'APPOINTMENTS', 'MESSAGES'];

type Carer = Person & { accessId: string };

/** A signed-up carer of `patient`, as the invitation offered. */
async function carerOf(
  patient: Person,
  grants: string[] = ALL_GRANTS,
  relationship = 'DAUGHTER',
  fullName?: string,
): Promise<Carer> {
  const invited = await server.gql(INVITE, { input: { relationship, grants } }, patient);
  if (invited.errors) throw new Error(JSON.stringify(invited.errors));
  const account = await server.createAccount(invited.data.inviteCarer.token);
  const carer = await userOf(server, account.token);
  if (fullName)
    await server.services.prisma.profile.update({
      where: { userId: carer.id },
      data: { fullName },
    });
  const carers = (await server.gql(CARERS, {}, patient)).data.myCarers;
  return { ...carer, accessId: carers.at(-1).id };
}

/** A doctor and their patient, a woman named Chan Mei Lan. */
async function family() {
  const doctor = await newDoctor(server);
  const patient = await newPatientOf(server, doctor, { fullName: 'Chan Mei Lan' });
  await server.services.prisma.profile.update({
    where: { userId: patient.id },
    data: { gender: 'Female' },
  });
  return { doctor, patient };
}

const as = (carer: Person, patient: Person) => ({ token: carer.token, careFor: patient.id });

describe('inviting a carer', () => {
  it('refuses a bad invitation field by field, and makes nothing', async () => {
    const { patient } = await family();
    const bad = await server.gql(
      INVITE,
      { input: { relationship: 'SON', grants: [], email: 'not-an-address' } },
      patient,
    );
    expect(refusal(bad).code).toBe('VALIDATION_FAILED');
    expect(bad.errors![0].extensions.fields).toMatchObject({
      grants: 'select_at_least_one',
      email: 'enter_valid_email',
    });
    expect(await server.services.prisma.inviteToken.count({ where: { userId: patient.id } })).toBe(
      0,
    );
  });

  it('e-mails the link when given an address; anyone may read the offer, once valid', async () => {
    const { patient } = await family();
    const email = `${uniqueName('mei')}@example.com`;
    const { data } = await server.gql(
      INVITE,
      { input: { relationship: 'DAUGHTER', grants: ['CHECK_IN', 'CHECK_IN'], email } },
      patient,
    );
    expect(data.inviteCarer.emailedTo).toBe(email);
    expect(data.inviteCarer.path).toBe(
      `/carer_invite/${encodeURIComponent(data.inviteCarer.token)}`,
    );
    const { body } = await server.rest('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(body.at(-1).text).toContain(data.inviteCarer.path);
    expect(body.at(-1).text).toContain('Chan Mei Lan');

    const preview = await server.gql(PREVIEW, { token: data.inviteCarer.token });
    expect(preview.data.carerInvite).toEqual({
      patientName: 'Chan Mei Lan',
      relationship: 'DAUGHTER',
      grants: ['CHECK_IN'],
    });
    const forged = await server.gql(PREVIEW, { token: data.inviteCarer.token.slice(0, -2) + 'xx' });
    expect(refusal(forged).code).toBe('INVITE_INVALID');
  });

  it('signs a carer up with the invitation as access code, once; a carer may care for two', async () => {
    const { patient } = await family();
    const invited = (
      await server.gql(INVITE, { input: { relationship: 'SON', grants: ['MESSAGES'] } }, patient)
    ).data.inviteCarer;
    const account = await server.createAccount(invited.token);
    const carer = await userOf(server, account.token);
    const me = await server.gql(`{ me { role } }`, {}, carer);
    expect(me.data.me.role).toBe('CARER');
    await expect(server.createAccount(invited.token)).rejects.toThrow(/INVALID_ACCESS_CODE/);

    const second = await family();
    const another = (
      await server.gql(
        INVITE,
        { input: { relationship: 'FRIEND', grants: ['WELLNESS'] } },
        second.patient,
      )
    ).data.inviteCarer;
    const accepted = await server.gql(ACCEPT, { token: another.token }, carer);
    expect(accepted.data.acceptCarerInvite).toMatchObject({
      patientId: second.patient.id,
      relationship: 'FRIEND',
    });
    expect(refusal(await server.gql(ACCEPT, { token: another.token }, carer)).code).toBe(
      'INVITE_INVALID',
    );
    const cared = (await server.gql(CARED, {}, carer)).data.caredPersons;
    expect(cared.map((p: { patientId: string }) => p.patientId)).toEqual([
      patient.id,
      second.patient.id,
    ]);
    // only a carer accepts; a patient or doctor holding the link cannot become one
    const third = (
      await server.gql(INVITE, { input: { relationship: 'SON', grants: ['MESSAGES'] } }, patient)
    ).data.inviteCarer;
    expect(refusal(await server.gql(ACCEPT, { token: third.token }, second.doctor)).code).toBe(
      'FORBIDDEN',
    );
  });
});

/** One read of each part, as a carer asks it for the patient. */
const READS: Record<string, string> = {
  CHECK_IN: `{ activeCheckIn { id } }`,
  WELLNESS: `{ wellnessScore(period: "week") { score } }`,
  MEDICATIONS: `{ medicationToday { doses { scheduledFor } } }`,
  APPOINTMENTS: `{ appointments { id } }`,
  MESSAGES: `{ myMessages { unread } }`,
};

describe('what a carer may do', () => {
  it.each(ALL_GRANTS)('%s opens its own part and no other', async (grant) => {
    const { patient } = await family();
    const carer = await carerOf(patient, [grant]);
    for (const [part, query] of Object.entries(READS)) {
      const answer = await server.gql(query, {}, as(carer, patient));
      if (part === grant) expect(answer.errors, part).toBeUndefined();
      else expect(refusal(answer).code, part).toBe('NOT_GRANTED');
    }
  });

  it('names nobody else: without X-Care-For, for another patient, or for a patient-only screen', async () => {
    const { patient } = await family();
    const carer = await carerOf(patient);
    const stranger = await family();
    expect(refusal(await server.gql(READS.MESSAGES, {}, { token: carer.token })).code).toBe(
      'NOT_FOUND',
    );
    expect(refusal(await server.gql(READS.MESSAGES, {}, as(carer, stranger.patient))).code).toBe(
      'NOT_FOUND',
    );
    // another patient's carer, naming this patient
    const otherCarer = await carerOf(stranger.patient);
    expect(refusal(await server.gql(READS.MESSAGES, {}, as(otherCarer, patient))).code).toBe(
      'NOT_FOUND',
    );
    // the patient's own account screens are not a carer's
    for (const query of [CARERS, `{ achievements { badges { id } } }`, `{ recordAccess { id } }`])
      expect(refusal(await server.gql(query, {}, as(carer, patient))).code, query).toBe(
        'FORBIDDEN',
      );
    // nor is the doctor's workspace
    expect(
      refusal(
        await server.gql(
          `query P($id: ID!) { doctorPatient(id: $id) { id } }`,
          { id: patient.id },
          as(carer, patient),
        ),
      ).code,
    ).toBe('FORBIDDEN');
  });
});

describe('a carer’s check-in', () => {
  it('is the patient’s: Florence asks about “your mum”, the doctor’s alert says who reported it', async () => {
    const { doctor, patient } = await family();
    const carer = await carerOf(patient, ['CHECK_IN'], 'DAUGHTER', 'Wong Siu Ying');
    const alerts = await subscribe(
      server.url,
      `subscription { followUpAlerts { id level reportedBy { name relationship } } }`,
      {},
      doctor.token,
    );

    const started = await server.gql(START, {}, as(carer, patient));
    expect(started.errors).toBeUndefined();
    const greeting = started.data.startCheckIn.messages[0].text;
    expect(greeting).toContain('Wong Siu Ying');
    expect(greeting).toContain('How is your mum feeling today?');
    const sessionId = started.data.startCheckIn.id;
    const sent = await server.rest('POST', '/florence/send_message', {
      ...as(carer, patient),
      json: { session_id: sessionId, message: 'Mum has a temperature of 38.3 and is shivery' },
    });
    expect(sent.status).toBe(200);
    const alert = await alerts.waitFor((event: any) => event.level === 'RED');
    expect(alert.reportedBy).toEqual({ name: 'Wong Siu Ying', relationship: 'DAUGHTER' });
    await alerts.close();

    const finished = await server.gql(
      `mutation F($id: ID!) { finishCheckIn(sessionId: $id) { assessment { alertLevel reportedBy { name } } } }`,
      { id: sessionId },
      as(carer, patient),
    );
    expect(finished.data.finishCheckIn.assessment).toEqual({
      alertLevel: 'RED',
      reportedBy: { name: 'Wong Siu Ying' },
    });
    const session = await server.gql(
      `query S($id: ID!) { checkInSession(id: $id) { id reportedBy { name relationship } messages { text } } }`,
      { id: sessionId },
      patient,
    );
    expect(session.data.checkInSession.id).toBe(sessionId);
    expect(session.data.checkInSession.reportedBy).toEqual({
      name: 'Wong Siu Ying',
      relationship: 'DAUGHTER',
    });
    expect(session.data.checkInSession.messages.at(-1).text).toContain(
      'Reported by Wong Siu Ying, daughter.',
    );

    // the patient's access log names the carer, by name and role
    const trail = await server.gql(`{ recordAccess { actorName actorRole change } }`, {}, patient);
    expect(trail.data.recordAccess).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorName: 'Wong Siu Ying', actorRole: 'CARER', change: true }),
      ]),
    );
    // and the doctor sees the carer on the record, with what they may do
    const carers = await server.gql(
      `query C($id: ID!) { patientCarers(patientId: $id) { carerName relationship grants } }`,
      { id: patient.id },
      doctor,
    );
    expect(carers.data.patientCarers).toEqual([
      { carerName: 'Wong Siu Ying', relationship: 'DAUGHTER', grants: ['CHECK_IN'] },
    ]);
    // the FHIR export names the carer as a RelatedPerson, and as the author of what she said
    const fhir = await server.rest('GET', `/fhir/Patient/${patient.id}/$everything`, doctor);
    const resources = fhir.body.entry.map((entry: { resource: any }) => entry.resource);
    for (const resource of resources) expect(fhirProblems(resource)).toEqual([]);
    const related = resources.find((r: any) => r.resourceType === 'RelatedPerson');
    expect(related).toMatchObject({
      id: carer.id,
      patient: { reference: `Patient/${patient.id}` },
      name: [{ text: 'Wong Siu Ying' }],
    });
    expect(related.relationship[0].coding[0].code).toBe('DAU');
    const said = resources.find(
      (r: any) =>
        r.resourceType === 'Communication' && r.payload[0].contentString.startsWith('Mum has'),
    );
    expect(said.sender).toEqual({ reference: `RelatedPerson/${carer.id}` });
    const observed = resources.filter((r: any) => r.resourceType === 'Observation');
    expect(observed.length).toBeGreaterThan(0);
    for (const observation of observed)
      expect(observation.performer).toEqual([{ reference: `RelatedPerson/${carer.id}` }]);

    const outsider = await newDoctor(server);
    expect(
      refusal(
        await server.gql(
          `query C($id: ID!) { patientCarers(patientId: $id) { id } }`,
          { id: patient.id },
          outsider,
        ),
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('raises the same-day alert when fluids not kept down come after another symptom', async () => {
    const { doctor, patient } = await family();
    const carer = await carerOf(patient, ['CHECK_IN']);
    const alerts = await subscribe(
      server.url,
      `subscription { followUpAlerts { id level } }`,
      {},
      doctor.token,
    );
    const sessionId = (await server.gql(START, {}, as(carer, patient))).data.startCheckIn.id;
    const message =
      "Mum says she's had the runs 6 times since this morning and can't keep water down";
    const sent = await server.rest('POST', '/florence/send_message', {
      ...as(carer, patient),
      json: { session_id: sessionId, message },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.response).toContain('care team looks at this today');
    expect((await alerts.waitFor((event: any) => event.level === 'ORANGE')).level).toBe('ORANGE');
    await alerts.close();
  });

  it('speaks Cantonese to a carer who checks in in zh-HK', async () => {
    const { patient } = await family();
    const carer = await carerOf(patient, ['CHECK_IN'], 'SON', '陳大文');
    const started = await server.gql(
      `mutation { startCheckIn(input: { language: "zh-HK" }) { messages { text } } }`,
      {},
      as(carer, patient),
    );
    expect(started.data.startCheckIn.messages[0].text).toContain('你阿媽今日覺得點呀？');
  });
});

describe('changing and revoking', () => {
  it('holds at once: the carer hears of it, the next request and open subscriptions are refused', async () => {
    const { patient } = await family();
    const carer = await carerOf(patient, ['CHECK_IN', 'MESSAGES']);
    const changes = await subscribe(
      server.url,
      `subscription { carerAccessChanged }`,
      {},
      carer.token,
    );

    const narrowed = await server.gql(SET, { id: carer.accessId, grants: ['MESSAGES'] }, patient);
    expect(narrowed.data.setCarerGrants.grants).toEqual(['MESSAGES']);
    await changes.waitFor(() => true);
    expect(refusal(await server.gql(READS.CHECK_IN, {}, as(carer, patient))).code).toBe(
      'NOT_GRANTED',
    );
    const empty = await server.gql(SET, { id: carer.accessId, grants: [] }, patient);
    expect(refusal(empty).code).toBe('VALIDATION_FAILED');

    // another patient cannot change or revoke this access
    const stranger = await family();
    expect(refusal(await server.gql(REVOKE, { id: carer.accessId }, stranger.patient)).code).toBe(
      'NOT_FOUND',
    );
    expect(
      refusal(await server.gql(SET, { id: carer.accessId, grants: ALL_GRANTS }, carer)).code,
    ).toBe('FORBIDDEN');

    await server.gql(SET, { id: carer.accessId, grants: ['CHECK_IN', 'MESSAGES'] }, patient);
    const started = await server.gql(START, {}, as(carer, patient));
    const sessionId = started.data.startCheckIn.id;
    const live = await subscribe(
      server.url,
      `subscription E($id: ID!) { checkInEvents(sessionId: $id) { type } }`,
      { id: sessionId },
      carer.token,
      'en',
      patient.id,
    );
    const revoked = await server.gql(REVOKE, { id: carer.accessId }, patient);
    expect(revoked.data.revokeCarer).toBe(true);
    // the patient writes on in the same check-in: the carer's subscription gets no more of it
    await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: sessionId, message: 'I feel fine now' },
    });
    await expect
      .poll(
        () => (live.failure() as any)?.[0]?.extensions?.code ?? (live.failure() as any)?.message,
      )
      .toBeTruthy();
    expect(live.events).toEqual([]);
    await live.close();
    expect(refusal(await server.gql(READS.MESSAGES, {}, as(carer, patient))).code).toBe(
      'NOT_FOUND',
    );
    expect((await server.gql(CARED, {}, carer)).data.caredPersons).toEqual([]);
    expect((await server.gql(CARERS, {}, patient)).data.myCarers).toEqual([]);
    await changes.close();
  });
});

describe('a carer’s e-mails', () => {
  /** The e-mails sent to the carer about the patient (not their own sign-up code). */
  const mailsTo = async (email: string) =>
    (
      (await server.rest('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body as {
        subject: string;
      }[]
    ).filter((mail) => mail.subject.startsWith('For '));
  const emailOf = async (person: Person) =>
    (await server.services.prisma.user.findUniqueOrThrow({ where: { id: person.id } })).email;

  it('follow what was granted and the carer’s own settings', async () => {
    const { doctor, patient } = await family();
    const messages = await carerOf(patient, ['MESSAGES']);
    const appointments = await carerOf(patient, ['APPOINTMENTS']);
    const quiet = await carerOf(patient, ['MESSAGES', 'APPOINTMENTS']);
    for (const key of ['doctorMessages', 'appointmentEmails'])
      await server.gql(
        `mutation S($key: String!, $choice: String, $enabled: Boolean) { updateSetting(key: $key, choice: $choice, enabled: $enabled) { key } }`,
        key === 'doctorMessages' ? { key, choice: 'off' } : { key, enabled: false },
        quiet,
      );

    await server.gql(
      `mutation M($id: ID!) { sendPatientMessage(patientId: $id,
        input: { title: "Blood test", description: "Please come on Monday", type: "general" }) { id } }`,
      { id: patient.id },
      doctor,
    );
    await expect
      .poll(async () => (await mailsTo(await emailOf(messages))).map((m) => m.subject))
      .toEqual([expect.stringMatching(/^For Chan Mei Lan: New message from .*Blood test$/)]);

    const [slot] = await freeSlots(server.gql, patient.token, doctor.id);
    const booked = await server.gql(
      BOOK,
      { input: { doctorId: doctor.id, ...slot, reason: 'review' } },
      patient,
    );
    expect(booked.errors).toBeUndefined();
    await expect
      .poll(async () => (await mailsTo(await emailOf(appointments))).map((m) => m.subject))
      .toEqual([expect.stringMatching(/^For Chan Mei Lan: /)]);
    // neither the carer without the grant nor the one who turned them off hears of it
    expect(await mailsTo(await emailOf(messages))).toHaveLength(1);
    expect(await mailsTo(await emailOf(quiet))).toHaveLength(0);
  });
});

describe('the demo clinic', () => {
  it('has a carer: Chan Tai Man’s daughter, who also helps a friend', async () => {
    const token = await server.signIn('chan.mei');
    const cared = (await server.gql(CARED, {}, { token })).data.caredPersons;
    // (both made at the same moment: in either order)
    expect(cared).toHaveLength(2);
    expect(cared).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Chan Tai Man', relationship: 'DAUGHTER' }),
        expect.objectContaining({
          name: 'Lee Siu Ming',
          relationship: 'FRIEND',
          grants: ['CHECK_IN', 'APPOINTMENTS'],
        }),
      ]),
    );
  });
});

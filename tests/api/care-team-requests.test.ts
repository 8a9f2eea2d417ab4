// Care-team requests: a patient's invite QR scanned by a doctor, a doctor's connect link
// opened by a patient. Tokens are signed, expire and work once; only the one asked
// answers; only an accepted request lets the doctor see the patient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { subscribe } from './subscriptions';
import { newDoctor, refusal, userOf, type Person } from './workspace-fixtures';

let server: TestServer;

const INVITE = `mutation { createInviteLink { token url expiresAt } }`;
const FROM_INVITE = `mutation R($token: String!) { requestPatientFromInvite(token: $token) { id direction status patient { id name } doctor { id } } }`;
const FROM_LINK = `mutation R($token: String!) { requestDoctorFromLink(token: $token) { id direction status doctor { id name } } }`;
const ANSWER = `mutation A($id: ID!, $accept: Boolean!) { answerCareTeamRequest(id: $id, accept: $accept) { id status } }`;
const REQUESTS = `{ myCareTeamRequests { incoming { id direction } outgoing { id direction } } }`;
const SEES = `query P($id: ID!) { doctorPatient(id: $id) { id } }`;

/** A patient on nobody's care team. */
async function loosePatient(): Promise<Person> {
  const patient = await userOf(server, (await server.createAccount()).token);
  await server.services.prisma.careTeamLink.deleteMany({ where: { patientId: patient.id } });
  return patient;
}
const invite = async (person: Person) =>
  (await server.gql(INVITE, {}, { token: person.token })).data.createInviteLink;

beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

describe('a patient’s invite QR, scanned by a doctor', () => {
  it('asks the patient; the doctor sees the patient only after acceptance', async () => {
    const doctor = await newDoctor(server);
    const patient = await loosePatient();
    const link = await invite(patient);
    expect(link.url).toMatch(new RegExp(`/patient_invite/${link.token.replace('.', '\\.')}$`));
    const live = await subscribe(
      server.url,
      `subscription { careTeamRequestUpdated { id status } }`,
      {},
      patient.token,
    );

    const { data, errors } = await server.gql(
      FROM_INVITE,
      { token: link.token },
      { token: doctor.token },
    );
    expect(errors).toBeUndefined();
    const request = data.requestPatientFromInvite;
    expect(request).toMatchObject({
      direction: 'DOCTOR_TO_PATIENT',
      status: 'PENDING',
      patient: { id: patient.id },
    });
    await live.waitFor((event: { id: string }) => event.id === request.id);
    await live.close();
    expect(refusal(await server.gql(SEES, { id: patient.id }, { token: doctor.token })).code).toBe(
      'NOT_FOUND',
    );

    // the same QR works once
    const again = await server.gql(
      FROM_INVITE,
      { token: link.token },
      { token: (await newDoctor(server)).token },
    );
    expect(refusal(again).code).toBe('INVITE_INVALID');

    // only the patient answers
    expect(
      refusal(await server.gql(ANSWER, { id: request.id, accept: true }, { token: doctor.token }))
        .code,
    ).toBe('NOT_FOUND');
    const other = await loosePatient();
    expect(
      refusal(await server.gql(ANSWER, { id: request.id, accept: true }, { token: other.token }))
        .code,
    ).toBe('NOT_FOUND');
    const incoming = (await server.gql(REQUESTS, {}, { token: patient.token })).data
      .myCareTeamRequests.incoming;
    expect(incoming.map((r: { id: string }) => r.id)).toEqual([request.id]);

    const accepted = await server.gql(
      ANSWER,
      { id: request.id, accept: true },
      { token: patient.token },
    );
    expect(accepted.data.answerCareTeamRequest.status).toBe('ACCEPTED');
    expect(
      (await server.gql(SEES, { id: patient.id }, { token: doctor.token })).data.doctorPatient.id,
    ).toBe(patient.id);
    // a second invite from an accepted doctor says they are already together
    const second = await invite(patient);
    expect(
      refusal(await server.gql(FROM_INVITE, { token: second.token }, { token: doctor.token })).code,
    ).toBe('ALREADY_ON_CARE_TEAM');
  });

  it('leaves them apart when the patient declines', async () => {
    const doctor = await newDoctor(server);
    const patient = await loosePatient();
    const { data } = await server.gql(
      FROM_INVITE,
      { token: (await invite(patient)).token },
      { token: doctor.token },
    );
    const declined = await server.gql(
      ANSWER,
      { id: data.requestPatientFromInvite.id, accept: false },
      { token: patient.token },
    );
    expect(declined.data.answerCareTeamRequest.status).toBe('DECLINED');
    expect(refusal(await server.gql(SEES, { id: patient.id }, { token: doctor.token })).code).toBe(
      'NOT_FOUND',
    );
  });

  it.each([
    ['a forged signature', (t: string) => `${t.split('.')[0]}.${'A'.repeat(43)}`],
    ['a made-up token', () => `${'x'.repeat(24)}.${'y'.repeat(43)}`],
    ['a truncated token', (t: string) => t.slice(0, -1)],
    ['the link instead of its token, with spaces', (t: string) => ` ${t} x`],
    ['an empty token', () => ''],
    ['an oversized token', () => 'z'.repeat(5000)],
  ])('refuses %s', async (_label, mangle) => {
    const doctor = await newDoctor(server);
    const link = await invite(await loosePatient());
    const answer = await server.gql(
      FROM_INVITE,
      { token: mangle(link.token) },
      { token: doctor.token },
    );
    expect(refusal(answer).code).toBe('INVITE_INVALID');
    expect(
      await server.services.prisma.careTeamRequest.count({ where: { doctorId: doctor.id } }),
    ).toBe(0);
  });

  it('refuses an expired invite, and a doctor’s link used as a patient’s invite', async () => {
    const doctor = await newDoctor(server);
    const link = await invite(await loosePatient());
    await server.services.prisma.inviteToken.update({
      where: { id: link.token.split('.')[0] },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      refusal(await server.gql(FROM_INVITE, { token: link.token }, { token: doctor.token })).code,
    ).toBe('INVITE_INVALID');
    const doctorsLink = await invite(await newDoctor(server));
    expect(
      refusal(await server.gql(FROM_INVITE, { token: doctorsLink.token }, { token: doctor.token }))
        .code,
    ).toBe('INVITE_INVALID');
  });
});

describe('a doctor’s connect link, opened by a patient', () => {
  it('shows who sent it, asks the doctor, counts as pending, and links on acceptance', async () => {
    const doctor = await newDoctor(server);
    await server.gql(
      `mutation P($input: ProfileInput!) { updateProfile(input: $input) { fullName } }`,
      { input: { fullName: 'Dr. Ada Ho' } },
      { token: doctor.token },
    );
    const patient = await loosePatient();
    const link = await invite(doctor);
    expect(link.url).toContain('/connect/');
    const who = await server.gql(
      `query W($token: String!) { connectLinkDoctor(token: $token) { name } }`,
      { token: link.token },
      { token: patient.token },
    );
    expect(who.data.connectLinkDoctor.name).toBe('Dr. Ada Ho');

    const { data } = await server.gql(FROM_LINK, { token: link.token }, { token: patient.token });
    expect(data.requestDoctorFromLink).toMatchObject({
      direction: 'PATIENT_TO_DOCTOR',
      status: 'PENDING',
      doctor: { id: doctor.id },
    });
    const home = async () =>
      (
        await server.gql(
          `{ doctorHome { cards { pendingRequests { count } } activity { kind } } }`,
          {},
          { token: doctor.token },
        )
      ).data.doctorHome;
    expect((await home()).cards.pendingRequests.count).toBe(1);
    expect(
      refusal(
        await server.gql(
          ANSWER,
          { id: data.requestDoctorFromLink.id, accept: true },
          { token: patient.token },
        ),
      ).code,
    ).toBe('NOT_FOUND');

    await server.gql(
      ANSWER,
      { id: data.requestDoctorFromLink.id, accept: true },
      { token: doctor.token },
    );
    const after = await home();
    expect(after.cards.pendingRequests.count).toBe(0);
    expect(after.activity.map((a: { kind: string }) => a.kind)).toContain('request');
    expect(
      (await server.gql(SEES, { id: patient.id }, { token: doctor.token })).data.doctorPatient.id,
    ).toBe(patient.id);
    // used: a second patient cannot use the same link
    const late = await server.gql(
      FROM_LINK,
      { token: link.token },
      { token: (await loosePatient()).token },
    );
    expect(refusal(late).code).toBe('INVITE_INVALID');
  });

  it('is for patients: a doctor cannot use it, nor a patient scan another patient', async () => {
    const doctor = await newDoctor(server);
    const link = await invite(doctor);
    expect(
      refusal(await server.gql(FROM_LINK, { token: link.token }, { token: doctor.token })).code,
    ).toBe('FORBIDDEN');
    const patient = await loosePatient();
    const qr = await invite(await loosePatient());
    expect(
      refusal(await server.gql(FROM_INVITE, { token: qr.token }, { token: patient.token })).code,
    ).toBe('FORBIDDEN');
    expect(refusal(await server.gql(FROM_LINK, { token: link.token })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

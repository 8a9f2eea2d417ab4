// A doctor's message reaches their patient live and is kept; nobody else receives, reads or
// sends it; bad input is refused with a translated message and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { subscribe } from './subscriptions';
import { newDoctor, newPatientOf, refusal, type Person } from './workspace-fixtures';

let server: TestServer;
let doctor: Person;
let patient: Person;
let otherPatient: Person;

const SEND = `mutation S($id: ID!, $input: PatientMessageInput!) {
  sendPatientMessage(patientId: $id, input: $input) { id type title description from { id name } readAt } }`;
const MINE = `{ myMessages { unread messages { id title type readAt dismissedAt from { id } } } }`;
const LIVE = `subscription { patientMessageReceived { id title description type from { name } } }`;

const message = {
  title: 'Blood test on Friday',
  description: 'Please come to the clinic at 9am, fasting.',
  type: 'appointment',
};
const send = (input: Record<string, unknown>, token = doctor.token, id = patient.id) =>
  server.gql(SEND, { id, input }, { token });
const stored = () =>
  server.services.prisma.patientMessage.count({ where: { patientId: patient.id } });

beforeAll(async () => {
  server = await startTestServer();
  doctor = await newDoctor(server);
  patient = await newPatientOf(server, doctor, { fullName: 'Cheung Siu Fong' });
  otherPatient = await newPatientOf(server, doctor);
});
afterAll(() => server.stop());

describe('messages to a patient', () => {
  it('arrive live on the patient’s own subscription only, and are kept', async () => {
    const mine = await subscribe(server.url, LIVE, {}, patient.token);
    const theirs = await subscribe(server.url, LIVE, {}, otherPatient.token);
    const { data, errors } = await send(message);
    expect(errors).toBeUndefined();
    const live = await mine.waitFor(
      (event: { id: string }) => event.id === data.sendPatientMessage.id,
    );
    expect(live).toMatchObject({ ...message, from: { name: expect.any(String) } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.events).toEqual([]);
    await Promise.all([mine.close(), theirs.close()]);

    const list = (await server.gql(MINE, {}, { token: patient.token })).data.myMessages;
    expect(list.unread).toBe(1);
    expect(list.messages[0]).toMatchObject({
      title: message.title,
      readAt: null,
      from: { id: doctor.id },
    });
    expect(
      (await server.gql(MINE, {}, { token: otherPatient.token })).data.myMessages.messages,
    ).toEqual([]);
  });

  it('are marked read and dismissed by their patient only', async () => {
    const { data } = await send({ ...message, title: 'Dismiss me' });
    const id = data.sendPatientMessage.id;
    const asOther = await server.gql(
      `mutation D($id: ID!) { dismissMessage(id: $id) { id } }`,
      { id },
      { token: otherPatient.token },
    );
    expect(refusal(asOther).code).toBe('NOT_FOUND');
    const dismissed = await server.gql(
      `mutation D($id: ID!) { dismissMessage(id: $id) { dismissedAt readAt } }`,
      { id },
      { token: patient.token },
    );
    expect(dismissed.data.dismissMessage).toEqual({
      dismissedAt: expect.any(String),
      readAt: expect.any(String),
    });
    const read = await server.gql(`mutation { markMessagesRead }`, {}, { token: patient.token });
    expect(read.data.markMessagesRead).toBeGreaterThanOrEqual(1);
    expect((await server.gql(MINE, {}, { token: patient.token })).data.myMessages.unread).toBe(0);
  });

  it.each([
    ['no title', { ...message, title: '  ' }, 'message_title_required'],
    ['no description', { ...message, description: '' }, 'message_description_required'],
    ['a type outside the five', { ...message, type: 'urgent' }, 'message_type_required'],
    ['no type', { title: 'x', description: 'y' }, 'message_type_required'],
    ['an oversized title', { ...message, title: 'x'.repeat(121) }, 'text_too_long'],
    ['an oversized description', { ...message, description: '字'.repeat(1001) }, 'text_too_long'],
  ])('refuses %s and stores nothing', async (_label, input, field) => {
    const before = await stored();
    expect(refusal(await send(input))).toEqual({ code: 'VALIDATION_FAILED', field });
    expect(await stored()).toBe(before);
  });

  it('may be sent only by a doctor of the patient’s care team', async () => {
    const before = await stored();
    const other = await newDoctor(server);
    expect(refusal(await send(message, other.token)).code).toBe('NOT_FOUND');
    expect(refusal(await send(message, patient.token)).code).toBe('FORBIDDEN');
    expect(refusal(await send(message, otherPatient.token)).code).toBe('FORBIDDEN');
    expect(await stored()).toBe(before);
    expect((await server.gql(MINE, {}, { token: doctor.token })).errors?.[0].extensions.code).toBe(
      'FORBIDDEN',
    );
  });
});

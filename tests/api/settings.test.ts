// Settings are per person, start at the spec's defaults, survive on the server, and take
// only the values each setting offers, for the person's own role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { newDoctor, refusal, userOf } from './workspace-fixtures';

let server: TestServer;
const MINE = `{ mySettings { key kind value options } }`;
const UPDATE = `mutation U($key: String!, $enabled: Boolean, $choice: String) {
  updateSetting(key: $key, enabled: $enabled, choice: $choice) { key value } }`;

beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const values = async (token: string) =>
  Object.fromEntries(
    (await server.gql(MINE, {}, { token })).data.mySettings.map(
      (s: { key: string; value: string }) => [s.key, s.value],
    ),
  );

describe('settings', () => {
  it('start at the spec’s defaults for each role', async () => {
    const doctor = await newDoctor(server);
    expect(await values(doctor.token)).toEqual({
      anonymousAnalytics: 'true',
      marketingCommunications: 'false',
      patientAlerts: 'hourly_digest',
      medicationReminders: 'weekly',
      newReport: 'immediately',
    });
    const patient = await userOf(server, (await server.createAccount()).token);
    expect(await values(patient.token)).toEqual({
      dataSharing: 'true',
      anonymousAnalytics: 'true',
      marketingCommunications: 'false',
      checkInReminders: 'daily',
      wellnessScoreUpdates: 'weekly',
      doctorMessages: 'immediately',
    });
  });

  it('keep a change on the server, for that person only', async () => {
    const doctor = await newDoctor(server);
    const other = await newDoctor(server);
    await server.gql(
      UPDATE,
      { key: 'anonymousAnalytics', enabled: false },
      { token: doctor.token },
    );
    await server.gql(
      UPDATE,
      { key: 'patientAlerts', choice: 'daily_digest' },
      { token: doctor.token },
    );
    expect(await values(doctor.token)).toMatchObject({
      anonymousAnalytics: 'false',
      patientAlerts: 'daily_digest',
    });
    expect(await values(other.token)).toMatchObject({
      anonymousAnalytics: 'true',
      patientAlerts: 'hourly_digest',
    });
  });

  it.each([
    ['an unknown key', { key: 'darkMode', enabled: true }, 'invalid_choice'],
    [
      'a patient’s setting for a doctor',
      { key: 'checkInReminders', choice: 'daily' },
      'invalid_choice',
    ],
    [
      'an option the setting does not offer',
      { key: 'newReport', choice: 'weekly' },
      'invalid_choice',
    ],
    ['a choice for a toggle', { key: 'anonymousAnalytics', choice: 'true' }, 'invalid_choice'],
    ['no value', { key: 'newReport' }, 'invalid_choice'],
    [
      'a label instead of the option',
      { key: 'newReport', choice: 'Hourly digest' },
      'invalid_choice',
    ],
  ])('refuse %s and change nothing', async (_label, variables, field) => {
    const doctor = await newDoctor(server);
    const before = await values(doctor.token);
    expect(refusal(await server.gql(UPDATE, variables, { token: doctor.token }))).toEqual({
      code: 'VALIDATION_FAILED',
      field,
    });
    expect(await values(doctor.token)).toEqual(before);
  });

  it('need a signed-in person', async () => {
    expect(refusal(await server.gql(MINE)).code).toBe('UNAUTHENTICATED');
    expect(refusal(await server.gql(UPDATE, { key: 'newReport', choice: 'off' })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

// Language and text size belong to the account: kept on the server, returned at sign-in
// and by `me`, so every device the person signs in on applies them. Values not offered
// are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { refusal, userOf, type Person } from './workspace-fixtures';

let server: TestServer;
let patient: Person;
const SET = `mutation S($language: String, $fontSize: String) {
  setDisplayPreferences(language: $language, fontSize: $fontSize) { language fontSize } }`;
const ME = `{ me { language fontSize } }`;
const CHOSEN = `{ me { displayChosenAt } }`;

beforeAll(async () => {
  server = await startTestServer();
  patient = await userOf(server, (await server.createAccount()).token);
});
afterAll(() => server.stop());

describe('display preferences', () => {
  it('start at medium text, and keep a change for the next sign-in', async () => {
    expect((await server.gql(ME, {}, { token: patient.token })).data.me.fontSize).toBe('medium');
    // never chosen: a device keeps its own at sign-in
    expect(
      (await server.gql(CHOSEN, {}, { token: patient.token })).data.me.displayChosenAt,
    ).toBeNull();
    const set = await server.gql(
      SET,
      { language: 'zh-HK', fontSize: 'large' },
      {
        token: patient.token,
      },
    );
    expect(set.data.setDisplayPreferences).toEqual({ language: 'zh-HK', fontSize: 'large' });
    expect(
      (await server.gql(CHOSEN, {}, { token: patient.token })).data.me.displayChosenAt,
    ).not.toBeNull();
    // another device: a new session of the same person
    const signIn = await server.gql(
      `mutation I($input: SignInInput!) { signIn(input: $input) { user { language fontSize } } }`,
      { input: { username: patient.username, password: 'correct-horse-1' } },
    );
    expect(signIn.data.signIn.user).toEqual({ language: 'zh-HK', fontSize: 'large' });
  });

  it('change one without the other', async () => {
    await server.gql(SET, { fontSize: 'small' }, { token: patient.token });
    expect((await server.gql(ME, {}, { token: patient.token })).data.me).toEqual({
      language: 'zh-HK',
      fontSize: 'small',
    });
  });

  it('refuse a size or language not offered, and change nothing', async () => {
    for (const variables of [
      { fontSize: 'Huge' },
      { fontSize: 'LARGE' },
      { language: 'fr', fontSize: 'large' },
      { language: '繁體中文' },
    ]) {
      const answer = await server.gql(SET, variables, { token: patient.token });
      expect(refusal(answer)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'invalid_choice' });
    }
    expect((await server.gql(ME, {}, { token: patient.token })).data.me).toEqual({
      language: 'zh-HK',
      fontSize: 'small',
    });
    expect(refusal(await server.gql(SET, { fontSize: 'large' })).code).toBe('UNAUTHENTICATED');
  });
});

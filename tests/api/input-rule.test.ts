// The edge input rule: text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) is
// refused with one translated validation error on every route, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { subscribe } from './subscriptions';

let server: TestServer;
let patient: { token: string; username: string; email: string };
let sessionId: string;
let doctorToken: string;

beforeAll(async () => {
  server = await startTestServer();
  patient = await server.createAccount();
  await server.rest('POST', '/updateinfo', { token: patient.token, json: { full_name: 'Before' } });
  sessionId = (
    await server.rest('POST', '/florence/start_session', {
      token: patient.token,
      json: { language: 'en' },
    })
  ).body.session_id;
  doctorToken = await server.signIn('demo.doctor');
});
afterAll(() => server.stop());

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/** What a refused request might have changed: the patient's profile and check-in. */
async function storedState() {
  const profile = await server.services.prisma.profile.findFirstOrThrow({
    where: { user: { username: patient.username } },
  });
  const messages = await server.services.prisma.chatMessage.count({ where: { sessionId } });
  return { fullName: profile.fullName, updatedAt: profile.updatedAt.toISOString(), messages };
}

describe('REST', () => {
  const cases: Array<
    [string, 'GET' | 'POST', () => string, () => Record<string, unknown> | undefined, boolean]
  > = [
    [
      'a NUL message',
      'POST',
      () => '/florence/send_message',
      () => ({ session_id: sessionId, message: NUL }),
      true,
    ],
    ['a NUL session id in the path', 'GET', () => '/florence/session/%00', () => undefined, true],
    ['a NUL username in the path', 'GET', () => '/triage/latest/%00', () => undefined, true],
    [
      'a NUL at the end of a name',
      'POST',
      () => '/updateinfo',
      () => ({ full_name: `a${NUL}` }),
      true,
    ],
    [
      'a NUL in an activity',
      'POST',
      () => '/updateinfo',
      () => ({ activities: ['Walking', NUL] }),
      true,
    ],
    ['a NUL in a key', 'POST', () => '/updateinfo', () => ({ [`full_name${NUL}`]: 'x' }), true],
    [
      'a NUL username at sign-in',
      'POST',
      () => '/token',
      () => ({ username: `demo${NUL}`, password: 'whatever-1' }),
      false,
    ],
    [
      'a NUL e-mail on resend',
      'POST',
      () => '/otp/resend',
      () => ({ user_id: 'x', email: `a${NUL}@b.co` }),
      false,
    ],
    [
      'a NUL e-mail on forgot password',
      'POST',
      () => '/password/forgot',
      () => ({ email: `a${NUL}@b.co` }),
      false,
    ],
    [
      'a lone surrogate in a message',
      'POST',
      () => '/florence/send_message',
      () => ({ session_id: sessionId, message: `hi ${LONE_SURROGATE}` }),
      true,
    ],
    [
      'a NUL in the query string',
      'GET',
      () => `/triage/history/${patient.username}?limit=%00`,
      () => undefined,
      true,
    ],
  ];

  it.each(cases)(
    'refuses %s with 422 and changes nothing',
    async (_label, method, path, json, signedIn) => {
      const before = await storedState();
      const response = await server.rest(method, path(), {
        token: signedIn ? patient.token : undefined,
        json: json(),
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: expect.stringMatching(/cannot be saved/),
      });
      expect(Object.values(response.body.fields)).toContain('unsupported_characters');
      expect(await storedState()).toEqual(before);
    },
  );

  it('names the field, and answers in the request language', async () => {
    const response = await server.rest('POST', '/updateinfo', {
      token: patient.token,
      json: { full_name: `a${NUL}` },
      language: 'zh-HK',
    });
    expect(response.body).toMatchObject({
      fields: { full_name: 'unsupported_characters' },
      detail: '內容包含無法儲存的字元，請刪除後再試。',
    });
  });

  it('reads form bodies and raw JSON escapes the same way', async () => {
    const form = await server.rest('POST', '/token', {
      form: { username: `a${NUL}b`, password: 'whatever-1' },
    });
    expect(form.body.fields).toEqual({ username: 'unsupported_characters' });
    const raw = await server.rest('POST', '/updateinfo', {
      token: patient.token,
      raw: '{"full_name":"a\\ud800"}',
      contentType: 'application/json',
    });
    expect(raw.body.fields).toEqual({ full_name: 'unsupported_characters' });
  });

  it('keeps every storable character: emoji pairs, Chinese, control characters other than NUL', async () => {
    const name = 'Chan 陳 😀 \u0007 \uffff';
    const response = await server.rest('POST', '/updateinfo', {
      token: patient.token,
      json: { full_name: name },
    });
    expect(response.body.full_name).toBe(name);
    await server.rest('POST', '/updateinfo', {
      token: patient.token,
      json: { full_name: 'Before' },
    });
  });
});

describe('GraphQL', () => {
  const refusedField = async (
    query: string,
    variables: Record<string, unknown>,
    token?: string,
  ) => {
    const { errors, data } = await server.gql(query, variables, { token });
    expect(data?.[Object.keys(data ?? {})[0]] ?? null).toBeNull();
    expect(errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    return errors![0].extensions.fields;
  };

  it.each([
    [
      'sendCheckInMessage',
      `mutation M($s: ID!, $t: String!) { sendCheckInMessage(sessionId: $s, text: $t) { replyMessageId } }`,
      () => ({ s: sessionId, t: NUL }),
      't',
      'patient',
    ],
    [
      'checkInSession',
      `query Q($id: ID!) { checkInSession(id: $id) { id } }`,
      () => ({ id: `${sessionId}${NUL}` }),
      'id',
      'patient',
    ],
    [
      'signIn',
      `mutation M($i: SignInInput!) { signIn(input: $i) { accessToken } }`,
      () => ({ i: { username: NUL, password: 'whatever-1' } }),
      'i.username',
      'anonymous',
    ],
    [
      'updateProfile',
      `mutation M($i: ProfileInput!) { updateProfile(input: $i) { fullName } }`,
      () => ({ i: { fullName: `a${LONE_SURROGATE}` } }),
      'i.fullName',
      'patient',
    ],
    [
      'acknowledgeAlert',
      `mutation M($id: ID!) { acknowledgeAlert(id: $id) { id } }`,
      () => ({ id: NUL }),
      'id',
      'doctor',
    ],
  ])(
    'refuses %s with a NUL or lone surrogate in a variable',
    async (_name, query, variables, field, who) => {
      const before = await storedState();
      const token = who === 'patient' ? patient.token : who === 'doctor' ? doctorToken : undefined;
      expect(await refusedField(query, variables(), token)).toEqual({
        [field]: 'unsupported_characters',
      });
      expect(await storedState()).toEqual(before);
    },
  );

  it('refuses the same in a literal written in the document, naming the argument', async () => {
    const fields = await refusedField(
      `mutation { updateProfile(input: { fullName: "a\\u0000", activities: ["\\u0000"] }) { fullName } }`,
      {},
      patient.token,
    );
    expect(fields).toEqual({
      'input.fullName': 'unsupported_characters',
      'input.activities': 'unsupported_characters',
    });
  });

  it('refuses it on a graphql-ws subscription too', async () => {
    const feed = await subscribe(
      server.url,
      `subscription E($s: ID!) { checkInEvents(sessionId: $s) { type } }`,
      { s: NUL },
      patient.token,
    );
    await expect(feed.waitFor(() => true, 500)).rejects.toThrow(/unsupported_characters/);
    await feed.close();
  });
});

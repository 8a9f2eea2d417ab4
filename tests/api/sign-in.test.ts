import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, uniqueName, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken user { username role profile { fullName } } } }`;
const ME = `{ me { username role } }`;

describe('sign-in', () => {
  it('answers the real role: a doctor is a doctor', async () => {
    const doctor = await server.rest('POST', '/token', {
      form: { username: 'demo.doctor', password: DEMO_PASSWORD },
    });
    expect(doctor.body.user).toMatchObject({
      username: 'demo.doctor',
      role: 'doctor',
      name: 'Dr. Mei Chan',
    });
    const { data } = await server.gql(SIGN_IN, {
      input: { username: 'demo.patient', password: DEMO_PASSWORD },
    });
    expect(data.signIn.user).toMatchObject({
      role: 'PATIENT',
      profile: { fullName: 'Chan Tai Man' },
    });
  });

  it.each([
    ['missing password', { username: 'demo.patient' }, 422, 'VALIDATION_FAILED'],
    [
      'wrong password',
      { username: 'demo.patient', password: 'nope-nope' },
      401,
      'INVALID_CREDENTIALS',
    ],
    [
      'unknown user',
      { username: 'no.such.person', password: 'nope-nope' },
      401,
      'INVALID_CREDENTIALS',
    ],
  ])('refuses a %s with {detail}', async (_label, form, status, code) => {
    const response = await server.rest('POST', '/token', { form: form as Record<string, string> });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ code, detail: expect.any(String) });
    expect(response.body.access_token).toBeUndefined();
  });

  it('slows down repeated failures for an account, the same way whether or not it exists', async () => {
    const { username, password } = await server.createAccount();
    const ghost = uniqueName('ghost');
    for (const name of [username, ghost]) {
      const codes: string[] = [];
      for (let i = 0; i < 6; i++) {
        codes.push(
          (
            await server.rest('POST', '/token', {
              form: { username: name, password: 'wrong-password' },
            })
          ).body.code,
        );
      }
      expect(codes).toEqual([
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'TOO_MANY_ATTEMPTS',
      ]);
    }
    // while slowed down even the right password waits, and the answer says for how long
    const locked = await server.rest('POST', '/token', { form: { username, password } });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/wait \d+ seconds/);
    // after the delay, the right password works and clears the counter
    await server.services.prisma.loginThrottle.updateMany({
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });
    expect((await server.rest('POST', '/token', { form: { username, password } })).status).toBe(
      200,
    );
  });

  it('counts parallel attempts: at most 5 passwords are checked before the delay', async () => {
    const { username, password } = await server.createAccount();
    const attempts = [...Array(24).fill('wrong-password'), password].map((p) =>
      server.rest('POST', '/token', { form: { username, password: p } }),
    );
    const answers = await Promise.all(attempts);
    const checked = answers.filter((a) => a.body.code !== 'TOO_MANY_ATTEMPTS');
    expect(checked.length).toBeLessThanOrEqual(5);
  });
});

describe('sessions', () => {
  it('accepts the bearer token, and signing out revokes it on the server', async () => {
    const token = await server.signIn('demo.patient');
    expect((await server.gql(ME, {}, { token })).data.me.username).toBe('demo.patient');
    const stored = await server.services.prisma.authSession.findMany({
      where: { user: { username: 'demo.patient' } },
    });
    expect(stored.every((session) => session.tokenHash !== token)).toBe(true);

    expect((await server.rest('POST', '/logout', { token })).body).toEqual({ success: true });
    const after = await server.gql(ME, {}, { token });
    expect(after.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await server.rest('GET', '/userinfo', { token })).status).toBe(401);
  });

  it('signs out over GraphQL too', async () => {
    const token = await server.signIn('demo.patient');
    expect((await server.gql(`mutation { signOut }`, {}, { token })).data.signOut).toBe(true);
    expect((await server.gql(ME, {}, { token })).errors?.[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it.each(['', 'Bearer', 'Bearer not-a-token', 'Basic abc'])(
    'treats the header %j as signed out',
    async (authorization) => {
      const response = await fetch(`${server.url}/userinfo`, { headers: { authorization } });
      expect(response.status).toBe(401);
    },
  );
});

describe('GraphQL limits', () => {
  it('refuses too many aliases', async () => {
    const token = await server.signIn('demo.patient');
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: me { username }`).join(' ');
    const { errors } = await server.gql(`{ ${aliases} }`, {}, { token });
    expect(errors?.[0].message).toMatch(/alias/i);
  });

  it('counts __typename aliases like any other', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ');
    const { errors, data } = await server.gql(`{ ${aliases} }`);
    expect(data ?? null).toBeNull();
    expect(errors?.[0].message).toMatch(/alias/i);
  });

  it('refuses an operation whose cost is over the limit', async () => {
    const token = await server.signIn('demo.patient');
    // repeating a field needs no alias, but every repetition is counted
    const { errors } = await server.gql(`{ me { ${'username '.repeat(400)} } }`, {}, { token });
    expect(errors?.[0].message).toMatch(/cost/i);
  });
});

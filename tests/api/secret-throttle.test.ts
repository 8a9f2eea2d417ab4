// Every check of a secret is throttled like sign-in: per account and per address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, uniqueName, type TestServer } from './harness';

const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }`;

describe('per account', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.stop());
  // Every test here guesses from this machine: each starts with the address's count clear.
  beforeEach(() => server.services.prisma.loginThrottle.deleteMany());

  const passwordHashOf = async (username: string) =>
    (await server.services.prisma.user.findUniqueOrThrow({ where: { username } })).passwordHash;

  it('slows down 30 wrong current passwords over GraphQL; the right one then waits too', async () => {
    const account = await server.createAccount();
    const before = await passwordHashOf(account.username);
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { errors } = await server.gql(
        CHANGE,
        { input: { currentPassword: `wrong-guess-${i}`, newPassword: 'taken-over-1' } },
        { token: account.token },
      );
      codes.push(errors?.[0].extensions.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('WRONG_CURRENT_PASSWORD'));
    expect(codes.slice(5)).toEqual(Array(25).fill('TOO_MANY_ATTEMPTS'));
    const right = await server.gql(
      CHANGE,
      { input: { currentPassword: account.password, newPassword: 'taken-over-1' } },
      { token: account.token },
    );
    expect(right.errors?.[0].extensions).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      values: { seconds: expect.any(Number) },
    });
    expect(await passwordHashOf(account.username)).toBe(before);
  });

  it('answers 429 to the 30 wrong current passwords on POST /password/change', async () => {
    const account = await server.createAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const json = { current_password: `wrong-guess-${i}`, new_password: 'taken-over-1' };
      statuses.push(
        (await server.rest('POST', '/password/change', { token: account.token, json })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(400));
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    const right = await server.rest('POST', '/password/change', {
      token: account.token,
      json: { current_password: account.password, new_password: 'taken-over-1' },
    });
    expect(right).toMatchObject({
      status: 429,
      body: { code: 'TOO_MANY_ATTEMPTS', detail: expect.stringMatching(/wait \d+ seconds/) },
    });
  });

  it('counts guesses on change and at sign-in together: the same password', async () => {
    const account = await server.createAccount();
    for (let i = 0; i < 5; i++)
      await server.rest('POST', '/password/change', {
        token: account.token,
        json: { current_password: 'wrong-guess', new_password: 'taken-over-1' },
      });
    const signIn = await server.rest('POST', '/token', {
      form: { username: account.username, password: account.password },
    });
    expect(signIn.status).toBe(429);
    // after the delay the right password works, and a right answer clears the count
    await server.services.prisma.loginThrottle.updateMany({
      data: { lockedUntil: new Date(Date.now() - 1000) },
    });
    const changed = await server.rest('POST', '/password/change', {
      token: account.token,
      json: { current_password: account.password, new_password: 'a-new-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect(
      (
        await server.rest('POST', '/password/change', {
          token: account.token,
          json: { current_password: 'wrong', new_password: 'a-new-pass-3' },
        })
      ).status,
    ).toBe(400);
  });

  it.each([
    ['a known e-mail', true],
    ['an unknown e-mail (the same answers: nothing to learn)', false],
  ])('slows down wrong reset codes for %s', async (_label, known) => {
    const email = known
      ? (await server.createAccount()).email
      : `${uniqueName('ghost')}@example.com`;
    const codes: string[] = [];
    for (let i = 0; i < 7; i++) {
      const json = { email, code: String(100000 + i), new_password: 'taken-over-1' };
      codes.push((await server.rest('POST', '/password/reset', { json })).body.code);
    }
    expect(codes).toEqual([
      ...Array(5).fill('RESET_CODE_INVALID'),
      'TOO_MANY_ATTEMPTS',
      'TOO_MANY_ATTEMPTS',
    ]);
  });
});

describe('per address', () => {
  /** 20 wrong sign-ins, each for another name, use up an address's free attempts. */
  async function useUpAllowance(send: (username: string) => Promise<number>) {
    for (let i = 0; i < 20; i++) expect(await send(uniqueName('guess'))).toBe(401);
  }

  const wrongSignIn =
    (url: string, headers: Record<string, string> = {}) =>
    async (username: string) =>
      (
        await fetch(`${url}/token`, {
          method: 'POST',
          headers,
          body: new URLSearchParams({ username, password: 'wrong-pass-1' }),
        })
      ).status;

  it('treats 127.0.0.1 and ::1 as one machine', async () => {
    const server = await startTestServer();
    try {
      await useUpAllowance(wrongSignIn(`http://127.0.0.1:${server.port}`));
      expect(await wrongSignIn(`http://[::1]:${server.port}`)(uniqueName('guess'))).toBe(429);
    } finally {
      await server.stop();
    }
  });

  it('groups IPv6 addresses by /64 (here as a trusted proxy reports them)', async () => {
    const server = await startTestServer({ trustProxy: true });
    try {
      await useUpAllowance(wrongSignIn(server.url, { 'x-forwarded-for': '2001:db8:1:2::a' }));
      expect(
        await wrongSignIn(server.url, { 'x-forwarded-for': '2001:db8:1:2:ffff::b' })(
          uniqueName('guess'),
        ),
      ).toBe(429);
      expect(
        await wrongSignIn(server.url, { 'x-forwarded-for': '2001:db8:1:3::a' })(
          uniqueName('guess'),
        ),
      ).toBe(401);
    } finally {
      await server.stop();
    }
  });
});

// Guessing someone's password must not lock them out (issue 25, OWASP ASVS 2.2.1): the
// delay falls on the account from the guessing address; a ceiling for the account from
// everywhere holds spread-out guessing, and the owner's own device passes it.
describe('the owner is never locked out', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer({ trustProxy: true })));
  afterAll(() => server.stop());
  beforeEach(() => server.services.prisma.loginThrottle.deleteMany());

  const signIn = async (
    from: string,
    form: { username: string; password: string; device?: string },
  ) =>
    (
      await fetch(`${server.url}/token`, {
        method: 'POST',
        headers: { 'x-forwarded-for': from },
        body: new URLSearchParams(form),
      })
    ).status;

  it('slows guesses from one address; the owner signs in from another at once', async () => {
    const owner = await server.createAccount();
    const guesses: number[] = [];
    for (let i = 0; i < 8; i++)
      guesses.push(
        await signIn('203.0.113.5', { username: owner.username, password: `guess-${i}` }),
      );
    expect(guesses).toEqual([...Array(5).fill(401), ...Array(3).fill(429)]);
    expect(await signIn('198.51.100.7', owner)).toBe(200);
  });

  it('holds guessing spread over many addresses at a ceiling the owner’s own device passes', async () => {
    const owner = await server.createAccount();
    const device = 'owner-phone-0123456789abcdef';
    expect(await signIn('198.51.100.7', { ...owner, device })).toBe(200);
    // 50 wrong guesses, 2 from each of 25 addresses: no address reaches its own delay
    for (let i = 0; i < 50; i++)
      expect(
        await signIn(`192.0.2.${Math.floor(i / 2) + 1}`, {
          username: owner.username,
          password: `guess-${i}`,
        }),
      ).toBe(401);
    // past the ceiling: a new place without the device waits, even with the right password
    expect(await signIn('192.0.2.200', { username: owner.username, password: 'guess-x' })).toBe(
      429,
    );
    expect(await signIn('198.51.100.8', owner)).toBe(429);
    // the owner's phone, from a café's address it never used: in at once
    expect(await signIn('198.51.100.9', { ...owner, device })).toBe(200);
    // a made-up device id is no key
    expect(await signIn('198.51.100.10', { ...owner, device: 'made-up-device-0000000000' })).toBe(
      429,
    );
  });
});

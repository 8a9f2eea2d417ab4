import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, uniqueName, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { username email role } }`;
const VERIFY = `mutation Verify($input: VerifyRegistrationInput!) { verifyRegistration(input: $input) }`;
const RESEND = `mutation Resend($input: ResendCodeInput!) { resendRegistrationCode(input: $input) }`;

function newAccountInput(overrides: Record<string, string> = {}) {
  const username = uniqueName();
  return {
    email: `${username}@example.com`,
    accessCode: 'DEMO-PATIENT',
    username,
    password: 'long-enough-1',
    confirmPassword: 'long-enough-1',
    ...overrides,
  };
}

const userCount = () => server.services.prisma.user.count();

describe('sign-up over GraphQL', () => {
  it('creates an unverified patient under the demo doctor, e-mails a code, and verification enables sign-in', async () => {
    const input = newAccountInput();
    const { data, errors } = await server.gql(REGISTER, { input });
    expect(errors).toBeUndefined();
    expect(data.register).toEqual({
      username: input.username,
      email: input.email,
      role: 'PATIENT',
    });

    const user = await server.services.prisma.user.findUniqueOrThrow({
      where: { username: input.username },
      include: { doctors: { include: { doctor: true } } },
    });
    expect(user.verifiedAt).toBeNull();
    expect(user.doctors.map((link) => link.doctor.username)).toEqual(['demo.doctor']);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);

    const notYet = await server.rest('POST', '/token', {
      form: { username: input.username, password: input.password },
    });
    expect(notYet.status).toBe(403);
    expect(notYet.body.code).toBe('ACCOUNT_NOT_VERIFIED');

    const code = await server.latestCode(input.email);
    const stored = await server.services.prisma.oneTimeCode.findFirstOrThrow({
      where: { userId: user.id },
    });
    expect(stored.codeHash).not.toContain(code);

    const verified = await server.gql(VERIFY, {
      input: { username: input.username, email: input.email, code },
    });
    expect(verified.data.verifyRegistration).toBe(true);
    const signedIn = await server.rest('POST', '/token', {
      form: { username: input.username, password: input.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.role).toBe('patient');
  });

  it('gives the doctor role to a DEMO-DOCTOR sign-up', async () => {
    const { data } = await server.gql(REGISTER, {
      input: newAccountInput({ accessCode: 'demo-doctor' }),
    });
    expect(data.register.role).toBe('DOCTOR');
  });

  it.each([
    ['wrong access code', { accessCode: 'NOPE-123' }, 'INVALID_ACCESS_CODE'],
    ['mismatched passwords', { confirmPassword: 'something-else' }, 'VALIDATION_FAILED'],
    ['short password', { password: 'short', confirmPassword: 'short' }, 'VALIDATION_FAILED'],
    ['malformed e-mail', { email: 'not-an-email' }, 'VALIDATION_FAILED'],
    ['username with spaces', { username: 'two words' }, 'VALIDATION_FAILED'],
    ['oversized username', { username: 'x'.repeat(5000) }, 'VALIDATION_FAILED'],
    ['empty fields', { email: '', username: '' }, 'VALIDATION_FAILED'],
  ])('refuses %s and changes nothing', async (_label, overrides, code) => {
    const before = await userCount();
    const { errors } = await server.gql(REGISTER, { input: newAccountInput(overrides) });
    expect(errors?.[0].extensions.code).toBe(code);
    expect(await userCount()).toBe(before);
  });

  it('names the field and message id of each validation problem', async () => {
    const { errors } = await server.gql(REGISTER, {
      input: newAccountInput({ confirmPassword: 'nope-nope-nope' }),
    });
    expect(errors?.[0].extensions.fields).toEqual({ confirmPassword: 'passwords_do_not_match' });
  });

  it('refuses a duplicate username or e-mail (case-insensitively)', async () => {
    const first = newAccountInput();
    await server.gql(REGISTER, { input: first });
    const sameName = await server.gql(REGISTER, {
      input: newAccountInput({ username: first.username.toUpperCase() }),
    });
    expect(sameName.errors?.[0].extensions.code).toBe('USERNAME_TAKEN');
    const sameEmail = await server.gql(REGISTER, {
      input: newAccountInput({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.errors?.[0].extensions.code).toBe('EMAIL_TAKEN');
  });

  it('keeps usernames unique regardless of case even when two sign-ups race', async () => {
    const base = newAccountInput();
    const answers = await Promise.all([
      server.gql(REGISTER, { input: { ...base, username: base.username.toUpperCase() } }),
      server.gql(REGISTER, {
        input: { ...base, username: base.username.toLowerCase(), email: `other.${base.email}` },
      }),
    ]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(
      await server.services.prisma.user.count({
        where: { usernameKey: base.username.toLowerCase() },
      }),
    ).toBe(1);
  });

  it('refuses an expired or used-up access code', async () => {
    const { prisma } = server.services;
    const clinic = await prisma.clinic.findFirstOrThrow();
    await prisma.accessCode.createMany({
      data: [
        {
          code: 'EXPIRED-1',
          role: 'PATIENT',
          clinicId: clinic.id,
          expiresAt: new Date(Date.now() - 1000),
        },
        { code: 'ONCE-ONLY', role: 'PATIENT', clinicId: clinic.id, maxUses: 1 },
      ],
    });
    expect(
      (await server.gql(REGISTER, { input: newAccountInput({ accessCode: 'EXPIRED-1' }) }))
        .errors?.[0].extensions.code,
    ).toBe('INVALID_ACCESS_CODE');
    expect(
      (await server.gql(REGISTER, { input: newAccountInput({ accessCode: 'ONCE-ONLY' }) })).errors,
    ).toBeUndefined();
    expect(
      (await server.gql(REGISTER, { input: newAccountInput({ accessCode: 'ONCE-ONLY' }) }))
        .errors?.[0].extensions.code,
    ).toBe('INVALID_ACCESS_CODE');
  });
});

describe('one-time codes', () => {
  async function registered() {
    const input = newAccountInput();
    await server.gql(REGISTER, { input });
    return input;
  }

  it('refuses a wrong code, counts it, and locks the code after 5 wrong tries', async () => {
    const input = await registered();
    const right = await server.latestCode(input.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { errors } = await server.gql(VERIFY, {
        input: { username: input.username, email: input.email, code: wrong },
      });
      codes.push(errors?.[0].extensions.code);
    }
    expect(codes).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_ATTEMPTS_EXCEEDED',
    ]);
    // the sixth try at this account's code is slowed down as well, like a sixth password
    const afterLock = await server.gql(VERIFY, {
      input: { username: input.username, email: input.email, code: right },
    });
    expect(afterLock.errors?.[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
    const user = await server.services.prisma.user.findUniqueOrThrow({
      where: { username: input.username },
    });
    expect(user.verifiedAt).toBeNull();
  });

  it('counts parallel guesses: at most 5 are ever checked', async () => {
    const input = await registered();
    const right = await server.latestCode(input.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const guesses = [...Array(20).fill(wrong), right].map((code) =>
      server.gql(VERIFY, { input: { username: input.username, email: input.email, code } }),
    );
    const answers = await Promise.all(guesses);
    const checked = answers.filter(
      (a) =>
        !['OTP_ATTEMPTS_EXCEEDED', 'TOO_MANY_ATTEMPTS'].includes(a.errors?.[0].extensions.code),
    );
    expect(checked.length).toBeLessThanOrEqual(5);
  });

  it('refuses an expired code', async () => {
    const input = await registered();
    const code = await server.latestCode(input.email);
    await server.services.prisma.oneTimeCode.updateMany({
      where: { user: { username: input.username } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { errors } = await server.gql(VERIFY, {
      input: { username: input.username, email: input.email, code },
    });
    expect(errors?.[0].extensions.code).toBe('OTP_EXPIRED');
  });

  it('refuses a resend within 30 s, then sends a new code that replaces the old one', async () => {
    const input = await registered();
    const first = await server.latestCode(input.email);
    const early = await server.gql(RESEND, {
      input: { username: input.username, email: input.email },
    });
    expect(early.errors?.[0].extensions.code).toBe('OTP_RESEND_TOO_SOON');
    expect(early.errors?.[0].extensions.values.seconds).toBeGreaterThan(0);

    await server.services.prisma.oneTimeCode.updateMany({
      where: { user: { username: input.username } },
      data: { createdAt: new Date(Date.now() - 31_000) },
    });
    const resent = await server.gql(RESEND, {
      input: { username: input.username, email: input.email },
    });
    expect(resent.data.resendRegistrationCode).toBe(true);
    const second = await server.latestCode(input.email);
    if (second !== first) {
      const stale = await server.gql(VERIFY, {
        input: { username: input.username, email: input.email, code: first },
      });
      expect(stale.errors?.[0].extensions.code).toBe('OTP_INVALID');
    }
    const ok = await server.gql(VERIFY, {
      input: { username: input.username, email: input.email, code: second },
    });
    expect(ok.data.verifyRegistration).toBe(true);
  });

  it.each(['12345', 'abcdef', '1234567', ''])('refuses the malformed code %j', async (code) => {
    const input = await registered();
    const { errors } = await server.gql(VERIFY, {
      input: { username: input.username, email: input.email, code },
    });
    expect(errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('says the same thing for an unknown account as for a wrong code', async () => {
    const { errors } = await server.gql(VERIFY, {
      input: { username: 'nobody-here', email: 'nobody@example.com', code: '123456' },
    });
    expect(errors?.[0].extensions.code).toBe('OTP_INVALID');
  });
});

describe('sign-up over the REST mirror', () => {
  it('registers, verifies and answers errors as {detail}, translated by Accept-Language', async () => {
    const username = uniqueName();
    const email = `${username}@example.com`;
    const bad = await server.rest('POST', '/otp/register', {
      json: { username, email, password: 'long-enough-1', access_code: 'WRONG' },
      language: 'zh-HK',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('登記碼無效或已過期。');

    const ok = await server.rest('POST', '/otp/register', {
      json: { username, email, password: 'long-enough-1', access_code: 'DEMO-PATIENT' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, username, email, role: 'patient' });

    const wrong = await server.rest('POST', '/otp/verify', {
      json: { user_id: username, email, otp_code: '99999', purpose: 'registration' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toBe('Please enter the 6-digit code.');

    const resend = await server.rest('POST', '/otp/resend', {
      json: { user_id: username, email, purpose: 'registration' },
    });
    expect(resend.status).toBe(429);

    const code = await server.latestCode(email);
    const verified = await server.rest('POST', '/otp/verify', {
      json: { user_id: username, email, otp_code: code, purpose: 'registration' },
    });
    expect(verified.body).toMatchObject({ success: true });
    const again = await server.rest('POST', '/otp/verify', {
      json: { user_id: username, email, otp_code: code, purpose: 'registration' },
    });
    expect(again.body.code).toBe('ALREADY_VERIFIED');
  });

  it.each([
    [
      'malformed JSON',
      { raw: '{"username": ', contentType: 'application/json' },
      400,
      'MALFORMED_REQUEST',
    ],
    ['a JSON array', { raw: '[1,2]', contentType: 'application/json' }, 400, 'MALFORMED_REQUEST'],
    [
      'an oversized body',
      { raw: JSON.stringify({ username: 'x'.repeat(100_000) }), contentType: 'application/json' },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['missing fields', { json: {} }, 422, 'VALIDATION_FAILED'],
  ])('answers %s with a clear error', async (_label, options, status, code) => {
    const before = await userCount();
    const response = await server.rest('POST', '/otp/register', options as never);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(response.body.detail).toEqual(expect.any(String));
    expect(await userCount()).toBe(before);
  });
});

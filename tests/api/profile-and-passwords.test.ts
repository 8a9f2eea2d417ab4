import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const UPDATE =
  `mutation Update($input: ProfileInput!) { updateProfile(input: $input) ` +
  `{ fullName birthdate heightValue heightUnit bloodType activities assessmentStep } }`;

/** The reset e-mail is sent after the answer: wait until it is in the outbox. */
async function waitForMail(email: string, count = 1) {
  for (let i = 0; i < 50; i++) {
    if ((await server.rest('GET', `/dev/outbox?to=${email}`)).body.length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail for ${email}`);
}

describe('health profile (assessment)', () => {
  it('saves each step, resumes from the last one, and GET /userinfo returns the answers', async () => {
    const { token, username, email } = await server.createAccount();
    const steps = [
      { fullName: 'Ada Lovelace', assessmentStep: 1 },
      { birthdate: '1980-02-29', assessmentStep: 2 },
      { gender: 'Female', assessmentStep: 3 },
      { heightValue: 65, heightUnit: 'in', assessmentStep: 4 },
      { weightValue: 150, weightUnit: 'lbs', assessmentStep: 5 },
      { bloodType: 'AB-', assessmentStep: 6 },
      { fitnessLevel: 3, assessmentStep: 7 },
      { activities: ['Walking', 'Swimming'], assessmentStep: 8 },
    ];
    for (const input of steps)
      expect((await server.gql(UPDATE, { input }, { token })).errors).toBeUndefined();
    const me = await server.gql(`{ me { profile { assessmentStep fullName } } }`, {}, { token });
    expect(me.data.me.profile).toEqual({ assessmentStep: 8, fullName: 'Ada Lovelace' });

    await server.gql(
      UPDATE,
      { input: { checkupFrequency: 'Monthly', assessmentStep: 9 } },
      { token },
    );
    const info = await server.rest('GET', '/userinfo', { token });
    expect(info.body).toMatchObject({
      full_name: 'Ada Lovelace',
      birthdate: '1980-02-29',
      gender: 'Female',
      username,
      email,
      condition: null,
      phoneNumber: null,
      height: 65,
      height_unit: 'in',
      weight: 150,
      weight_unit: 'lbs',
      blood_type: 'AB-',
      fitness_level: 3,
      activities: ['Walking', 'Swimming'],
      checkup_frequency: 'Monthly',
      assessment_step: 9,
      role: 'patient',
    });
  });

  it('POST /updateinfo updates with the REST names, and the step never moves back', async () => {
    const { token } = await server.createAccount();
    await server.rest('POST', '/updateinfo', { token, json: { assessment_step: 5 } });
    const response = await server.rest('POST', '/updateinfo', {
      token,
      json: { condition: 'Breast cancer', phoneNumber: '9123 4567', assessment_step: 2 },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      condition: 'Breast cancer',
      phoneNumber: '91234567',
      assessment_step: 5,
    });
  });

  it.each([
    ['height out of range', { heightValue: 300, heightUnit: 'cm' }, 'heightValue', 'select_height'],
    [
      'weight out of range for lbs',
      { weightValue: 40, weightUnit: 'lbs' },
      'weightValue',
      'select_weight',
    ],
    ['impossible birthdate', { birthdate: '2001-02-29' }, 'birthdate', 'select_dob'],
    ['future birthdate', { birthdate: '2999-01-01' }, 'birthdate', 'select_dob'],
    ['half a blood type', { bloodType: 'AB' }, 'bloodType', 'select_full_blood_type'],
    ['None with an activity', { activities: ['None', 'Walking'] }, 'activities', 'invalid_choice'],
    ['unknown gender', { gender: 'Robot' }, 'gender', 'select_option'],
    ['fitness 6', { fitnessLevel: 6 }, 'fitnessLevel', 'select_fitness_level'],
    ['not a HK mobile', { phoneNumber: '1234' }, 'phoneNumber', 'enter_valid_hk_mobile'],
    ['an oversized name', { fullName: 'x'.repeat(101) }, 'fullName', 'text_too_long'],
  ])('refuses %s and changes nothing', async (_label, input, field, message) => {
    const { token } = await server.createAccount();
    await server.gql(UPDATE, { input: { fullName: 'Before', assessmentStep: 1 } }, { token });
    const { errors } = await server.gql(
      UPDATE,
      { input: { fullName: 'After', ...input } },
      { token },
    );
    expect(errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: message },
    });
    const me = await server.gql(`{ me { profile { fullName } } }`, {}, { token });
    expect(me.data.me.profile.fullName).toBe('Before');
  });

  it.each([
    [{ phoneNumber: null }, 200, null],
    [{ birthdate: 19800101 }, 422, 'select_dob'],
    [{ fitness_level: 'high' }, 422, 'invalid_choice'],
    [{ activities: 'Walking' }, 422, 'invalid_choice'],
    [{ full_name: { first: 'A' } }, 422, 'invalid_choice'],
  ])('answers the REST body %j clearly, never with a 500', async (body, status, message) => {
    const { token } = await server.createAccount();
    const response = await server.rest('POST', '/updateinfo', { token, json: body });
    expect(response.status).toBe(status);
    if (message) expect(Object.values(response.body.fields)).toEqual([message]);
  });

  it('refuses unknown REST keys and anonymous callers', async () => {
    const { token } = await server.createAccount();
    const unknown = await server.rest('POST', '/updateinfo', { token, json: { role: 'doctor' } });
    expect(unknown.status).toBe(422);
    expect((await server.rest('POST', '/updateinfo', { json: { full_name: 'X' } })).status).toBe(
      401,
    );
    expect(
      (await server.gql(UPDATE, { input: { fullName: 'X' } })).errors?.[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
  });
});

describe('language', () => {
  it('saves the language for later e-mails and refuses an unknown one', async () => {
    const { token, username, email } = await server.createAccount();
    const bad = await server.gql(
      `mutation { setLanguage(language: "fr") { language } }`,
      {},
      { token },
    );
    expect(bad.errors?.[0].extensions.fields).toEqual({ language: 'invalid_choice' });
    const ok = await server.gql(
      `mutation { setLanguage(language: "zh-HK") { language } }`,
      {},
      { token },
    );
    expect(ok.data.setLanguage.language).toBe('zh-HK');
    await server.services.prisma.oneTimeCode.deleteMany({ where: { user: { username } } });
    const before = (await server.rest('GET', `/dev/outbox?to=${email}`)).body.length;
    await server.rest('POST', '/password/forgot', { json: { email }, language: 'zh-HK' });
    await waitForMail(email, before + 1);
    const { body } = await server.rest('GET', `/dev/outbox?to=${email}`);
    expect(body.at(-1).subject).toContain('重設');
  });
});

describe('passwords', () => {
  it('forgot password e-mails a code; the reset sets the new password and ends other sessions', async () => {
    const account = await server.createAccount();
    // The sign-up's own code was e-mailed first:
    // the reset mail comes after it, once the answer is sent.
    const before = (await server.rest('GET', `/dev/outbox?to=${account.email}`)).body.length;
    const response = await server.rest('POST', '/password/forgot', {
      json: { email: account.email.toUpperCase() },
    });
    expect(response.body).toEqual({ success: true });
    await waitForMail(account.email, before + 1);
    const { body: mails } = await server.rest('GET', `/dev/outbox?to=${account.email}`);
    expect(mails.at(-1).text).toContain(`/passwordLink?email=${encodeURIComponent(account.email)}`);
    const code = await server.latestCode(account.email);

    const wrong = await server.gql(
      `mutation { resetPassword(input: { email: "${account.email}", code: "${code === '000000' ? '111111' : '000000'}", newPassword: "brand-new-pass" }) }`,
    );
    expect(wrong.errors?.[0].extensions.code).toBe('RESET_CODE_INVALID');
    const unknown = await server.rest('POST', '/password/reset', {
      json: { email: 'nobody@nowhere.example', code, new_password: 'brand-new-pass' },
    });
    expect(unknown.body.code).toBe('RESET_CODE_INVALID');
    const ok = await server.rest('POST', '/password/reset', {
      json: { email: account.email, code, new_password: 'brand-new-pass' },
    });
    expect(ok.body).toEqual({ success: true });

    expect((await server.rest('GET', '/userinfo', { token: account.token })).status).toBe(401);
    expect(
      (
        await server.rest('POST', '/token', {
          form: { username: account.username, password: account.password },
        })
      ).status,
    ).toBe(401);
    await server.signIn(account.username, 'brand-new-pass');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const response = await server.rest('POST', '/password/forgot', {
      json: { email: 'nobody@nowhere.example' },
    });
    expect(response.body).toEqual({ success: true });
    expect((await server.rest('GET', '/dev/outbox?to=nobody@nowhere.example')).body).toEqual([]);
  });

  it('changes the password while signed in, after checking the current one', async () => {
    const account = await server.createAccount();
    const CHANGE = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }`;
    const wrongCurrent = await server.gql(
      CHANGE,
      { input: { currentPassword: 'not-it-at-all', newPassword: 'another-pass-9' } },
      { token: account.token },
    );
    expect(wrongCurrent.errors?.[0].extensions.code).toBe('WRONG_CURRENT_PASSWORD');
    const tooShort = await server.gql(
      CHANGE,
      { input: { currentPassword: account.password, newPassword: 'short' } },
      { token: account.token },
    );
    expect(tooShort.errors?.[0].extensions.fields).toEqual({ newPassword: 'password_min_length' });
    const ok = await server.gql(
      CHANGE,
      { input: { currentPassword: account.password, newPassword: 'another-pass-9' } },
      { token: account.token },
    );
    expect(ok.data.changePassword).toBe(true);
    // this session stays signed in; the old password no longer works
    expect((await server.rest('GET', '/userinfo', { token: account.token })).status).toBe(200);
    await server.signIn(account.username, 'another-pass-9');
  });
});

// Profile management through the API: pictures checked by their content, at most 5 MB,
// kept small and without metadata; contact details with the form's messages; and a new
// e-mail that replaces the old one only after the code sent to it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const ME = '{ me { email pendingEmail avatarUrl profile { fullName phoneNumber } } }';
const UPDATE = `mutation U($input: ContactDetailsInput!) {
  updateContactDetails(input: $input) { email pendingEmail profile { fullName phoneNumber } } }`;
const CONFIRM =
  'mutation C($code: String!) { confirmEmailChange(code: $code) { email pendingEmail } }';

const upload = (token: string | undefined, body: Buffer, type = 'image/jpeg') =>
  fetch(`${server.url}/profile/avatar`, {
    method: 'POST',
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('the profile picture', () => {
  it('is resized to 256 × 256 WebP without the photo’s metadata, and served by its URL', async () => {
    const account = await server.createAccount();
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#3a7' },
    })
      .withMetadata({ exif: { IFD0: { Copyright: 'somewhere private' } } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload(account.token, photo, 'application/octet-stream');
    expect(status).toBe(200);
    expect(body.avatar_url).toMatch(/^\/avatars\/[\w-]+\.webp$/);
    const served = await fetch(`${server.url}${body.avatar_url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect((await server.gql(ME, {}, { token: account.token })).data.me.avatarUrl).toBe(
      body.avatar_url,
    );

    // a new picture gets a new URL; the old one is gone
    const second = await upload(account.token, await sharp(photo).png().toBuffer(), 'image/png');
    expect(second.body.avatar_url).not.toBe(body.avatar_url);
    expect((await fetch(`${server.url}${body.avatar_url}`)).status).toBe(404);
  });

  it('is refused when the content is no image, whatever its type says, or over 5 MB', async () => {
    const account = await server.createAccount();
    const text = await upload(account.token, Buffer.from('not a picture at all'), 'image/png');
    expect(text).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', fields: { image: 'please_select_valid_image' } },
    });
    const big = await upload(account.token, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big).toMatchObject({
      status: 422,
      body: {
        fields: { image: 'image_size_too_large' },
        detail: 'Image size should be less than 5MB',
      },
    });
    expect((await server.gql(ME, {}, { token: account.token })).data.me.avatarUrl).toBeNull();
    expect((await upload(undefined, Buffer.from('x'))).status).toBe(401);
    expect((await fetch(`${server.url}/avatars/not-a-real-picture-id.webp`)).status).toBe(404);
  });
});

describe('contact details', () => {
  it('need e-mail, full name and a Hong Kong mobile, with the spec’s messages', async () => {
    const { token } = await server.createAccount();
    const check = async (input: Record<string, unknown>) =>
      (await server.gql(UPDATE, { input }, { token })).errors?.[0].extensions.fields;
    expect(await check({ email: '', fullName: '', phoneNumber: '' })).toEqual({
      email: 'fill_required_fields',
      fullName: 'fill_required_fields',
      phoneNumber: 'fill_required_fields',
    });
    const base = {
      email: 'someone@example.com',
      fullName: 'Yeung Ka Ming',
      phoneNumber: '6123 4567',
    };
    expect(await check({ ...base, email: 'yeung@' })).toEqual({ email: 'enter_valid_email' });
    expect(await check({ ...base, phoneNumber: '2345 6789' })).toEqual({
      phoneNumber: 'enter_valid_hk_mobile',
    });
  });

  it('save name and mobile at once; a new e-mail waits for the code sent to it', async () => {
    const account = await server.createAccount();
    const newEmail = `new.${account.email}`;
    const saved = await server.gql(
      UPDATE,
      {
        input: {
          email: ` ${account.email.toUpperCase()} `,
          fullName: ' Yeung Ka Ming ',
          phoneNumber: '6123 4567',
        },
      },
      { token: account.token },
    );
    expect(saved.data.updateContactDetails).toEqual({
      email: account.email,
      pendingEmail: null,
      profile: { fullName: 'Yeung Ka Ming', phoneNumber: '61234567' },
    });

    const changing = await server.gql(
      UPDATE,
      { input: { email: newEmail, fullName: 'Yeung Ka Ming', phoneNumber: '61234567' } },
      { token: account.token },
    );
    expect(changing.data.updateContactDetails).toMatchObject({
      email: account.email,
      pendingEmail: newEmail,
    });
    const wrong = await server.gql(CONFIRM, { code: '000000' }, { token: account.token });
    expect(wrong.errors?.[0].extensions.code).toMatch(/OTP_INVALID|OTP_EXPIRED/);
    const code = await server.latestCode(newEmail);
    const confirmed = await server.gql(CONFIRM, { code }, { token: account.token });
    expect(confirmed.data.confirmEmailChange).toEqual({ email: newEmail, pendingEmail: null });
    const notice = await server.rest('GET', `/dev/outbox?to=${encodeURIComponent(account.email)}`);
    expect(notice.body.at(-1).subject).toBe('Your Florence Care e-mail address was changed');
  });

  it('refuse a second new address asked for too soon, and save nothing of it', async () => {
    const account = await server.createAccount();
    const update = (email: string, fullName: string) =>
      server.gql(UPDATE, { input: { email, fullName, phoneNumber: '91234567' } }, account);
    await update(`first-${account.email}`, 'Lee Siu Ming');
    const tooSoon = await update(`second-${account.email}`, 'Someone Else');
    expect(tooSoon.errors?.[0].extensions.code).toBe('OTP_RESEND_TOO_SOON');
    const profile = await server.services.prisma.profile.findUniqueOrThrow({
      where: { userId: (await server.gql('{ me { id } }', {}, account)).data.me.id },
    });
    expect(profile.fullName).toBe('Lee Siu Ming');
  });

  it('refuse an e-mail address another account uses', async () => {
    const account = await server.createAccount();
    const taken = await server.gql(
      UPDATE,
      { input: { email: 'Demo.Patient@florence.local', fullName: 'X Y', phoneNumber: '91234567' } },
      { token: account.token },
    );
    expect(taken.errors?.[0].extensions.code).toBe('EMAIL_TAKEN');
  });
});

// Integrators' API keys: made by a doctor and shown once, read-only, scoped to the
// doctor's care team, revoked at once, rate-limited, checked on GraphQL, REST and
// subscriptions alike; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REQUESTS_PER_MINUTE } from '../../server/domain/accounts/api-key-guard';
import { startTestServer, type TestServer } from './harness';
import { subscribe } from './subscriptions';

let server: TestServer;
let doctor: string;
beforeAll(async () => {
  server = await startTestServer();
  doctor = await server.signIn('demo.doctor');
});
afterAll(() => server.stop());

const CREATE = `mutation Create($input: ApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name status expiresAt revokedAt } } }`;
const LIST = '{ apiKeys { id name status expiresAt } }';
const REVOKE = 'mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id status revokedAt } }';
const FOLLOW_UPS = '{ followUps { id patient { username } } }';

async function makeKey(input: Record<string, unknown> = { name: 'Clinic EHR' }, token = doctor) {
  const made = await server.gql(CREATE, { input }, { token });
  expect(made.errors).toBeUndefined();
  return made.data.createApiKey as { secret: string; apiKey: { id: string } };
}

const keyCount = async () => (await server.gql(LIST, {}, { token: doctor })).data.apiKeys.length;

describe('making and listing keys', () => {
  it('shows the secret once; the list has no secret', async () => {
    const { secret, apiKey } = await makeKey({ name: '  Clinic EHR  ', expiresOn: null });
    expect(secret).toMatch(/^fck_[\w-]{43}$/);
    expect(apiKey).toMatchObject({ name: 'Clinic EHR', status: 'ACTIVE', expiresAt: null });
    const listed = await server.gql(LIST, {}, { token: doctor });
    expect(listed.data.apiKeys[0]).toEqual({
      id: apiKey.id,
      name: 'Clinic EHR',
      status: 'ACTIVE',
      expiresAt: null,
    });
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    const stored = await server.services.prisma.authSession.findUniqueOrThrow({
      where: { id: apiKey.id },
    });
    expect(stored.tokenHash).not.toContain(secret.slice(4));
  });

  it('ends an expiring key at the end of its day, Hong Kong time', async () => {
    const { apiKey } = await makeKey({ name: 'Lab feed', expiresOn: '2027-03-01' });
    const row = await server.services.prisma.authSession.findUniqueOrThrow({
      where: { id: apiKey.id },
    });
    expect(row.expiresAt.toISOString()).toBe('2027-03-01T16:00:00.000Z');
  });

  it.each([
    [{ name: '' }, 'name', 'api_key_name_required'],
    [{ name: '   ' }, 'name', 'api_key_name_required'],
    [{ name: 'x'.repeat(61) }, 'name', 'text_too_long'],
    [{ name: 'EHR', expiresOn: '2026-02-30' }, 'expiresOn', 'api_key_expiry_invalid'],
    [{ name: 'EHR', expiresOn: '2020-01-01' }, 'expiresOn', 'api_key_expiry_invalid'],
    [{ name: 'EHR', expiresOn: '2099-01-01' }, 'expiresOn', 'api_key_expiry_invalid'],
    [{ name: 'EHR', expiresOn: '01/03/2027' }, 'expiresOn', 'api_key_expiry_invalid'],
  ])('refuses %j and makes nothing', async (input, field, message) => {
    const before = await keyCount();
    const made = await server.gql(CREATE, { input }, { token: doctor, language: 'zh-HK' });
    expect(made.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: message },
    });
    expect(await keyCount()).toBe(before);
  });

  it('is for doctors only, signed in as themselves', async () => {
    const patient = await server.signIn('demo.patient');
    const asPatient = await server.gql(CREATE, { input: { name: 'x' } }, { token: patient });
    expect(asPatient.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await server.gql(LIST);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const { secret } = await makeKey({ name: 'Key maker?' });
    const byKey = await server.gql(CREATE, { input: { name: 'another' } }, { token: secret });
    expect(byKey.errors?.[0].extensions.code).toBe('API_KEY_READ_ONLY');
  });
});

describe('using a key', () => {
  it('reads the doctor’s own patients over GraphQL and REST, and nobody else’s', async () => {
    const { secret } = await makeKey({ name: 'Reader' });
    const followUps = await server.gql(FOLLOW_UPS, {}, { token: secret });
    expect(followUps.errors).toBeUndefined();
    const own = await server.rest('GET', '/triage/history/demo.patient', { token: secret });
    expect(own.status).toBe(200);
    const other = await server.rest('GET', '/triage/history/ho.mei.ling', { token: secret });
    expect([403, 404]).toContain(other.status);
    const info = await server.rest('GET', '/userinfo', { token: secret });
    expect(info.body).toMatchObject({ username: 'demo.doctor', isDoctor: true });
  });

  it('never writes: GraphQL mutations and REST POSTs are refused and change nothing', async () => {
    const { secret } = await makeKey({ name: 'Writer?' });
    const language = await server.gql(
      'mutation { setLanguage(language: "zh-HK") { language } }',
      {},
      { token: secret },
    );
    expect(language.errors?.[0].extensions.code).toBe('API_KEY_READ_ONLY');
    const update = await server.rest('POST', '/updateinfo', {
      token: secret,
      json: { full_name: 'Changed by a key' },
      language: 'zh-HK',
    });
    expect(update.status).toBe(403);
    expect(update.body).toEqual({
      detail: 'API 金鑰只可讀取資料；如要更改，請以個人帳戶登入。',
      code: 'API_KEY_READ_ONLY',
    });
    const logout = await server.rest('POST', '/logout', { token: secret });
    expect(logout.status).toBe(403);
    const info = await server.rest('GET', '/userinfo', { token: secret });
    expect(info.body.full_name).not.toBe('Changed by a key');
  });

  it('opens the follow-up subscription', async () => {
    const { secret } = await makeKey({ name: 'Live alerts' });
    const alerts = await subscribe(
      server.url,
      'subscription { followUpAlerts { id } }',
      {},
      secret,
    );
    await alerts.close();
  });

  it('stops working the moment it is revoked, even just after use', async () => {
    const { secret, apiKey } = await makeKey({ name: 'Revoked soon' });
    expect((await server.gql(FOLLOW_UPS, {}, { token: secret })).errors).toBeUndefined();
    const revoked = await server.gql(REVOKE, { id: apiKey.id }, { token: doctor });
    expect(revoked.data.revokeApiKey).toMatchObject({ status: 'REVOKED' });
    const after = await server.gql(FOLLOW_UPS, {}, { token: secret });
    expect(after.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await server.rest('GET', '/userinfo', { token: secret })).status).toBe(401);
  });

  it('cannot be revoked by another doctor (not found, still working)', async () => {
    const { secret, apiKey } = await makeKey({ name: 'Mine' });
    const other = await server.signIn('dr.wong');
    const revoked = await server.gql(REVOKE, { id: apiKey.id }, { token: other });
    expect(revoked.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await server.gql(FOLLOW_UPS, {}, { token: secret })).errors).toBeUndefined();
  });

  it('an expired key is refused', async () => {
    const { secret, apiKey } = await makeKey({ name: 'Old' });
    await server.services.prisma.authSession.update({
      where: { id: apiKey.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await server.gql(FOLLOW_UPS, {}, { token: secret });
    expect(answer.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it(`answers 429 past ${KEY_REQUESTS_PER_MINUTE} requests a minute, per key`, async () => {
    const { secret } = await makeKey({ name: 'Busy loop' });
    const { secret: other } = await makeKey({ name: 'Quiet' });
    for (let i = 0; i < KEY_REQUESTS_PER_MINUTE; i++) {
      const ok = await server.rest('GET', '/userinfo', { token: secret });
      expect(ok.status).toBe(200);
    }
    const limited = await server.rest('GET', '/userinfo', { token: secret });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_ATTEMPTS');
    const overGraphQL = await server.gql('{ me { username } }', {}, { token: secret });
    expect(overGraphQL.errors?.[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await server.rest('GET', '/userinfo', { token: other })).status).toBe(200);
    expect((await server.rest('GET', '/userinfo', { token: doctor })).status).toBe(200);
  });
});

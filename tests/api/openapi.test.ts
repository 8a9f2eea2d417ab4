// The REST mirror's OpenAPI document: served, covering every route, and true of what the
// server answers: every REST answer in the API tests is checked against it (contract.ts);
// here a check-in, the triage reads and the FHIR export, success and error alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../server/rest/routes';
import { openApiPath } from '../../server/rest/openapi/document';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let doc: any;
let patient: { username: string; password: string; token: string; id: string };
let doctor: string;
const answers: Array<{ method: string; path: string; status: number; body: unknown }> = [];

beforeAll(async () => {
  server = await startTestServer();
  doc = (await server.rest('GET', '/openapi.json')).body;
  const account = await server.createAccount();
  const me = await server.gql('{ me { id } }', {}, { token: account.token });
  patient = { ...account, id: me.data.me.id };
  doctor = await server.signIn('demo.doctor');
});
afterAll(() => server.stop());

/** A REST call whose answer is kept for the contract check (route = the documented path). */
async function call(
  method: 'GET' | 'POST',
  route: string,
  path: string,
  options: Parameters<TestServer['rest']>[2] = {},
) {
  const answer = await server.rest(method, path, options);
  answers.push({ method, path: route, status: answer.status, body: answer.body });
  return answer;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and describes every REST route (and the docs page is served)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const route of restRoutes)
      expect(doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]).toBeDefined();
    const page = await fetch(`${server.url}/api-docs`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('/api-docs.js');
    expect((await fetch(`${server.url}/api-docs.js`)).status).toBe(200);
  });

  it('states the Yup rules the server applies (one source)', () => {
    const register = doc.paths['/otp/register'].post.requestBody.content['application/json'].schema;
    expect(register.properties.username).toMatchObject({ minLength: 3, maxLength: 32 });
    expect(register.required).toEqual(expect.arrayContaining(['username', 'email']));
    const update = doc.paths['/updateinfo'].post.requestBody.content['application/json'].schema;
    expect(update.properties.gender.enum).toContain('Female');
  });

  it('every answer of a check-in, the triage reads and the FHIR export matches it', async () => {
    await call('POST', '/token', '/token', {
      form: { username: patient.username, password: patient.password },
    });
    await call('GET', '/userinfo', '/userinfo', { token: patient.token });
    await call('POST', '/updateinfo', '/updateinfo', {
      token: patient.token,
      json: { gender: 'female', full_name: '陳大文' },
    });
    await call('POST', '/updateinfo', '/updateinfo', {
      token: patient.token,
      json: { gender: 'robot' },
    });
    const started = await call('POST', '/florence/start_session', '/florence/start_session', {
      token: patient.token,
      json: { language: 'zh-HK' },
    });
    const session = started.body.session_id;
    await call('POST', '/florence/send_message', '/florence/send_message', {
      token: patient.token,
      json: { session_id: session, message: '今日有啲頭痛，發燒38度' },
    });
    await call(
      'POST',
      '/florence/finish_session/{sessionId}',
      `/florence/finish_session/${session}`,
      {
        token: patient.token,
      },
    );
    await call('GET', '/florence/session/{sessionId}', `/florence/session/${session}`, {
      token: patient.token,
    });
    for (const [route, path] of [
      ['/triage/latest/{userId}', `/triage/latest/${patient.username}`],
      ['/triage/history/{userId}', `/triage/history/${patient.username}?limit=5`],
      ['/triage/session/{sessionId}', `/triage/session/${session}`],
      ['/triage/insights/{userId}', `/triage/insights/${patient.username}`],
      ['/fhir/Patient', `/fhir/Patient?identifier=${patient.username}`],
      ['/fhir/Patient/{id}', `/fhir/Patient/${patient.id}`],
      ['/fhir/Patient/{id}/$everything', `/fhir/Patient/${patient.id}/$everything`],
      ['/fhir/AuditEvent', `/fhir/AuditEvent?patient=${patient.id}`],
      ['/fhir/Patient/{id}', '/fhir/Patient/nobody'],
    ])
      await call('GET', route!, path!, { token: doctor });
    await call('GET', '/userinfo', '/userinfo');
    await call('POST', '/logout', '/logout', { token: doctor });
    await call('GET', '/openapi.json', '/openapi.json');

    // each answer was checked against the document as it arrived (harness.ts, contract.ts)
    expect(answers.some((a) => a.status !== 200)).toBe(true);
  });
});

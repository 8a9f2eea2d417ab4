// The original client, unchanged, against the REST mirror: the fields it reads where it
// reads them (server/rest/compat.ts), the choice values as it sends them, and one JSON
// error shape on every path that is not ours, whatever the method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

describe('paths we do not have', () => {
  it.each([
    ['GET', '/doctor/patients', '*/*'],
    ['GET', '/getstreak', 'application/json'],
    ['POST', '/getstreak', 'application/json'],
    ['POST', '/home', 'text/html'],
    ['PUT', '/userinfo2', '*/*'],
    ['DELETE', '/', '*/*'],
  ])('%s %s answers JSON 404 {detail, code}', async (method, path, accept) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { accept, 'accept-language': 'zh-HK' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ detail: '找不到內容。', code: 'NOT_FOUND' });
  });

  it('a wrong method on a path we have is 405 in the same shape', async () => {
    const response = await fetch(`${server.url}/token`, { method: 'GET' });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('a browser opening a client route still gets the app', async () => {
    const response = await fetch(`${server.url}/doctor_patients`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    // the built client (200) or, before a build, the note to build it (503): never JSON
    expect(response.headers.get('content-type')).toMatch(/^text\/(html|plain)/);
  });
});

describe('what the original client reads', () => {
  it('isDoctor on /userinfo, beside role', async () => {
    const doctor = await server.signIn('demo.doctor');
    const patient = await server.signIn('demo.patient');
    const asDoctor = await server.rest('GET', '/userinfo', { token: doctor });
    const asPatient = await server.rest('GET', '/userinfo', { token: patient });
    expect(asDoctor.body).toMatchObject({ role: 'doctor', isDoctor: true });
    expect(asPatient.body).toMatchObject({ role: 'patient', isDoctor: false });
  });

  it('/updateinfo takes the spec’s choices in any letter case and fitness levels by name', async () => {
    const { token } = await server.createAccount();
    const saved = await server.rest('POST', '/updateinfo', {
      token,
      json: {
        gender: 'female',
        fitness_level: 'Moderate',
        checkup_frequency: 'BI-WEEKLY',
        blood_type: 'ab+',
        activities: ['walking', 'SWIMMING'],
        treatment_status: 'In_Remission',
        height_unit: 'CM',
        height: 160,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      gender: 'Female',
      fitness_level: 3,
      checkup_frequency: 'Bi-weekly',
      blood_type: 'AB+',
      activities: ['Walking', 'Swimming'],
      treatment_status: 'in_remission',
      height_unit: 'cm',
    });
    const refused = await server.rest('POST', '/updateinfo', {
      token,
      json: { gender: 'robot', fitness_level: 'extreme' },
    });
    expect(refused.status).toBe(422);
    const after = await server.rest('GET', '/userinfo', { token });
    expect(after.body).toMatchObject({ gender: 'Female', fitness_level: 3 });
  });

  it('the finish answer and /triage/latest carry the level, its explanation and the time on top', async () => {
    const { token, username } = await server.createAccount();
    const started = await server.rest('POST', '/florence/start_session', {
      token,
      json: { language: 'en', input_mode: 'keyboard', treatment_status: 'undergoing_treatment' },
    });
    const sessionId = started.body.session_id;
    await server.rest('POST', '/florence/send_message', {
      token,
      json: { session_id: sessionId, message: 'I have a fever of 38.6 and chills' },
    });
    const finished = await server.rest('POST', `/florence/finish_session/${sessionId}`, { token });
    const nested = finished.body.triage_assessment;
    expect(finished.body).toMatchObject({
      triage_status: 'completed',
      alert_level: nested.alert_level,
      alert_description: nested.alert_rationale,
    });
    expect(finished.body.alert_level).toBe('RED');
    // the rationale as the reader reads it (a patient: plain words naming the symptom)
    expect(finished.body.alert_description).toMatch(/fever/i);

    const latest = await server.rest('GET', `/triage/latest/${username}`, { token });
    expect(latest.body.created_at).toBe(latest.body.triage_assessment.created_at);
    expect(Date.parse(latest.body.created_at)).not.toBeNaN();
    const history = await server.rest('GET', `/triage/history/${username}`, { token });
    expect(history.body.triage_history[0].created_at).toBe(latest.body.created_at);
  });

  it('/triage/latest with no check-in yet: created_at is null', async () => {
    const { token, username } = await server.createAccount();
    const latest = await server.rest('GET', `/triage/latest/${username}`, { token });
    expect(latest.body).toMatchObject({ success: true, triage_assessment: null, created_at: null });
  });
});

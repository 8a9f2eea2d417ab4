import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { subscribe } from './subscriptions';
import {
  finishIdleCheckIns,
  IDLE_CHECK_IN_MINUTES,
} from '../../server/domain/checkins/idle-sweeper';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const ALERTS = `subscription { followUpAlerts { id importance type title level patient { username } } }`;
const RAISED_ALERTS = `subscription { followUpAlerts { id importance level status raisedAt patient { username } history { importance status } } }`;
const EVENTS = `subscription Events($sessionId: ID!) { checkInEvents(sessionId: $sessionId) { type messageId index text quickReplies } }`;

async function startRest(
  token: string,
  body: Record<string, unknown> = {
    language: 'en',
    input_mode: 'keyboard',
    treatment_status: 'undergoing_treatment',
  },
) {
  const response = await server.rest('POST', '/florence/start_session', { token, json: body });
  expect(response.status).toBe(200);
  return response.body as { session_id: string; message: string; quick_replies: string[] };
}

describe('Florence over REST', () => {
  it('starts with a greeting, answers each message whole, and finishes with a triage result', async () => {
    const { token, username } = await server.createAccount();
    const started = await startRest(token);
    expect(started.message.length).toBeGreaterThan(0);

    const reply = await server.rest('POST', '/florence/send_message', {
      token,
      json: { session_id: started.session_id, message: 'I feel a bit tired, maybe 2 out of 5' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toBe(reply.body.message);
    expect(reply.body.response.length).toBeGreaterThan(0);

    const history = await server.rest('GET', `/florence/session/${started.session_id}`, { token });
    expect(history.body.messages.map((m: { sender: string }) => m.sender)).toEqual([
      'bot',
      'user',
      'bot',
    ]);

    const finished = await server.rest('POST', `/florence/finish_session/${started.session_id}`, {
      token,
    });
    expect(finished.body).toMatchObject({
      success: true,
      triage_assessment: { alert_level: expect.stringMatching(/GREEN|YELLOW|ORANGE|RED/) },
    });
    expect(finished.body.structured_assessment.symptoms).toEqual(expect.any(Array));

    const latest = await server.rest('GET', `/triage/latest/${username}`, { token });
    expect(latest.body).toMatchObject({
      success: true,
      triage_assessment: { session_id: started.session_id },
      structured_assessment: expect.any(Object),
    });
    const bySession = await server.rest('GET', `/triage/session/${started.session_id}`, { token });
    expect(bySession.body.triage_assessment.id).toBe(latest.body.triage_assessment.id);
    const historyList = await server.rest('GET', `/triage/history/${username}?limit=5`, { token });
    expect(historyList.body).toMatchObject({ success: true, patient_id: username, count: 1 });
    const insights = await server.rest('GET', `/triage/insights/${username}`, { token });
    expect(insights.body.success).toBe(true);
    expect(insights.body.insights.length).toBeGreaterThan(0);
    expect(insights.body.insights.length).toBeLessThanOrEqual(4);
  });

  it('takes the treatment status from the profile when the request has none', async () => {
    const { token } = await server.createAccount();
    await server.rest('POST', '/updateinfo', { token, json: { treatment_status: 'in_remission' } });
    const started = await startRest(token, { language: 'en' });
    const session = await server.services.prisma.chatSession.findUniqueOrThrow({
      where: { id: started.session_id },
    });
    expect(session.treatmentStatus).toBe('in_remission');
  });

  it('refuses bad input and other people’s sessions and data', async () => {
    const patient = await server.createAccount();
    const other = await server.createAccount();
    const started = await startRest(patient.token);

    const empty = await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: started.session_id, message: '   ' },
    });
    expect(empty).toMatchObject({ status: 422, body: { code: 'VALIDATION_FAILED' } });
    const missing = await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: started.session_id },
    });
    expect(missing.status).toBe(422);
    const unknown = await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: 'no-such-session', message: 'hi' },
    });
    expect(unknown.status).toBe(404);
    const notMine = await server.rest('POST', '/florence/send_message', {
      token: other.token,
      json: { session_id: started.session_id, message: 'hi' },
    });
    expect(notMine.status).toBe(404);
    expect(
      (await server.rest('GET', `/florence/session/${started.session_id}`, { token: other.token }))
        .status,
    ).toBe(404);
    const tooLong = await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: started.session_id, message: 'x'.repeat(2001) },
    });
    expect(tooLong.status).toBe(422);

    await server.rest('POST', `/florence/finish_session/${started.session_id}`, {
      token: patient.token,
    });
    const afterFinish = await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: started.session_id, message: 'hello' },
    });
    expect(afterFinish).toMatchObject({ status: 409, body: { code: 'SESSION_FINISHED' } });
    expect(
      (
        await server.rest('POST', `/florence/finish_session/${started.session_id}`, {
          token: patient.token,
        })
      ).status,
    ).toBe(409);

    for (const path of [
      `/triage/latest/${patient.username}`,
      `/triage/history/${patient.username}`,
      `/triage/insights/${patient.username}`,
    ]) {
      expect((await server.rest('GET', path, { token: other.token })).status).toBe(404);
    }
    // someone else's check-in answers like a missing one
    expect(
      (await server.rest('GET', `/triage/session/${started.session_id}`, { token: other.token }))
        .status,
    ).toBe(404);
    // a doctor who is not on the patient’s care team gets the same answer;
    // the patient's own doctor is not
    const stranger = await server.signIn('dr.wong');
    expect(
      (await server.rest('GET', `/triage/latest/${patient.username}`, { token: stranger })).status,
    ).toBe(404);
    const ownDoctor = await server.signIn('demo.doctor');
    expect(
      (await server.rest('GET', `/triage/latest/${patient.username}`, { token: ownDoctor })).status,
    ).toBe(200);
    expect(
      (await server.rest('GET', '/triage/history/demo.patient?limit=abc', { token: ownDoctor }))
        .status,
    ).toBe(422);
    // doctors do not check in
    expect(
      (await server.rest('POST', '/florence/start_session', { token: ownDoctor, json: {} })).status,
    ).toBe(403);
  });
});

describe('Florence and triage over GraphQL', () => {
  it('resumes the active check-in, finishes it, and serves the results to the patient and their doctor only', async () => {
    const patient = await server.createAccount();
    const me = await server.gql(`{ me { id } }`, {}, { token: patient.token });
    const patientId = me.data.me.id;
    const started = await server.gql(
      `mutation { startCheckIn(input: { language: "zh-HK", treatmentStatus: "in_remission" }) { id language treatmentStatus } }`,
      {},
      { token: patient.token },
    );
    expect(started.data.startCheckIn).toMatchObject({
      language: 'zh-HK',
      treatmentStatus: 'in_remission',
    });
    const sessionId = started.data.startCheckIn.id;
    const active = await server.gql(
      `{ activeCheckIn { id messages { sender } quickReplies } }`,
      {},
      { token: patient.token },
    );
    expect(active.data.activeCheckIn).toMatchObject({
      id: sessionId,
      messages: [{ sender: 'BOT' }],
    });

    await server.gql(
      `mutation S($id: ID!) { sendCheckInMessage(sessionId: $id, text: "我好攰，4分") { replyMessageId } }`,
      { id: sessionId },
      { token: patient.token },
    );
    const finished = await server.gql(
      `mutation F($id: ID!) { finishCheckIn(sessionId: $id) { summary { text } ` +
        `assessment { id alertLevel keySymptoms recommendedTimeline firedRules { id rationale } } } }`,
      { id: sessionId },
      // the results are written in the reader's language (the app sends it on every request)
      { token: patient.token, language: 'zh-HK' },
    );
    expect(finished.errors).toBeUndefined();
    const { assessment } = finished.data.finishCheckIn;
    expect(assessment.keySymptoms.join()).toMatch(/[\u4e00-\u9fff]/);
    expect(
      (await server.gql(`{ activeCheckIn { id } }`, {}, { token: patient.token })).data
        .activeCheckIn,
    ).toBeNull();

    const TRIAGE =
      `query T($p: ID, $s: ID!) { triageLatest(patientId: $p) { id } ` +
      `triageHistory(patientId: $p, limit: 3) { id } triageForSession(sessionId: $s) { id } ` +
      `insights(patientId: $p) { title values } }`;
    const own = await server.gql(TRIAGE, { s: sessionId }, { token: patient.token });
    expect(own.data.triageLatest.id).toBe(assessment.id);
    expect(own.data.triageHistory.map((a: { id: string }) => a.id)).toEqual([assessment.id]);
    expect(own.data.triageForSession.id).toBe(assessment.id);
    expect(own.data.insights.length).toBeGreaterThan(0);

    const doctor = await server.gql(
      TRIAGE,
      { p: patientId, s: sessionId },
      { token: await server.signIn('demo.doctor') },
    );
    expect(doctor.data.triageLatest.id).toBe(assessment.id);
    const stranger = await server.gql(
      `query T($p: ID) { triageLatest(patientId: $p) { id } }`,
      { p: patientId },
      { token: await server.signIn('dr.wong') },
    );
    expect(stranger.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const otherPatient = await server.createAccount();
    const peek = await server.gql(
      TRIAGE,
      { p: patientId, s: sessionId },
      { token: otherPatient.token },
    );
    expect(peek.errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(peek.data).toBeNull();
    const anonymous = await server.gql(`{ triageLatest { id } }`);
    expect(anonymous.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['an unknown language', { language: 'fr' }],
    ['an unknown treatment status', { treatmentStatus: 'cured' }],
    ['an unknown mode', { mode: 'chatty' }],
  ])('refuses to start with %s', async (_label, input) => {
    const patient = await server.createAccount();
    const { errors } = await server.gql(
      `mutation S($i: StartCheckInInput) { startCheckIn(input: $i) { id } }`,
      { i: input },
      { token: patient.token },
    );
    expect(errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
  });
});

describe('live: streaming replies and doctor alerts', () => {
  it('streams the reply in chunks, then the whole stored message', async () => {
    const { token } = await server.createAccount();
    const started = await server.gql(
      `mutation { startCheckIn(input: { language: "en" }) { id messages { text } quickReplies } }`,
      {},
      { token },
    );
    const sessionId = started.data.startCheckIn.id;
    const events = await subscribe(server.url, EVENTS, { sessionId }, token);
    const sent = await server.gql(
      `mutation Send($id: ID!) { sendCheckInMessage(sessionId: $id, text: "I have been feeling quite nauseous") { replyMessageId userMessage { text } } }`,
      { id: sessionId },
      { token },
    );
    expect(sent.errors).toBeUndefined();
    const done = await events.waitFor((e) => e.type === 'REPLY_DONE');
    const chunks = events.events.filter(
      (e) => e.type === 'REPLY_CHUNK' && e.messageId === done.messageId,
    );
    // the reply grows chunk by chunk; REPLY_DONE brings the whole text in place of the last
    expect(chunks.length).toBeGreaterThan(0);
    const streamed = chunks.map((c) => c.text).join('');
    expect(streamed.length).toBeLessThan(done.text.length);
    expect(done.text.startsWith(streamed)).toBe(true);
    expect(events.events.some((e) => e.type === 'USER_MESSAGE')).toBe(true);
    const stored = await server.gql(
      `query S($id: ID!) { checkInSession(id: $id) { messages { sender text } } }`,
      { id: sessionId },
      { token },
    );
    expect(stored.data.checkInSession.messages.at(-1)).toEqual({ sender: 'BOT', text: done.text });
    await events.close();
  });

  it('raises a critical alert the moment a red finding is heard, only to the patient’s own doctors', async () => {
    const patient = await server.createAccount();
    const ownDoctor = await subscribe(server.url, ALERTS, {}, await server.signIn('demo.doctor'));
    const otherDoctor = await subscribe(server.url, ALERTS, {}, await server.signIn('dr.wong'));

    const started = await startRest(patient.token, {
      language: 'zh-HK',
      treatment_status: 'undergoing_treatment',
    });
    const reply = await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: started.session_id, message: '我發燒38.5度' },
    });
    expect(reply.body.alert_level).toBe('RED');
    expect(reply.body.response).toMatch(/999/);

    const alert = await ownDoctor.waitFor((a) => a.patient.username === patient.username);
    expect(alert).toMatchObject({ importance: 'CRITICAL', level: 'RED' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherDoctor.events.some((a) => a.patient.username === patient.username)).toBe(false);

    // finishing the same check-in does not raise a second critical alert
    await server.rest('POST', `/florence/finish_session/${started.session_id}`, {
      token: patient.token,
    });
    expect(
      await server.services.prisma.alert.count({ where: { sessionId: started.session_id } }),
    ).toBe(1);
    await Promise.all([ownDoctor.close(), otherDoctor.close()]);
  });

  it('gives one alert per check-in: a later, more important finding raises it in place, reopened, with its history', async () => {
    const patient = await server.createAccount();
    const doctorToken = await server.signIn('demo.doctor');
    const doctor = await subscribe(server.url, RAISED_ALERTS, {}, doctorToken);
    const { session_id } = await startRest(patient.token, {
      language: 'en',
      treatment_status: 'in_remission',
    });
    const send = (message: string) =>
      server.rest('POST', '/florence/send_message', {
        token: patient.token,
        json: { session_id, message },
      });

    await send('I get short of breath');
    // Breathlessness left unresolved: a caution alert, and the patient is told what to do.
    const unsure = await send('not sure');
    expect(unsure.body.response).toMatch(/care team.*999/);
    const caution = await doctor.waitFor((a) => a.patient.username === patient.username);
    expect(caution).toMatchObject({ importance: 'CAUTION', level: 'YELLOW', history: [] });
    await server.gql(
      `mutation A($id: ID!) { acknowledgeAlert(id: $id) { id } }`,
      { id: caution.id },
      { token: doctorToken },
    );

    await send('and now I have chest pain');
    const raised = await doctor.waitFor((a) => a.id === caution.id && a.importance === 'CRITICAL');
    expect(raised).toMatchObject({
      level: 'RED',
      status: 'OPEN',
      history: [{ importance: 'CAUTION', status: 'ACKNOWLEDGED' }],
    });

    // An action on the card as it was before the raise does not land on the raised alert.
    const stale = await server.gql(
      `mutation A($id: ID!, $at: DateTime) { resolveAlert(id: $id, raisedAt: $at) { status } }`,
      { id: caution.id, at: caution.raisedAt },
      { token: doctorToken },
    );
    expect(stale.data.resolveAlert.status).toBe('OPEN');
    const revision = await server.services.prisma.alertRevision.findFirstOrThrow({
      where: { alertId: caution.id },
    });
    expect(revision).toMatchObject({
      importance: 'CAUTION',
      status: 'ACKNOWLEDGED',
      acknowledgedById: expect.any(String),
    });

    // A further red-level finding, as important, raises it again: the doctor is told of it.
    await server.gql(
      `mutation A($id: ID!, $at: DateTime) { acknowledgeAlert(id: $id, raisedAt: $at) { status } }`,
      { id: caution.id, at: raised.raisedAt },
      { token: doctorToken },
    );
    await send('I also vomited blood');
    const again = await doctor.waitFor(
      (a) => a.id === caution.id && a.history.length === 2 && a.status === 'OPEN',
      10_000,
    );
    expect(again).toMatchObject({ importance: 'CRITICAL', status: 'OPEN' });

    // Finishing completes the content without a new alert or a reopening.
    await server.rest('POST', `/florence/finish_session/${session_id}`, { token: patient.token });
    expect(await server.services.prisma.alert.count({ where: { sessionId: session_id } })).toBe(1);
    const list = await server.gql(
      `{ followUps { id importance title history { importance title } } }`,
      {},
      { token: doctorToken },
    );
    expect(list.data.followUps[0]).toMatchObject({
      id: caution.id,
      importance: 'CRITICAL',
      history: [{ importance: 'CAUTION' }, { importance: 'CRITICAL' }],
    });
    expect(list.data.followUps[0].title).not.toMatch(/during check-in/);
    await doctor.close();
  });

  it('refuses a patient’s subscription to another patient’s session, and a patient’s to alerts', async () => {
    const owner = await server.createAccount();
    const intruder = await server.createAccount();
    const { session_id } = await startRest(owner.token);
    const spy = await subscribe(server.url, EVENTS, { sessionId: session_id }, intruder.token);
    await server.rest('POST', '/florence/send_message', {
      token: owner.token,
      json: { session_id, message: 'I feel fine' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spy.events).toEqual([]);
    await spy.close();
    const patientAlerts = await subscribe(server.url, ALERTS, {}, intruder.token);
    expect(patientAlerts.events).toEqual([]);
    await patientAlerts.close();
  });
});

describe('abandoned check-ins', () => {
  it('are finished after a quiet spell, as ended early, so the doctor still hears of them', async () => {
    const patient = await server.createAccount();
    const { session_id } = await startRest(patient.token);
    await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id, message: 'I feel sick, my nausea is 3 out of 5' },
    });
    const longAgo = new Date(Date.now() - (IDLE_CHECK_IN_MINUTES + 5) * 60_000);
    const { prisma } = server.services;
    await prisma.chatSession.update({ where: { id: session_id }, data: { createdAt: longAgo } });
    await prisma.chatMessage.updateMany({
      where: { sessionId: session_id },
      data: { createdAt: longAgo },
    });
    const fresh = await startRest(patient.token);

    expect(await finishIdleCheckIns(server.services)).toBeGreaterThanOrEqual(1);
    const swept = await prisma.chatSession.findUniqueOrThrow({ where: { id: session_id } });
    expect(swept.status).toBe('FINISHED');
    const final = await prisma.triageAssessment.findFirstOrThrow({
      where: { sessionId: session_id, final: true },
    });
    expect(final.alertLevel).not.toBe('GREEN');
    expect((final.result as { confidence_level: string }).confidence_level).toBe('low');
    expect(await prisma.alert.count({ where: { sessionId: session_id } })).toBe(1);
    // a check-in in progress is left alone
    expect(
      (await prisma.chatSession.findUniqueOrThrow({ where: { id: fresh.session_id } })).status,
    ).toBe('ACTIVE');
  });
});

describe('signing out ends live updates', () => {
  it('stops delivering alerts to a doctor who signed out', async () => {
    const doctorToken = await server.signIn('demo.doctor');
    const feed = await subscribe(server.url, ALERTS, {}, doctorToken);
    await server.rest('POST', '/logout', { token: doctorToken });
    const patient = await server.createAccount();
    const { session_id } = await startRest(patient.token);
    await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id, message: 'I have chest pain' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(feed.events).toEqual([]);
    await feed.close();
  });
});

describe('doctor follow-ups', () => {
  it('lists own patients’ alerts with filters; acknowledge, resolve and override keep the original level', async () => {
    const patient = await server.createAccount();
    const { session_id } = await startRest(patient.token);
    await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id, message: 'I have chest pain' },
    });
    const doctor = await server.signIn('demo.doctor');
    const list = await server.gql(
      `query F($f: FollowUpFilter) { followUps(filter: $f) { id importance level patient { username } } }`,
      { f: { importance: ['CRITICAL'], search: patient.username } },
      { token: doctor },
    );
    expect(list.errors).toBeUndefined();
    const [alert] = list.data.followUps;
    expect(alert).toMatchObject({
      importance: 'CRITICAL',
      level: 'RED',
      patient: { username: patient.username },
    });

    const ack = await server.gql(
      `mutation A($id: ID!) { acknowledgeAlert(id: $id) { status acknowledgedAt } }`,
      { id: alert.id },
      { token: doctor },
    );
    expect(ack.data.acknowledgeAlert.status).toBe('ACKNOWLEDGED');
    const noReason = await server.gql(
      `mutation O($id: ID!) { overrideAlertLevel(id: $id, level: ORANGE, reason: "  ") { level } }`,
      { id: alert.id },
      { token: doctor },
    );
    expect(noReason.errors?.[0].extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { reason: 'override_reason_required' },
    });
    const override = await server.gql(
      `mutation O($id: ID!) { overrideAlertLevel(id: $id, level: ORANGE, reason: "Known angina, reviewed by phone") { level overrideLevel overrideReason } }`,
      { id: alert.id },
      { token: doctor },
    );
    expect(override.data.overrideAlertLevel).toEqual({
      level: 'RED',
      overrideLevel: 'ORANGE',
      overrideReason: 'Known angina, reviewed by phone',
    });
    const resolved = await server.gql(
      `mutation R($id: ID!) { resolveAlert(id: $id) { status } }`,
      { id: alert.id },
      { token: doctor },
    );
    expect(resolved.data.resolveAlert.status).toBe('RESOLVED');

    const stranger = await server.signIn('dr.wong');
    const strangersView = await server.gql(`query { followUps { id } }`, {}, { token: stranger });
    expect(strangersView.data.followUps.map((a: { id: string }) => a.id)).not.toContain(alert.id);
    const strangersAck = await server.gql(
      `mutation A($id: ID!) { acknowledgeAlert(id: $id) { status } }`,
      { id: alert.id },
      { token: stranger },
    );
    expect(strangersAck.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const asPatient = await server.gql(`query { followUps { id } }`, {}, { token: patient.token });
    expect(asPatient.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('basic mode: the scripted check-in, run by the server', () => {
  const send = async (token: string, sessionId: string, message: string) => {
    const reply = await server.rest('POST', '/florence/send_message', {
      token,
      json: { session_id: sessionId, message },
    });
    expect(reply.status).toBe(200);
    return reply.body as { response: string; quick_replies: string[]; alert_level?: string };
  };

  it('asks the script’s questions with its own options, alerts the doctor and grades the answers', async () => {
    const patient = await server.createAccount();
    const doctor = await subscribe(server.url, ALERTS, {}, await server.signIn('demo.doctor'));
    const started = await startRest(patient.token, { language: 'en', mode: 'basic' });
    expect(started.quick_replies).toContain('Tired');

    const severity = await send(patient.token, started.session_id, 'so tired today');
    expect(severity.response).toMatch(/How severe is your fatigue\?$/);
    expect(severity.quick_replies).toEqual([
      'Mild (1-3)',
      'Moderate (4-6)',
      'Severe (7-8)',
      'Very Severe (9-10)',
      'Not Sure',
    ]);
    // a reload shows the same options
    const session = await server.gql(
      `query S($id: ID!) { checkInSession(id: $id) { mode quickReplies } }`,
      { id: started.session_id },
      { token: patient.token },
    );
    expect(session.data.checkInSession).toEqual({
      mode: 'basic',
      quickReplies: severity.quick_replies,
    });

    const severe = await send(patient.token, started.session_id, 'Severe (7-8)');
    expect(severe.alert_level).toBe('ORANGE');
    const alert = await doctor.waitFor((a) => a.patient.username === patient.username);
    expect(alert).toMatchObject({ importance: 'URGENT', level: 'ORANGE' });
    expect(severe.quick_replies).toEqual(['Yes', 'No', 'Not sure']);

    const finished = await server.rest('POST', `/florence/finish_session/${started.session_id}`, {
      token: patient.token,
    });
    expect(finished.body.triage_assessment.alert_level).toBe('ORANGE');
    expect(finished.body.structured_assessment.symptoms).toContainEqual(
      expect.objectContaining({ symptom_key: 'fatigue', grade: 3 }),
    );
    await doctor.close();
  });

  it('stops the script at a red finding in Cantonese and gives the safety instruction', async () => {
    const patient = await server.createAccount();
    const started = await startRest(patient.token, { language: 'zh-HK', mode: 'basic' });
    const red = await send(patient.token, started.session_id, '我心口好痛，透唔到氣');
    expect(red.alert_level).toBe('RED');
    expect(red.response).toMatch(/999/);
    expect(red.quick_replies).toEqual([]);
  });
});

// What the triage engine wrote follows the reader's language and audience, not the
// language the check-in was held in (server/domain/triage/reading.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const LATEST = `query T($p: ID) { triageLatest(patientId: $p) { alertLevel alertRationale
  recommendedTimeline keySymptoms diagnosisPredictions { code suspectedDiagnosis reasoning }
  structuredSymptoms { symptom severity } } }`;
const HAN = /[\u4e00-\u9fff]/;
const ENGLISH_WORD = /[A-Za-z]{3,}/;

describe('triage results in the reader’s language', () => {
  it('an English check-in reads in Chinese for a zh-HK patient, in plain words, and clinically for the doctor', async () => {
    const patient = await server.createAccount();
    const patientId = (await server.gql(`{ me { id } }`, {}, { token: patient.token })).data.me.id;
    const started = await server.rest('POST', '/florence/start_session', {
      token: patient.token,
      json: { language: 'en', input_mode: 'keyboard', treatment_status: 'undergoing_treatment' },
    });
    const sessionId = started.body.session_id;
    await server.rest('POST', '/florence/send_message', {
      token: patient.token,
      json: { session_id: sessionId, message: 'i have a Fever, 38.4 this morning and a cough' },
    });
    await server.rest('POST', `/florence/finish_session/${sessionId}`, { token: patient.token });

    const zh = await server.gql(LATEST, {}, { token: patient.token, language: 'zh-HK' });
    const read = zh.data.triageLatest;
    expect(read.alertLevel).toBe('RED');
    const texts = [
      read.alertRationale,
      read.recommendedTimeline,
      ...read.keySymptoms,
      ...read.diagnosisPredictions.flatMap(
        (p: { suspectedDiagnosis: string; reasoning: string }) => [
          p.suspectedDiagnosis,
          p.reasoning,
        ],
      ),
      ...read.structuredSymptoms.map((s: { symptom: string }) => s.symptom),
    ];
    for (const text of texts) {
      expect(text).toMatch(HAN);
      expect(text).not.toMatch(ENGLISH_WORD);
    }
    expect(read.keySymptoms).toContain('發燒');
    expect(read.alertRationale).not.toContain('可信度');
    expect(texts.join()).not.toContain('敗血症');

    const en = await server.gql(LATEST, {}, { token: patient.token, language: 'en' });
    expect(en.data.triageLatest.alertRationale).toMatch(/^What you told us about fever/);
    const names = en.data.triageLatest.diagnosisPredictions.map(
      (p: { suspectedDiagnosis: string }) => p.suspectedDiagnosis,
    );
    expect(names.join()).not.toMatch(/sepsis/i);

    const rest = await server.rest('GET', `/triage/latest/${patient.username}`, {
      token: patient.token,
      language: 'zh-HK',
    });
    expect(rest.body.triage_assessment.alert_rationale).toBe(read.alertRationale);
    expect(rest.body.structured_assessment.symptoms[0].symptom).toBe('發燒');

    const doctor = await server.gql(
      LATEST,
      { p: patientId },
      { token: await server.signIn('demo.doctor'), language: 'zh-HK' },
    );
    const clinical = doctor.data.triageLatest;
    expect(clinical.alertRationale).toMatch(/^正在接受抗癌治療期間體溫 38\.4/);
    expect(clinical.diagnosisPredictions[0].suspectedDiagnosis).toBe('白血球過低引致的敗血症');
  });
});

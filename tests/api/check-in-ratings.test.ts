// The day's ratings travel from the chat to the stored final assessment
// (structured_assessment.ratings, the contract the wellness figures read), over GraphQL
// and the REST mirror, and never change the level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const SEND = `mutation S($id: ID!, $text: String!) { sendCheckInMessage(sessionId: $id, text: $text) { replyMessageId } }`;

async function storedResult(sessionId: string) {
  const stored = await server.services.prisma.triageAssessment.findFirstOrThrow({
    where: { sessionId, final: true },
  });
  return stored.result as { alert_level: string; structured_assessment: { ratings?: object } };
}

async function checkInOverGraphql(token: string, language: string, messages: readonly string[]) {
  const started = await server.gql(
    `mutation { startCheckIn(input: { language: "${language}", treatmentStatus: "undergoing_treatment" }) { id } }`,
    {},
    { token },
  );
  const sessionId: string = started.data.startCheckIn.id;
  const quickReplies: string[][] = [];
  for (const text of messages) {
    const sent = await server.gql(SEND, { id: sessionId, text }, { token });
    expect(sent.errors).toBeUndefined();
    const active = await server.gql(`{ activeCheckIn { quickReplies } }`, {}, { token });
    quickReplies.push(active.data.activeCheckIn.quickReplies);
  }
  const finished = await server.gql(
    `mutation F($id: ID!) { finishCheckIn(sessionId: $id) { assessment { alertLevel } } }`,
    { id: sessionId },
    { token },
  );
  expect(finished.errors).toBeUndefined();
  return { sessionId, quickReplies, level: finished.data.finishCheckIn.assessment.alertLevel };
}

describe('ratings stored with the final assessment', () => {
  it('in Cantonese over GraphQL, with 1-5 quick replies offered for each', async () => {
    const { token } = await server.createAccount();
    const screening = ['我幾好', '冇', '冇', '冇', '冇', '冇', '冇'];
    const run = await checkInOverGraphql(token, 'zh-HK', [
      ...screening,
      '冇',
      '麻麻',
      '好攰',
      '瞓得唔好，瞓咗五個鐘',
      '冇喇',
    ]);
    // The quick replies offered after the last screening answer are the mood scale.
    expect(run.quickReplies[screening.length]?.[0]).toBe('1 - 好差');
    expect(run.quickReplies[screening.length]).toHaveLength(6);
    const result = await storedResult(run.sessionId);
    expect(result.structured_assessment.ratings).toEqual({
      mood: 2,
      energy: 2,
      sleep_quality: 2,
      hours_slept: 5,
    });
    expect(run.level).toBe('GREEN');
  });

  it('in English over REST, ending at a rating question: kept, and not ended early', async () => {
    const { token, username } = await server.createAccount();
    const started = await server.rest('POST', '/florence/start_session', {
      token,
      json: { language: 'en', input_mode: 'voice', treatment_status: 'undergoing_treatment' },
    });
    const session = started.body.session_id as string;
    for (const message of ['fine', 'no', 'no', 'no', 'no', 'no', 'no', 'no', 'three']) {
      const reply = await server.rest('POST', '/florence/send_message', {
        token,
        json: { session_id: session, message },
      });
      expect(reply.status).toBe(200);
    }
    const finished = await server.rest('POST', `/florence/finish_session/${session}`, { token });
    expect(finished.body.structured_assessment.ratings).toEqual({ mood: 3 });
    expect(finished.body.triage_assessment.alert_level).toBe('GREEN');
    const history = await server.services.prisma.chatSession.findUniqueOrThrow({
      where: { id: session },
    });
    expect(history.engineState).toMatchObject({ endedEarly: false });
    const latest = await server.rest('GET', `/triage/latest/${username}`, { token });
    expect(latest.body.structured_assessment.ratings).toEqual({ mood: 3 });
  });
});

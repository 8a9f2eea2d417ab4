// A check-in survives a server restart: messages and the interview state are stored
// before they are acknowledged, so the conversation resumes where it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/domain/accounts/sessions';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'florence-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const options = { port: 0, dataDir, nodeEnv: 'test' as const, seedDemo: true, smtpUrl: undefined };

async function post(url: string, token: string, json: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(json),
  });
  return response.json();
}

it('resumes a check-in after the server restarts', async () => {
  const first = await buildApp(options);
  const patient = await first.services.prisma.user.findUniqueOrThrow({
    where: { username: 'demo.patient' },
  });
  const token = await createSession(first.services.prisma, patient.id);
  const { session_id } = await post(`${first.url}/florence/start_session`, token, {
    language: 'en',
  });
  const beforeRestart = await post(`${first.url}/florence/send_message`, token, {
    session_id,
    message: 'I feel tired, 4 out of 5, and my back hurts',
  });
  await first.stop();

  const second = await buildApp(options);
  try {
    const history = await fetch(`${second.url}/florence/session/${session_id}`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((r) => r.json());
    expect(history.status).toBe('active');
    expect(history.messages.map((m: { text: string }) => m.text)).toContain(beforeRestart.response);
    // the interview goes on from the stored state: fatigue severity is not asked again
    const next = await post(`${second.url}/florence/send_message`, token, {
      session_id,
      message: 'for two days',
    });
    expect(next.success).toBe(true);
    const finished = await post(`${second.url}/florence/finish_session/${session_id}`, token, {});
    const keys = finished.structured_assessment.symptoms.map(
      (s: { symptom_key: string }) => s.symptom_key,
    );
    expect(keys).toEqual(expect.arrayContaining(['fatigue', 'pain']));
  } finally {
    await second.stop();
  }
  // Two starts on a fresh data folder (migrations, then the seed) take more than the
  // default timeout on a busy machine.
}, 120_000);

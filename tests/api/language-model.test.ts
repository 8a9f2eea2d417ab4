// Florence with a language model: a local stand-in speaks the OpenAI-compatible
// streaming protocol (server-sent events), and can fail on demand.
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { createSession } from '../../server/domain/accounts/sessions';
import { subscribe } from './subscriptions';

type Behaviour = 'ok' | 'error' | 'drop';
let behaviour: Behaviour = 'ok';
const requests: string[] = [];
const MODEL_TEXT = ['Thanks for telling me. ', 'On a scale of 1 to 5, ', 'how tired do you feel?'];

const standIn = http.createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  requests.push(body);
  if (behaviour === 'error') return res.writeHead(500).end('{"error":"overloaded"}');
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const pieces = behaviour === 'drop' ? MODEL_TEXT.slice(0, 1) : MODEL_TEXT;
  for (const content of pieces) {
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (behaviour === 'drop') return res.destroy();
  res.end('data: [DONE]\n\n');
});

let app: App;
let token: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as { port: number };
  app = await buildApp({
    port: 0,
    dataDir: 'memory://',
    nodeEnv: 'test',
    seedDemo: true,
    smtpUrl: undefined,
    languageModel: {
      baseUrl: `http://127.0.0.1:${port}/v1`,
      model: 'stand-in',
      apiKey: 'test-key',
      timeoutMs: 5000,
    },
  });
  const patient = await app.services.prisma.user.findUniqueOrThrow({
    where: { username: 'demo.patient' },
  });
  token = await createSession(app.services.prisma, patient.id);
});
afterAll(async () => {
  await app.stop();
  standIn.close();
});
beforeEach(() => {
  behaviour = 'ok';
  requests.length = 0;
});

async function rest(path: string, json: unknown) {
  const response = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(json),
  });
  return response.json();
}

describe('Florence with a language model', () => {
  it('streams the model’s wording, stores it, and never sends names or contact details', async () => {
    const { session_id } = await rest('/florence/start_session', { language: 'en' });
    const events = await subscribe(
      app.url,
      `subscription E($id: ID!) { checkInEvents(sessionId: $id) { type text } }`,
      { id: session_id },
      token,
    );
    const reply = await rest('/florence/send_message', {
      session_id,
      message: 'I am Chan Tai Man, ring me on 9123 4567 or chan@example.com. I feel tired.',
    });
    expect(reply.response).toBe(MODEL_TEXT.join('').trim());
    expect(events.events.filter((e) => e.type === 'REPLY_CHUNK').length).toBe(3);
    const stored = await app.services.prisma.chatMessage.findMany({
      where: { sessionId: session_id, sender: 'BOT' },
      orderBy: { createdAt: 'asc' },
    });
    expect(stored.at(-1)?.text).toBe(reply.response);

    expect(requests).toHaveLength(1);
    const sent = JSON.parse(requests[0]);
    expect(sent).toMatchObject({ model: 'stand-in', stream: true });
    const allText = JSON.stringify(sent.messages);
    for (const secret of ['Chan Tai Man', '9123 4567', 'chan@example.com', 'demo.patient'])
      expect(allText).not.toContain(secret);
    await events.close();
  });

  it.each<Behaviour>(['error', 'drop'])(
    'falls back to the built-in reply when the model fails (%s), and the check-in goes on',
    async (failure) => {
      const { session_id } = await rest('/florence/start_session', { language: 'en' });
      behaviour = failure;
      const reply = await rest('/florence/send_message', { session_id, message: 'I feel tired' });
      expect(reply.success).toBe(true);
      expect(reply.response).not.toBe(MODEL_TEXT.join('').trim());
      expect(reply.response.length).toBeGreaterThan(10);
      behaviour = 'ok';
      const next = await rest('/florence/send_message', { session_id, message: '3' });
      expect(next.response).toBe(MODEL_TEXT.join('').trim());
    },
  );

  it('never rewords a safety instruction', async () => {
    const { session_id } = await rest('/florence/start_session', {
      language: 'en',
      treatment_status: 'undergoing_treatment',
    });
    const reply = await rest('/florence/send_message', {
      session_id,
      message: 'I have chest pain',
    });
    expect(reply.alert_level).toBe('RED');
    expect(reply.response).toMatch(/999/);
    expect(requests).toHaveLength(0);
  });
});

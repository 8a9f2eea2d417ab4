// Florence under load: many patients send a message at the same moment; we time the
// first and the last chunk of each streamed reply, and how long a red-level message
// takes to reach a subscribed doctor as an alert.
import type { App } from '../../server/app';
import { createSession } from '../../server/domain/accounts/sessions';
import { hashPassword } from '../../server/domain/accounts/passwords';
import { subscribe } from '../api/subscriptions';

const CONCURRENT_SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50);
const ALERT_SAMPLES = Number(process.env.BENCH_ALERTS ?? 20);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (values: number[]) => ({ p50: Math.round(percentile(values, 50)), p99: Math.round(percentile(values, 99)), max: Math.round(Math.max(...values)) });

async function createPatients(app: App, count: number) {
  const { prisma } = app.services;
  const doctor = await prisma.user.findUniqueOrThrow({ where: { username: 'demo.doctor' } });
  const passwordHash = await hashPassword('bench-password-1');
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench${Date.now().toString(36)}${i}`;
    const user = await prisma.user.create({
      data: {
        username, usernameKey: username, email: `${username}@bench.local`, passwordHash, role: 'PATIENT', clinicId: doctor.clinicId, verifiedAt: new Date(),
        profile: { create: { fullName: `Bench ${i}`, treatmentStatus: 'undergoing_treatment' } },
        doctors: { create: { doctorId: doctor.id } },
      },
    });
    tokens.push(await createSession(prisma, user.id));
  }
  return tokens;
}

async function gql(app: App, token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const EVENTS = `subscription E($sessionId: ID!) { checkInEvents(sessionId: $sessionId) { type } }`;
const SEND = `mutation S($id: ID!, $text: String!) { sendCheckInMessage(sessionId: $id, text: $text) { replyMessageId } }`;

export async function benchCheckins(app: App) {
  const tokens = await createPatients(app, CONCURRENT_SESSIONS);
  const sessions = await Promise.all(
    tokens.map(async (token) => {
      const { startCheckIn } = await gql(app, token, `mutation { startCheckIn(input: { language: "en" }) { id } }`);
      const events = await subscribe(app.url, EVENTS, { sessionId: startCheckIn.id }, token);
      return { token, id: startCheckIn.id as string, events };
    }),
  );

  const firstChunk: number[] = [];
  const lastChunk: number[] = [];
  await Promise.all(
    sessions.map(async (session) => {
      const sentAt = performance.now();
      const first = session.events.waitFor((e) => e.type === 'REPLY_CHUNK', 30_000).then(() => firstChunk.push(performance.now() - sentAt));
      const done = session.events.waitFor((e) => e.type === 'REPLY_DONE', 30_000).then(() => lastChunk.push(performance.now() - sentAt));
      await gql(app, session.token, SEND, { id: session.id, text: 'I feel tired and a little nauseous' });
      await Promise.all([first, done]);
    }),
  );
  await Promise.all(sessions.map((s) => s.events.close()));

  const doctorToken = await app.services.prisma.user
    .findUniqueOrThrow({ where: { username: 'demo.doctor' } })
    .then((doctor) => createSession(app.services.prisma, doctor.id));
  const alerts = await subscribe(app.url, `subscription { followUpAlerts { id patient { id } } }`, {}, doctorToken);
  const alertLatency: number[] = [];
  for (const session of sessions.slice(0, ALERT_SAMPLES)) {
    const seenBefore = alerts.events.length;
    const sentAt = performance.now();
    const arrived = alerts.waitFor(() => alerts.events.length > seenBefore, 10_000);
    await gql(app, session.token, SEND, { id: session.id, text: 'I have chest pain' });
    await arrived;
    alertLatency.push(performance.now() - sentAt);
  }
  await alerts.close();

  console.log(`\nFlorence: ${CONCURRENT_SESSIONS} concurrent check-ins, one message each (ms from send)`);
  console.table({ 'first chunk': summary(firstChunk), 'last chunk': summary(lastChunk), [`alert to doctor (${ALERT_SAMPLES} red messages)`]: summary(alertLatency) });
}

// Load process of the soak: each patient loops through whole check-ins, as the app does
// them, until the time is up: start, listen to the check-in's events over the patient's one
// graphql-ws connection, a few messages (each sent once the reply to the last has streamed
// in and the patient has read it), then finish. The messages are the first few of the demo
// patients' scripts (server/db/seed-demo-scripts.ts), so some check-ins end with an alert
// and some raise one mid-way. Times each call from outside, and keeps each failure's code
// and request id (the server logs the cause under that id).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO_SCRIPTS } from '../../../server/db/seed-demo-scripts';
import { gql, inBatches } from '../lib/graphql-client';
import { readInput } from '../lib/processes';
import { latency } from '../lib/stats';

type Input = {
  url: string;
  tokens: string[];
  seconds: number;
  /** Messages of each check-in before it is finished (fewer when its script is shorter). */
  messages: number;
  /** The patient's pause after each reply, on average (between half and one and a half times). */
  thinkMs: number;
};
/** A failed call: its error code, request id, and seconds into the soak. */
export type SoakFailure = { code: string; requestId?: string; at?: number };
type Operation = 'start' | 'send' | 'finish';

const input = await readInput<Input>();
const SCRIPTS = Object.values(DEMO_SCRIPTS);
const START = `mutation S($language: String) { startCheckIn(input: { language: $language }) { id } }`;
const SEND = `mutation S($id: ID!, $text: String!) { sendCheckInMessage(sessionId: $id, text: $text) { replyMessageId } }`;
const FINISH = `mutation F($id: ID!) { finishCheckIn(sessionId: $id) { assessment { alertLevel } } }`;
const EVENTS = `subscription E($sessionId: ID!) { checkInEvents(sessionId: $sessionId) { type messageId } }`;
const REPLY_WAIT_MS = 30_000;
const ARRIVALS_MS = 10_000;
let soakStartedAt = performance.now();

const times: Record<Operation, number[]> = { start: [], send: [], finish: [] };
const failures: Record<Operation, SoakFailure[]> = { start: [], send: [], finish: [] };
let repliesMissed = 0;
let finishedAlerting = 0;

/** The error code and request id of a failed call (gql throws the answer's errors as JSON). */
function failureOf(error: unknown): SoakFailure {
  const message = String((error as Error)?.message ?? error);
  try {
    const [first] = JSON.parse(message) as Array<{
      extensions?: { code?: string; requestId?: string };
    }>;
    return { code: first?.extensions?.code ?? 'UNKNOWN', requestId: first?.extensions?.requestId };
  } catch {
    return { code: `NETWORK: ${message.slice(0, 80)}` };
  }
}

/** Runs one call, timed; undefined when it failed (counted under its operation). */
async function timed<T>(operation: Operation, call: () => Promise<T>): Promise<T | undefined> {
  const startedAt = performance.now();
  try {
    const result = await call();
    times[operation].push(performance.now() - startedAt);
    return result;
  } catch (error) {
    const at = Math.round((performance.now() - soakStartedAt) / 1000);
    failures[operation].push({ ...failureOf(error), at });
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => pause(input.thinkMs * (0.5 + Math.random()));

async function connect(token: string): Promise<Client> {
  const client = createClient({
    url: input.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
  });
  return client;
}

/** One check-in of one patient, from start to finish. */
async function checkIn(token: string, client: Client, script: (typeof SCRIPTS)[number]) {
  const started = await timed('start', () =>
    gql<{ startCheckIn: { id: string } }>(input.url, token, START, { language: script.language }),
  );
  if (!started) return;
  const sessionId = started.startCheckIn.id;
  const replies = new Map<string, () => void>();
  const done = new Set<string>();
  const stopListening = client.subscribe<{ checkInEvents: { type: string; messageId: string } }>(
    { query: EVENTS, variables: { sessionId } },
    {
      next: ({ data }) => {
        if (data?.checkInEvents.type !== 'REPLY_DONE') return;
        const { messageId } = data.checkInEvents;
        done.add(messageId);
        replies.get(messageId)?.();
      },
      error: () => {},
      complete: () => {},
    },
  );
  try {
    await think(); // reading the greeting (and the subscription is in place meanwhile)
    for (const text of script.messages.slice(0, input.messages)) {
      const sent = await timed('send', () =>
        gql<{ sendCheckInMessage: { replyMessageId: string } }>(input.url, token, SEND, {
          id: sessionId,
          text,
        }),
      );
      if (!sent) break;
      const replyId = sent.sendCheckInMessage.replyMessageId;
      const streamed = await new Promise<boolean>((resolve) => {
        if (done.has(replyId)) return resolve(true);
        replies.set(replyId, () => resolve(true));
        setTimeout(() => resolve(false), REPLY_WAIT_MS).unref();
      });
      replies.delete(replyId);
      if (!streamed) repliesMissed += 1;
      await think();
    }
    const finished = await timed('finish', () =>
      gql<{ finishCheckIn: { assessment: { alertLevel: string } } }>(input.url, token, FINISH, {
        id: sessionId,
      }),
    );
    if (finished && finished.finishCheckIn.assessment.alertLevel !== 'GREEN') finishedAlerting += 1;
  } finally {
    stopListening();
  }
}

const clients = await inBatches(input.tokens, 10, (token) => connect(token));
soakStartedAt = performance.now();
const endsAt = soakStartedAt + input.seconds * 1000;
let checkIns = 0;
await Promise.all(
  input.tokens.map(async (token, patient) => {
    // the patients arrive over the first ten seconds, not all in the server's first second
    await pause(Math.random() * ARRIVALS_MS);
    for (let round = 0; performance.now() < endsAt; round++) {
      checkIns += 1;
      await checkIn(token, clients[patient]!, SCRIPTS[(patient + round) % SCRIPTS.length]!);
    }
  }),
);
const seconds = (performance.now() - soakStartedAt) / 1000;
await Promise.all(clients.map((client) => client.dispose()));

const summary = (operation: Operation) => ({
  ok: times[operation].length,
  failed: failures[operation].length,
  latencyMs: latency(times[operation]),
});
console.log(
  JSON.stringify({
    patients: input.tokens.length,
    seconds: Math.round(seconds),
    checkIns,
    finishedAlerting,
    repliesMissed,
    start: summary('start'),
    send: summary('send'),
    finish: summary('finish'),
    failures,
  }),
);

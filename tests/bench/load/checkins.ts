// Load process: open check-ins, each listening to its reply stream over graphql-ws, and
// messages sent at a steady rate. Times, from the moment a message is sent: its reply's
// first text (a chunk, or REPLY_DONE for a one-chunk reply), and its REPLY_DONE beyond the
// engine's own pacing between chunks.
import { grownMs, machineBusyMs, perThreadMs, processesCpuMs, threadCpuMs } from '../lib/cpu';
import { gql, gqlOverSocket, inBatches, listen } from '../lib/graphql-client';
import { CHECK_IN_ANSWERS } from '../lib/answers';
import { readInput } from '../lib/processes';
import { latency } from '../lib/stats';

/**
 * `ramp` steps stop at the first whose first-chunk p99 is above `rampLimitMs`: past it the server
 * only queues.
 */
type Input = {
  url: string;
  tokens: string[];
  steps: Array<{ rate: number; seconds: number; ramp?: boolean }>;
  chunkMs: number;
  rampLimitMs: number;
  /** How messages go: over each check-in's open graphql-ws connection, as the web app sends
   * them, or as separate HTTP POSTs (an integrator without a socket). */
  sendOver: 'socket' | 'http';
  /** When given, each step also reports CPU time per message of the server, PostgreSQL's
   * backends, this script and the whole machine. */
  serverPid?: number;
  /**
   * Messages sent before the measured steps and not reported: the server compiles its hot
   * paths and settles after opening the check-ins, as a server that has been up for a
   * while already has.
   */
  warmup?: { rate: number; seconds: number };
};
type Event = { type: string; messageId: string };

const input = await readInput<Input>();
const START = `mutation { startCheckIn(input: { language: "en" }) { id } }`;
const SEND = `mutation S($id: ID!, $text: String!) { sendCheckInMessage(sessionId: $id, text: $text) { replyMessageId } }`;
const EVENTS = `subscription E($sessionId: ID!) { checkInEvents(sessionId: $sessionId) { type messageId } }`;

type Pending = {
  sentAt: number;
  firstAt?: number;
  doneAt?: number;
  chunks: number;
  resolve(): void;
};
const pending = new Map<string, Pending>();
const byReply = new Map<string, Pending>();

const sessions = await inBatches(input.tokens, 50, async (token) => {
  const { startCheckIn } = await gql<{ startCheckIn: { id: string } }>(input.url, token, START);
  const id = startCheckIn.id;
  const client = await listen<Event>(input.url, token, EVENTS, { sessionId: id }, (event) => {
    const waiting = byReply.get(event.messageId) ?? pending.get(id);
    if (!waiting || (event.type !== 'REPLY_CHUNK' && event.type !== 'REPLY_DONE')) return;
    // a reply of one chunk comes as REPLY_DONE alone: its first text is then REPLY_DONE's
    waiting.firstAt ??= performance.now();
    if (event.type === 'REPLY_CHUNK') {
      waiting.chunks += 1;
    } else {
      waiting.doneAt = performance.now();
      waiting.resolve();
    }
  });
  return { id, token, client, turn: 0 };
});

/** Starts a CPU reading; the function it returns gives milliseconds per message since. */
function cpuReading(serverPid: number) {
  const before = {
    server: threadCpuMs(serverPid),
    postgres: processesCpuMs('postgres'),
    self: process.cpuUsage(),
    machine: machineBusyMs(),
  };
  return (messages: number) => {
    const perMessage = (ms: number) => Math.round((ms / messages) * 100) / 100;
    const self = process.cpuUsage(before.self);
    const server = threadCpuMs(serverPid);
    const mainThread = String(serverPid);
    return {
      server: perMessage(grownMs(before.server, server)),
      serverEventLoop: perMessage(
        (server.get(mainThread) ?? 0) - (before.server.get(mainThread) ?? 0),
      ),
      postgres: perMessage(grownMs(before.postgres, processesCpuMs('postgres'))),
      loadScript: perMessage((self.user + self.system) / 1000),
      machine: perMessage(machineBusyMs() - before.machine),
      serverByThread: perThreadMs(serverPid, before.server, server, messages),
    };
  };
}

async function runStep(rate: number, seconds: number) {
  const cpu = input.serverPid ? cpuReading(input.serverPid) : undefined;
  const first: number[] = [];
  const beyondPacing: number[] = [];
  let chunks = 0;
  let errors = 0;
  const errorSamples: string[] = [];
  const total = Math.round(rate * seconds);
  const startedAt = performance.now();
  const sends: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = startedAt + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const session = sessions[i % sessions.length]!;
    const text = CHECK_IN_ANSWERS[session.turn++ % CHECK_IN_ANSWERS.length]!;
    const entry: Pending = { sentAt: performance.now(), chunks: 0, resolve: () => {} };
    pending.set(session.id, entry);
    const finished = new Promise<boolean>((resolve) => {
      entry.resolve = () => resolve(true);
      setTimeout(() => resolve(false), 30_000).unref();
    });
    const variables = { id: session.id, text };
    type Sent = { sendCheckInMessage: { replyMessageId: string } };
    sends.push(
      (input.sendOver === 'socket'
        ? gqlOverSocket<Sent>(session.client, SEND, variables)
        : gql<Sent>(input.url, session.token, SEND, variables)
      )
        .then(async ({ sendCheckInMessage }) => {
          byReply.set(sendCheckInMessage.replyMessageId, entry);
          const done = await finished;
          byReply.delete(sendCheckInMessage.replyMessageId);
          if (!done || entry.firstAt === undefined) {
            errors += 1;
            if (errorSamples.length < 3) errorSamples.push('no reply within 30 s');
            return;
          }
          first.push(entry.firstAt - entry.sentAt);
          chunks += entry.chunks;
          beyondPacing.push(
            (entry.doneAt ?? performance.now()) -
              entry.sentAt -
              // REPLY_DONE comes one pause after the last chunk event (reply-stream.ts)
              entry.chunks * input.chunkMs,
          );
        })
        .catch((error) => {
          errors += 1;
          if (errorSamples.length < 3)
            errorSamples.push(String(error?.message ?? error).slice(0, 200));
        }),
    );
  }
  await Promise.all(sends);
  return {
    rate,
    seconds,
    messages: total,
    errors,
    errorSamples,
    firstChunk: latency(first),
    /** REPLY_CHUNK events a reply came in before its REPLY_DONE, on average. */
    chunksPerReply: first.length ? Math.round((chunks / first.length) * 100) / 100 : 0,
    lastChunkBeyondPacing: latency(beyondPacing),
    cpuMsPerMessage: cpu?.(total),
  };
}

if (input.warmup) await runStep(input.warmup.rate, input.warmup.seconds);
const results = [];
for (const step of input.steps) {
  const result = await runStep(step.rate, step.seconds);
  results.push({ ...result, ramp: step.ramp === true });
  if (step.ramp && (result.firstChunk.p99 > input.rampLimitMs || result.errors > 0)) break;
}
await Promise.all(sessions.map((s) => s.client.dispose()));
console.log(JSON.stringify({ openCheckIns: sessions.length, steps: results }));

// Load process: whole Florence check-ins over the REST mirror, as an older client makes
// them: start a session, answer ten questions, one request at a time per patient, several
// patients at once. Reports the server's CPU time per message (all its threads: the event
// loop, the embedded database's thread, the garbage collector) and its resident memory.
import { grownMs, perThreadMs, threadCpuMs } from '../lib/cpu';
import { inBatches, restCall } from '../lib/graphql-client';
import { CHECK_IN_ANSWERS } from '../lib/answers';
import { readInput, residentKb } from '../lib/processes';
import { latency } from '../lib/stats';

type Input = {
  url: string;
  tokens: string[];
  /** Patients checking in at the same time. */
  concurrency: number;
  serverPid: number;
  /** Check-ins made first and not counted: the server compiles its hot paths on them. */
  warmupCheckIns: number;
};

const input = await readInput<Input>();

async function checkIn(token: string, times: number[]) {
  const started = await restCall<{ session_id: string }>(
    input.url,
    token,
    '/florence/start_session',
    {
      language: 'en',
    },
  );
  for (const message of CHECK_IN_ANSWERS) {
    const sentAt = performance.now();
    await restCall(input.url, token, '/florence/send_message', {
      session_id: started.session_id,
      message,
    });
    times.push(performance.now() - sentAt);
  }
}

async function run(tokens: string[]) {
  const times: number[] = [];
  await inBatches(tokens, input.concurrency, (token) => checkIn(token, times));
  return times;
}

await run(input.tokens.slice(0, input.warmupCheckIns));
const measured = input.tokens.slice(input.warmupCheckIns);
const before = threadCpuMs(input.serverPid);
const times = await run(measured);
const after = threadCpuMs(input.serverPid);
const cpuMs = grownMs(before, after);
const main = String(input.serverPid);
const eventLoopMs = (after.get(main) ?? 0) - (before.get(main) ?? 0);
const perMessage = (ms: number) => Math.round((ms / times.length) * 100) / 100;
console.log(
  JSON.stringify({
    checkIns: measured.length,
    messages: times.length,
    concurrency: input.concurrency,
    serverCpuMsPerMessage: perMessage(cpuMs),
    /** Of which the server's main thread (its event loop). */
    eventLoopCpuMsPerMessage: perMessage(eventLoopMs),
    /** ms per message of each thread that worked, busiest first. */
    byThread: perThreadMs(input.serverPid, before, after, times.length),
    reply: latency(times),
    rssAfterKb: residentKb(input.serverPid),
  }),
);

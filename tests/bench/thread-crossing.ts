// `npx tsx tests/bench/thread-crossing.ts`: what one round trip to a worker thread costs the
// event loop in CPU, with a message the size of a check-in turn's statement (issue 27). A
// `--cpu-prof` profile of the server charges postMessage with 0.3-0.4 ms a message, but the
// profiler samples wall time: a thread that wakes the database thread on a 2-core machine is
// often descheduled inside the call. This reads the main thread's own CPU time from /proc.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

/** The main thread's CPU time so far, in ms (utime + stime, in clock ticks of 10 ms). */
function mainThreadCpuMs(): number {
  const fields = fs
    .readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8')
    .split(') ')[1]!
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const ROUND_TRIPS = 20_000;
// the turn's statement: its SQL, the interview state as JSON and both messages
const turn = {
  sql: 'x'.repeat(600),
  params: [
    '{"a":1}'.repeat(300),
    'id',
    'id2',
    3,
    'uuid',
    'hello there',
    'at',
    'uuid2',
    'reply '.repeat(40),
    'at',
  ],
};
const worker = new Worker(
  `const { parentPort } = require('node:worker_threads');
   parentPort.on('message', (m) => parentPort.postMessage({ batch: [{ id: m.batch[0].id, rows: [] }] }));`,
  { eval: true },
);
const each = (ms: number, count: number) => ((ms / count) * 1000).toFixed(1);

/** Round trips one after another: each thread is awake when the other's message comes. */
async function backToBack(): Promise<void> {
  const cpuBefore = mainThreadCpuMs();
  const wallBefore = performance.now();
  let answered = 0;
  await new Promise<void>((resolve) => {
    const onAnswer = () => {
      answered += 1;
      if (answered < ROUND_TRIPS) return worker.postMessage({ batch: [{ id: answered, ...turn }] });
      worker.off('message', onAnswer);
      resolve();
    };
    worker.on('message', onAnswer);
    worker.postMessage({ batch: [{ id: 0, ...turn }] });
  });
  console.log(
    `back to back, ${ROUND_TRIPS} round trips: ${each(performance.now() - wallBefore, ROUND_TRIPS)} µs ` +
      `each in wall time, ${each(mainThreadCpuMs() - cpuBefore, ROUND_TRIPS)} µs of the main thread's CPU`,
  );
}

/**
 * One round trip every 2 ms, as messages come to a server: both threads sleep in between, so
 * each message wakes the other. Against the same timers without a message, in one run.
 */
async function paced(withMessage: boolean): Promise<number> {
  const count = 2_000;
  const cpuBefore = mainThreadCpuMs();
  for (let sent = 0; sent < count; sent += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (!withMessage) continue;
    await new Promise<void>((resolve) => {
      worker.once('message', () => resolve());
      worker.postMessage({ batch: [{ id: sent, ...turn }] });
    });
  }
  return (mainThreadCpuMs() - cpuBefore) / count;
}

await backToBack();
const timersOnly = await paced(false);
const withMessages = await paced(true);
console.log(
  `paced, one every 2 ms: ${((withMessages - timersOnly) * 1000).toFixed(1)} µs of the main ` +
    `thread's CPU a round trip (timers alone ${(timersOnly * 1000).toFixed(1)} µs)`,
);
await worker.terminate();

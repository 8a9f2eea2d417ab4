// npm run bench:soak: patients checking in one check-in after another against a fresh
// embedded-database server (issue 25: no finish may fail under load). Each patient loops
// start, a few messages and finish (load/soak.ts, a process of its own); the report
// counts finishes, failed ones with the cause the server logged for them, and the finish's
// p50/p99 latency. Not part of `npm run bench`: ten minutes would double its length.
//   SOAK_SECONDS (600)    how long check-ins are started; those under way then complete
//   SOAK_PATIENTS (50)    patients checking in at once
//   SOAK_MESSAGES (4)     messages of each check-in before it is finished
//   SOAK_THINK_MS (1000)  each patient's pause after a reply, on average
//   DATABASE_URL          PostgreSQL instead of the embedded database
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, runLoadScript, startAppServer } from './lib/processes';
import { seedLoadAccounts } from './lib/seed';
import { withBenchDatabase } from './lib/bench-database';
import type { SoakFailure } from './load/soak';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const patients = Number(process.env.SOAK_PATIENTS ?? 50);
const messages = Number(process.env.SOAK_MESSAGES ?? 4);
const thinkMs = Number(process.env.SOAK_THINK_MS ?? 1000);

type Operation = {
  ok: number;
  failed: number;
  latencyMs: { p50: number; p99: number; max: number };
};
type SoakResult = {
  patients: number;
  seconds: number;
  checkIns: number;
  finishedAlerting: number;
  repliesMissed: number;
  start: Operation;
  send: Operation;
  finish: Operation;
  failures: Record<'start' | 'send' | 'finish', SoakFailure[]>;
};

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded';
// The server logs each unexpected error with the request id the client got, and its code.
const causes = new Map<string, string>();
const logReader = () => {
  let partial = '';
  return (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const [, requestId, cause] = /request ([\w-]+) (\S+(?: \(\w+\))?)/.exec(line) ?? [];
      if (requestId) causes.set(requestId, cause!);
    }
  };
};
const loadBefore = os.loadavg();

async function soak(databaseUrl: string | undefined): Promise<SoakResult> {
  const dataDir = path.join(os.tmpdir(), `florence-bench-soak-${Date.now()}`);
  console.error(`[soak] ${patients} patients for ${seconds} s on the ${database} database…`);
  const doctors = Math.ceil(patients / 10);
  const accounts = await seedLoadAccounts({ dataDir, databaseUrl, doctors, patientsEach: 10 });
  // The first start applies the migrations and seeds the demo data; the soak runs on the second.
  await (await startAppServer(dataDir, databaseUrl)).stop();
  const server = await startAppServer(dataDir, databaseUrl);
  server.child.stdout!.on('data', logReader());
  server.child.stderr!.on('data', logReader());
  try {
    return await runLoadScript<SoakResult>(
      'tests/bench/load/soak.ts',
      {
        url: server.url,
        tokens: accounts.patientTokens.slice(0, patients),
        seconds,
        messages,
        thinkMs,
      },
      seconds * 1000 + 180_000,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
const result = await withBenchDatabase(process.env.DATABASE_URL || undefined, soak);
const loadAfter = os.loadavg();

/** Failures counted by their code and, for unexpected ones, the cause in the server's log. */
function countCauses(failures: SoakFailure[]) {
  const counts: Record<string, number> = {};
  for (const { code, requestId } of failures) {
    const cause = requestId ? causes.get(requestId) : undefined;
    const key = cause ? `${code}: ${cause}` : code;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
const report = {
  at: new Date().toISOString(),
  database,
  cores: os.cpus().length,
  node: process.version,
  settings: { seconds, patients, messages, thinkMs },
  loadAverage: {
    before: loadBefore.map((n) => +n.toFixed(2)),
    after: loadAfter.map((n) => +n.toFixed(2)),
  },
  ...result,
  failedCalls: result.failures,
  failures: {
    start: countCauses(result.failures.start),
    send: countCauses(result.failures.send),
    finish: countCauses(result.failures.finish),
  },
};
const line = (name: string, op: Operation) =>
  `${name.padEnd(7)} ${String(op.ok).padStart(6)} ok ${String(op.failed).padStart(4)} failed   ` +
  `p50 ${op.latencyMs.p50} ms, p99 ${op.latencyMs.p99} ms, max ${op.latencyMs.max} ms`;
console.log(
  [
    `\nSoak: ${result.patients} patients, ${result.seconds} s, ${database} database, ` +
      `${report.cores} cores (load average ${report.loadAverage.before[0]} before, ${report.loadAverage.after[0]} after)`,
    `${result.checkIns} check-ins, ${result.finishedAlerting} finished above GREEN, ${result.repliesMissed} replies not streamed in 30 s`,
    line('start', result.start),
    line('message', result.send),
    line('finish', result.finish),
    ...Object.entries(report.failures).flatMap(([operation, counts]) =>
      Object.entries(counts).map(([cause, count]) => `  failed ${operation}: ${count} × ${cause}`),
    ),
  ].join('\n'),
);
const folder = path.join(ROOT, 'data/bench');
fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(path.join(folder, 'soak-latest.json'), JSON.stringify(report, null, 2));
console.log('\nWritten to data/bench/soak-latest.json');

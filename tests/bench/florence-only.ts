// npm run bench:florence: only the Florence rows, with where the CPU went in milliseconds
// per message: the server's threads, PostgreSQL's backends, the load script and the whole
// machine. A quick loop while working on the check-in path.
//   DATABASE_URL            PostgreSQL instead of the embedded database
//   BENCH_RATES (500)       messages per second, one step each, e.g. "200,300,500"
//   BENCH_SECONDS (10)      length of each step
//   BENCH_CHECKINS (1000)   open check-ins
//   BENCH_PROFILE=1         the server's CPU profile to data/bench/profiles
//   BENCH_SEND (socket)     'http' sends each message as its own POST instead of over the
//                           check-in's open graphql-ws connection
// Then the same load on bare Yoga with graphql-ws (servers/bare-yoga-chat.ts), as a reference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bareYogaChat } from './lib/bare-chat';
import { withBenchDatabase } from './lib/bench-database';
import { runCheckInLoad } from './lib/check-in-load';
import { ROOT, startAppServer } from './lib/processes';
import { seedLoadAccounts } from './lib/seed';
import type { CheckInsResult } from './run';

const rates = (process.env.BENCH_RATES ?? '500').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const checkIns = Number(process.env.BENCH_CHECKINS ?? 1000);
const sendOver = process.env.BENCH_SEND === 'http' ? 'http' : 'socket';

async function measureApp(databaseUrl: string | undefined): Promise<CheckInsResult> {
  const dataDir = path.join(os.tmpdir(), `florence-bench-florence-${Date.now()}`);
  const accounts = await seedLoadAccounts({
    dataDir,
    databaseUrl,
    doctors: checkIns / 10,
    patientsEach: 10,
  });
  await (await startAppServer(dataDir, databaseUrl)).stop();
  if (process.env.BENCH_PROFILE === '1') {
    const profileDir = path.join(ROOT, 'data/bench/profiles');
    fs.mkdirSync(profileDir, { recursive: true });
    process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
  }
  const server = await startAppServer(dataDir, databaseUrl);
  delete process.env.BENCH_NODE_ARGS;
  try {
    return await runCheckInLoad(server, {
      tokens: accounts.patientTokens.slice(0, checkIns),
      steps: rates.map((rate) => ({ rate, seconds })),
      sendOver,
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const result = await withBenchDatabase(process.env.DATABASE_URL || undefined, measureApp);
// The same load on bare Yoga with graphql-ws, in the same run: what the fixed stack costs.
const reference = await bareYogaChat({
  checkIns,
  steps: rates.map((rate) => ({ rate, seconds })),
  sendOver,
});
console.log(JSON.stringify({ ...result, bareYogaChat: reference }, null, 1));

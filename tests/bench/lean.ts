// The lean embedded default's figures (npm run bench:lean, and rows of npm run bench): the
// resident memory of `npm start` on a fresh data folder once it has settled, and the
// server's CPU time per Florence message over the REST mirror with its memory after them.
// Everything is read from /proc, outside the server's process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  residentKb,
  runLoadScript,
  startAppServer,
  startProcess,
  type Started,
} from './lib/processes';
import { seedLoadAccounts } from './lib/seed';
import type { TargetRow } from './report';

export type LeanResult = {
  /** `npm start` on a fresh data folder (migrations, demo data), settled. */
  freshStartRssKb: number;
  /** The same folder started again, settled. */
  restartRssKb: number;
  rest: {
    checkIns: number;
    messages: number;
    concurrency: number;
    serverCpuMsPerMessage: number;
    eventLoopCpuMsPerMessage: number;
    reply: { p50: number; p99: number };
    rssAfterKb: number;
  };
  /**
   * The same load on plain node:http with the app's database thread and its two statements
   * (servers/plain-http-pglite.ts): what a durable statement a message costs by itself.
   */
  plainHttpReference?: LeanResult['rest'];
};

/**
 * Resident memory once it stops moving: sampled every half second until five seconds of
 * samples lie within 2 % of each other, or 40 s have passed.
 */
export async function settledRssKb(server: Started): Promise<number> {
  const samples: number[] = [];
  const deadline = performance.now() + 40_000;
  for (;;) {
    samples.push(residentKb(server.pid));
    const last = samples.slice(-10);
    const steady = last.length === 10 && Math.max(...last) <= Math.min(...last) * 1.02;
    if (steady || performance.now() > deadline) return last.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function benchLean(
  options: { checkIns?: number; concurrency?: number } = {},
): Promise<LeanResult> {
  const checkIns = options.checkIns ?? 50;
  const concurrency = options.concurrency ?? 8;
  const warmupCheckIns = concurrency;
  const dataDir = path.join(os.tmpdir(), `florence-bench-lean-${Date.now()}`);
  try {
    const fresh = await startAppServer(dataDir);
    const freshStartRssKb = await settledRssKb(fresh);
    await fresh.stop();
    const accounts = await seedLoadAccounts({
      dataDir,
      doctors: checkIns + warmupCheckIns,
      patientsEach: 1,
    });
    const restLoad = (server: Started) =>
      runLoadScript<LeanResult['rest']>('tests/bench/load/rest-checkins.ts', {
        url: server.url,
        tokens: accounts.patientTokens,
        concurrency,
        serverPid: server.pid,
        warmupCheckIns,
      });
    const server = await startAppServer(dataDir);
    let restartRssKb: number;
    let rest: LeanResult['rest'];
    try {
      restartRssKb = await settledRssKb(server);
      rest = await restLoad(server);
    } finally {
      await server.stop();
    }
    // The same load on plain node:http with the same database thread and statements, once the
    // app has let go of the folder: the floor under the app's CPU per message.
    const plain = await startProcess(
      'tests/bench/servers/plain-http-pglite.ts',
      { DATA_DIR: dataDir },
      /listening/,
    );
    try {
      return { freshStartRssKb, restartRssKb, rest, plainHttpReference: await restLoad(plain) };
    } finally {
      await plain.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 27's targets for the embedded default, on a small machine. */
const LEAN_TARGETS = { freshStartMb: 300, afterMessagesMb: 400, restCpuMsPerMessage: 1.0 };
const mb = (kb: number) => Math.round(kb / 1024);

export function leanRows(lean: LeanResult): TargetRow[] {
  const { rest, plainHttpReference: plain } = lean;
  const floor = plain
    ? `; plain node:http with the same database thread and statements: ${plain.serverCpuMsPerMessage} ms (event loop ${plain.eventLoopCpuMsPerMessage})`
    : '';
  return [
    {
      database: 'embedded',
      figure: '`npm start` resident memory, settled: fresh data folder (then restarted)',
      measured: `${mb(lean.freshStartRssKb)} MB (restarted ${mb(lean.restartRssKb)} MB)`,
      target: `≤ ${LEAN_TARGETS.freshStartMb} MB`,
      met: mb(lean.freshStartRssKb) <= LEAN_TARGETS.freshStartMb,
    },
    {
      database: 'embedded',
      figure: `resident memory after ${rest.messages} check-in messages over REST`,
      measured: `${mb(rest.rssAfterKb)} MB`,
      target: `≤ ${LEAN_TARGETS.afterMessagesMb} MB`,
      met: mb(rest.rssAfterKb) <= LEAN_TARGETS.afterMessagesMb,
    },
    {
      database: 'embedded',
      figure: `Florence over the REST mirror: server CPU per message (all threads), ${rest.concurrency} patients at a time`,
      measured: `${rest.serverCpuMsPerMessage} ms (event loop ${rest.eventLoopCpuMsPerMessage}); reply p99 ${rest.reply.p99} ms${floor}`,
      target: `≤ ${LEAN_TARGETS.restCpuMsPerMessage} ms`,
      met: rest.serverCpuMsPerMessage <= LEAN_TARGETS.restCpuMsPerMessage,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // BENCH_LEAN_CHECKINS measures a warmer server: V8 compiles less as the run goes on.
  const checkIns = Number(process.env.BENCH_LEAN_CHECKINS || 50);
  if (!Number.isInteger(checkIns) || checkIns < 1)
    throw new Error('BENCH_LEAN_CHECKINS is a number of check-ins, 1 or more.');
  const lean = await benchLean({ checkIns });
  console.log(JSON.stringify(lean, null, 1));
  for (const row of leanRows(lean))
    console.log(`| ${row.figure} | ${row.measured} | ${row.target} | ${row.met ? 'yes' : 'NO'} |`);
}

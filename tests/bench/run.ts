// npm run bench: every figure of the performance targets, measured from outside the
// process that is measured. The server runs as `npm start` runs it, in its own process,
// on the embedded database and, when DATABASE_URL is set, on PostgreSQL; autocannon and
// the graphql-ws load scripts run in processes of their own; a plain node:http server
// and a bare GraphQL Yoga server are measured in the same run as references.
//   BENCH_SECONDS (8)   length of each HTTP measurement
//   BENCH_QUICK=1       smaller loads, for a quick look (not the targets' sizes)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureHttp } from './lib/autocannon';
import { bareYogaChat } from './lib/bare-chat';
import { withBenchDatabase } from './lib/bench-database';
import { runCheckInLoad } from './lib/check-in-load';
import { ROOT, runLoadScript, startAppServer, startProcess } from './lib/processes';
import { seedLoadAccounts } from './lib/seed';
import { benchFirstScreen } from './first-screen';
import { benchLean, leanRows } from './lean';
import { evaluateTargets, printReport, type DatabaseRun } from './report';

const quick = process.env.BENCH_QUICK === '1';
const SIZES = quick
  ? { checkIns: 100, doctors: 100, connections: 1000, steadySeconds: 5, alertSamples: 20 }
  : { checkIns: 1000, doctors: 1000, connections: 10_000, steadySeconds: 20, alertSamples: 100 };

async function referenceFigures() {
  const plain = await startProcess('tests/bench/servers/plain-http.ts', {}, /listening/);
  const bare = await startProcess('tests/bench/servers/bare-yoga.ts', {}, /listening/);
  const typename = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  };
  try {
    return {
      plainHttp: await measureHttp({ url: `${plain.url}/` }),
      bareYogaTypename: await measureHttp({ url: `${bare.url}/graphql`, ...typename }),
    };
  } finally {
    await Promise.all([plain.stop(), bare.stop()]);
  }
}

async function benchDatabase(
  name: 'embedded' | 'postgresql',
  databaseUrl?: string,
): Promise<DatabaseRun> {
  const dataDir = path.join(os.tmpdir(), `florence-bench-${name}-${Date.now()}`);
  console.error(`[${name}] seeding ${SIZES.doctors} doctors and patients…`);
  const accounts = await seedLoadAccounts({
    dataDir,
    databaseUrl,
    doctors: SIZES.doctors,
    patientsEach: 1,
  });
  // Started once to apply migrations and seed the demo data, then again on the existing
  // data, which is what `npm start` does every day: that second start is the one timed.
  await (await startAppServer(dataDir, databaseUrl)).stop();
  const startedAt = performance.now();
  const server = await startAppServer(dataDir, databaseUrl);
  const startSeconds = (performance.now() - startedAt) / 1000;
  try {
    const token = accounts.patientTokens[0]!;
    const authed = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const graphql = (
      query: string,
      headers: Record<string, string> = { 'content-type': 'application/json' },
    ) => ({
      url: `${server.url}/graphql`,
      method: 'POST' as const,
      headers,
      body: JSON.stringify({ query }),
    });
    console.error(`[${name}] HTTP…`);
    const http = {
      typename: await measureHttp(graphql('{ __typename }')),
      profile: await measureHttp(
        graphql(
          '{ me { id username role profile { fullName birthdate gender condition assessmentStep } } }',
          authed,
        ),
      ),
      restUserinfo: await measureHttp({
        url: `${server.url}/userinfo`,
        headers: { authorization: `Bearer ${token}` },
      }),
    };
    const steadyRate = name === 'embedded' ? 200 : 500;
    console.error(`[${name}] ${SIZES.checkIns} check-ins at ${steadyRate}/s, then a ramp…`);
    const ramp = [100, 200, 300, 400, 600, 800].map((rate) => ({ rate, seconds: 5, ramp: true }));
    const checkIns = await runCheckInLoad(server, {
      tokens: accounts.patientTokens.slice(0, SIZES.checkIns),
      steps: [{ rate: steadyRate, seconds: SIZES.steadySeconds }, ...ramp],
      sendOver: 'socket',
    });
    console.error(`[${name}] the same messages on bare Yoga with graphql-ws…`);
    const bareYogaChatRun = await bareYogaChat({
      checkIns: SIZES.checkIns,
      steps: [{ rate: steadyRate, seconds: SIZES.steadySeconds }],
      sendOver: 'socket',
    });
    console.error(`[${name}] alerts to ${SIZES.doctors} doctors…`);
    const alerts = await runLoadScript<AlertsResult>('tests/bench/load/alerts.ts', {
      url: server.url,
      doctors: accounts.doctors,
      samples: SIZES.alertSamples,
      gapMs: 20,
    });
    await server.stop();
    // A fresh server for the memory per connection: the loads before it leave memory behind.
    console.error(`[${name}] ${SIZES.connections} open connections…`);
    const fresh = await startAppServer(dataDir, databaseUrl);
    try {
      const connections = await runLoadScript<ConnectionsResult>(
        'tests/bench/load/connections.ts',
        {
          url: fresh.url,
          token: accounts.doctors[0]!.token,
          connections: SIZES.connections,
          serverPid: fresh.pid,
        },
      );
      return {
        database: name,
        startSeconds,
        http,
        checkIns,
        bareYogaChat: bareYogaChatRun,
        alerts,
        connections,
      };
    } finally {
      await fresh.stop();
    }
  } finally {
    await server.stop();
    if (!databaseUrl) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export type CheckInsResult = {
  openCheckIns: number;
  steps: Array<{
    rate: number;
    seconds: number;
    ramp: boolean;
    messages: number;
    errors: number;
    firstChunk: { p99: number; p50: number };
    chunksPerReply: number;
    lastChunkBeyondPacing: { p99: number; p50: number };
    cpuMsPerMessage?: {
      server: number;
      serverEventLoop: number;
      postgres: number;
      loadScript: number;
      machine: number;
    };
  }>;
};
export type AlertsResult = {
  doctors: number;
  patients: number;
  alertToDoctor: { p50: number; p99: number; count: number };
  missed: number;
  strayAlerts: number;
};
export type ConnectionsResult = {
  connections: number;
  failed: number;
  kbPerConnection: number;
  rssBeforeKb: number;
  rssAfterKb: number;
};

console.error(
  `Benchmarks on ${os.cpus().length} cores, Node ${process.version}${quick ? ' (quick sizes)' : ''}`,
);
const references = await referenceFigures();
console.error('first screen in Chromium, and npm start…');
const firstScreen = await benchFirstScreen({ runs: quick ? 1 : 3, profiles: ['local'] });
console.error('npm start: memory on a fresh data folder, Florence over the REST mirror…');
const lean = await benchLean();
const runs = [await benchDatabase('embedded')];
if (process.env.DATABASE_URL)
  runs.push(
    await withBenchDatabase(process.env.DATABASE_URL, (url) => benchDatabase('postgresql', url)),
  );
const report = {
  at: new Date().toISOString(),
  cores: os.cpus().length,
  node: process.version,
  quick,
  references,
  firstScreen,
  lean,
  runs,
  targets: [...evaluateTargets(references, runs, firstScreen, quick), ...leanRows(lean)],
};
printReport(report);
const folder = path.join(ROOT, 'data/bench');
fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(
  path.join(folder, `${report.at.replace(/[:.]/g, '-')}.json`),
  JSON.stringify(report, null, 2),
);
fs.writeFileSync(path.join(folder, 'latest.json'), JSON.stringify(report, null, 2));
console.log(`\nWritten to data/bench/latest.json`);

// npm run bench:http: only the HTTP rows (`{ __typename }`, the authenticated profile, REST
// /userinfo) against the server in its own process, plus the two reference servers: a quick
// loop while working on the request path. BENCH_PROFILE=1 writes the server's CPU profile
// (Node's --cpu-prof) to data/bench/profiles for Chrome DevTools.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureHttp } from './lib/autocannon';
import { threadCpuMs } from './lib/cpu';
import { ROOT, startAppServer, startProcess } from './lib/processes';
import { seedLoadAccounts } from './lib/seed';

const dataDir = path.join(os.tmpdir(), `florence-bench-http-${Date.now()}`);
const accounts = await seedLoadAccounts({ dataDir, doctors: 1, patientsEach: 1 });
await (await startAppServer(dataDir)).stop();
const profileDir = path.join(ROOT, 'data/bench/profiles');
if (process.env.BENCH_PROFILE === '1') {
  fs.mkdirSync(profileDir, { recursive: true });
  process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
}
const server = await startAppServer(dataDir);
delete process.env.BENCH_NODE_ARGS;
const token = accounts.patientTokens[0]!;
const graphql = (query: string, authorization?: string) => ({
  url: `${server.url}/graphql`,
  method: 'POST' as const,
  headers: {
    'content-type': 'application/json',
    ...(authorization ? { authorization } : {}),
  },
  body: JSON.stringify({ query }),
});
/**
 * A figure with the server's CPU time per request: the event loop's thread and the busiest
 * other thread (the embedded database's worker). Unlike requests per second, these hold
 * when other processes share the machine.
 */
async function measureWithCpu(target: Parameters<typeof measureHttp>[0]) {
  const before = threadCpuMs(server.pid);
  const figure = await measureHttp(target);
  const after = threadCpuMs(server.pid);
  const requests = figure.requestsPerSecond * Number(process.env.BENCH_SECONDS ?? 8);
  const used = [...after].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const main = used.find((thread) => thread.tid === String(server.pid))?.ms ?? 0;
  const other = Math.max(0, ...used.filter((t) => t.tid !== String(server.pid)).map((t) => t.ms));
  return {
    ...figure,
    mainThreadMicrosPerRequest: Math.round((main * 1000) / requests),
    busiestOtherThreadMicrosPerRequest: Math.round((other * 1000) / requests),
  };
}

const figures: Record<string, unknown> = {};
try {
  const only = process.env.BENCH_ONLY?.split(',');
  const wanted = (name: string) => !only || only.includes(name);
  if (wanted('typename')) figures.typename = await measureWithCpu(graphql('{ __typename }'));
  if (wanted('profile'))
    figures.profile = await measureWithCpu(
      graphql(
        '{ me { id username role profile { fullName birthdate gender condition assessmentStep } } }',
        `Bearer ${token}`,
      ),
    );
  if (wanted('rest'))
    figures.restUserinfo = await measureWithCpu({
      url: `${server.url}/userinfo`,
      headers: { authorization: `Bearer ${token}` },
    });
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.BENCH_REFERENCES !== '0') {
  const plain = await startProcess('tests/bench/servers/plain-http.ts', {}, /listening/);
  const bare = await startProcess('tests/bench/servers/bare-yoga.ts', {}, /listening/);
  try {
    figures.plain = await measureHttp({ url: `${plain.url}/` });
    figures.bareYoga = await measureHttp({
      url: `${bare.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
  } finally {
    await Promise.all([plain.stop(), bare.stop()]);
  }
}
console.log(JSON.stringify(figures, null, 1));

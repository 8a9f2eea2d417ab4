// npm run bench — every figure in one run on this machine (not part of npm test).
// BENCH_SECONDS (default 5) sets the length of each throughput measurement.
import os from 'node:os';

// The bench builds its own app with test settings (no demo secrets needed).
process.env.NODE_ENV ??= 'test';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { benchAccounts } from './accounts';
import { benchCheckins } from './checkins';

const app = await buildApp({
  port: 0,
  dataDir: path.join(os.tmpdir(), `florence-bench-${Date.now()}`),
  nodeEnv: 'test',
  seedDemo: true,
  smtpUrl: undefined,
});
console.log(`Benchmarks on ${os.cpus().length} cores, Node ${process.version}, embedded database`);
try {
  await benchAccounts(app);
  await benchCheckins(app);
} finally {
  await app.stop();
}

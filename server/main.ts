// Entry point: `npm start` (after a build) and `npm run dev` (with tsx watch).
import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import {
  PREPARE_DATA_FOLDER,
  isNewDataFolder,
  prepareHere,
  prepareInChildProcess,
} from './db/prepare';

// An optional .env beside package.json (see .env.example); real environment variables win.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const config = loadConfig(process.env);
if (process.argv.includes(PREPARE_DATA_FOLDER)) {
  await prepareHere(config);
  process.exit(0);
}
if (isNewDataFolder(config)) await prepareInChildProcess(process.argv[1]!);

// The embedded database opens in its worker thread while the rest of the server loads
// (each takes about half a second of a start); buildApp awaits it, and its failure.
const database = openDatabase(config);
database.catch(() => undefined);
const { buildApp } = await import('./app');
const app = await buildApp({}, database);
console.info(`Florence Care is listening on ${app.url} (GraphQL at ${app.url}/graphql)`);
collectStartGarbage();

/**
 * Full garbage collections once the server is up. The start's migrations and demo data
 * leave about 50 MB of garbage that V8 keeps while the server idles (nothing allocates
 * enough to trigger a collection), and a clinic's small machine needs that memory
 * (npm run bench:lean). `gc` is exposed to a new context only, for these calls.
 */
function collectStartGarbage() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  // The first collection frees the objects; V8 gives their pages back at the next one.
  setTimeout(gc, 1000).unref();
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await app.stop();
    process.exit(0);
  });
}

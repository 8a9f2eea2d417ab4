// Entry point: `npm start` (after a build) and `npm run dev` (with tsx watch).
import fs from 'node:fs';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';

// An optional .env beside package.json (see .env.example); real environment variables win.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

// The embedded database opens in its worker thread while the rest of the server loads
// (each takes about half a second of a start); buildApp awaits it, and its failure.
const database = openDatabase(loadConfig(process.env));
database.catch(() => undefined);
const { buildApp } = await import('./app');
const app = await buildApp({}, database);
console.info(`Florence Care is listening on ${app.url} (GraphQL at ${app.url}/graphql)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await app.stop();
    process.exit(0);
  });
}

// Entry point: `npm start` (after a build) and `npm run dev` (with tsx watch).
import fs from 'node:fs';
import { buildApp } from './app';

// An optional .env beside package.json (see .env.example); real environment variables win.
if (fs.existsSync('.env')) process.loadEnvFile('.env');

const app = await buildApp();
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

// Entry point: `npm start` (after a build) and `npm run dev` (with tsx watch).
import { buildApp } from './app';

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

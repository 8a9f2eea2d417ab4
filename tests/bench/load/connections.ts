// Load process: opens many idle graphql-ws connections (each acknowledged by the server)
// and reads the server's resident memory before and after, from /proc.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { inBatches } from '../lib/graphql-client';
import { readInput, residentKb } from '../lib/processes';

type Input = { url: string; token: string; connections: number; serverPid: number };
const input = await readInput<Input>();

const before = residentKb(input.serverPid);
let failed = 0;
const clients = await inBatches(Array.from({ length: input.connections }), 200, async () => {
  const client = createClient({
    url: input.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${input.token}` },
    retryAttempts: 0,
    lazy: false,
    keepAlive: 0,
  });
  await new Promise<void>((resolve) => {
    client.on('connected', () => resolve());
    client.on('error', () => {
      failed += 1;
      resolve();
    });
  });
  return client;
});
// Let the server settle (and collect garbage) before reading its memory.
await new Promise((resolve) => setTimeout(resolve, 3000));
const after = residentKb(input.serverPid);
await Promise.all(clients.map((client) => client.dispose()));
console.log(
  JSON.stringify({
    connections: input.connections,
    failed,
    rssBeforeKb: before,
    rssAfterKb: after,
    kbPerConnection: Math.round(((after - before) / input.connections) * 10) / 10,
  }),
);

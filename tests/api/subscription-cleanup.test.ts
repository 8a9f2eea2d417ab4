// A closed subscription lets go of its pubsub listener at once, not at the next event
// (which, for a finished check-in, never comes): opening and closing many must not pile up.
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { expect, it } from 'vitest';
import { startTestServer } from './harness';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it.each([
  ['followUpAlerts', 'doctor', () => ({ query: 'subscription { followUpAlerts { id } }' })],
  [
    'checkInEvents',
    'patient',
    (sessionId: string) => ({
      query: 'subscription E($s: ID!) { checkInEvents(sessionId: $s) { type } }',
      variables: { s: sessionId },
    }),
  ],
])('keeps no listener of a closed %s subscription', async (_name, who, request) => {
  // Node warns once per event target, so each case has a server (and pubsub) of its own.
  const server = await startTestServer();
  const patient = await server.createAccount();
  const started = await server.rest('POST', '/florence/start_session', {
    token: patient.token,
    json: {},
  });
  await server.rest('POST', `/florence/finish_session/${started.body.session_id}`, {
    token: patient.token,
  });
  const token = who === 'doctor' ? await server.signIn('demo.doctor') : patient.token;

  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on('warning', onWarning);
  const client = createClient({
    url: `${server.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  try {
    for (let i = 0; i < 15; i++) {
      const unsubscribe = client.subscribe(request(started.body.session_id), {
        next() {},
        error() {},
        complete() {},
      });
      await pause(60);
      unsubscribe();
      await pause(20);
    }
    await pause(100);
  } finally {
    process.off('warning', onWarning);
    await client.dispose();
    await server.stop();
  }
  // Node warns when an event target holds more than 10 listeners for one topic
  expect(warnings.filter((message) => message.includes('listeners'))).toEqual([]);
});

// Nothing a client sends may take the server down.
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../server/http/body';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

it.each(['/%E0', '/florence/session/%E0', '//'])(
  'answers the unreadable path %s with 400 and keeps serving',
  async (path) => {
    const answer = await rawRequest(
      server.port,
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  },
);

it('refuses a GraphQL body of unknown length instead of reading it whole', async () => {
  const answer = await rawRequest(
    server.port,
    `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n{"a":\r\n0\r\n\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1.1 411/);
});

// The edge's two checks are the only limit on a GraphQL body (Yoga's own is off, it cost a
// stream per request): a declared size above the limit, and a size declared twice over.
it('refuses a GraphQL body declared above the limit before reading it', async () => {
  const answer = await rawRequest(
    server.port,
    `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${MAX_BODY_BYTES + 1}\r\nConnection: close\r\n\r\n{"query":"{ __typename }"}`,
  );
  expect(answer).toMatch(/^HTTP\/1.1 413/);
});

it('refuses a GraphQL body with both a length and chunks (request smuggling)', async () => {
  const answer = await rawRequest(
    server.port,
    `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
      `5\r\n{"a":\r\n0\r\n\r\n`,
  );
  expect(answer).toMatch(/^HTTP\/1.1 400/);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

it('gives every response a request id for support and logs', async () => {
  const response = await fetch(`${server.url}/healthz`);
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

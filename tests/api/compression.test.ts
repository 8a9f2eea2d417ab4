// API answers are compressed above a small size when the client accepts it; GraphQL (a
// Yoga plugin) and REST (sendJson) alike.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestRaw } from '../support/raw-http';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const graphql = (query: string, acceptEncoding?: string) =>
  requestRaw(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
    body: JSON.stringify({ query }),
  });

const LARGE_QUERY = '{ __schema { types { name fields { name } } } }';

it('compresses a large GraphQL answer with brotli, and says the answer varies', async () => {
  const answer = await graphql(LARGE_QUERY, 'gzip, deflate, br');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers.vary).toContain('Accept-Encoding');
  const plain = await graphql(LARGE_QUERY);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotliDecompressSync(answer.body).toString()).toBe(plain.body.toString());
  expect(answer.body.length).toBeLessThan(plain.body.length / 3);
});

it('sends small GraphQL and REST answers as they are', async () => {
  const typename = await graphql('{ __typename }', 'br, gzip');
  expect(typename.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(typename.body.toString())).toEqual({ data: { __typename: 'Query' } });
  const health = await requestRaw(`${server.url}/healthz`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(health.headers.vary).toBe('Origin, Accept-Encoding');
});

it('compresses a large REST answer too', async () => {
  const token = await server.signIn('demo.patient');
  const { body } = await server.rest('POST', '/florence/start_session', { token, json: {} });
  for (const message of ['Tired', 'About 6 out of 10', 'Since yesterday']) {
    await server.rest('POST', '/florence/send_message', {
      token,
      json: { session_id: body.session_id, message },
    });
  }
  const path = `/florence/session/${body.session_id}`;
  const plain = await requestRaw(server.url + path, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(plain.body.length).toBeGreaterThan(1024);
  const answer = await requestRaw(server.url + path, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  expect(answer.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(answer.body).toString()).toBe(plain.body.toString());
});

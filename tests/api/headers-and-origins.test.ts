// Security headers on every answer, CORS from the configured list only, and the
// development outbox for this machine only.
import http from 'node:http';
import os from 'node:os';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrigins } from '../../server/config/env';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(
  async () => (server = await startTestServer({ corsOrigins: ['https://partner.example'] })),
);
afterAll(() => server.stop());

const EVIL = 'https://evil.example';
const QUERY = JSON.stringify({ query: '{ __typename }' });
const post = (path: string, headers: Record<string, string>, body = QUERY) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
const preflight = (path: string, origin: string) =>
  fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    },
  });

describe('security headers', () => {
  it.each([
    ['the client page', 'GET', '/welcome_screen'],
    ['a GraphQL answer', 'POST', '/graphql'],
    ['a REST answer', 'GET', '/userinfo'],
    ['an error for an unreadable path', 'GET', '/%E0'],
  ])('come with %s', async (_label, method, path) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? QUERY : undefined,
    });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    // APP_URL is http here: no HSTS
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets GraphiQL (development only) load its scripts, still unframed', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('GraphiQL');
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'unsafe-inline' https:\/\/unpkg.com;.*frame-ancestors 'none'/,
    );
  });

  it('adds HSTS when APP_URL is https', async () => {
    const https = await startTestServer({ appUrl: 'https://care.example' });
    try {
      const response = await fetch(`${https.url}/healthz`, {
        headers: { origin: 'https://care.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(response.headers.get('content-security-policy')).toContain(
        "connect-src 'self' wss://care.example",
      );
    } finally {
      await https.stop();
    }
  });
});

describe('CORS', () => {
  it('refuses a preflight and a call from an unlisted origin, echoing nothing', async () => {
    for (const response of [
      await preflight('/graphql', EVIL),
      await post('/graphql', { origin: EVIL }),
      await post('/token', { origin: EVIL }, '{}'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(await response.json()).toMatchObject({
        code: 'FORBIDDEN',
        detail: expect.any(String),
      });
    }
  });

  it('answers a listed origin exactly, without credentials', async () => {
    const answer = await preflight('/graphql', 'https://partner.example');
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(answer.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
    const call = await post('/graphql', { origin: 'https://partner.example' });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(call.headers.get('vary')).toMatch(/Origin/);
    // a look-alike is another origin
    expect((await preflight('/graphql', 'https://partner.example.evil.example')).status).toBe(403);
  });

  it('lets a listed origin use the REST mirror: preflights and answers', async () => {
    for (const path of ['/token', '/userinfo', '/florence/send_message', '/triage/latest/x']) {
      const answer = await preflight(path, 'https://partner.example');
      expect([path, answer.status]).toEqual([path, 204]);
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET,POST');
      expect(answer.headers.get('access-control-allow-headers')).toMatch(
        /authorization.*content-type/,
      );
      expect(answer.headers.get('access-control-max-age')).toBe('600');
    }
    const token = await fetch(`${server.url}/token`, {
      method: 'POST',
      headers: {
        origin: 'https://partner.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'username=demo.patient&password=wrong-password-1',
    });
    expect(token.status).toBe(401);
    expect(token.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(token.headers.get('access-control-expose-headers')).toBe('x-request-id');
    expect(token.headers.get('vary')).toMatch(/Origin/);
  });

  it('serves the app’s own origin as before', async () => {
    const response = await post('/graphql', { origin: server.url });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a graphql-ws handshake from an unlisted origin', async () => {
    const url = `${server.url.replace(/^http/, 'ws')}/graphql`;
    const open = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(url, 'graphql-transport-ws', { origin });
        socket.on('open', () => (socket.close(), resolve('open')));
        socket.on('unexpected-response', (_req, res) => resolve(`refused ${res.statusCode}`));
        socket.on('error', () => resolve('error'));
      });
    expect(await open(EVIL)).toBe('refused 403');
    expect(await open(server.url)).toBe('open');
  });

  it('reads CORS_ORIGINS as exact origins and stops on a malformed one', () => {
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins(' https://a.example , http://localhost:5173/ ')).toEqual([
      'https://a.example',
      'http://localhost:5173',
    ]);
    expect(() => parseOrigins('a.example')).toThrow(/CORS_ORIGINS/);
    expect(() => parseOrigins('ftp://a.example')).toThrow(/CORS_ORIGINS/);
  });
});

describe('development outbox', () => {
  const outbox = (host: string, headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(
        { host, port: server.port, path: '/dev/outbox?to=a@b.co', headers },
        (res) => (res.resume(), resolve(res.statusCode!)),
      );
      req.on('error', reject);
    });

  it('answers this machine, over IPv4 and IPv6', async () => {
    expect(await outbox('127.0.0.1')).toBe(200);
    expect(await outbox('::1')).toBe(200);
  });

  it('refuses a page whose name points here (DNS rebinding)', async () => {
    expect(await outbox('127.0.0.1', { host: `evil.example:${server.port}` })).toBe(403);
  });

  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.skipIf(!lanAddress)('refuses another machine on the network', async () => {
    expect(await outbox(lanAddress!)).toBe(403);
  });

  it('refuses another machine behind a trusted proxy', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const response = await fetch(`${proxied.url}/dev/outbox?to=a@b.co`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(response.status).toBe(403);
      expect(
        (
          await fetch(`${proxied.url}/dev/outbox?to=a@b.co`, {
            headers: { 'x-forwarded-for': '127.0.0.1' },
          })
        ).status,
      ).toBe(200);
    } finally {
      await proxied.stop();
    }
  });
});

// Security headers on every answer: the client's page, REST, GraphQL and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const QUERY = JSON.stringify({ query: '{ __typename }' });

describe('security headers', () => {
  it.each([
    ['the client page', 'GET', '/welcome_screen'],
    ['a GraphQL answer', 'POST', '/graphql'],
    ['a REST answer', 'GET', '/userinfo'],
    ['an error for an unreadable path', 'GET', '/%E0'],
  ])('come with %s', async (_label, method, path) => {
    const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? QUERY : undefined });
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
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/unpkg.com;.*frame-ancestors 'none'/);
  });

  it('adds HSTS when APP_URL is https', async () => {
    const https = await startTestServer({ appUrl: 'https://care.example' });
    try {
      const response = await fetch(`${https.url}/healthz`, { headers: { origin: 'https://care.example' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
      expect(response.headers.get('content-security-policy')).toContain('connect-src \'self\' wss://care.example');
    } finally {
      await https.stop();
    }
  });
});

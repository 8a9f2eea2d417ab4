// Limits read before parsing, and one code from common/error-codes.ts on every GraphQL
// error (issue 25): an integrator writes one handler, and no input reaches the parser's
// recursion limit (a query nested thousands deep answered INTERNAL with a stack trace).
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { ERROR_MESSAGES } from '#common/error-codes';
import { PARSE_LIMITS } from '../../server/graphql/parse-limits';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

const nested = (levels: number) =>
  `query { ${'... on Query { '.repeat(levels)}__typename${' }'.repeat(levels)} }`;

async function post(body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, codes: (json.errors ?? []).map((e) => e.extensions?.code) };
}

describe('limits read before parsing', () => {
  it('refuses a query nested 3,000 deep with QUERY_TOO_COMPLEX, logs nothing, keeps serving', async () => {
    const logged = vi.spyOn(console, 'error');
    // answered like a syntax error: 200 with the error, as GraphQL over HTTP has it for JSON
    expect(await post({ query: nested(3000) })).toEqual({
      status: 200,
      codes: ['QUERY_TOO_COMPLEX'],
    });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('refuses more tokens than the limit, flat', async () => {
    const query = `{ ${'__typename '.repeat(PARSE_LIMITS.maxTokens)} }`;
    expect((await post({ query })).codes).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('lets a nesting within the limit reach the depth rule, which answers with the same code', async () => {
    expect((await post({ query: nested(20) })).codes).toEqual(['QUERY_TOO_COMPLEX']);
    expect((await post({ query: nested(3) })).codes).toEqual([]);
  });
});

describe('every GraphQL error has a code of ours', () => {
  it.each([
    ['a syntax error', { query: '{ me { id ' }, 'MALFORMED_REQUEST'],
    ['an unknown field', { query: '{ nope }' }, 'MALFORMED_REQUEST'],
    [
      'a variable of the wrong type',
      {
        query: 'query ($p: String!) { healthPeriod(period: $p) { wellness } }',
        variables: { p: 5 },
      },
      'MALFORMED_REQUEST',
    ],
    [
      'a missing variable',
      { query: 'query ($p: String!) { healthPeriod(period: $p) { wellness } }' },
      'MALFORMED_REQUEST',
    ],
    [
      'too many aliases',
      { query: `{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ')} }` },
      'QUERY_TOO_COMPLEX',
    ],
    ['signed out', { query: '{ me { username } }' }, 'UNAUTHENTICATED'],
  ])('%s', async (_name, body, code) => {
    const { codes } = await post(body);
    expect(codes).toEqual([code]);
    expect(Object.keys(ERROR_MESSAGES)).toContain(code);
  });

  it('over graphql-ws too: a nested subscription and an unknown field', async () => {
    const client = createClient({
      url: server.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const codeOf = (query: string) =>
      new Promise<unknown>((resolve) => {
        client.subscribe(
          { query },
          {
            next: () => {},
            error: (errors) =>
              resolve((errors as { extensions?: { code?: string } }[])[0]?.extensions?.code),
            complete: () => resolve('completed'),
          },
        );
      });
    expect(await codeOf(nested(3000).replace('query', 'subscription'))).toBe('QUERY_TOO_COMPLEX');
    expect(await codeOf('subscription { nope }')).toBe('MALFORMED_REQUEST');
    await client.dispose();
  });
});

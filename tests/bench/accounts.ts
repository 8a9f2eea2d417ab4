// An authenticated profile query through the whole stack (token lookup, Pothos, Prisma,
// PGlite) beside a bare `{ __typename }` on the same server and a plain node:http handler.
import http from 'node:http';
import type { App } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/db/seed-demo';
import { measure, printTable } from './http-figures';

export async function benchAccounts(app: App) {
  const plain = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => plain.listen(0, resolve));
  const plainUrl = `http://localhost:${(plain.address() as { port: number }).port}/`;

  const signIn = await fetch(`${app.url}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'demo.patient', password: DEMO_PASSWORD }),
  }).then((r) => r.json());

  const graphql = (query: string, token?: string) => ({
    url: `${app.url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });

  const baseline = await measure('plain node:http handler', { url: plainUrl });
  const typename = await measure('GraphQL { __typename }', graphql('{ __typename }'));
  const profile = await measure(
    'GraphQL authenticated profile',
    graphql('{ me { id username role profile { fullName birthdate gender condition assessmentStep } } }', signIn.access_token),
  );
  const rest = await measure('REST GET /userinfo', { url: `${app.url}/userinfo`, headers: { authorization: `Bearer ${signIn.access_token}` } });
  plain.close();

  printTable('Accounts: requests through the full stack (50 connections)', [baseline, typename, profile, rest], baseline);
  console.log(`profile query vs { __typename }: ${((profile.requestsPerSecond / typename.requestsPerSecond) * 100).toFixed(1)}%`);
}

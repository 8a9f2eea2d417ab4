// One call of the access matrix, over GraphQL (HTTP or a subscription) or REST, reduced to
// what the matrix compares: the error code ('ok' for none), the HTTP status and the answer.
// A carer's call names the patient they act for: X-Care-For, or the WebSocket's careFor.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { Target } from './access-fixtures';
import { keyOf, type Entry, type RestEntry } from './access-kinds';
import { checkContract } from './contract';
import type { TestServer } from './harness';

export type Answer = { code: string; status?: number; answer: any };

/** Who makes a call: their token (none: signed out), and the patient a carer acts for. */
export type Caller = { token?: string; careFor?: string };

/** How long a subscription must stay open, unrefused, to count as allowed. */
const SUBSCRIBED_MS = 300;

/** Subscribes, and answers the refusal, or 'ok' if none came (an event counts as allowed). */
function subscribeOnce(server: TestServer, query: string, variables: object, caller: Caller) {
  const { token, careFor } = caller;
  const client = createClient({
    url: server.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { ...(token ? { authorization: `Bearer ${token}` } : {}), careFor },
    retryAttempts: 0,
  });
  return new Promise<Answer>((resolve) => {
    const done = (code: string) => {
      clearTimeout(timer);
      void client.dispose();
      resolve({ code, answer: null });
    };
    const timer = setTimeout(() => done('ok'), SUBSCRIBED_MS);
    client.subscribe(
      { query, variables: variables as Record<string, unknown> },
      {
        next: (result) => done(String(result.errors?.[0]?.extensions?.code ?? 'ok')),
        error: (error) =>
          done(Array.isArray(error) ? error[0]?.extensions?.code : `socket closed: ${error}`),
        complete: () => done('completed'),
      },
    );
  });
}

async function rest(server: TestServer, entry: RestEntry, target: Target, caller: Caller) {
  const { token, careFor } = caller;
  const [method, route] = entry.route.split(' ');
  const params = entry.params?.(target) ?? {};
  const path =
    route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name])) +
    (entry.query ? `?${entry.query(target)}` : '');
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(careFor ? { 'x-care-for': careFor } : {}),
      ...(entry.json ? { 'content-type': 'application/json' } : {}),
    },
    body: entry.json ? JSON.stringify(entry.json(target)) : undefined,
  });
  const json = response.headers.get('content-type')?.includes('json');
  const answer = json ? await response.json() : null;
  if (json) checkContract(method, path, response.status, answer);
  const code = response.status === 200 ? 'ok' : (answer?.code ?? `HTTP ${response.status}`);
  return { code, status: response.status, answer };
}

/** The call of `entry` about `target`, made by `caller`. */
export async function call(
  server: TestServer,
  entry: Entry,
  target: Target,
  caller: Caller,
): Promise<Answer> {
  if ('route' in entry) return rest(server, entry, target, caller);
  const variables = entry.vars?.(target) ?? {};
  if (keyOf(entry).startsWith('subscription'))
    return subscribeOnce(server, entry.gql, variables, caller);
  const { data, errors } = await server.gql(entry.gql, variables, caller);
  return { code: errors?.[0]?.extensions?.code ?? 'ok', answer: data };
}

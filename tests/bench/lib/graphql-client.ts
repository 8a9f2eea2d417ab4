// What the load scripts need of a client: GraphQL over HTTP, and graphql-ws subscriptions
// that hand each event to a callback (no buffering, so thousands stay cheap).
import http from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * One keep-alive agent for every request of the load process: node:http costs the load
 * generator a fraction of what fetch does, so more of the shared cores are left to the
 * server it measures. Idle sockets close after 4 s, before the server's keep-alive timeout
 * (Node's 5 s): a request never goes out on a socket the server is closing (ECONNRESET).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });

/** One JSON POST with a bearer token over the shared agent; resolves with the body's text. */
function postJson(url: string, token: string, payload: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
        timeout: 30_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')));
    request.on('error', reject);
    request.end(payload);
  });
}

export async function gql<T = any>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const text = await postJson(`${url}/graphql`, token, JSON.stringify({ query, variables }));
  const body = JSON.parse(text) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A call of the REST mirror; fails unless the answer says `success: true`. */
export async function restCall<T = any>(
  url: string,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<T> {
  const text = await postJson(`${url}${path}`, token, JSON.stringify(body));
  const answer = JSON.parse(text) as T & { success?: boolean };
  if (answer.success !== true) throw new Error(`${path}: ${text.slice(0, 300)}`);
  return answer;
}

/** A query or mutation over an open graphql-ws connection, as the web app sends chat messages. */
export function gqlOverSocket<T = any>(
  client: Client,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let data: T | undefined;
    client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors || !result.data) reject(new Error(JSON.stringify(result.errors)));
          else data = result.data as T;
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => (data ? resolve(data) : reject(new Error('completed without data'))),
      },
    );
  });
}

/** Opens a connection (acknowledged) and subscribes; resolves once the connection is up. */
export async function listen<T>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  onEvent: (event: T) => void,
): Promise<Client> {
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    lazy: false,
  });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
    client.subscribe<Record<string, T>>(
      { query, variables },
      {
        next: (result) => {
          const event = result.data ? Object.values(result.data)[0] : undefined;
          if (event) onEvent(event);
        },
        error: () => {},
        complete: () => {},
      },
    );
  });
  return client;
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function inBatches<I, O>(
  items: readonly I[],
  limit: number,
  task: (item: I, index: number) => Promise<O>,
): Promise<O[]> {
  const results: O[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

// What the load scripts need of a client: GraphQL over HTTP, and graphql-ws subscriptions
// that hand each event to a callback (no buffering, so thousands stay cheap).
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export async function gql<T = any>(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
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

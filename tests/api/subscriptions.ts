// A graphql-ws client for API tests: collects events and waits for one that matches.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export type Subscription<T> = {
  events: T[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (event: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
  /** What ended the subscription with an error, if anything did. */
  failure(): unknown;
};

export async function subscribe<T = any>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
  language = 'en',
  careFor?: string,
): Promise<Subscription<T>> {
  const client: Client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, language, careFor },
    retryAttempts: 0,
  });
  const events: T[] = [];
  const waiters: { match: (event: T) => boolean; resolve: (event: T) => void }[] = [];
  let failure: unknown;
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('error', reject);
    client.subscribe<T>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) failure = result.errors;
          const event = result.data ? (Object.values(result.data as object)[0] as T) : undefined;
          if (!event) return;
          events.push(event);
          for (const waiter of [...waiters])
            if (waiter.match(event)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(event);
            }
        },
        error: (error) => (failure = error),
        complete: () => {},
      },
    );
  });
  // give the server a moment to register the subscription before the test publishes
  await new Promise((resolve) => setTimeout(resolve, 150));
  return {
    events,
    waitFor(match, timeoutMs = 5000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no matching event in ${timeoutMs} ms; failure: ${JSON.stringify(failure)}; events: ${events.length}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ match, resolve: (event) => (clearTimeout(timer), resolve(event)) });
      });
    },
    async close() {
      await client.dispose();
    },
    failure: () => failure,
  };
}

// The app's one graphql-ws connection: lazy, kept alive by pings that must be answered, and
// the link that fails an operation whose connection closes before its answer.
import { ApolloLink } from '@apollo/client';
import { createClient, type Client } from 'graphql-ws';
import { Observable } from 'rxjs';

/** A ping every 10 s on an open socket; no pong within 5 s closes it (4408: it reconnects). */
const KEEP_ALIVE_MS = 10_000;
const PONG_WAIT_MS = 5_000;

/**
 * A connection that died without closing (a phone changing networks, a laptop waking) is
 * closed after a missed pong, so that it reconnects, and a chat message sent on it fails
 * rather than waits forever. `isOpen` is true only while the connection can carry a message.
 */
export function createLiveSocket(connectionParams: () => Record<string, unknown>) {
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  let live: WebSocket | null = null;
  let pongOverdue: ReturnType<typeof setTimeout> | undefined;
  const socket = createClient({
    url: `${protocol}://${window.location.host}/graphql`,
    lazy: true,
    keepAlive: KEEP_ALIVE_MS,
    connectionParams,
    on: {
      connected: (connected) => (live = connected as WebSocket),
      closed: () => ((live = null), clearTimeout(pongOverdue)),
      ping: (received) => {
        if (received) return;
        pongOverdue = setTimeout(() => {
          if (live?.readyState === WebSocket.OPEN) live.close(4408, 'No pong');
        }, PONG_WAIT_MS);
      },
      pong: (received) => received && clearTimeout(pongOverdue),
    },
  });
  return { socket, isOpen: () => live?.readyState === WebSocket.OPEN };
}

/**
 * graphql-ws sends again, after a reconnection, whatever had no answer when the socket
 * closed: a chat message the server may already have stored would be stored twice. It
 * fails instead, as a lost HTTP answer does, and the patient's text comes back to the box.
 */
export function failedWhenSocketCloses(socket: Client) {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const stopListening = socket.on('closed', () => {
          sent.unsubscribe();
          observer.error(new Error('The connection closed before the answer came.'));
        });
        const sent = forward(operation).subscribe({
          next: (result) => observer.next(result),
          error: (error) => (stopListening(), observer.error(error)),
          complete: () => (stopListening(), observer.complete()),
        });
        return () => {
          stopListening();
          sent.unsubscribe();
        };
      }),
  );
}

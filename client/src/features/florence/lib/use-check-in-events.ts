// Follows a session's live events, and reads the session again when a reply stalls
// (an event missed while the subscription was still being set up, or a dropped socket).
import { useEffect, type Dispatch } from 'react';
import type { ApolloClient } from '@apollo/client';
import { CheckInEventsSubscription } from '../api/check-in-events';
import { CheckInSessionQuery } from '../api/check-in-session';
import { isBusy, type ChatAction, type ChatEvent, type ChatState } from './chat-state';
import { STALLED_REPLY_MS } from './timings';

type Options = {
  client: ApolloClient;
  sessionId: string | null;
  chat: ChatState;
  dispatch: Dispatch<ChatAction>;
  onEvent(event: ChatEvent): void;
};

export function useCheckInEvents({ client, sessionId, chat, dispatch, onEvent }: Options) {
  useEffect(() => {
    if (!sessionId) return;
    const subscription = client
      .subscribe({
        query: CheckInEventsSubscription,
        variables: { sessionId },
        fetchPolicy: 'no-cache',
      })
      .subscribe({
        next: ({ data }) => data && onEvent(data.checkInEvents),
        // a lost stream is made up for by the stall check below
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [client, sessionId, onEvent]);

  // Every change of the conversation restarts the timer, so only a real stall fires it.
  const waitingForReply = isBusy(chat) && (chat.pending === null || chat.pending.replyId !== null);
  useEffect(() => {
    if (!sessionId || !waitingForReply) return;
    const timer = window.setTimeout(async () => {
      try {
        const { data } = await client.query({
          query: CheckInSessionQuery,
          variables: { id: sessionId },
          fetchPolicy: 'network-only',
        });
        const session = data?.checkInSession;
        if (!session) return;
        dispatch({
          type: 'loaded',
          messages: session.messages,
          quickReplies: session.quickReplies,
        });
        if (session.status === 'FINISHED') onEvent({ type: 'SESSION_FINISHED' });
      } catch {
        // still unreachable: the next change or stall tries again
      }
    }, STALLED_REPLY_MS);
    return () => window.clearTimeout(timer);
  }, [client, sessionId, waitingForReply, chat, dispatch, onEvent]);
}

// The events of a live subscription, for as long as the viewer stays signed in.
import { filter, pipe } from 'graphql-yoga';
import type { Context } from '../context';
import { isSessionActive } from '../domain/accounts/sessions';
import { AppError } from '../errors';

/**
 * Passes the events `keep` accepts and ends the subscription (UNAUTHENTICATED) at the
 * first event after the session was signed out. Built with Yoga's pipe and filter, not a
 * `for await` generator: a generator waiting for its next event cannot be ended until
 * one arrives, so every closed subscription kept its pubsub listener (a leak the fuzz
 * suite found: a finished check-in never gets another event).
 */
export function whileSignedIn<T>(
  ctx: Context,
  events: AsyncIterable<T>,
  keep: (event: T) => Promise<boolean> | boolean = () => true,
) {
  return pipe(
    events,
    filter(async (event: T) => {
      if (!(await isSessionActive(ctx, ctx.viewer!.sessionId)))
        throw new AppError('UNAUTHENTICATED');
      return keep(event);
    }),
  );
}

// One typed pubsub for the app. In-memory for a single instance; with REDIS_URL every
// instance publishes to and hears from Redis, so a doctor connected to one instance sees
// an alert raised on another. Publish only after the database write has committed.
import { createPubSub } from 'graphql-yoga';
import type { SessionsRevoked } from './domain/accounts/session-cache';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';

export type ChatEvent =
  | { type: 'USER_MESSAGE'; sessionId: string; messageId: string; text: string; createdAt: string }
  | { type: 'REPLY_CHUNK'; sessionId: string; messageId: string; index: number; text: string }
  | {
      type: 'REPLY_DONE';
      sessionId: string;
      messageId: string;
      text: string;
      createdAt: string;
      quickReplies: string[];
    }
  | { type: 'SESSION_FINISHED'; sessionId: string };

/**
 * CREATED: a new alert; RAISED: a check-in's alert made more important; UPDATED: a doctor acted on
 * it.
 */
export type AlertEvent = {
  alertId: string;
  patientId: string;
  kind: 'CREATED' | 'RAISED' | 'UPDATED';
};

/** A booking, reschedule or cancellation, for the patient and the doctor of the appointment. */
export type AppointmentEvent = {
  appointmentId: string;
  patientId: string;
  doctorId: string;
  change: 'BOOKED' | 'RESCHEDULED' | 'CANCELLED';
};

type Topics = {
  /** Sessions revoked on one instance, forgotten by every instance's session cache. */
  sessions: [event: SessionsRevoked];
  /** An account or profile was written on one instance: every account cache forgets. */
  accounts: [event: { at: number }];
  chat: [sessionId: string, event: ChatEvent];
  /** Alert events, one topic per doctor of the patient's care team. */
  alerts: [doctorId: string, event: AlertEvent];
  /** A doctor's new message, on the recipient patient's own topic. */
  patientMessages: [patientId: string, event: { messageId: string; patientId: string }];
  /** A care-team request made or answered, on the topic of each of its two people. */
  careTeamRequests: [userId: string, event: { requestId: string; userId: string }];
  /** Appointment changes, one topic per person (the patient and the doctor each get one). */
  appointments: [userId: string, event: AppointmentEvent];
  /** A carer's access granted, changed or revoked, on the carer's topic. */
  carerAccess: [carerId: string, event: { patientId: string }];
};

export type AppPubSub = ReturnType<typeof createPubSub<Topics>> & {
  close(): Promise<void>;
  /** Whether events reach the other instances now (always, with one instance in memory). */
  check(): Promise<boolean>;
};

export function createAppPubSub(redisUrl?: string): AppPubSub {
  if (!redisUrl) {
    const pubsub = createPubSub<Topics>();
    return Object.assign(pubsub, { close: async () => {}, check: async () => true });
  }
  const publishClient = new Redis(redisUrl);
  // Without the ready check off, a fresh subscriber client silently receives nothing.
  const subscribeClient = new Redis(redisUrl, { enableReadyCheck: false });
  // A Redis outage must cost live updates, never the process: the event target drops the
  // promises of publish and subscribe, so they are caught here, and client errors logged.
  for (const client of [publishClient, subscribeClient])
    client.on('error', (error) => logRedisFailure('connection', error));
  const eventTarget = createRedisEventTarget({
    publishClient: withCaughtCalls(publishClient, ['publish']),
    subscribeClient: withCaughtCalls(subscribeClient, ['subscribe', 'unsubscribe']),
  });
  const pubsub = createPubSub<Topics>({ eventTarget });
  return Object.assign(pubsub, {
    async check() {
      const pong = await publishClient.ping().catch(() => null);
      return pong === 'PONG' && subscribeClient.status === 'ready';
    },
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  });
}

function logRedisFailure(what: string, error: unknown) {
  console.error(`[pubsub] redis ${what} failed: ${(error as Error).message}`);
}

/** The client with the named commands' rejections logged instead of left unhandled. */
function withCaughtCalls(
  client: Redis,
  commands: ('publish' | 'subscribe' | 'unsubscribe')[],
): Redis {
  const wrapped = Object.create(client) as Redis;
  for (const command of commands) {
    const original = client[command].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (wrapped as unknown as Record<string, unknown>)[command] = (...args: unknown[]) =>
      original(...args).catch((error) => {
        logRedisFailure(command, error);
        return 0;
      });
  }
  return wrapped;
}

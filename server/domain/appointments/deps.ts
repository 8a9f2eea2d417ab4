import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Mailer } from '../../mail/mailer';
import type { AppConfig } from '../../config/env';
import type { Background } from '../../background';
import type { AppPubSub } from '../../pubsub';

/** What the appointment services need; passed in so tests can set the clock. */
export type AppointmentDeps = {
  prisma: PrismaClient;
  mailer: Mailer;
  pubsub: AppPubSub;
  config: Pick<AppConfig, 'clinicTimeZone' | 'appUrl' | 'mailFrom'>;
  /** E-mails go out after the answer; without it they are sent before returning. */
  background?: Background;
  now?: () => Date;
};

export const nowOf = (deps: { now?: () => Date }) => (deps.now ? deps.now() : new Date());

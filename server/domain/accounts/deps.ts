import type { Language } from '#common/language';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Mailer } from '../../mail/mailer';
import type { AppConfig } from '../../config/env';
import type { Background } from '../../background';
import type { AppPubSub } from '../../pubsub';
import type { SessionCache } from './session-cache';

/** What the account services need (the request's context has it all). */
export type AccountDeps = {
  prisma: PrismaClient;
  /** The language the caller reads: e-mails sent now are written in it. */
  language: Language;
  mailer: Mailer;
  config: Pick<AppConfig, 'secret' | 'appUrl'>;
  now?: () => Date;
  /** The caller's network address, for the per-address limit on guessing secrets. */
  clientAddress?: string;
  /** Work finished after the answer is sent; tests may leave it out to run it inline. */
  background?: Background;
  /** The server's session cache and pubsub, so revoked sessions are forgotten everywhere. */
  sessionCache?: SessionCache;
  pubsub?: AppPubSub;
};

export const nowOf = (deps: AccountDeps) => (deps.now ? deps.now() : new Date());

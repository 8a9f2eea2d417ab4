import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Mailer } from '../../mail/mailer';
import type { AppConfig } from '../../config/env';

/** What the account services need; passed in so tests can use a fresh database. */
export type AccountDeps = {
  prisma: PrismaClient;
  mailer: Mailer;
  config: Pick<AppConfig, 'secret' | 'appUrl'>;
  now?: () => Date;
};

export const nowOf = (deps: AccountDeps) => (deps.now ? deps.now() : new Date());

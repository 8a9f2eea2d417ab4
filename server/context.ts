// One context for HTTP, WebSocket and REST requests: who is asking, in which language,
// and the services they may use.
import { languageFromHeader, type Language } from '#common/language';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Mailer } from './mail/mailer';
import type { AppConfig } from './config/env';
import type { AppPubSub } from './pubsub';
import type { Background } from './background';
import { resolveSession, type SessionUser } from './domain/accounts/sessions';
import type { SessionCache } from './domain/accounts/session-cache';

export type AppServices = {
  prisma: PrismaClient;
  mailer: Mailer;
  config: AppConfig;
  pubsub: AppPubSub;
  background: Background;
  sessionCache: SessionCache;
};

export type Context = AppServices & {
  viewer: SessionUser | null;
  language: Language;
  clientAddress: string | undefined;
};

export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

export async function createContext(
  services: AppServices,
  request: {
    authorization?: string | null;
    acceptLanguage?: string | null;
    clientAddress?: string;
  },
): Promise<Context> {
  const viewer = await resolveSession(services, bearerToken(request.authorization));
  return {
    ...services,
    viewer,
    language: languageFromHeader(request.acceptLanguage),
    clientAddress: request.clientAddress,
  };
}

// One context for HTTP, WebSocket and REST requests: who is asking, in which language,
// and the services they may use.
import { languageFromHeader, type Language } from '#common/language';
import type { PrismaClient } from './generated/prisma/client.ts';
import type { Mailer } from './mail/mailer';
import type { AppConfig } from './config/env';
import type { AppPubSub } from './pubsub';
import type { Background } from './background';
import { knownSession, resolveSession, type SessionUser } from './domain/accounts/sessions';
import type { SessionCache } from './domain/accounts/session-cache';
import type { SystemStatus } from './domain/health/system-status';

export type AppServices = {
  prisma: PrismaClient;
  mailer: Mailer;
  config: AppConfig;
  pubsub: AppPubSub;
  background: Background;
  sessionCache: SessionCache;
  /** The help centre's status: real checks, reused for a while. */
  systemStatus: () => Promise<SystemStatus>;
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

type ContextRequest = {
  authorization?: string | null;
  acceptLanguage?: string | null;
  clientAddress?: string;
};

/** The context, at once when the session is known without the database (see knownSession). */
export function createContext(
  services: AppServices,
  request: ContextRequest,
): Context | Promise<Context> {
  const token = bearerToken(request.authorization);
  const build = (viewer: SessionUser | null): Context => ({
    ...services,
    viewer,
    language: languageFromHeader(request.acceptLanguage),
    clientAddress: request.clientAddress,
  });
  const known = knownSession(services, token);
  return known === undefined ? resolveSession(services, token).then(build) : build(known);
}

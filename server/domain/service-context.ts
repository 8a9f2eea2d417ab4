// The one signature of the domain's services: `service(ctx, input)`, and for a read that
// GraphQL shapes, `service(ctx, input, selection)`. `ctx` is who asks (`viewer`, null when
// nobody is signed in), in which language, and the services they may use; GraphQL, REST
// and WebSocket requests build the same one (server/context.ts). A service that reads or
// changes someone's data checks the viewer itself (here and in care-team.ts), so no
// resolver or route can forget to.
import type { Language } from '#common/language';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Background } from '../background';
import type { AppConfig } from '../config/env';
import type { Mailer } from '../mail/mailer';
import type { AppPubSub } from '../pubsub';
import { AppError } from '../errors';
import type { SessionCache } from './accounts/session-cache';
import type { SessionUser } from './accounts/sessions';
import type { SystemStatus } from './health/system-status';

export type Services = {
  prisma: PrismaClient;
  mailer: Mailer;
  config: AppConfig;
  pubsub: AppPubSub;
  background: Background;
  sessionCache: SessionCache;
  /** The help centre's status: real checks, reused for a while. */
  systemStatus: () => Promise<SystemStatus>;
};

export type ServiceContext = Services & {
  viewer: SessionUser | null;
  language: Language;
  clientAddress: string | undefined;
};

/** What a read needs: the database and who asks. */
export type Viewing = Pick<ServiceContext, 'prisma' | 'viewer'>;

/** The signed-in viewer (in `role`, when given); UNAUTHENTICATED or FORBIDDEN otherwise. */
export function requireViewer(
  ctx: Pick<ServiceContext, 'viewer'>,
  role?: SessionUser['role'],
): SessionUser {
  if (!ctx.viewer) throw new AppError('UNAUTHENTICATED');
  if (role && ctx.viewer.role !== role) throw new AppError('FORBIDDEN');
  return ctx.viewer;
}

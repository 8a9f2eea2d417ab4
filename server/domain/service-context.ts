// The one signature of the domain's services: `service(ctx, input)`, and for a read that
// GraphQL shapes, `service(ctx, input, selection)`. `ctx` is who asks (`viewer`, null when
// nobody is signed in), in which language, and the services they may use; GraphQL, REST
// and WebSocket requests build the same one (server/context.ts). A service that reads or
// changes someone's data checks the viewer itself (with the request's access policy,
// access/access-policy.ts), so no resolver or route can forget to.
import type { Language } from '#common/language';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { ExecuteSql } from '../db/client';
import type { Background } from '../background';
import type { AppConfig } from '../config/env';
import type { JobRunner } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import type { AppPubSub } from '../pubsub';
import { refuse } from './access/refuse';
import type { AccountCache } from './accounts/account-cache';
import type { CheckInCache } from './checkins/check-in-cache';
import type { SessionCache } from './accounts/session-cache';
import type { SessionUser } from './accounts/sessions';
import type { SystemStatus } from './health/system-status';
import type { AuditLog } from './audit/audit-log';
import type { AuditScope } from './audit/audit-scope';

export type Services = {
  prisma: PrismaClient;
  mailer: Mailer;
  config: AppConfig;
  pubsub: AppPubSub;
  background: Background;
  sessionCache: SessionCache;
  /** Signed-in users' own account rows, for `me` and /userinfo (accounts/account-cache.ts). */
  accountCache: AccountCache;
  /** Active check-ins as this instance last wrote them (checkins/check-in-cache.ts). */
  checkIns: CheckInCache;
  /** The driver beneath Prisma, for a check-in turn's one statement only (db/client.ts). */
  executeSql: ExecuteSql;
  /** Scheduled and deferred work (e-mailed reminders, updates, doctor messages). */
  jobs: JobRunner;
  /** The help centre's status: real checks, reused for a while. */
  systemStatus: () => Promise<SystemStatus>;
  /** The audit trail's writer (domain/audit). */
  auditLog: AuditLog;
};

export type ServiceContext = Services & {
  viewer: SessionUser | null;
  language: Language;
  clientAddress: string | undefined;
  /** This request, for the audit trail. */
  audit: AuditScope;
  /**
   * The patient a carer acts for in this request (the `X-Care-For` header, or the WebSocket's
   * `careFor`); the access policy decides whether they may (docs/family-carers.md).
   */
  careFor?: string;
};

/** What a read needs: the database and who asks (and, in a request, its audit trail). */
export type Viewing = Pick<ServiceContext, 'prisma' | 'viewer'> &
  Partial<Pick<ServiceContext, 'audit' | 'auditLog' | 'careFor'>>;

/** The signed-in viewer (in `role`, when given); UNAUTHENTICATED or FORBIDDEN otherwise. */
export function requireViewer(
  ctx: Pick<ServiceContext, 'viewer'>,
  role?: SessionUser['role'],
): SessionUser {
  if (!ctx.viewer) throw refuse('signedOut');
  if (role && ctx.viewer.role !== role) throw refuse('wrongRole');
  return ctx.viewer;
}

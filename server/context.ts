// One context for HTTP, WebSocket and REST requests: who is asking, in which language,
// and the services they may use. It is what every domain service takes first
// (server/domain/service-context.ts).
import crypto from 'node:crypto';
import { languageFromHeader } from '#common/language';
import { knownSession, resolveSession, type SessionUser } from './domain/accounts/sessions';
import type { ServiceContext, Services } from './domain/service-context';
import { auditScope, type AuditScope } from './domain/audit/audit-scope';

export type AppServices = Services;
export type Context = ServiceContext;

export function bearerToken(authorization: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1];
}

type ContextRequest = {
  authorization?: string | null;
  acceptLanguage?: string | null;
  /** The carer's `X-Care-For`: the patient they act for. */
  careFor?: string | null;
  clientAddress?: string;
  /** The request for the audit trail; a GraphQL request's operation is filled in later. */
  audit?: AuditScope;
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
    // only a carer names someone else; an id too long to be one is simply nobody
    careFor:
      viewer?.role === 'CARER' && request.careFor && request.careFor.length <= 64
        ? request.careFor.trim()
        : undefined,
    audit: request.audit ?? auditScope(crypto.randomUUID(), 'graphql'),
  });
  const known = knownSession(services, token);
  return known === undefined ? resolveSession(services, token).then(build) : build(known);
}

// What one request is, for the audit trail: its id, how it came (GraphQL, REST, FHIR, a
// subscription) and what it asks. The adapters fill it in; care-team.ts records against it
// where access to a patient is decided, so no resolver or route records by itself.
import type { AuditChannel, AuditLog } from './audit-log';
import type { SessionUser } from '../accounts/sessions';

export type AuditScope = {
  requestId: string;
  channel: AuditChannel;
  /** The GraphQL operation, or 'METHOD /path' for REST and FHIR. */
  action: string;
  change: boolean;
  /** patient + outcome already recorded in this request: one entry each, however many checks */
  recorded: Set<string>;
};

export const auditScope = (
  requestId: string,
  channel: AuditChannel,
  action = '',
  change = false,
): AuditScope => ({ requestId, channel, action, change, recorded: new Set() });

export type Auditing = {
  viewer: SessionUser | null;
  audit?: AuditScope;
  auditLog?: AuditLog;
};

/** Records that this request was let see (or refused) this patient's record. */
export function recordPatientAccess(ctx: Auditing, patientId: string, allowed: boolean) {
  const { audit, auditLog, viewer } = ctx;
  if (!audit || !auditLog) return;
  const key = `${patientId}:${allowed}`;
  if (audit.recorded.has(key)) return;
  audit.recorded.add(key);
  auditLog.record({
    at: new Date(),
    actorId: viewer?.userId ?? null,
    actorRole: viewer?.role ?? null,
    apiKeyId: viewer?.readOnly ? viewer.sessionId : null,
    patientId,
    channel: audit.channel,
    action: audit.action || audit.channel,
    change: audit.change,
    requestId: audit.requestId,
    allowed,
  });
}

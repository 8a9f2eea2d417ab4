// Our audit trail as FHIR R4 AuditEvents (pure mapping). Codes from FHIR's own systems:
// type 'rest' (a RESTful operation, which GraphQL and subscriptions are too, in the broad
// sense), action R(ead) or U(pdate), outcome 0 (success) or 4 (refused: a minor failure).
import type { AuditEvent } from '@medplum/fhirtypes';
import type { AuditTrailEntry } from '../audit/audit-trail';
import { SYSTEM_BASE } from './resources';

const AGENT_REFERENCE: Record<string, string> = { DOCTOR: 'Practitioner', PATIENT: 'Patient' };

export function auditEventOf(entry: AuditTrailEntry): AuditEvent {
  const actorType = entry.actorRole ? AGENT_REFERENCE[entry.actorRole] : undefined;
  return {
    resourceType: 'AuditEvent',
    id: entry.id,
    type: {
      system: 'http://terminology.hl7.org/CodeSystem/audit-event-type',
      code: 'rest',
      display: 'RESTful Operation',
    },
    subtype: [{ system: `${SYSTEM_BASE}/audit-action`, code: entry.action }],
    action: entry.change ? 'U' : 'R',
    recorded: entry.at.toISOString(),
    outcome: entry.allowed ? '0' : '4',
    ...(entry.allowed ? {} : { outcomeDesc: 'Access refused' }),
    agent: [
      {
        requestor: true,
        who:
          actorType && entry.actorId
            ? {
                reference: `${actorType}/${entry.actorId}`,
                ...(entry.actorName ? { display: entry.actorName } : {}),
              }
            : { display: 'Not signed in' },
        // an integration's key: its id, so a clinic can tell its systems apart
        ...(entry.apiKeyId ? { altId: `api-key/${entry.apiKeyId}` } : {}),
        ...(entry.apiKeyName ? { name: entry.apiKeyName } : {}),
      },
    ],
    source: {
      observer: { display: 'Florence Care' },
      type: [{ system: `${SYSTEM_BASE}/audit-channel`, code: entry.channel }],
    },
    entity: [
      {
        what: { reference: `Patient/${entry.patientId}` },
        detail: [{ type: 'request-id', valueString: entry.requestId }],
      },
    ],
  };
}

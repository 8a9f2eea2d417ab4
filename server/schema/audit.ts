// The audit trail over GraphQL: read-only (there is no mutation for it).
import { builder } from './builder';
import { patientIdArg } from './patient-arg';
import { patientAuditTrail, type AuditTrailEntry } from '../domain/audit/audit-trail';

const AuditEntryRef = builder.objectRef<AuditTrailEntry>('AuditEntry').implement({
  description: 'One access to a patient’s record, allowed or refused (the audit trail).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'opaque and stable' }),
    at: t.field({ type: 'DateTime', description: 'When it happened.', resolve: (e) => e.at }),
    actorName: t.exposeString('actorName', {
      nullable: true,
      description: 'Who asked (full name, else username); null when nobody was signed in.',
    }),
    actorRole: t.exposeString('actorRole', {
      nullable: true,
      description: 'PATIENT or DOCTOR; null when nobody was signed in.',
    }),
    apiKeyName: t.exposeString('apiKeyName', {
      nullable: true,
      description: 'The integration’s key name when an API key asked.',
    }),
    channel: t.exposeString('channel', { description: 'graphql, rest, fhir or subscription.' }),
    action: t.exposeString('action', {
      description: 'What was asked: the GraphQL operation, or the REST method and path.',
    }),
    change: t.exposeBoolean('change', { description: 'True for a change, false for a read.' }),
    requestId: t.exposeString('requestId', { description: 'The request’s x-request-id.' }),
    allowed: t.exposeBoolean('allowed', { description: 'False when access was refused.' }),
  }),
});

builder.queryField('recordAccess', (t) =>
  t.field({
    type: [AuditEntryRef],
    description:
      'Who read or changed a patient’s record, newest first (200 at most). The patient (no ' +
      'patientId) sees other people’s accesses; a doctor of the care team sees the whole trail.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id(patientIdArg) },
    resolve: (_root, args, ctx) =>
      patientAuditTrail(ctx, { patientId: args.patientId == null ? null : String(args.patientId) }),
  }),
);

// FHIR R4 export (read-only JSON) over the same checks as every read: see
// server/domain/fhir/export.ts. Answers are FHIR resources; errors the API's {detail, code}.
import {
  patientAuditEvents,
  patientEverything,
  readPatient,
  searchPatients,
} from '../domain/fhir/export';
import type { RestRoute } from './router';

export const fhirRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/fhir/Patient',
    auth: 'required',
    handle: ({ ctx, query }) =>
      searchPatients(ctx, { identifier: query.get('identifier'), baseUrl: ctx.config.appUrl }),
  },
  {
    method: 'GET',
    path: '/fhir/Patient/:id',
    auth: 'required',
    handle: ({ ctx, params }) => readPatient(ctx, { id: params.id }),
  },
  {
    method: 'GET',
    path: '/fhir/Patient/:id/$everything',
    auth: 'required',
    handle: ({ ctx, params }) =>
      patientEverything(ctx, { id: params.id, baseUrl: ctx.config.appUrl }),
  },
  {
    method: 'GET',
    path: '/fhir/AuditEvent',
    auth: 'required',
    handle: ({ ctx, query }) =>
      patientAuditEvents(ctx, { patient: query.get('patient'), baseUrl: ctx.config.appUrl }),
  },
];

// The doctor's patients: the paged, filtered list, one patient's summary, and the
// diagnosis (cancer type and stage) the doctor records.
import { builder } from './builder';
import { listDoctorPatients } from '../domain/patients/patient-list';
import { myCareStatus, setCareStatus } from '../domain/patients/care-status';
import { patientSummary, setDiagnosis } from '../domain/patients/diagnosis';
import type { LastUpdate } from '../domain/patients/last-updates';
import type { PatientSummary as Summary } from '../domain/patients/patient-list';

const UpdateKindEnum = builder.enumType('PatientUpdateKind', {
  values: ['CHECK_IN', 'PRESCRIPTION', 'MESSAGE'] as const,
});

const LastUpdateRef = builder.objectRef<LastUpdate>('PatientLastUpdate').implement({
  description: 'The latest finished check-in, prescription change or doctor message.',
  fields: (t) => ({
    kind: t.expose('kind', { type: UpdateKindEnum }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

export const PatientSummaryRef = builder.objectRef<Summary>('PatientSummary').implement({
  description:
    'A patient as the doctor’s list shows them. Keys name stages and cancer types (common/patients).',
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name', { nullable: true }),
    cancerType: t.exposeString('cancerType', { nullable: true, description: 'cancer type key' }),
    stage: t.exposeString('stage', { nullable: true, description: 'stage key (one of 21)' }),
    stageGroup: t.exposeString('stageGroup', {
      description: 'completed, critical, at_risk, active_treatment, ongoing_care or unknown',
    }),
    careStatus: t.exposeString('careStatus', {
      nullable: true,
      description: 'status chip the doctor set (common/patients/care-status.ts); null: none set',
    }),
    lastUpdate: t.field({ type: LastUpdateRef, nullable: true, resolve: (p) => p.lastUpdate }),
  }),
});

const PatientPageRef = builder
  .objectRef<{ patients: Summary[]; totalCount: number; nextCursor: string | null }>('PatientPage')
  .implement({
    fields: (t) => ({
      patients: t.field({ type: [PatientSummaryRef], resolve: (page) => page.patients }),
      totalCount: t.exposeInt('totalCount'),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'pass as `after` for the next page; null on the last page',
      }),
    }),
  });

const PatientListFilter = builder.inputType('PatientListFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'part of the name, any letter case' }),
    cancerTypes: t.stringList({ required: false }),
    stages: t.stringList({ required: false }),
  }),
});

const DiagnosisInput = builder.inputType('DiagnosisInput', {
  fields: (t) => ({
    // Optional here so an empty stage gets the translated 'stage cannot be empty'.
    stage: t.string({ required: false }),
    cancerType: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  doctorPatients: t.field({
    type: PatientPageRef,
    authScopes: { doctor: true },
    args: {
      filter: t.arg({ type: PatientListFilter, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => listDoctorPatients(ctx, args),
  }),
  doctorPatient: t.field({
    type: PatientSummaryRef,
    description: 'One of the doctor’s own patients; NOT_FOUND for an unknown id or someone else’s.',
    authScopes: { doctor: true },
    args: { id: t.arg.id() },
    resolve: (_root, args, ctx) => patientSummary(ctx, { patientId: String(args.id) }),
  }),
}));

builder.mutationField('setPatientDiagnosis', (t) =>
  t.field({
    type: PatientSummaryRef,
    authScopes: { doctor: true },
    args: { patientId: t.arg.id(), input: t.arg({ type: DiagnosisInput }) },
    resolve: (_root, { patientId, input }, ctx) =>
      setDiagnosis(ctx, { patientId: String(patientId), diagnosis: input }),
  }),
);

builder.mutationField('setPatientCareStatus', (t) =>
  t.field({
    type: PatientSummaryRef,
    description: 'The status chip of the patient’s settings card; null or empty clears it.',
    authScopes: { doctor: true },
    args: { patientId: t.arg.id(), status: t.arg.string({ required: false }) },
    resolve: (_root, { patientId, status }, ctx) =>
      setCareStatus(ctx, { patientId: String(patientId), status }),
  }),
);

builder.queryField('myCareStatus', (t) =>
  t.string({
    nullable: true,
    description:
      'The signed-in patient’s status chip: set by their doctor, else from their treatment status.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => myCareStatus(ctx),
  }),
);

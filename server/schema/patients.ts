// The doctor's patients: the paged, filtered list, one patient's summary, and the
// diagnosis (cancer type and stage) the doctor records.
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { builder } from './builder';
import { careTeamPatientsPage } from '../domain/patients/care-team-pages';
import { listDoctorPatients } from '../domain/patients/patient-list';
import { myCareStatus, setCareStatus } from '../domain/patients/care-status';
import { myCondition, patientSummary, setDiagnosis } from '../domain/patients/diagnosis';
import type { LastUpdate } from '../domain/patients/last-updates';
import type { PatientSummary as Summary } from '../domain/patients/patient-list';

const UpdateKindEnum = builder.enumType('PatientUpdateKind', {
  description: 'What a patient’s latest update was.',
  values: {
    CHECK_IN: { description: 'a check-in finished' },
    PRESCRIPTION: { description: 'a prescription was written, changed, refilled or ended' },
    MESSAGE: { description: 'a doctor sent the patient a message' },
  } as const,
});

const LastUpdateRef = builder.objectRef<LastUpdate>('PatientLastUpdate').implement({
  description: 'The latest finished check-in, prescription change or doctor message.',
  fields: (t) => ({
    kind: t.expose('kind', { type: UpdateKindEnum, description: 'which of the three' }),
    at: t.expose('at', { type: 'DateTime', description: 'when it happened' }),
  }),
});

export const PatientSummaryRef = builder.objectRef<Summary>('PatientSummary').implement({
  description:
    'A patient of the signed-in doctor’s care team, as their list shows them. Stages and ' +
    'cancer types come as keys; their names in both languages are in common/patients.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'the patient’s user id (patientId elsewhere)' }),
    username: t.exposeString('username', { description: 'as the patient registered it' }),
    name: t.exposeString('name', {
      nullable: true,
      description: 'real name from the profile; null until given',
    }),
    cancerType: t.exposeString('cancerType', {
      nullable: true,
      description: 'cancer type key, e.g. breast or nasopharyngeal; null: not recorded',
    }),
    stage: t.exposeString('stage', {
      nullable: true,
      description: 'stage key (one of 21), e.g. stage_ii or remission; null: not recorded',
    }),
    stageGroup: t.exposeString('stageGroup', {
      description:
        'the stage’s group: completed, critical, at_risk, active_treatment, ongoing_care or unknown',
    }),
    careStatus: t.exposeString('careStatus', {
      nullable: true,
      description: 'status chip the doctor set (common/patients/care-status.ts); null: none set',
    }),
    lastUpdate: t.field({
      type: LastUpdateRef,
      nullable: true,
      description: 'the newest check-in, prescription change or message; null: none yet',
      resolve: (p) => p.lastUpdate,
    }),
  }),
});

const PatientPageRef = builder
  .objectRef<{ patients: Summary[]; totalCount: number; nextCursor: string | null }>('PatientPage')
  .implement({
    description:
      'A page of the doctor’s patients by name (offset cursors, for the app’s list; ' +
      'patientsConnection pages in a stable order for integrators).',
    fields: (t) => ({
      patients: t.field({
        type: [PatientSummaryRef],
        description: 'this page, by name (A-Z), then id',
        resolve: (page) => page.patients,
      }),
      totalCount: t.exposeInt('totalCount', { description: 'patients matching the filter' }),
      nextCursor: t.exposeString('nextCursor', {
        nullable: true,
        description: 'pass as `after` for the next page; null on the last page',
      }),
    }),
  });

const PatientListFilter = builder.inputType('PatientListFilter', {
  description: 'Narrows the doctor’s patients; every field given must match (absent: any).',
  fields: (t) => ({
    search: t.string({
      required: false,
      description: 'part of the name or username, any letter case',
    }),
    cancerTypes: t.stringList({
      required: false,
      description: 'any of these cancer type keys (at most 50 read)',
    }),
    stages: t.stringList({
      required: false,
      description: 'any of these stage keys (at most 50 read)',
    }),
  }),
});

const DiagnosisInput = builder.inputType('DiagnosisInput', {
  description: 'The patient’s cancer as the doctor records it (keys of common/patients).',
  fields: (t) => ({
    // Optional here so an empty stage gets the translated 'stage cannot be empty'.
    stage: t.string({ required: false, description: 'a stage key; required' }),
    cancerType: t.string({ required: false, description: 'a cancer type key; absent: none' }),
  }),
});

builder.queryFields((t) => ({
  doctorPatients: t.field({
    type: PatientPageRef,
    description: 'The signed-in doctor’s own care-team patients, by name, a page at a time.',
    authScopes: { doctor: true },
    args: {
      filter: t.arg({
        type: PatientListFilter,
        required: false,
        description: 'which patients; absent: all',
      }),
      first: t.arg.int({ required: false, description: 'page size: default 20, at most 50' }),
      after: t.arg.string({
        required: false,
        description: 'nextCursor of the page before; none: the first page',
      }),
    },
    resolve: (_root, args, ctx) => listDoctorPatients(ctx, args),
  }),
  patientsConnection: t.connection(
    {
      type: PatientSummaryRef,
      description:
        'The signed-in doctor’s own care-team patients in the order they joined the care team ' +
        '(new ones last), a page at a time (for integrators).',
      authScopes: { doctor: true },
      args: {
        filter: t.arg({
          type: PatientListFilter,
          required: false,
          description: 'which patients; absent: all',
        }),
      },
      resolve: (_root, args, ctx) =>
        resolveCursorConnection(
          { args, toCursor: (patient) => patient.cursor },
          ({ after, before, limit, inverted }: ResolveCursorConnectionArgs) =>
            careTeamPatientsPage(ctx, { filter: args.filter, after, before, limit, inverted }),
        ),
    },
    { name: 'PatientSummaryConnection', description: 'A page of the doctor’s patients.' },
    { name: 'PatientSummaryEdge', description: 'A patient and their cursor.' },
  ),
  doctorPatient: t.field({
    type: PatientSummaryRef,
    description: 'One of the doctor’s own patients; NOT_FOUND for an unknown id or someone else’s.',
    authScopes: { doctor: true },
    args: { id: t.arg.id({ description: 'the patient’s user id' }) },
    resolve: (_root, args, ctx) => patientSummary(ctx, { patientId: String(args.id) }),
  }),
}));

builder.mutationField('setPatientDiagnosis', (t) =>
  t.field({
    type: PatientSummaryRef,
    description: 'Records the cancer type and stage of one of the doctor’s own patients.',
    authScopes: { doctor: true },
    args: {
      patientId: t.arg.id({ description: 'one of the doctor’s own patients' }),
      input: t.arg({ type: DiagnosisInput, description: 'stage and cancer type' }),
    },
    resolve: (_root, { patientId, input }, ctx) =>
      setDiagnosis(ctx, { patientId: String(patientId), diagnosis: input }),
  }),
);

builder.mutationField('setPatientCareStatus', (t) =>
  t.field({
    type: PatientSummaryRef,
    description: 'The status chip of the patient’s settings card; null or empty clears it.',
    authScopes: { doctor: true },
    args: {
      patientId: t.arg.id({ description: 'one of the doctor’s own patients' }),
      status: t.arg.string({
        required: false,
        description:
          'active_treatment, in_remission, post_treatment, monitoring, consultation or recovery',
      }),
    },
    resolve: (_root, { patientId, status }, ctx) =>
      setCareStatus(ctx, { patientId: String(patientId), status }),
  }),
);

builder.queryField('myCondition', (t) =>
  t.string({
    nullable: true,
    description:
      'The signed-in patient’s condition in the request language: the cancer type and stage ' +
      'their doctor recorded, else their own words from the profile; null when neither.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, ctx) => myCondition(ctx),
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

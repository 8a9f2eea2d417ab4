// The Overview tab of a patient's record (wellness figures), and marking the patient's
// check-ins as seen by a doctor.
import { builder } from './builder';
import { AlertLevelEnum } from './triage';
import {
  markReportsOpened,
  patientOverview,
  type PatientOverview,
} from '../domain/patients/patient-overview';
import { WeeklySummaryRef } from './wellness';
import type { HealthStatus } from '../domain/wellness/doctor-overview';
import type { PatientInsight } from '../domain/wellness/patient-insights';

const HealthStatusRef = builder.objectRef<HealthStatus>('HealthStatus').implement({
  description: 'stable, the latest level when not stable, or no_data before a first check-in',
  fields: (t) => ({
    kind: t.exposeString('kind'),
    level: t.field({
      type: AlertLevelEnum,
      nullable: true,
      resolve: (h) => (h.kind === 'level' ? h.level : null),
    }),
  }),
});

const InsightValueRef = builder
  .objectRef<{ name: string; value: number }>('InsightValue')
  .implement({
    fields: (t) => ({ name: t.exposeString('name'), value: t.exposeFloat('value') }),
  });

const PatientInsightRef = builder.objectRef<PatientInsight>('PatientInsight').implement({
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'mood_sleep, low_activity, mood_boost or missed_medication',
    }),
    type: t.exposeString('type'),
    values: t.field({
      type: [InsightValueRef],
      resolve: (i) => Object.entries(i.values).map(([name, value]) => ({ name, value })),
    }),
  }),
});

const PatientOverviewRef = builder.objectRef<PatientOverview>('PatientOverview').implement({
  fields: (t) => ({
    health: t.field({ type: HealthStatusRef, resolve: (o) => o.health }),
    adherence: t.exposeInt('adherence', {
      nullable: true,
      description: 'whole percent of due doses taken in the last 30 days; null: no dose due',
    }),
    weekly: t.field({ type: WeeklySummaryRef, resolve: (o) => o.weekly }),
    insights: t.field({ type: [PatientInsightRef], resolve: (o) => o.insights }),
  }),
});

builder.queryField('patientOverview', (t) =>
  t.field({
    type: PatientOverviewRef,
    authScopes: { doctor: true },
    args: { patientId: t.arg.id() },
    resolve: (_root, args, ctx) => patientOverview(ctx, { patientId: String(args.patientId) }),
  }),
);

builder.mutationField('markPatientReportsOpened', (t) =>
  t.int({
    description:
      'The doctor opened the record: its finished check-ins are no longer pending reports.',
    authScopes: { doctor: true },
    args: { patientId: t.arg.id() },
    resolve: (_root, args, ctx) => markReportsOpened(ctx, { patientId: String(args.patientId) }),
  }),
);

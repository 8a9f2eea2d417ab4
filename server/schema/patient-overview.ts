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
import type { LatestCheckIn } from '../domain/patients/latest-check-in';

const HealthStatusRef = builder.objectRef<HealthStatus>('HealthStatus').implement({
  description: 'stable, the latest level when not stable, or no_data before a first check-in',
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description:
        'stable (latest check-in GREEN or YELLOW, no open alert above caution), level or no_data',
    }),
    level: t.field({
      type: AlertLevelEnum,
      nullable: true,
      description: 'the latest check-in’s level when kind is level; else null',
      resolve: (h) => (h.kind === 'level' ? h.level : null),
    }),
  }),
});

const InsightValueRef = builder
  .objectRef<{ name: string; value: number }>('InsightValue')
  .implement({
    description: 'A number an insight’s text shows (its placeholder and value).',
    fields: (t) => ({
      name: t.exposeString('name', { description: 'placeholder: gap, days or doses' }),
      value: t.exposeFloat('value', {
        description: 'gap: mood points (1-5 scale); days: check-in days; doses: missed doses',
      }),
    }),
  });

const PatientInsightRef = builder.objectRef<PatientInsight>('PatientInsight').implement({
  description: 'An insight card of the patient’s record, shown only when their data supports it.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'mood_sleep, low_activity, mood_boost or missed_medication',
    }),
    type: t.exposeString('type', { description: 'info, success or warning (its colour)' }),
    values: t.field({
      type: [InsightValueRef],
      description: 'the numbers its text shows',
      resolve: (i) => Object.entries(i.values).map(([name, value]) => ({ name, value })),
    }),
  }),
});

const LatestCheckInRef = builder.objectRef<LatestCheckIn>('LatestCheckIn').implement({
  description: 'The patient’s latest finished check-in: its level, and what it was about.',
  fields: (t) => ({
    at: t.expose('at', { type: 'DateTime', description: 'when it finished' }),
    level: t.expose('level', { type: AlertLevelEnum, description: 'the level the triage gave' }),
    symptoms: t.exposeStringList('symptoms', {
      description: 'each symptom reported, in the request language: name (place) · grade · n/10',
    }),
    reasons: t.exposeStringList('reasons', {
      description: 'the triage rules’ reasons for the level, in the request language',
    }),
  }),
});

const PatientOverviewRef = builder.objectRef<PatientOverview>('PatientOverview').implement({
  description: 'The Overview tab of a patient’s record (wellness figures).',
  fields: (t) => ({
    health: t.field({
      type: HealthStatusRef,
      description: 'the stable-health card',
      resolve: (o) => o.health,
    }),
    latestCheckIn: t.field({
      type: LatestCheckInRef,
      nullable: true,
      description: 'null before a first check-in',
      resolve: (o) => o.latestCheckIn,
    }),
    adherence: t.exposeInt('adherence', {
      nullable: true,
      description: 'whole percent of due doses taken in the last 30 days; null: no dose due',
    }),
    weekly: t.field({
      type: WeeklySummaryRef,
      description: 'this week against the week before',
      resolve: (o) => o.weekly,
    }),
    insights: t.field({
      type: [PatientInsightRef],
      description: 'the insight cards the last one or two weeks support',
      resolve: (o) => o.insights,
    }),
  }),
});

builder.queryField('patientOverview', (t) =>
  t.field({
    type: PatientOverviewRef,
    description:
      'One of the doctor’s own patients’ figures; DATA_NOT_SHARED when the patient stopped sharing.',
    authScopes: { doctor: true },
    args: { patientId: t.arg.id({ description: 'one of the doctor’s own patients' }) },
    resolve: (_root, args, ctx) => patientOverview(ctx, { patientId: String(args.patientId) }),
  }),
);

builder.mutationField('markPatientReportsOpened', (t) =>
  t.int({
    description:
      'The doctor opened the record: its finished check-ins are no longer pending reports.',
    authScopes: { doctor: true },
    args: { patientId: t.arg.id({ description: 'one of the doctor’s own patients' }) },
    resolve: (_root, args, ctx) => markReportsOpened(ctx, { patientId: String(args.patientId) }),
  }),
);

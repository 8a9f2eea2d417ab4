// The patient's health dashboard over GraphQL: a period's panels, this week's summary and
// a month's symptom calendar. A patient reads their own; a doctor names a patient of
// their care team. Three small fields, so each tab asks only for what it shows.
import { builder } from './builder';
import { patientIdArg } from './patient-arg';
import { HealthPeriodRef, WeeklySummaryRef } from './wellness';
import {
  healthPeriod,
  symptomCalendar,
  weekSummary,
} from '../domain/health-dashboard/health-dashboard';
import type { DaySeverity } from '../domain/wellness/monthly-view';
import { checkInStreak, wellnessScore } from '../domain/health-dashboard/home-figures';

const StreakRef = builder
  .objectRef<Awaited<ReturnType<typeof checkInStreak>>>('CheckInStreak')
  .implement({
    description: 'Days in a row with a finished check-in (Hong Kong days).',
    fields: (t) => ({
      current: t.exposeInt('current', {
        description: 'days in a row ending today, or yesterday when today has none yet',
      }),
      longest: t.exposeInt('longest', { description: 'the longest run ever' }),
      week: t.exposeBooleanList('week', {
        description: 'this week, Mon..Sun: a check-in that day',
      }),
      checkedInToday: t.exposeBoolean('checkedInToday', {
        description: 'a check-in finished today',
      }),
    }),
  });

const ScoreRef = builder
  .objectRef<Awaited<ReturnType<typeof wellnessScore>>>('WellnessScore')
  .implement({
    description: 'Mean daily wellness over a period.',
    fields: (t) => ({
      from: t.exposeString('from', { description: 'first day, YYYY-MM-DD' }),
      to: t.exposeString('to', { description: 'last day, YYYY-MM-DD' }),
      score: t.exposeFloat('score', { nullable: true, description: '0-100; null: no check-in' }),
    }),
  });

const CalendarDayRef = builder
  .objectRef<{ day: string; severity: DaySeverity }>('CalendarDay')
  .implement({
    description: 'A day of the symptom calendar.',
    fields: (t) => ({
      day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
      severity: t.exposeString('severity', {
        description: 'mild, moderate, severe or not_logged (highest grade of the day)',
      }),
    }),
  });

// Wellness data is the patient's to share (domain/care-team.ts sharesWellnessData).
const WELLNESS_READERS =
  ' A doctor reads it only while the patient shares data (else DATA_NOT_SHARED).';

builder.queryFields((t) => ({
  healthPeriod: t.field({
    type: HealthPeriodRef,
    description: 'A period’s dashboard panels.' + WELLNESS_READERS,
    authScopes: { loggedIn: true },
    args: {
      period: t.arg.string({ description: "'today', 'week' or a month 'YYYY-MM' up to this one" }),
      patientId: t.arg.id(patientIdArg),
    },
    resolve: (_root, args, ctx) =>
      healthPeriod(ctx, { period: args.period, patientId: args.patientId }),
  }),
  weeklySummary: t.field({
    type: WeeklySummaryRef,
    description: 'This Monday-Sunday week against the week before.' + WELLNESS_READERS,
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id(patientIdArg) },
    resolve: (_root, args, ctx) => weekSummary(ctx, { patientId: args.patientId }),
  }),
  checkInStreak: t.field({
    type: StreakRef,
    description: 'The check-in streak (the home card).' + WELLNESS_READERS,
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id(patientIdArg) },
    resolve: (_root, args, ctx) => checkInStreak(ctx, { patientId: args.patientId }),
  }),
  wellnessScore: t.field({
    type: ScoreRef,
    description: 'This week’s, month’s or year’s wellness (the home card).' + WELLNESS_READERS,
    authScopes: { loggedIn: true },
    args: {
      period: t.arg.string({ description: "'week', 'month' or 'year'" }),
      patientId: t.arg.id(patientIdArg),
    },
    resolve: (_root, args, ctx) =>
      wellnessScore(ctx, { period: args.period, patientId: args.patientId }),
  }),
  symptomCalendar: t.field({
    type: [CalendarDayRef],
    description: 'Every day of a month with its colour.' + WELLNESS_READERS,
    authScopes: { loggedIn: true },
    args: {
      month: t.arg.string({ description: 'YYYY-MM, this month or earlier' }),
      patientId: t.arg.id(patientIdArg),
    },
    resolve: (_root, args, ctx) =>
      symptomCalendar(ctx, { month: args.month, patientId: args.patientId }),
  }),
}));

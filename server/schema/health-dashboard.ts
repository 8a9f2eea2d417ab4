// The patient's health dashboard over GraphQL: a period's panels, this week's summary and
// a month's symptom calendar. A patient reads their own; a doctor names a patient of
// their care team. Three small fields, so each tab asks only for what it shows.
import { builder } from './builder';
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
    fields: (t) => ({
      current: t.exposeInt('current', {
        description: 'days in a row ending today, or yesterday when today has none yet',
      }),
      longest: t.exposeInt('longest'),
      week: t.exposeBooleanList('week', {
        description: 'this week, Mon..Sun: a check-in that day',
      }),
      checkedInToday: t.exposeBoolean('checkedInToday'),
    }),
  });

const ScoreRef = builder
  .objectRef<Awaited<ReturnType<typeof wellnessScore>>>('WellnessScore')
  .implement({
    fields: (t) => ({
      from: t.exposeString('from'),
      to: t.exposeString('to'),
      score: t.exposeFloat('score', { nullable: true, description: '0-100; null: no check-in' }),
    }),
  });

const CalendarDayRef = builder
  .objectRef<{ day: string; severity: DaySeverity }>('CalendarDay')
  .implement({
    fields: (t) => ({
      day: t.exposeString('day'),
      severity: t.exposeString('severity', {
        description: 'mild, moderate, severe or not_logged (highest grade of the day)',
      }),
    }),
  });

builder.queryFields((t) => ({
  healthPeriod: t.field({
    type: HealthPeriodRef,
    authScopes: { loggedIn: true },
    args: {
      period: t.arg.string({ description: "'today', 'week' or a month 'YYYY-MM' up to this one" }),
      patientId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      healthPeriod(ctx, { period: args.period, patientId: args.patientId }),
  }),
  weeklySummary: t.field({
    type: WeeklySummaryRef,
    description: 'This Monday-Sunday week against the week before.',
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => weekSummary(ctx, { patientId: args.patientId }),
  }),
  checkInStreak: t.field({
    type: StreakRef,
    authScopes: { loggedIn: true },
    args: { patientId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => checkInStreak(ctx, { patientId: args.patientId }),
  }),
  wellnessScore: t.field({
    type: ScoreRef,
    description: 'This week’s, month’s or year’s wellness (the home card).',
    authScopes: { loggedIn: true },
    args: {
      period: t.arg.string({ description: "'week', 'month' or 'year'" }),
      patientId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      wellnessScore(ctx, { period: args.period, patientId: args.patientId }),
  }),
  symptomCalendar: t.field({
    type: [CalendarDayRef],
    authScopes: { loggedIn: true },
    args: {
      month: t.arg.string({ description: 'YYYY-MM, this month or earlier' }),
      patientId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      symptomCalendar(ctx, { month: args.month, patientId: args.patientId }),
  }),
}));

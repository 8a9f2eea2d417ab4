// Wellness figures as GraphQL types (docs/wellness-rules.md): the weekly summary, trend
// cards, each day's values, symptoms tracked and notable events. Null figures mean "no
// data"; nothing here computes a figure (server/domain/wellness does).
import { builder } from './builder';
import { AlertLevelEnum } from './triage';
import { SYMPTOM_NAMES, type SymptomKey } from '../domain/triage';
import type { DayScore, WeeklySummary } from '../domain/wellness/weekly-summary';
import type { TrendCard, NotableEvent } from '../domain/wellness/monthly-view';
import type { DayValues, PeriodOverview, TrackedSymptom } from '../domain/wellness/period-figures';

/** Kept for integrators of the 0-5 fields, which came before the one 0-100 scale. */
const outOfFive = (score: number | null) => (score == null ? null : Math.round(score / 2) / 10);

export const DayScoreRef = builder.objectRef<DayScore>('DayScore').implement({
  description: 'A day and its wellness score.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'Hong Kong day, YYYY-MM-DD' }),
    score: t.exposeFloat('score', { description: 'daily wellness 0-100' }),
  }),
});

export const WeeklySummaryRef = builder.objectRef<WeeklySummary>('WeeklySummary').implement({
  description: 'A Mon-Sun week against the week before; null figures mean no data.',
  fields: (t) => ({
    weekStart: t.string({ description: 'Monday, YYYY-MM-DD', resolve: (w) => w.week.from }),
    weekEnd: t.string({ description: 'Sunday, YYYY-MM-DD', resolve: (w) => w.week.to }),
    wellness: t.exposeFloat('wellness', { nullable: true, description: '0-100' }),
    wellnessFive: t.float({
      nullable: true,
      description: 'wellness / 20, one decimal',
      deprecationReason: 'Every screen shows wellness on one 0-100 scale: read `wellness`.',
      resolve: (w) => outOfFive(w.wellness),
    }),
    previousWellness: t.exposeFloat('previousWellness', {
      nullable: true,
      description: 'the week before, 0-100',
    }),
    previousWellnessFive: t.float({
      nullable: true,
      description: 'previousWellness / 20, one decimal',
      deprecationReason: 'Every screen shows wellness on one 0-100 scale: read `previousWellness`.',
      resolve: (w) => outOfFive(w.previousWellness),
    }),
    engagement: t.exposeFloat('engagement', {
      description: '0-10: 10 × (0.6 × check-in days / 7 + 0.4 × adherence)',
    }),
    previousEngagement: t.exposeFloat('previousEngagement', {
      description: 'the week before, 0-10',
    }),
    engagementChange: t.exposeFloat('engagementChange', {
      description: 'engagement less previousEngagement',
    }),
    moodByWeekday: t.exposeFloatList('moodByWeekday', { description: 'Mon..Sun, 0 not logged' }),
    moodTrend: t.exposeString('moodTrend', { description: 'improving, declining or stable' }),
    bestDay: t.field({
      type: DayScoreRef,
      nullable: true,
      description: 'highest daily score (the later on a tie); null with under two days logged',
      resolve: (w) => w.bestDay,
    }),
    challengingDay: t.field({
      type: DayScoreRef,
      nullable: true,
      description: 'lowest daily score (the later on a tie); null with under two days logged',
      resolve: (w) => w.challengingDay,
    }),
    dosesTaken: t.int({
      description: 'doses marked taken this week',
      resolve: (w) => w.adherence.taken,
    }),
    dosesDue: t.int({
      description: 'doses due this week, up to now',
      resolve: (w) => w.adherence.due,
    }),
  }),
});

const TrendCardRef = builder.objectRef<TrendCard>('TrendCard').implement({
  description: 'A measure’s mean over the period against the period before (§4).',
  fields: (t) => ({
    measure: t.exposeString('measure', { description: 'mood, energy, sleep or pain' }),
    current: t.exposeFloat('current', {
      nullable: true,
      description: 'mean over the period (1-5; pain 0-10); null: no value',
    }),
    previous: t.exposeFloat('previous', {
      nullable: true,
      description: 'the same over the period before; null: no value',
    }),
    direction: t.exposeString('direction', {
      description: 'up, down or stable (a move of 0.5, or 1 for pain, counts)',
    }),
    notEnoughData: t.exposeBoolean('notEnoughData', {
      description: 'one of the two periods has no value (shown as stable)',
    }),
  }),
});

const DayValuesRef = builder.objectRef<DayValues>('DayValues').implement({
  description: 'One Hong Kong day: its latest values, null when not recorded.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD' }),
    score: t.exposeFloat('score', { nullable: true, description: 'daily wellness, 0-100' }),
    mood: t.exposeFloat('mood', { nullable: true, description: '1 very low … 5 very good' }),
    energy: t.exposeFloat('energy', {
      nullable: true,
      description: '1 exhausted … 5 full of energy',
    }),
    sleep: t.exposeFloat('sleep', {
      nullable: true,
      description: 'sleep quality, 1 very poor … 5 very good',
    }),
    pain: t.exposeFloat('pain', { nullable: true, description: 'pain intensity, 0-10' }),
    hoursSlept: t.exposeFloat('hoursSlept', {
      nullable: true,
      description: 'hours slept, when the patient said',
    }),
  }),
});

const TrackedSymptomRef = builder.objectRef<TrackedSymptom>('TrackedSymptom').implement({
  description: 'A symptom reported in the period: graded 1 or more, or reported without a grade.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'symptom key, e.g. nausea; other: unnamed' }),
    name: t.string({
      description: 'in the request language; the patient’s own words for an unnamed symptom',
      resolve: (s, _args, ctx) =>
        s.label ?? SYMPTOM_NAMES[s.key as SymptomKey]?.[ctx.language] ?? s.key,
    }),
    days: t.exposeInt('days', { description: 'days of the period it was reported on' }),
    highestGrade: t.exposeInt('highestGrade', {
      nullable: true,
      description: 'its highest grade, 1-4; null: reported, but never with a severity to grade',
    }),
    redLevel: t.exposeBoolean('redLevel', {
      description:
        'a red-level rule fired on it in the period (a fever on treatment, chest pain): show the ' +
        'triage’s words, a red-level finding, rather than its grade (4 for the figures)',
    }),
    latestGrade: t.exposeInt('latestGrade', {
      nullable: true,
      description: 'its grade on the latest day it was reported; null when that day had none',
    }),
  }),
});

const NotableEventRef = builder.objectRef<NotableEvent>('NotableEvent').implement({
  description: 'Something that happened in the period (alerts at ORANGE or RED for now).',
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description:
        'alert, appointment_completed, appointment_cancelled, medication_prescribed, ' +
        'medication_refilled, medication_discontinued or doctor_message',
    }),
    at: t.expose('at', { type: 'DateTime', description: 'when it happened' }),
    level: t.field({
      type: AlertLevelEnum,
      nullable: true,
      description: 'an alert’s level (a doctor’s override when set); null for other kinds',
      resolve: (e) => e.level ?? null,
    }),
    title: t.string({
      nullable: true,
      description: 'an alert’s heading, in the request’s language',
      resolve: (e) => e.title ?? null,
    }),
  }),
});

export type PeriodWithEvents = PeriodOverview & { events: NotableEvent[] };

export const HealthPeriodRef = builder.objectRef<PeriodWithEvents>('HealthPeriod').implement({
  description: 'A day, week or month of the patient’s records.',
  fields: (t) => ({
    from: t.string({ description: 'first day, YYYY-MM-DD', resolve: (p) => p.range.from }),
    to: t.string({ description: 'last day, YYYY-MM-DD', resolve: (p) => p.range.to }),
    wellness: t.exposeFloat('wellness', { nullable: true, description: '0-100' }),
    previousWellness: t.exposeFloat('previousWellness', {
      nullable: true,
      description: 'the period of the same length before, 0-100',
    }),
    checkInDays: t.exposeInt('checkInDays', { description: 'days with a finished check-in' }),
    trends: t.field({
      type: [TrendCardRef],
      description: 'mood, energy, sleep and pain',
      resolve: (p) => p.trends,
    }),
    symptoms: t.field({
      type: [TrackedSymptomRef],
      description: 'most severe first, then the most frequent',
      resolve: (p) => p.symptoms,
    }),
    series: t.field({
      type: [DayValuesRef],
      description: 'every day of the period, for the charts',
      resolve: (p) => p.series,
    }),
    events: t.field({
      type: [NotableEventRef],
      description: 'newest first, at most 5',
      resolve: (p) => p.events,
    }),
  }),
});

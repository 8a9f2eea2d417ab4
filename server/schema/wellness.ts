// Wellness figures as GraphQL types (docs/wellness-rules.md): the weekly summary, trend
// cards, each day's values, symptoms tracked and notable events. Null figures mean "no
// data"; nothing here computes a figure (server/domain/wellness does).
import { builder } from './builder';
import { AlertLevelEnum } from './triage';
import { SYMPTOM_NAMES, type SymptomKey } from '../domain/triage';
import type { DayScore, WeeklySummary } from '../domain/wellness/weekly-summary';
import type { TrendCard, NotableEvent } from '../domain/wellness/monthly-view';
import type { DayValues, PeriodOverview, TrackedSymptom } from '../domain/wellness/period-figures';

export const DayScoreRef = builder.objectRef<DayScore>('DayScore').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'Hong Kong day, YYYY-MM-DD' }),
    score: t.exposeFloat('score', { description: 'daily wellness 0-100' }),
  }),
});

export const WeeklySummaryRef = builder.objectRef<WeeklySummary>('WeeklySummary').implement({
  description: 'A Mon-Sun week against the week before; null figures mean no data.',
  fields: (t) => ({
    weekStart: t.string({ resolve: (w) => w.week.from }),
    weekEnd: t.string({ resolve: (w) => w.week.to }),
    wellness: t.exposeFloat('wellness', { nullable: true, description: '0-100' }),
    wellnessFive: t.exposeFloat('wellnessFive', { nullable: true, description: '0-5' }),
    previousWellness: t.exposeFloat('previousWellness', { nullable: true }),
    previousWellnessFive: t.exposeFloat('previousWellnessFive', { nullable: true }),
    engagement: t.exposeFloat('engagement', { description: '0-10' }),
    previousEngagement: t.exposeFloat('previousEngagement'),
    engagementChange: t.exposeFloat('engagementChange'),
    moodByWeekday: t.exposeFloatList('moodByWeekday', { description: 'Mon..Sun, 0 not logged' }),
    moodTrend: t.exposeString('moodTrend', { description: 'improving, declining or stable' }),
    bestDay: t.field({ type: DayScoreRef, nullable: true, resolve: (w) => w.bestDay }),
    challengingDay: t.field({
      type: DayScoreRef,
      nullable: true,
      resolve: (w) => w.challengingDay,
    }),
    dosesTaken: t.int({ resolve: (w) => w.adherence.taken }),
    dosesDue: t.int({ resolve: (w) => w.adherence.due }),
  }),
});

const TrendCardRef = builder.objectRef<TrendCard>('TrendCard').implement({
  description: 'A measure’s mean over the period against the period before (§4).',
  fields: (t) => ({
    measure: t.exposeString('measure', { description: 'mood, energy, sleep or pain' }),
    current: t.exposeFloat('current', { nullable: true }),
    previous: t.exposeFloat('previous', { nullable: true }),
    direction: t.exposeString('direction', { description: 'up, down or stable' }),
    notEnoughData: t.exposeBoolean('notEnoughData'),
  }),
});

const DayValuesRef = builder.objectRef<DayValues>('DayValues').implement({
  description: 'One Hong Kong day: its latest values, null when not recorded.',
  fields: (t) => ({
    day: t.exposeString('day'),
    score: t.exposeFloat('score', { nullable: true }),
    mood: t.exposeFloat('mood', { nullable: true }),
    energy: t.exposeFloat('energy', { nullable: true }),
    sleep: t.exposeFloat('sleep', { nullable: true }),
    pain: t.exposeFloat('pain', { nullable: true }),
    hoursSlept: t.exposeFloat('hoursSlept', { nullable: true }),
  }),
});

const TrackedSymptomRef = builder.objectRef<TrackedSymptom>('TrackedSymptom').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    name: t.string({
      description: 'in the request language; the patient’s own words for an unnamed symptom',
      resolve: (s, _args, ctx) =>
        s.label ?? SYMPTOM_NAMES[s.key as SymptomKey]?.[ctx.language] ?? s.key,
    }),
    days: t.exposeInt('days'),
    highestGrade: t.exposeInt('highestGrade'),
    latestGrade: t.exposeInt('latestGrade'),
  }),
});

const NotableEventRef = builder.objectRef<NotableEvent>('NotableEvent').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    at: t.expose('at', { type: 'DateTime' }),
    level: t.field({ type: AlertLevelEnum, nullable: true, resolve: (e) => e.level ?? null }),
    title: t.string({ nullable: true, resolve: (e) => e.title ?? null }),
  }),
});

export type PeriodWithEvents = PeriodOverview & { events: NotableEvent[] };

export const HealthPeriodRef = builder.objectRef<PeriodWithEvents>('HealthPeriod').implement({
  description: 'A day, week or month of the patient’s records.',
  fields: (t) => ({
    from: t.string({ resolve: (p) => p.range.from }),
    to: t.string({ resolve: (p) => p.range.to }),
    wellness: t.exposeFloat('wellness', { nullable: true, description: '0-100' }),
    previousWellness: t.exposeFloat('previousWellness', { nullable: true }),
    checkInDays: t.exposeInt('checkInDays'),
    trends: t.field({ type: [TrendCardRef], resolve: (p) => p.trends }),
    symptoms: t.field({ type: [TrackedSymptomRef], resolve: (p) => p.symptoms }),
    series: t.field({ type: [DayValuesRef], resolve: (p) => p.series }),
    events: t.field({ type: [NotableEventRef], resolve: (p) => p.events }),
  }),
});

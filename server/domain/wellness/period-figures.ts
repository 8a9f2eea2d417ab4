// The dashboard's figures over a period that sections 2-4 of the wellness rules leave
// to a screen: each day's values for the charts, and the symptoms tracked. Pure, over
// Hong Kong days; a day without a check-in has no values (never a zero).
import { eachDay, inRange, previousRange, type Day, type DayRange } from './clinic-days';
import { checkInsByDay, dailyScores, periodWellness } from './daily-score';
import { trendCards } from './monthly-view';
import type { CheckInRecord } from './types';

export type DayValues = {
  day: Day;
  /** Daily wellness 0-100; null: no check-in that day. */
  score: number | null;
  mood: number | null;
  energy: number | null;
  sleep: number | null;
  pain: number | null;
  hoursSlept: number | null;
};

type Measure = 'mood' | 'energy' | 'sleep' | 'pain' | 'hoursSlept';
const MEASURES: readonly Measure[] = ['mood', 'energy', 'sleep', 'pain', 'hoursSlept'];

/** The latest value recorded that day, as the trend cards read a day (monthly-view.ts). */
const latestOf = (list: readonly CheckInRecord[], measure: Measure) =>
  list
    .map((checkIn) => checkIn[measure])
    .filter((value): value is number => value != null)
    .at(-1) ?? null;

/** Every day of the range with its values, for the charts and their tables. */
export function dailySeries(checkIns: readonly CheckInRecord[], range: DayRange): DayValues[] {
  const byDay = checkInsByDay(checkIns);
  const scores = dailyScores(checkIns);
  return eachDay(range).map((day) => {
    const list = byDay.get(day) ?? [];
    const values = Object.fromEntries(MEASURES.map((m) => [m, latestOf(list, m)]));
    return { day, score: scores.get(day) ?? null, ...values } as DayValues;
  });
}

export type TrackedSymptom = {
  key: string;
  /** The patient's own words, for a symptom Florence has no name for ('other'). */
  label?: string;
  /** Days of the period on which it was reported. */
  days: number;
  /** null while it was never given a grade (reported, but no severity could be read). */
  highestGrade: number | null;
  /** Its grade on the latest day it was reported; null when that report had none. */
  latestGrade: number | null;
  /** A red-level rule fired on it in the period: shown as a red-level finding, not a grade. */
  redLevel: boolean;
};

const higherGrade = (a: number | null, b: number | null) =>
  a == null ? b : b == null ? a : Math.max(a, b);

/**
 * The symptoms reported in the period (graded 1 or more, or reported without a grade),
 * most severe first (an ungraded one after the graded), then the most frequent, then by
 * key: an 'other' symptom is told apart by the patient's words.
 */
export function symptomsTracked(
  checkIns: readonly CheckInRecord[],
  range: DayRange,
): TrackedSymptom[] {
  const tracked = new Map<string, TrackedSymptom>();
  for (const [day, list] of checkInsByDay(checkIns)) {
    if (!inRange(day, range)) continue;
    const seenToday = new Set<string>();
    for (const symptom of list.flatMap((checkIn) => checkIn.symptoms)) {
      const id = `${symptom.key}:${symptom.label ?? ''}`;
      const earlier = tracked.get(id);
      tracked.set(id, {
        key: symptom.key,
        ...(symptom.label ? { label: symptom.label } : {}),
        days: (earlier?.days ?? 0) + (seenToday.has(id) ? 0 : 1),
        highestGrade: higherGrade(earlier?.highestGrade ?? null, symptom.grade),
        latestGrade: symptom.grade,
        redLevel: (earlier?.redLevel ?? false) || symptom.redLevel === true,
      });
      seenToday.add(id);
    }
  }
  return [...tracked.values()].sort(
    (a, b) =>
      (b.highestGrade ?? 0) - (a.highestGrade ?? 0) ||
      b.days - a.days ||
      a.key.localeCompare(b.key) ||
      (a.label ?? '').localeCompare(b.label ?? ''),
  );
}

/** Days of the range with at least one finished check-in. */
export const daysWithCheckIn = (checkIns: readonly CheckInRecord[], range: DayRange) =>
  [...checkInsByDay(checkIns).keys()].filter((day) => inRange(day, range)).length;

/**
 * What the dashboard shows of a period (a day, a week, a month): its wellness against the
 * period before, the days logged, the four trend cards, the symptoms tracked and each
 * day's values. `checkIns` must cover the period and the one before it.
 */
export function periodOverview(checkIns: readonly CheckInRecord[], range: DayRange) {
  return {
    range,
    wellness: periodWellness(checkIns, range),
    previousWellness: periodWellness(checkIns, previousRange(range)),
    checkInDays: daysWithCheckIn(checkIns, range),
    trends: trendCards(checkIns, range),
    symptoms: symptomsTracked(checkIns, range),
    series: dailySeries(checkIns, range),
  };
}

export type PeriodOverview = ReturnType<typeof periodOverview>;

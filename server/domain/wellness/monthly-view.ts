// Section 4 of the wellness rules: the month calendar's colours, the four trend cards
// and the notable events. Pure.
import { eachDay, inRange, previousRange, type Day, type DayRange } from './clinic-days';
import { checkInsByDay } from './daily-score';
import { round1, type CheckInRecord, type Figure } from './types';

export type DaySeverity = 'mild' | 'moderate' | 'severe' | 'not_logged';

export function severityOfGrade(grade: number): Exclude<DaySeverity, 'not_logged'> {
  if (grade >= 3) return 'severe';
  if (grade === 2) return 'moderate';
  return 'mild';
}

/** Each day of the range coloured by the highest symptom grade of its check-ins. */
export function calendarColours(
  checkIns: readonly CheckInRecord[],
  range: DayRange,
): Record<Day, DaySeverity> {
  const byDay = checkInsByDay(checkIns);
  return Object.fromEntries(
    eachDay(range).map((day) => {
      const list = byDay.get(day);
      if (!list) return [day, 'not_logged'];
      const highest = Math.max(0, ...list.flatMap((c) => c.grades));
      return [day, severityOfGrade(highest)];
    }),
  );
}

export type TrendMeasure = 'mood' | 'energy' | 'sleep' | 'pain';
export type TrendDirection = 'up' | 'down' | 'stable';

/**
 * The smallest change of the period mean that counts as a move: half a point on 1-5, a point on
 * pain's 1-10.
 */
export const TREND_THRESHOLDS: Record<TrendMeasure, number> = {
  mood: 0.5,
  energy: 0.5,
  sleep: 0.5,
  pain: 1,
};

export type TrendCard = {
  measure: TrendMeasure;
  current: Figure;
  previous: Figure;
  direction: TrendDirection;
  /** No value in one of the two periods: shown as stable, marked "not enough data". */
  notEnoughData: boolean;
};

/** Mean over the period's days of each day's latest recorded value. */
function periodMean(
  checkIns: readonly CheckInRecord[],
  measure: TrendMeasure,
  range: DayRange,
): Figure {
  const values: number[] = [];
  for (const [day, list] of checkInsByDay(checkIns)) {
    if (!inRange(day, range)) continue;
    const value = list
      .map((c) => c[measure])
      .filter((v): v is number => v != null)
      .at(-1);
    if (value != null) values.push(value);
  }
  return values.length ? round1(values.reduce((s, v) => s + v, 0) / values.length) : null;
}

export function trendCard(
  checkIns: readonly CheckInRecord[],
  measure: TrendMeasure,
  range: DayRange,
): TrendCard {
  const current = periodMean(checkIns, measure, range);
  const previous = periodMean(checkIns, measure, previousRange(range));
  if (current == null || previous == null)
    return { measure, current, previous, direction: 'stable', notEnoughData: true };
  const change = round1(current - previous);
  const threshold = TREND_THRESHOLDS[measure];
  const direction = change >= threshold ? 'up' : change <= -threshold ? 'down' : 'stable';
  return { measure, current, previous, direction, notEnoughData: false };
}

export const trendCards = (checkIns: readonly CheckInRecord[], range: DayRange) =>
  (['mood', 'energy', 'sleep', 'pain'] as const).map((m) => trendCard(checkIns, m, range));

export type NotableEventKind =
  | 'appointment_completed'
  | 'appointment_cancelled'
  | 'medication_prescribed'
  | 'medication_refilled'
  | 'medication_discontinued'
  | 'alert'
  | 'doctor_message';

export type NotableEvent = {
  kind: NotableEventKind;
  at: Date;
  /** Alerts only: the level triage gave (or the doctor's override). */
  level?: 'GREEN' | 'YELLOW' | 'ORANGE' | 'RED';
  title?: string;
};

/** The period's events, newest first; alerts only at ORANGE or RED. */
export function notableEvents(
  events: readonly NotableEvent[],
  period: { start: Date; end: Date },
  limit = Infinity,
): NotableEvent[] {
  return events
    .filter((e) => e.at >= period.start && e.at < period.end)
    .filter((e) => e.kind !== 'alert' || e.level === 'ORANGE' || e.level === 'RED')
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit);
}

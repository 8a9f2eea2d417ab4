// The four smart-insight cards of the patient-details overview (mood and sleep, low
// activity, mood boost, missed medication), each shown only when the patient's own records
// support it. Pure; titles and texts are translation keys the client holds.
import { addDays, inRange, localDay, type DayRange } from './clinic-days';
import { checkInsByDay } from './daily-score';
import type { DoseWithStatus } from './adherence';
import type { MoodTrend } from './weekly-summary';
import type { CheckInRecord } from './types';

export type PatientInsight = {
  key: 'mood_sleep' | 'low_activity' | 'mood_boost' | 'missed_medication';
  type: 'info' | 'success' | 'warning';
  values: Record<string, number>;
};

/** Good and poor nights are told apart on the 1-5 sleep-quality scale. */
const GOOD_SLEEP = 4;
const POOR_SLEEP = 2;
/** Mood a full point better after good nights than after poor ones is worth saying. */
const MOOD_SLEEP_GAP = 1;
/** Fewer check-in days than this in the last seven is low activity. */
const LOW_ACTIVITY_DAYS = 3;
const WINDOW_DAYS = 14;

function moodSleepLink(
  checkIns: readonly CheckInRecord[],
  window: DayRange,
): PatientInsight | null {
  const good: number[] = [];
  const poor: number[] = [];
  for (const [day, list] of checkInsByDay(checkIns)) {
    const latest = list.at(-1)!;
    if (!inRange(day, window) || latest.mood == null || latest.sleep == null) continue;
    if (latest.sleep >= GOOD_SLEEP) good.push(latest.mood);
    if (latest.sleep <= POOR_SLEEP) poor.push(latest.mood);
  }
  if (!good.length || !poor.length) return null;
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const gap = mean(good) - mean(poor);
  return gap >= MOOD_SLEEP_GAP
    ? { key: 'mood_sleep', type: 'info', values: { gap: Math.round(gap * 10) / 10 } }
    : null;
}

export function patientInsights(input: {
  checkIns: readonly CheckInRecord[];
  /** Doses of at least the last 7 days, with their status. */
  doses: readonly DoseWithStatus[];
  moodTrend: MoodTrend;
  now: Date;
}): PatientInsight[] {
  const today = localDay(input.now);
  const lastWeek = { from: addDays(today, -6), to: today };
  const insights: PatientInsight[] = [];
  const link = moodSleepLink(input.checkIns, {
    from: addDays(today, -(WINDOW_DAYS - 1)),
    to: today,
  });
  if (link) insights.push(link);
  const days = [...checkInsByDay(input.checkIns).keys()].filter((day) => inRange(day, lastWeek));
  // A patient who never checked in has no activity to call low: the overview says "no data".
  if (input.checkIns.length && days.length < LOW_ACTIVITY_DAYS)
    insights.push({ key: 'low_activity', type: 'warning', values: { days: days.length } });
  if (input.moodTrend === 'improving')
    insights.push({ key: 'mood_boost', type: 'success', values: {} });
  const missed = input.doses.filter(
    (d) => d.status === 'missed' && inRange(d.day, lastWeek),
  ).length;
  if (missed)
    insights.push({ key: 'missed_medication', type: 'warning', values: { doses: missed } });
  return insights;
}

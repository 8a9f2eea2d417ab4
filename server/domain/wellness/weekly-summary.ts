// Section 3 of the wellness rules: the weekly summary (wellness against last week,
// engagement, mood per weekday and its trend, best and challenging day). Pure.
import {
  eachDay,
  inRange,
  previousRange,
  weekdayIndex,
  type Day,
  type DayRange,
} from './clinic-days';
import { checkInsByDay, dailyScores, periodWellness } from './daily-score';
import type { AdherenceCount } from './adherence';
import { round1, type CheckInRecord, type Figure } from './types';

/** A mood slope of at least this many points a day is a trend, not noise. */
const TREND_SLOPE = 0.2;
/** Fewer logged moods than this cannot show a trend. */
const TREND_MIN_DAYS = 3;
const CHECK_IN_WEIGHT = 0.6;
const ADHERENCE_WEIGHT = 0.4;

export type MoodTrend = 'improving' | 'declining' | 'stable';

/**
 * 0-10, one decimal: check-in days and the week's adherence; with no dose due in the
 * week, check-in days alone.
 */
export function engagementLevel(daysWithCheckIn: number, adherence: AdherenceCount): number {
  const days = Math.min(7, daysWithCheckIn) / 7;
  if (!adherence.due) return round1(10 * days);
  return round1(
    10 * (CHECK_IN_WEIGHT * days + ADHERENCE_WEIGHT * (adherence.taken / adherence.due)),
  );
}

/** The day's mood: the latest check-in of the day that recorded one. */
export function dailyMoods(checkIns: readonly CheckInRecord[]): Map<Day, number> {
  const moods = new Map<Day, number>();
  for (const [day, list] of checkInsByDay(checkIns)) {
    const rated = list.filter((c) => c.mood != null).at(-1);
    if (rated) moods.set(day, rated.mood!);
  }
  return moods;
}

/** Least-squares slope of mood against weekday over the logged days. */
export function moodTrend(points: ReadonlyArray<{ x: number; mood: number }>): MoodTrend {
  if (points.length < TREND_MIN_DAYS) return 'stable';
  const meanX = points.reduce((s, p) => s + p.x, 0) / points.length;
  const meanY = points.reduce((s, p) => s + p.mood, 0) / points.length;
  const spread = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  const slope = points.reduce((s, p) => s + (p.x - meanX) * (p.mood - meanY), 0) / spread;
  if (slope >= TREND_SLOPE) return 'improving';
  if (slope <= -TREND_SLOPE) return 'declining';
  return 'stable';
}

export type DayScore = { day: Day; score: number };

/** Highest and lowest daily wellness (a tie goes to the later day); none under two logged days. */
export function bestAndChallengingDay(scores: readonly DayScore[]) {
  if (scores.length < 2) return { best: null, challenging: null };
  const byDay = [...scores].sort((a, b) => a.day.localeCompare(b.day));
  const pick = (better: (a: number, b: number) => boolean) =>
    byDay.reduce((chosen, s) =>
      better(s.score, chosen.score) || s.score === chosen.score ? s : chosen,
    );
  return { best: pick((a, b) => a > b), challenging: pick((a, b) => a < b) };
}

export type WeeklySummary = {
  week: DayRange;
  /** 0-100 (the one wellness scale of every screen), this week and the week before. */
  wellness: Figure;
  previousWellness: Figure;
  engagement: number;
  previousEngagement: number;
  engagementChange: number;
  /** Mon..Sun: the day's mood, 0 when not logged. */
  moodByWeekday: number[];
  moodTrend: MoodTrend;
  bestDay: DayScore | null;
  challengingDay: DayScore | null;
  adherence: AdherenceCount;
};

/**
 * `adherenceOf` gives the taken and due doses of a week (the caller holds the dose log).
 * `checkIns` must cover this week and the one before.
 */
export function weeklySummary(
  checkIns: readonly CheckInRecord[],
  week: DayRange,
  adherenceOf: (week: DayRange) => AdherenceCount,
): WeeklySummary {
  const previous = previousRange(week);
  const scores = dailyScores(checkIns);
  const loggedDays = (range: DayRange) => [...scores.keys()].filter((day) => inRange(day, range));
  const adherence = adherenceOf(week);
  const engagement = engagementLevel(loggedDays(week).length, adherence);
  const previousEngagement = engagementLevel(loggedDays(previous).length, adherenceOf(previous));
  const moods = dailyMoods(checkIns);
  const weekDays = eachDay(week);
  const wellness = periodWellness(checkIns, week);
  const previousWellness = periodWellness(checkIns, previous);
  const { best, challenging } = bestAndChallengingDay(
    loggedDays(week).map((day) => ({ day, score: scores.get(day)! })),
  );
  return {
    week,
    wellness,
    previousWellness,
    engagement,
    previousEngagement,
    engagementChange: round1(engagement - previousEngagement),
    moodByWeekday: weekDays.map((day) => moods.get(day) ?? 0),
    moodTrend: moodTrend(
      weekDays
        .filter((day) => moods.has(day))
        .map((day) => ({ x: weekdayIndex(day), mood: moods.get(day)! })),
    ),
    bestDay: best,
    challengingDay: challenging,
    adherence,
  };
}

// Section 2 of the wellness rules: a day's wellness score (0-100) from its latest
// check-in, and a period's score as the mean of its days. Pure.
import { inRange, localDay, type Day, type DayRange } from './clinic-days';
import { round1, type CheckInRecord, type Figure } from './types';

/**
 * Burden points per symptom grade 0..4: a grade-4 symptom alone takes half the symptom component.
 */
const GRADE_BURDEN = [0, 1, 3, 6, 10] as const;
/** Burden at which the symptom component reaches zero. */
const MAX_BURDEN = 20;
const WEIGHTS = { symptoms: 0.4, mood: 0.2, energy: 0.2, sleep: 0.2 } as const;

const ratingComponent = (rating: number | null) => (rating == null ? null : (rating - 1) / 4);

function symptomComponent(grades: readonly number[]): number {
  const burden = grades.reduce(
    (sum, grade) => sum + GRADE_BURDEN[Math.min(4, Math.max(0, Math.round(grade)))],
    0,
  );
  return 1 - Math.min(1, burden / MAX_BURDEN);
}

/** The score of one check-in: components that are missing leave the weighting, not the score. */
export function checkInScore(checkIn: CheckInRecord): number {
  const parts: Array<[weight: number, value: number | null]> = [
    [WEIGHTS.symptoms, symptomComponent(checkIn.grades)],
    [WEIGHTS.mood, ratingComponent(checkIn.mood)],
    [WEIGHTS.energy, ratingComponent(checkIn.energy)],
    [WEIGHTS.sleep, ratingComponent(checkIn.sleep)],
  ];
  const present = parts.filter((part): part is [number, number] => part[1] != null);
  const weighted = present.reduce((sum, [weight, value]) => sum + weight * value, 0);
  const weights = present.reduce((sum, [weight]) => sum + weight, 0);
  return round1((100 * weighted) / weights);
}

/** Check-ins grouped by clinic day, each day's list oldest first. */
export function checkInsByDay(checkIns: readonly CheckInRecord[]): Map<Day, CheckInRecord[]> {
  const byDay = new Map<Day, CheckInRecord[]>();
  const sorted = [...checkIns].sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
  for (const checkIn of sorted) {
    const day = localDay(checkIn.finishedAt);
    byDay.set(day, [...(byDay.get(day) ?? []), checkIn]);
  }
  return byDay;
}

/** Each logged day's score, from that day's latest check-in; days without one are absent. */
export function dailyScores(checkIns: readonly CheckInRecord[]): Map<Day, number> {
  const scores = new Map<Day, number>();
  for (const [day, list] of checkInsByDay(checkIns)) scores.set(day, checkInScore(list.at(-1)!));
  return scores;
}

/** Mean of the daily scores in the range, one decimal; no check-in in it gives null. */
export function periodWellness(checkIns: readonly CheckInRecord[], range: DayRange): Figure {
  const scores = [...dailyScores(checkIns)].filter(([day]) => inRange(day, range));
  if (!scores.length) return null;
  return round1(scores.reduce((sum, [, score]) => sum + score, 0) / scores.length);
}

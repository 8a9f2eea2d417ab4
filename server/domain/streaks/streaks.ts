// Check-in streaks over calendar days in the clinic's time zone (patients are in Hong
// Kong; a check-in at 00:30 local time belongs to that local day, not the UTC one).
import { CLINIC_TIME_ZONE, clinicDay } from '#common/clinic-day';
import { addDays, eachDay, weekOf } from '../wellness/clinic-days';

export { CLINIC_TIME_ZONE };

/** YYYY-MM-DD of the instant in the clinic's time zone. */
export const localDay = clinicDay;

const previousDay = (day: string) => addDays(day, -1);

/**
 * Consecutive days with a check-in, ending today, or yesterday when today has none yet
 * (the streak is not broken until the day is over).
 */
export function currentStreak(checkInTimes: readonly Date[], now: Date): number {
  const days = new Set(checkInTimes.map(localDay));
  let day = localDay(now);
  if (!days.has(day)) day = previousDay(day);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousDay(day);
  }
  return streak;
}

export function longestStreak(checkInTimes: readonly Date[]): number {
  const days = [...new Set(checkInTimes.map(localDay))].sort();
  let longest = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && previousDay(day) === days[i - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * Days in the `window` days before today (today excluded) with no check-in, counting
 * only from the first check-in: a new patient has missed nothing before they started.
 */
export function missedDays(checkInTimes: readonly Date[], now: Date, window = 7): number {
  if (!checkInTimes.length) return 0;
  const days = new Set(checkInTimes.map(localDay));
  const firstDay = [...days].sort()[0];
  let day = localDay(now);
  let missed = 0;
  for (let i = 0; i < window; i++) {
    day = previousDay(day);
    if (day < firstDay) break;
    if (!days.has(day)) missed += 1;
  }
  return missed;
}

/**
 * The home card's Mon-Sun row: for each day of this Hong Kong week, whether a check-in was
 * finished that day (days still to come are false).
 */
export function checkInWeek(checkInTimes: readonly Date[], now: Date): boolean[] {
  const days = new Set(checkInTimes.map(localDay));
  return eachDay(weekOf(localDay(now))).map((day) => days.has(day));
}

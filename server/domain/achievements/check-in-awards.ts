// What a finished check-in earns (wellness notes §6): the day's first check-in, and the
// streak's milestone when it has just reached 7, 14, 21 or 25 days. The ledger's keys make
// a second check-in the same day, or the same milestone again, earn nothing.
import { currentStreak, localDay } from '../streaks/streaks';
import { addDays } from '../wellness/clinic-days';
import { checkInDayAward, streakAward, type XpAward } from './xp-rules';

/** `checkIns` holds every finished check-in, the one finished at `at` included. */
export function checkInAwards(checkIns: readonly Date[], at: Date): XpAward[] {
  const day = localDay(at);
  const streak = currentStreak(checkIns, at);
  const milestone = streak > 0 ? streakAward(streak, addDays(day, -(streak - 1))) : null;
  return [checkInDayAward(day), ...(milestone ? [milestone] : [])];
}

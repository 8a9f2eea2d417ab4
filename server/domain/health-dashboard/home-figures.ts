// The home page's two figures: the check-in streak with this week's Mon-Sun row, and the
// wellness score of this week, month or year. Streak rules: server/domain/streaks; scores:
// the wellness module. Hong Kong days throughout.
import { AppError } from '../../errors';
import { accessOf, type PatientRef } from '../access/access-policy';
import type { Viewing } from '../service-context';
import { checkInWeek, currentStreak, longestStreak } from '../streaks/streaks';
import { localDay, monthOf, weekOf, yearOf, type DayRange } from '../wellness/clinic-days';
import { periodWellness } from '../wellness/daily-score';
import { checkInsBetween } from './check-in-history';

/** Current and longest streak, and which days of this week have a check-in. */
export async function checkInStreak(ctx: Viewing, input: PatientRef) {
  const id = await accessOf(ctx).wellness(input);
  const now = new Date();
  // Every finished check-in's time: the longest streak may be in any year.
  const finished = await ctx.prisma.triageAssessment.findMany({
    where: { patientId: id, final: true },
    select: { createdAt: true },
  });
  const times = finished.map((row) => row.createdAt);
  return {
    current: currentStreak(times, now),
    longest: longestStreak(times),
    week: checkInWeek(times, now),
    checkedInToday: times.some((time) => localDay(time) === localDay(now)),
  };
}

const PERIODS: Record<string, (day: string) => DayRange> = {
  week: weekOf,
  month: monthOf,
  year: yearOf,
};

/** The home card's Weekly / Monthly / Yearly score: the mean of the days' scores, or null. */
export async function wellnessScore(ctx: Viewing, input: PatientRef & { period: string }) {
  const id = await accessOf(ctx).wellness(input);
  // Own keys only: 'constructor' or 'toString' would find Object's prototype.
  const rangeOf = Object.hasOwn(PERIODS, input.period) ? PERIODS[input.period] : undefined;
  if (!rangeOf) throw new AppError('VALIDATION_FAILED', { fields: { period: 'invalid_choice' } });
  const range = rangeOf(localDay(new Date()));
  const checkIns = await checkInsBetween(ctx.prisma, id, range);
  return { ...range, score: periodWellness(checkIns, range) };
}

// The patient's health dashboard (/dashboard): a period (today, this week, a month) with
// its panels, this week's summary, and a month's symptom calendar. Every figure comes from
// the wellness module over the patient's own finished check-ins; a period without one
// says "no data". Whose records are read is checked first (care-team.ts).
import { AppError } from '../../errors';
import { accessOf, type PatientRef } from '../access/access-policy';
import type { ServiceContext, Viewing } from '../service-context';
import type { AdherenceCount } from '../wellness/adherence';
import {
  localDay,
  monthOf,
  previousRange,
  rangeInstants,
  weekOf,
  type Day,
  type DayRange,
} from '../wellness/clinic-days';
import { calendarColours } from '../wellness/monthly-view';
import { periodOverview } from '../wellness/period-figures';
import { weeklySummary } from '../wellness/weekly-summary';
import { checkInsBetween } from './check-in-history';
import { notableEventsBetween } from './notable-events';

/** A read in the viewer's language (symptom and event names). */
export type Reading = Pick<ServiceContext, 'prisma' | 'viewer' | 'language'>;

/**
 * Doses due and taken in a range. No prescription is stored yet, so no dose is due and
 * engagement counts check-in days alone (wellness rules §3); the dose log plugs in here.
 */
const noDosesDue = (): AdherenceCount => ({ taken: 0, due: 0 });

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** No record is older than the product; earlier months would only page through emptiness. */
const FIRST_MONTH = '2020-01';

/** 'YYYY-MM' of a month up to the current one (Hong Kong), as its range of days. */
export function monthRange(month: string, today: Day): DayRange {
  if (!MONTH.test(month) || month > today.slice(0, 7) || month < FIRST_MONTH)
    throw new AppError('VALIDATION_FAILED', { fields: { month: 'month_invalid' } });
  return monthOf(`${month}-01`);
}

/** 'today', 'week' (Monday to Sunday) or a month 'YYYY-MM', as days. */
export function periodRange(period: string, today: Day): DayRange {
  if (period === 'today') return { from: today, to: today };
  if (period === 'week') return weekOf(today);
  if (MONTH.test(period)) return monthRange(period, today);
  throw new AppError('VALIDATION_FAILED', { fields: { period: 'invalid_choice' } });
}

/** The period's panels: figures against the period before, and its notable events. */
export async function healthPeriod(ctx: Reading, input: PatientRef & { period: string }) {
  const id = await accessOf(ctx).wellness(input);
  const range = periodRange(input.period, localDay(new Date()));
  const [checkIns, events] = await Promise.all([
    checkInsBetween(ctx.prisma, id, { from: previousRange(range).from, to: range.to }),
    notableEventsBetween(ctx.prisma, id, rangeInstants(range), ctx.language),
  ]);
  return { ...periodOverview(checkIns, range), events };
}

export type HealthPeriod = Awaited<ReturnType<typeof healthPeriod>>;

/** This week's summary against last week (wellness rules §3). */
export async function weekSummary(ctx: Viewing, input: PatientRef) {
  const id = await accessOf(ctx).wellness(input);
  const week = weekOf(localDay(new Date()));
  const checkIns = await checkInsBetween(ctx.prisma, id, {
    from: previousRange(week).from,
    to: week.to,
  });
  return weeklySummary(checkIns, week, noDosesDue);
}

/** Each day of the month coloured by the highest symptom grade of its check-ins (§4). */
export async function symptomCalendar(ctx: Viewing, input: PatientRef & { month: string }) {
  const id = await accessOf(ctx).wellness(input);
  const range = monthRange(input.month, localDay(new Date()));
  const checkIns = await checkInsBetween(ctx.prisma, id, range);
  return Object.entries(calendarColours(checkIns, range)).map(([day, severity]) => ({
    day,
    severity,
  }));
}

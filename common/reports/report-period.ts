// The period of a patient report (spec part 2, "Report range"): by weeks, by month or a
// custom range, turned into the Hong Kong days it covers. The doctor's report dialog and
// the patient's save-report dialog check the same rules as the server that makes the PDF.
import { parseIsoDate, realDate } from '../validation/dates';

export type ReportRequest =
  | { kind: 'weeks'; count: number }
  | { kind: 'month'; count: number }
  | { kind: 'custom'; from: string; to: string };

export type ReportPeriod = { from: string; to: string };

/** The custom range's shortest span, counting both days. */
export const MIN_CUSTOM_DAYS = 7;
/**
 * The spec sets no upper bound on the steppers; a report is one patient's year at most,
 * so one request cannot make the server read and draw years of records.
 */
export const MAX_REPORT_DAYS = 366;

/** The message id of a rule the request breaks (VALIDATION_MESSAGES). */
export type ReportRangeProblem =
  | 'select_at_least_one_week'
  | 'select_at_least_one_month'
  | 'select_at_least_seven_days'
  | 'date_range_invalid'
  | 'report_range_too_long';

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, count: number) => fromTime(toTime(day) + count * DAY_MS);
export const daysInclusive = ({ from, to }: ReportPeriod) =>
  Math.round((toTime(to) - toTime(from)) / DAY_MS) + 1;

/** The day `count` months before `day`, at the month's end when it is shorter (31 Mar → 28 Feb). */
function monthsBefore(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) - count;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return realDate(y, m, Math.min(date, lastDay))!;
}

const wholeCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : null;

/**
 * The days a request covers, ending today for weeks and months: N weeks are the last 7×N
 * days; N months start the day after the same date N months ago. A custom range needs
 * real dates, 'to' not before 'from' and not after today, and at least 7 days.
 */
export function reportPeriod(
  request: ReportRequest,
  today: string,
): { period: ReportPeriod } | { problem: ReportRangeProblem } {
  let period: ReportPeriod;
  if (request.kind === 'weeks') {
    const weeks = wholeCount(request.count);
    if (!weeks) return { problem: 'select_at_least_one_week' };
    period = { from: addDays(today, -7 * Math.min(weeks, 60) + 1), to: today };
  } else if (request.kind === 'month') {
    const months = wholeCount(request.count);
    if (!months) return { problem: 'select_at_least_one_month' };
    period = { from: addDays(monthsBefore(today, Math.min(months, 14)), 1), to: today };
  } else {
    const from = parseIsoDate(request.from);
    const to = parseIsoDate(request.to);
    if (!from || !to || to < from || to > today) return { problem: 'date_range_invalid' };
    period = { from, to };
    if (daysInclusive(period) < MIN_CUSTOM_DAYS) return { problem: 'select_at_least_seven_days' };
  }
  if (daysInclusive(period) > MAX_REPORT_DAYS) return { problem: 'report_range_too_long' };
  return { period };
}

/**
 * A request from loose fields (a REST query, a GraphQL input): 'weeks' and 'month' take
 * the count, anything else is a custom range. A bad count is left for the rules to refuse.
 */
export function reportRequestOf(fields: {
  kind?: string | null;
  count?: number | null;
  from?: string | null;
  to?: string | null;
}): ReportRequest {
  const { kind } = fields;
  if (kind === 'weeks' || kind === 'month') return { kind, count: fields.count ?? 0 };
  return { kind: 'custom', from: fields.from ?? '', to: fields.to ?? '' };
}

/** The custom range the dialog starts with (and resets to): the last 7 days. */
export const lastSevenDays = (today: string): ReportPeriod => ({
  from: addDays(today, -(MIN_CUSTOM_DAYS - 1)),
  to: today,
});

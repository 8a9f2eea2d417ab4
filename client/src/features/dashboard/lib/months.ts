// Months of the symptom calendar: 'YYYY-MM' in Hong Kong time (the days the server
// counts), paging back from the current month, laid out Monday first like the weekly
// summary.
import { clinicDay } from '#common/clinic-day';

export const monthOfInstant = (now: Date) => clinicDay(now).slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year!, index! - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
}

const daysIn = (month: string) => {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index!, 0)).getUTCDate();
};

/** 0 Monday .. 6 Sunday. */
const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The month's days in weeks of seven, Monday first; null pads the first and last week. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const days = Array.from(
    { length: daysIn(month) },
    (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`,
  );
  const cells: Array<string | null> = [...Array<null>(weekdayOf(days[0]!)).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The spec's calendar locales: zh-CN for Chinese, en-GB for English. */
export const calendarLocale = (language: string) => (language === 'zh-HK' ? 'zh-CN' : 'en-GB');

/** A calendar day as a Date at noon UTC, so formatting in any zone keeps its date. */
export const dayAsDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** Formats a dayAsDate as its own date, whatever the browser's zone. */
export const DAY_FORMAT = { dateStyle: 'medium', timeZone: 'UTC' } as const;

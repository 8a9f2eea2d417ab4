// Calendar days in the clinic's time zone. Every wellness figure counts Hong Kong days,
// whatever the server's own zone (servers run on UTC): a check-in at 00:30 local time
// belongs to that local day. Days are 'YYYY-MM-DD' strings, which sort as dates.
import { CLINIC_TIME_ZONE, clinicDay } from '#common/clinic-day';

export { CLINIC_TIME_ZONE };
export const localDay = clinicDay;

export type Day = string;
export type DayRange = { from: Day; to: Day };

const DAY_MS = 86_400_000;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLINIC_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes the clinic's zone is ahead of UTC at an instant (Hong Kong: 480, no DST since 1979). */
function zoneOffsetMinutes(instant: Date): number {
  const part = (type: string) =>
    Number(partsFormat.formatToParts(instant).find((p) => p.type === type)!.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time ('HH:MM') on a clinic day. */
export function clinicInstant(day: Day, time = '00:00'): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const first = wall - zoneOffsetMinutes(new Date(wall)) * 60_000;
  // Near a zone change the offset at the guess can differ from the offset at the answer.
  return new Date(wall - zoneOffsetMinutes(new Date(first)) * 60_000);
}

export function addDays(day: Day, count: number): Day {
  return new Date(Date.parse(`${day}T12:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted: 2026-11-01..2026-11-07 is 7. */
export function daysInclusive(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS) + 1;
}

export function eachDay({ from, to }: DayRange): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** 0 for Monday .. 6 for Sunday (the week of the weekly summary runs Mon-Sun). */
export function weekdayIndex(day: Day): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export function weekOf(day: Day): DayRange {
  const from = addDays(day, -weekdayIndex(day));
  return { from, to: addDays(from, 6) };
}

export function monthOf(day: Day): DayRange {
  const from = `${day.slice(0, 7)}-01`;
  const next = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1));
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

export function yearOf(day: Day): DayRange {
  return { from: `${day.slice(0, 4)}-01-01`, to: `${day.slice(0, 4)}-12-31` };
}

/** The same number of days just before a range: last week for a week, and so on. */
export function previousRange({ from, to }: DayRange): DayRange {
  const length = daysInclusive(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The instants a range of clinic days covers: [start of `from`, start of the day after `to`). */
export function rangeInstants({ from, to }: DayRange): { start: Date; end: Date } {
  return { start: clinicInstant(from), end: clinicInstant(addDays(to, 1)) };
}

export const inRange = (day: Day, { from, to }: DayRange) => day >= from && day <= to;

// Calendar arithmetic in the clinic's time zone, with no library: Intl gives a zone's
// wall clock for an instant, and the instant of a wall-clock time follows from the
// zone's offset at that moment (checked twice, so a change of offset is handled).
import { BOOKABLE_DAYS } from '#common/appointments';

const formats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format)
    formats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })),
    );
  return format;
}

/** True when Intl knows the zone (e.g. 'Asia/Hong_Kong'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    wallClockFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, as the milliseconds of the same reading in UTC. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instantMs)
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  return isoDate(wallClockMs(instant.getTime(), timeZone));
}

/** A calendar date `days` later (or earlier when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return isoDate(Date.UTC(year, month - 1, day + days));
}

/** The instant at which the zone's clocks show `date` `time` (HH:MM). */
export function instantInZone(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = wall - (wallClockMs(wall, timeZone) - wall);
  const offset = wallClockMs(firstGuess, timeZone) - firstGuess;
  return new Date(wall - offset);
}

/** The dates a patient may book on: BOOKABLE_DAYS days from tomorrow, in the clinic's zone. */
export function bookableDates(now: Date, timeZone: string): string[] {
  const today = dateInZone(now, timeZone);
  return Array.from({ length: BOOKABLE_DAYS }, (_, index) => addDays(today, index + 1));
}

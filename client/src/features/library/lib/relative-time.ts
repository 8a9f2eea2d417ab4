// How long ago, by the spec's bands for articles and comments: minutes under an hour,
// hours under a day, days up to 7, weeks up to 28 days, months (of 30 days) up to 365
// days, then years. Under a minute reads "just now".
export type RelativeTime =
  | { unit: 'now' }
  | { unit: 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years'; value: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(then: Date, now: Date): RelativeTime {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return { unit: 'now' };
  if (elapsed < HOUR) return { unit: 'minutes', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', value: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days <= 7) return { unit: 'days', value: days };
  if (days <= 28) return { unit: 'weeks', value: Math.floor(days / 7) };
  if (days <= 365) return { unit: 'months', value: Math.max(1, Math.floor(days / 30)) };
  return { unit: 'years', value: Math.floor(days / 365) };
}

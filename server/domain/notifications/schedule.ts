// When the e-mails of a patient's notification settings go out (docs/care-team-and-settings.md):
// Hong Kong wall-clock times, pure functions of the setting and the moment.
// - Check-in reminders at 09:00: every day, every second day (even days since 1970-01-01,
//   so the rhythm does not depend on when the setting was made), or on Mondays.
// - Wellness updates at 08:00 about the period just ended: daily (yesterday), weekly on
//   Mondays (last week), monthly on the 1st (last month).
// - Doctor messages: at once, at the end of the hour, or at 08:00 the next morning.
import type { Frequency } from '#common/settings/user-settings';
import {
  addDays,
  clinicInstant,
  localDay,
  monthOf,
  previousRange,
  weekdayIndex,
  weekOf,
  type Day,
  type DayRange,
} from '../wellness/clinic-days';

export const REMINDER_TIME = '09:00';
export const UPDATE_TIME = '08:00';
const HOUR_MS = 3_600_000;

const daysSinceEpoch = (day: Day) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Whether a check-in reminder is due on this day under this setting. */
export function isReminderDay(frequency: Frequency, day: Day): boolean {
  if (frequency === 'daily') return true;
  if (frequency === 'every_2_days') return daysSinceEpoch(day) % 2 === 0;
  if (frequency === 'weekly') return weekdayIndex(day) === 0;
  return false;
}

export type UpdatePeriod = 'day' | 'week' | 'month';

/** The period a wellness update sent on this day reports on; null when none is due. */
export function wellnessUpdateFor(
  frequency: Frequency,
  day: Day,
): { period: UpdatePeriod; range: DayRange } | null {
  if (frequency === 'daily')
    return { period: 'day', range: { from: addDays(day, -1), to: addDays(day, -1) } };
  if (frequency === 'weekly' && weekdayIndex(day) === 0)
    return { period: 'week', range: previousRange(weekOf(day)) };
  if (frequency === 'monthly' && day.endsWith('-01'))
    return { period: 'month', range: monthOf(addDays(day, -1)) };
  return null;
}

export type Slot = { key: string; runAt: Date };

/** Today's reminder for the patient, if today is one of the setting's days. */
export function reminderSlot(patientId: string, frequency: Frequency, now: Date): Slot | null {
  const day = localDay(now);
  return isReminderDay(frequency, day)
    ? { key: `${patientId}:${day}`, runAt: clinicInstant(day, REMINDER_TIME) }
    : null;
}

/** Today's wellness update for the patient, if one is due today. */
export function updateSlot(patientId: string, frequency: Frequency, now: Date): Slot | null {
  const day = localDay(now);
  return wellnessUpdateFor(frequency, day)
    ? { key: `${patientId}:${day}`, runAt: clinicInstant(day, UPDATE_TIME) }
    : null;
}

/**
 * When a doctor's message sent at `sentAt` is e-mailed: at once (its own job), at the end
 * of its hour, or at 08:00 the next Hong Kong morning; every message of the same hour or
 * day shares the digest's key, so they go out in one e-mail.
 */
export function messageSlot(
  patientId: string,
  messageId: string,
  frequency: Frequency,
  sentAt: Date,
): Slot | null {
  if (frequency === 'immediately') return { key: `${patientId}:m:${messageId}`, runAt: sentAt };
  if (frequency === 'hourly_digest') {
    const end = new Date(Math.floor(sentAt.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
    return { key: `${patientId}:h:${end.toISOString()}`, runAt: end };
  }
  if (frequency === 'daily_digest') {
    const day = localDay(sentAt);
    return { key: `${patientId}:d:${day}`, runAt: clinicInstant(addDays(day, 1), UPDATE_TIME) };
  }
  return null;
}

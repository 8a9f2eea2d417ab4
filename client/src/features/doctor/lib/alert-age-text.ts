// The relative time of an alert ('just now', 'N minutes ago', …) from the shared rule.
import { alertAge } from '#common/alerts';
import { doctorTexts } from '../texts';

const { t } = doctorTexts;
const DESCRIPTORS = {
  now: t.ageNow,
  minutes: t.ageMinutes,
  hours: t.ageHours,
  days: t.ageDays,
} as const;

export function alertAgeMessage(createdAt: Date, now: Date) {
  const { unit, value } = alertAge(createdAt, now);
  return { descriptor: DESCRIPTORS[unit], values: { n: value } };
}

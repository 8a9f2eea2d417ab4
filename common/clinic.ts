// The clinic's opening hours and the emergency line, shown on the healthcare-provider
// page. Hours are the product spec's (Monday to Friday, 8:00 AM to 5:00 PM).
import { formatSlotTime } from './appointments';
import type { Language } from './language';

export const CLINIC_HOURS = { opens: '08:00', closes: '17:00' } as const;
/** The days the clinic opens, as JavaScript weekdays (0 Sunday … 6 Saturday): Monday to Friday. */
export const CLINIC_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** Whether the clinic is open on a calendar date 'YYYY-MM-DD' (its weekday, any zone). */
export function isClinicDay(date: string): boolean {
  const [year, month, day] = date.split('-').map(Number);
  return CLINIC_WEEKDAYS.includes(new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay());
}
/** Hong Kong's emergency number (ambulance, fire, police), answered day and night. */
export const EMERGENCY_NUMBER = '999';

export function clinicHoursText(language: Language): string {
  const from = formatSlotTime(CLINIC_HOURS.opens, language);
  const to = formatSlotTime(CLINIC_HOURS.closes, language);
  return language === 'zh-HK' ? `星期一至五 ${from} 至 ${to}` : `Mon–Fri, ${from} – ${to}`;
}

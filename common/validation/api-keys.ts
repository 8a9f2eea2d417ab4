// An integrator's API key: a name to recognise it by, and an optional expiry (a real
// date after today, at most two years ahead). Checked by the form and again by the server.
import * as yup from 'yup';
import './locale';
import { isCalendarDate } from './appointments';

export const API_KEY_NAME_MAX = 60;
export const API_KEY_MAX_DAYS = 730;

/** Days from `today` (YYYY-MM-DD) to `date` (YYYY-MM-DD), by the calendar. */
const daysBetween = (today: string, date: string) =>
  (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;

/** `today` is the clinic's date (the server's, or the browser's in the form). */
export function apiKeySchema(today: string) {
  return yup.object({
    name: yup
      .string()
      .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v))
      .required('api_key_name_required')
      .max(API_KEY_NAME_MAX, 'text_too_long'),
    expiresOn: yup
      .string()
      .transform((v: unknown) => (v === '' ? undefined : v))
      .test('expiry', 'api_key_expiry_invalid', (value) => {
        if (value == null) return true;
        if (!isCalendarDate(value)) return false;
        const days = daysBetween(today, value);
        return days >= 1 && days <= API_KEY_MAX_DAYS;
      }),
  });
}

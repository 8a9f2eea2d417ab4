// The date-of-birth picker works on month, day and year separately; the profile keeps
// 'YYYY-MM-DD'.
import { isValidBirthdate, MIN_BIRTH_YEAR } from '#common/validation/profile';

export type DateParts = { year: string; month: string; day: string };

export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year || 2000, month, 0)).getUTCDate();

export function splitBirthdate(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match
    ? { year: match[1], month: String(Number(match[2])), day: String(Number(match[3])) }
    : { year: '', month: '', day: '' };
}

/** 'YYYY-MM-DD' once all three parts are chosen and form a real, past date. */
export function joinBirthdate(
  { year, month, day }: DateParts,
  today = new Date(),
): string | undefined {
  if (!year || !month || !day) return undefined;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidBirthdate(value, today) ? value : undefined;
}

/** Years from this one down to 1900, as the picker lists them. */
export function birthYears(today = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear(); year >= MIN_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

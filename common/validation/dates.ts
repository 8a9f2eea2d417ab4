// Calendar dates as people type them: a real date (no 30 February), in the format the
// form asks for. Dates are compared as YYYY-MM-DD text, which sorts as dates do.

/** YYYY-MM-DD for a real calendar date written as year, month and day; else null. */
export function realDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

/** An exact 'YYYY-MM-DD' of a real date, else null (11 characters, 2026-02-30: null). */
export function parseIsoDate(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? realDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** 'DD/MM/YYYY' (the refill form's order) as YYYY-MM-DD, else null. */
export function parseDayMonthYear(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return match ? realDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

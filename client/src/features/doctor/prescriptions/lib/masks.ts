// What the date inputs keep as people type (spec: add medication and refill rules).

/**
 * YYYY-MM-DD as typed: digits and hyphens only, a hyphen after the 4th and 7th character,
 * 10 at most.
 */
export function maskIsoDate(typed: string): string {
  const digits = typed.normalize('NFKC').replace(/[^\d]/g, '').slice(0, 8);
  const parts = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean);
  let text = parts.join('-');
  // a hyphen the person just typed after a full year or month stays, so typing flows
  if (/-$/.test(typed) && (digits.length === 4 || digits.length === 6)) text += '-';
  return text.slice(0, 10);
}

/** DD/MM/YYYY as typed: digits only, at most 8, slashes inserted. */
export function maskDayMonthYear(typed: string): string {
  const digits = typed.normalize('NFKC').replace(/[^\d]/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** Side effects typed with commas (either kind) become separate chips; blanks are dropped. */
export function splitChips(typed: string): string[] {
  return typed
    .split(/[,，、]/)
    .map((chip) => chip.trim())
    .filter(Boolean);
}

// Pure rules of the six OTP boxes; the component only wires them to inputs.
export const OTP_LENGTH = 6;

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Typing into box `index`: keeps the last digit typed (so typing over a filled box
 * replaces it). Returns the new digits and the box to focus next.
 */
export function typeDigit(
  digits: readonly string[],
  index: number,
  typed: string,
): { digits: string[]; focus: number } {
  const digit = typed.replace(/\D/g, '').slice(-1);
  const next = [...digits];
  next[index] = digit;
  const focus = digit ? Math.min(index + 1, OTP_LENGTH - 1) : index;
  return { digits: next, focus };
}

/** A pasted code fills the boxes from the first one; null when it holds no digits. */
export function pasteDigits(text: string): { digits: string[]; focus: number } | null {
  const pasted = text.replace(/\D/g, '').slice(0, OTP_LENGTH);
  if (!pasted) return null;
  const digits = emptyDigits().map((_, i) => pasted[i] ?? '');
  return { digits, focus: Math.min(pasted.length, OTP_LENGTH - 1) };
}

export const isComplete = (digits: readonly string[]) =>
  digits.length === OTP_LENGTH && digits.every((d) => /^\d$/.test(d));

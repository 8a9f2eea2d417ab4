// How the app looks for a person: the text size of /display_language. Kept with the
// account (with the language), so every device they sign in on shows the same.
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = 'medium';

export const isFontSize = (value: unknown): value is FontSize =>
  typeof value === 'string' && (FONT_SIZES as readonly string[]).includes(value);

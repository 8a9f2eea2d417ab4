// The two languages of the product, and the one rule for reading a language from a
// request or a setting. zh-HK is Traditional Chinese as used in Hong Kong.
export const LANGUAGES = ['en', 'zh-HK'] as const;
export type Language = (typeof LANGUAGES)[number];

/** An exact language code, or null. */
export function parseLanguage(value: unknown): Language | null {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null;
}

/** From an Accept-Language header (or a browser's language): any Chinese is zh-HK, else English. */
export function languageFromHeader(header: string | null | undefined): Language {
  return header && /^\s*zh\b/i.test(header) ? 'zh-HK' : 'en';
}

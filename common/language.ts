// The two languages of the product, and the one rule for reading a language from a
// request or a setting. zh-HK is Traditional Chinese as used in Hong Kong.
export const LANGUAGES = ['en', 'zh-HK'] as const;
export type Language = (typeof LANGUAGES)[number];

/** An exact language code, or null. */
export function parseLanguage(value: unknown): Language | null {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : null;
}

/**
 * From an Accept-Language header, a browser setting or a stored choice: any Chinese tag
 * (zh, zh-HK, zh-Hant-TW, zh_CN …) is zh-HK; everything else is English.
 */
export function languageFromHeader(header: string | null | undefined): Language {
  return header && /^\s*zh(?![a-z])/i.test(header) ? 'zh-HK' : 'en';
}

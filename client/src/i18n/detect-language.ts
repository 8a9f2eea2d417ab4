// Pure language detection (no DOM here, so it runs in unit tests).
import { LANGUAGES, languageFromHeader, type Language } from '#common/language';

export { LANGUAGES };
export const LANGUAGE_KEY = 'lng';

/** Any Chinese tag (zh, zh-HK, zh-Hant-TW, zh_CN …) reads as zh-HK; everything else as English. */
export const normaliseLanguage = (tag: string): Language => languageFromHeader(tag);

/**
 * The first source that says anything wins, in the order given: query string, cookie,
 * localStorage, sessionStorage, browser setting, <html lang>.
 */
export function pickLanguage(sources: ReadonlyArray<string | null | undefined>): Language {
  const first = sources.find((value) => value != null && value.trim() !== '');
  return first ? normaliseLanguage(first) : 'en';
}

export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

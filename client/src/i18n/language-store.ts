// The app's language: detected once at start, cached in localStorage, readable outside
// React (the Apollo link sends it as Accept-Language) and observable inside it.
import type { Language } from '#common/error-codes';
import { cookieValue, LANGUAGE_KEY, pickLanguage } from './detect-language';

const listeners = new Set<() => void>();
let current: Language = 'en';

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined; // storage can be blocked (private mode, sandboxed frames)
  }
}

function detectFromBrowser(): Language {
  return pickLanguage([
    new URLSearchParams(window.location.search).get(LANGUAGE_KEY),
    cookieValue(document.cookie, LANGUAGE_KEY),
    safely(() => localStorage.getItem(LANGUAGE_KEY)),
    safely(() => sessionStorage.getItem(LANGUAGE_KEY)),
    navigator.language,
    document.documentElement.lang,
  ]);
}

function apply(language: Language) {
  current = language;
  safely(() => localStorage.setItem(LANGUAGE_KEY, language));
  // A cookie would win over localStorage at the next start; keep it in step if present.
  if (cookieValue(document.cookie, LANGUAGE_KEY) != null)
    document.cookie = `${LANGUAGE_KEY}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

export const languageStore = {
  init() {
    apply(detectFromBrowser());
  },
  get: (): Language => current,
  set(language: Language) {
    if (language === current) return;
    apply(language);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

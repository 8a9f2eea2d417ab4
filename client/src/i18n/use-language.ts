import { useSyncExternalStore } from 'react';
import type { Language } from '#common/error-codes';
import { languageStore } from './language-store';
import { loadMessages } from './messages';

/** The choice shows at once; the texts follow as soon as that language's messages are here. */
function changeLanguage(language: Language) {
  languageStore.set(language);
  return loadMessages(language);
}

export function useLanguage() {
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.get);
  return { language, setLanguage: changeLanguage };
}

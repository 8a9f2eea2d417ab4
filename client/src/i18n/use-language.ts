import { useSyncExternalStore } from 'react';
import { languageStore } from './language-store';

export function useLanguage() {
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.get);
  return { language, setLanguage: languageStore.set };
}

import { useEffect, useRef } from 'react';
import { useLanguage } from '../../../i18n/use-language';

/** Articles come in the request's language: read them again after a switch. */
export function useRefetchOnLanguage(refetch: () => Promise<unknown>) {
  const { language } = useLanguage();
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    void refetch().catch(() => undefined);
  }, [language, refetch]);
}

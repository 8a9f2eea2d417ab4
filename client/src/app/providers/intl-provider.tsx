import { useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { shownMessages, subscribeMessages } from '../../i18n/messages';
import { useLanguage } from '../../i18n/use-language';

/**
 * Re-renders the whole app in the new language when its messages are here (no reload), and when
 * more arrive.
 */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const shown = useSyncExternalStore(subscribeMessages, () => shownMessages(language));
  return (
    <IntlProvider locale={shown.language} defaultLocale="en" messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}

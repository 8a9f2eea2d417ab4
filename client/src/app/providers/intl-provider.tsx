import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useLanguage } from '../../i18n/use-language';
import { catalogs } from '../i18n-catalogs';

/** Re-renders the whole app in the new language when it changes (no reload). */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={catalogs[language]}>
      {children}
    </IntlProvider>
  );
}

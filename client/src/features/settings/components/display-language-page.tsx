import { useIntl } from 'react-intl';
import type { Language } from '#common/error-codes';
import { useLanguage } from '../../../i18n/use-language';
import { useAuth } from '../../../shared/auth/auth-context';
import {
  fontSizeStore,
  useFontSize,
  type FontSize,
} from '../../../shared/preferences/font-size-store';
import { BackButton } from '../../../shared/ui/back-button';
import { RadioCards } from '../../../shared/ui/radio-cards';
import { settingsTexts } from '../texts';
import '../settings.css';

export function DisplayLanguagePage() {
  const { t } = settingsTexts;
  const intl = useIntl();
  const { user } = useAuth();
  const { language, setLanguage } = useLanguage();
  const fontSize = useFontSize();

  return (
    <section className="page page--narrow settings">
      <header className="page__header">
        <BackButton to={user?.role === 'doctor' ? '/doctor_settings' : '/settings'} />
        <h1 className="page__title">{intl.formatMessage(t.displayLanguage)}</h1>
      </header>
      <div className="card">
        <RadioCards<Language>
          name="language"
          legend={intl.formatMessage(t.language)}
          options={[
            { value: 'en', label: intl.formatMessage(t.english) },
            { value: 'zh-HK', label: intl.formatMessage(t.chinese) },
          ]}
          value={language}
          onChange={setLanguage}
        />
      </div>
      <div className="card">
        <RadioCards<FontSize>
          name="font-size"
          legend={intl.formatMessage(t.fontSize)}
          layout="segmented"
          options={[
            { value: 'small', label: intl.formatMessage(t.small) },
            { value: 'medium', label: intl.formatMessage(t.medium) },
            { value: 'large', label: intl.formatMessage(t.large) },
          ]}
          value={fontSize}
          onChange={fontSizeStore.set}
        />
        <p className="muted">{intl.formatMessage(t.fontSizeNote)}</p>
      </div>
    </section>
  );
}

// The patient's three tabs (spec), and a carer's: Account links, Privacy and data toggles,
// Notification choices (and e-mail toggles). The toggles and choices are the server's
// (mySettings), saved on change.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isSettingKey, SETTINGS, settingSection } from '#common/settings/user-settings';
import { useAuth } from '../../../shared/auth/auth-context';
import { commonTexts } from '../../../i18n/common-texts';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../shared/api/use-error-text';
import { SettingControl } from '../../../shared/settings/setting-control';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import type { IconName } from '../../../shared/ui/icon-paths';
import { recordAccessTexts } from '../../../shared/record-access/texts';
import { TabList, tabPanelProps } from '../../../shared/ui/tab-list';
import { MySettingsQuery } from '../api/patient-settings';
import { settingsTexts } from '../texts';

type Section = 'account' | 'privacy' | 'notifications';

function AccountLinks() {
  const { t } = settingsTexts;
  const intl = useIntl();
  // a carer's own account has no care team, record or carers of its own
  const patient = useAuth().user?.role !== 'carer';
  const links: Array<{ to: string; icon: IconName; label: string }> = [
    ...(patient
      ? ([
          {
            to: '/healthcare_provider',
            icon: 'users',
            label: intl.formatMessage(t.healthcareProvider),
          },
          {
            to: '/record_access',
            icon: 'eye',
            label: intl.formatMessage(recordAccessTexts.t.title),
          },
          { to: '/family_carers', icon: 'heart', label: intl.formatMessage(t.familyCarers) },
        ] as const)
      : []),
    { to: '/password_security', icon: 'lock', label: intl.formatMessage(t.passwordSecurity) },
    { to: '/display_language', icon: 'globe', label: intl.formatMessage(t.displayLanguage) },
  ];
  return (
    <ul className="settings__list">
      {links.map((link) => (
        <li key={link.to}>
          <Link className="settings__item" to={link.to}>
            <Icon name={link.icon} />
            <span>{link.label}</span>
            <Icon name="chevronRight" className="settings__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function StoredSettings({ section }: { section: Exclude<Section, 'account'> }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const { data, error } = useQuery(MySettingsQuery, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <FormMessage tone="error">{errorText(error)}</FormMessage>;
  if (!data) return <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>;

  return (
    <ul className="settings-list">
      {data.mySettings
        .filter((setting) => isSettingKey(setting.key) && settingSection(setting.key) === section)
        .map((setting) => (
          <SettingControl
            key={setting.key}
            setting={setting}
            label={SETTINGS[setting.key as keyof typeof SETTINGS].label[language]}
          />
        ))}
    </ul>
  );
}

export function SettingsTabs() {
  const { t } = settingsTexts;
  const intl = useIntl();
  const [section, setSection] = useState<Section>('account');
  return (
    <>
      <TabList<Section>
        id="settings"
        label={intl.formatMessage(t.sections)}
        tabs={[
          { key: 'account', label: intl.formatMessage(t.account) },
          { key: 'privacy', label: intl.formatMessage(t.privacy) },
          { key: 'notifications', label: intl.formatMessage(t.notifications) },
        ]}
        selected={section}
        onSelect={setSection}
      />
      <div {...tabPanelProps('settings', section)} className="settings__panel">
        {section === 'account' ? <AccountLinks /> : <StoredSettings section={section} />}
      </div>
    </>
  );
}

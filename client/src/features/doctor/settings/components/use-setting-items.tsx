// The rows of the doctor's settings, each with the label the search matches: the account
// links, then every setting of the doctor's role (a toggle is privacy, a choice is a
// notification) with its label in the current language.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { isSettingKey, SETTINGS } from '#common/settings/user-settings';
import type { DoctorSettingsQuery } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { Icon } from '../../../../shared/ui/icon';
import type { IconName } from '../../../../shared/ui/icon-paths';
import { doctorSettingsTexts } from '../texts';
import { SettingControl } from '../../../../shared/settings/setting-control';

export type Section = 'account' | 'privacy' | 'notifications';
export type SettingItem = { id: string; label: string; section: Section; node: ReactNode };

function linkItem(id: string, to: string, icon: IconName, label: string, state?: unknown) {
  const item: SettingItem = {
    id,
    label,
    section: 'account',
    node: (
      <li key={id}>
        <Link className="settings-link" to={to} state={state}>
          <Icon name={icon} />
          <span>{label}</span>
          <Icon name="chevronRight" className="settings-link__chevron" />
        </Link>
      </li>
    ),
  };
  return item;
}

export function useSettingItems(data: DoctorSettingsQuery | undefined, name: string) {
  const { t } = doctorSettingsTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const me = data?.me;
  const settings = (data?.mySettings ?? []).filter((s) => isSettingKey(s.key));
  return [
    linkItem('profile', '/profile_management', 'users', intl.formatMessage(t.profileManagement), {
      name,
      email: me?.email,
      phone: me?.profile?.phoneNumber,
    }),
    linkItem('password', '/password_security', 'lock', intl.formatMessage(t.passwordSecurity)),
    linkItem('language', '/display_language', 'globe', intl.formatMessage(t.displayLanguage)),
    linkItem('apiKeys', '/doctor_api_keys', 'lock', intl.formatMessage(t.apiKeys)),
    ...settings.map((setting): SettingItem => {
      const label = SETTINGS[setting.key as keyof typeof SETTINGS].label[language];
      return {
        id: setting.key,
        label,
        section: setting.kind === 'toggle' ? 'privacy' : 'notifications',
        node: <SettingControl key={setting.key} setting={setting} label={label} />,
      };
    }),
  ];
}

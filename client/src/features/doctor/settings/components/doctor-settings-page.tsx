import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { DEPARTMENTS, isDepartmentKey } from '#common/doctors/departments';
import { commonTexts } from '../../../../i18n/common-texts';
import { useLanguage } from '../../../../i18n/use-language';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { FormMessage } from '../../../../shared/ui/form-message';
import { Icon } from '../../../../shared/ui/icon';
import { Page } from '../../../../shared/ui/page';
import { PageHeader } from '../../../../shared/ui/page-header';
import { Tabs, type Tab } from '../../components/tabs';
import { initialsOf } from '#common/person-name';
import { DoctorSettingsQuery } from '../api/doctor-settings';
import { matchingSettings } from '../lib/setting-search';
import { doctorSettingsTexts } from '../texts';
import { SettingsMore } from './settings-more';
import { useSettingItems, type Section, type SettingItem } from './use-setting-items';
import '../../doctor.css';
import '../../patients/patients.css';
import '../doctor-settings.css';

const list = (shown: SettingItem[]) => (
  <ul className="settings-list">{shown.map((item) => item.node)}</ul>
);

/** The search field, shown by the header's search toggle; it matches the labels shown. */
function SettingsSearch({ query, onChange }: { query: string; onChange(query: string): void }) {
  const { t } = doctorSettingsTexts;
  const intl = useIntl();
  return (
    <div className="field" id="settings-search">
      <label className="field__label" htmlFor="settings-search-input">
        {intl.formatMessage(t.search)}
      </label>
      <input
        id="settings-search-input"
        className="field__input"
        type="search"
        autoComplete="off"
        autoFocus
        value={query}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Search results, or 'no results found' with the term (announced as a status). */
function SearchResults({ items, query }: { items: SettingItem[]; query: string }) {
  const intl = useIntl();
  const found = matchingSettings(items, query);
  if (found.length) return list(found);
  return (
    <p className="muted" role="status">
      {intl.formatMessage(doctorSettingsTexts.t.noResults, { query: query.trim() })}
    </p>
  );
}

/** /doctor_settings: account links, privacy toggles, notification choices, search, logout. */
export function DoctorSettingsPage() {
  const { t } = doctorSettingsTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const { data, error } = useQuery(DoctorSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [section, setSection] = useState<Section>('account');
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const me = data?.me;
  const name = me?.profile?.fullName?.trim() || me?.username || '';
  const department = me?.profile?.department;
  const items = useSettingItems(data, name);
  const tab = (key: Section): Tab<Section> => ({
    key,
    label: intl.formatMessage(t[key]),
    content: () => list(items.filter((item) => item.section === key)),
  });

  return (
    <Page width="medium" className="doctor-settings">
      <PageHeader
        title={intl.formatMessage(t.title)}
        actions={
          <button
            type="button"
            className="icon-button"
            aria-expanded={searching}
            aria-controls="settings-search"
            aria-label={intl.formatMessage(searching ? t.closeSearch : t.search)}
            onClick={() => {
              // closing a search clears its text (spec)
              setQuery('');
              setSearching((v) => !v);
            }}
          >
            <Icon name={searching ? 'close' : 'search'} />
          </button>
        }
      />
      {me && (
        <div className="card doctor-settings__user">
          <span className="patient-row__avatar" aria-hidden="true" translate="no">
            {initialsOf(name)}
          </span>
          <div>
            <p className="doctor-settings__name">{name}</p>
            {isDepartmentKey(department) && (
              <p className="muted">{DEPARTMENTS[department][language]}</p>
            )}
          </div>
        </div>
      )}
      {error && !data && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {!data && !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {searching && <SettingsSearch query={query} onChange={setQuery} />}
      {data &&
        (searching && query.trim() ? (
          <SearchResults items={items} query={query} />
        ) : (
          <Tabs<Section>
            id="settings"
            label={intl.formatMessage(t.tabs)}
            tabs={[tab('account'), tab('privacy'), tab('notifications')]}
            selected={section}
            onSelect={setSection}
          />
        ))}
      <SettingsMore />
    </Page>
  );
}

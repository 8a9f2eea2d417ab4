import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useActingPatient } from '../../../shared/auth/use-acting-patient';
import { FormMessage } from '../../../shared/ui/form-message';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { SearchToggle } from '../../../shared/ui/search-toggle';
import { TabList, tabPanelProps } from '../../../shared/ui/tab-list';
import { MyMedicationsQuery } from '../api/medications';
import { filterMedications, type MedicationTab } from '../lib/filter-medications';
import { useMedicationFormat } from '../lib/use-medication-format';
import { medicationTexts } from '../texts';
import { MyMedicationCard } from './my-medication-card';
import '../medication.css';

/** /medication: the patient's prescriptions, active or archived, with search on the name. */
export function MedicationPage() {
  const { t } = medicationTexts;
  const intl = useIntl();
  const patient = useActingPatient();
  const format = useMedicationFormat();
  const errorText = useErrorText();
  const [tab, setTab] = useState<MedicationTab>('active');
  const [searching, setSearching] = useState(false);
  const [search, setSearch] = useState('');
  const query = useQuery(MyMedicationsQuery, {
    variables: { patientId: patient?.id ?? '' },
    skip: !patient,
    fetchPolicy: 'cache-and-network',
  });
  const all = query.data?.patientPrescriptions ?? [];
  const shown = filterMedications(all, tab, search, (m) => format.labels(m).name);
  const term = search.trim();

  return (
    <Page className="my-meds">
      <PageHeader
        back="/home"
        title={intl.formatMessage(t.title)}
        actions={
          <SearchToggle
            id="medication-search"
            label={intl.formatMessage(t.search)}
            closeLabel={intl.formatMessage(t.closeSearch)}
            open={searching}
            onOpenChange={setSearching}
            value={search}
            onChange={setSearch}
          />
        }
      />
      <TabList<MedicationTab>
        id="medication-tabs"
        label={intl.formatMessage(t.tabs)}
        tabs={[
          { key: 'active', label: intl.formatMessage(t.active) },
          { key: 'archived', label: intl.formatMessage(t.archived) },
        ]}
        selected={tab}
        onSelect={setTab}
      />
      <div {...tabPanelProps('medication-tabs', tab)}>
        {query.error && !all.length && (
          <FormMessage tone="error">{errorText(query.error)}</FormMessage>
        )}
        {query.loading && !query.data && (
          <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
        )}
        {query.data && !shown.length && (
          <p className="my-meds__empty" role="status">
            {term
              ? intl.formatMessage(t.noMatch, { term })
              : intl.formatMessage(tab === 'active' ? t.noActive : t.noArchived)}
          </p>
        )}
        {shown.length > 0 && (
          <ul className="my-meds__list">
            {shown.map((medication) => (
              <MyMedicationCard key={medication.id} medication={medication} />
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}

import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../../i18n/common-texts';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { useNow } from '../../../../shared/lib/use-now';
import { Button } from '../../../../shared/ui/button';
import { FormMessage } from '../../../../shared/ui/form-message';
import { SearchFilterBar } from '../../components/search-filter-bar';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DoctorPatientsQuery } from '../api/doctor-patients';
import {
  activePatientFilterCount,
  NO_PATIENT_FILTERS,
  toServerPatientFilter,
} from '../lib/patient-filters';
import { patientTexts } from '../texts';
import { PatientFiltersPanel } from './patient-filters-panel';
import { useMediaQuery } from '../../../../shared/lib/use-media-query';
import { WIDE_QUERY } from '../../../../shared/ui/breakpoints';
import { Page } from '../../../../shared/ui/page';
import { PageHeader } from '../../../../shared/ui/page-header';
import { PatientRow } from './patient-row';
import { PatientTable } from './patient-table';
import '../../doctor.css';
import '../patients.css';

// A screenful; the server filters and pages, so a panel of thousands loads as fast.
const PAGE_SIZE = 20;

/** /doctor_patients: the doctor's own patients, searched and filtered on the server. */
export function PatientsPage() {
  const { t } = patientTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const now = useNow(60_000);
  const wide = useMediaQuery(WIDE_QUERY);
  const [filters, setFilters] = useState(NO_PATIENT_FILTERS);
  const search = useDebouncedValue(filters.search, 300);
  const [loadingMore, setLoadingMore] = useState(false);
  const query = useQuery(DoctorPatientsQuery, {
    variables: { filter: toServerPatientFilter({ ...filters, search }), first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // While new filters load, the previous list stays on screen.
  const page = (query.data ?? query.previousData)?.doctorPatients;
  const filtered = !!search.trim() || activePatientFilterCount(filters) > 0;

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { after: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          doctorPatients: {
            ...fetchMoreResult.doctorPatients,
            patients: [
              ...previous.doctorPatients.patients,
              ...fetchMoreResult.doctorPatients.patients,
            ],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const empty = () => {
    if (!filtered) return intl.formatMessage(t.none);
    if (search.trim()) return intl.formatMessage(t.noResults, { query: search.trim() });
    return intl.formatMessage(t.noMatches);
  };

  return (
    <Page width="wide" className="patients">
      <PageHeader title={intl.formatMessage(t.title)} />
      <SearchFilterBar
        id="patient"
        searchLabel={intl.formatMessage(t.search)}
        search={filters.search}
        onSearch={(value) => setFilters({ ...filters, search: value })}
        filterCount={activePatientFilterCount(filters)}
        panel={<PatientFiltersPanel id="patient-filters" filters={filters} onChange={setFilters} />}
      />
      {query.error && !page && <FormMessage tone="error">{errorText(query.error)}</FormMessage>}
      {!page ? (
        !query.error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
      ) : (
        <>
          <p className="muted" role="status">
            {page.patients.length ? intl.formatMessage(t.count, { n: page.totalCount }) : empty()}
          </p>
          {wide && page.patients.length > 0 ? (
            <PatientTable patients={page.patients} now={now} />
          ) : (
            <ul className="patient-list">
              {page.patients.map((patient) => (
                <PatientRow key={patient.id} patient={patient} now={now} />
              ))}
            </ul>
          )}
          {page.nextCursor && (
            <Button
              variant="secondary"
              block
              busy={loadingMore}
              busyText={intl.formatMessage(commonTexts.t.loading)}
              onClick={() => void loadMore()}
            >
              {intl.formatMessage(t.more)}
            </Button>
          )}
        </>
      )}
    </Page>
  );
}

import { useIntl } from 'react-intl';
import { activeFilterCount, type FollowUpFilters } from '../lib/follow-up-filters';
import { doctorTexts } from '../texts';
import { FollowUpFiltersPanel } from './follow-up-filters-panel';
import { SearchFilterBar } from './search-filter-bar';

type Props = { filters: FollowUpFilters; onChange(filters: FollowUpFilters): void };

/** Search box and the filter panel's toggle. */
export function FollowUpToolbar({ filters, onChange }: Props) {
  const intl = useIntl();
  return (
    <SearchFilterBar
      id="follow-up"
      searchLabel={intl.formatMessage(doctorTexts.t.search)}
      search={filters.search}
      onSearch={(search) => onChange({ ...filters, search })}
      filterCount={activeFilterCount(filters)}
      panel={<FollowUpFiltersPanel id="follow-up-filters" filters={filters} onChange={onChange} />}
    />
  );
}

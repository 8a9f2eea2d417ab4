import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import { activeFilterCount, type FollowUpFilters } from '../lib/follow-up-filters';
import { doctorTexts } from '../texts';
import { FollowUpFiltersPanel } from './follow-up-filters-panel';

type Props = { filters: FollowUpFilters; onChange(filters: FollowUpFilters): void };

/** Search box and the filter panel's toggle. */
export function FollowUpToolbar({ filters, onChange }: Props) {
  const { t } = doctorTexts;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <div className="follow-ups__toolbar">
      <div className="follow-ups__controls">
        <div className="field follow-ups__search">
          <label className="field__label" htmlFor="follow-up-search">
            {intl.formatMessage(t.search)}
          </label>
          <div className="field__control">
            <Icon name="search" size={20} className="follow-ups__search-icon" />
            <input
              id="follow-up-search"
              className="field__input"
              type="search"
              autoComplete="off"
              value={filters.search}
              onChange={(event) => onChange({ ...filters, search: event.target.value })}
            />
          </div>
        </div>
        <button
          type="button"
          className="btn btn--secondary follow-ups__filter-toggle"
          aria-expanded={open}
          aria-controls="follow-up-filters"
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name="filter" size={20} />
          {count ? intl.formatMessage(t.filtersActive, { count }) : intl.formatMessage(t.filters)}
        </button>
      </div>
      {open && (
        <FollowUpFiltersPanel id="follow-up-filters" filters={filters} onChange={onChange} />
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import { doctorTexts } from '../texts';

type Props = {
  id: string;
  searchLabel: string;
  search: string;
  onSearch(search: string): void;
  /** How many filters are on, shown on the toggle. */
  filterCount: number;
  /** The filter panel, shown while the toggle is open; it must carry `id={`${id}-filters`}`. */
  panel: ReactNode;
};

/** A search box and the toggle of a filter panel, as the doctor's lists use them. */
export function SearchFilterBar({ id, searchLabel, search, onSearch, filterCount, panel }: Props) {
  const { t } = doctorTexts;
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <div className="search-bar">
      <div className="search-bar__controls">
        <div className="field search-bar__search">
          <label className="field__label" htmlFor={`${id}-search`}>
            {searchLabel}
          </label>
          <div className="field__control">
            <Icon name="search" size={20} className="search-bar__icon" />
            <input
              id={`${id}-search`}
              className="field__input"
              type="search"
              autoComplete="off"
              value={search}
              onChange={(event) => onSearch(event.target.value)}
            />
          </div>
        </div>
        <button
          type="button"
          className="btn btn--secondary search-bar__toggle"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((v) => !v)}
        >
          <Icon name="filter" size={20} />
          {filterCount
            ? intl.formatMessage(t.filtersActive, { count: filterCount })
            : intl.formatMessage(t.filters)}
        </button>
      </div>
      {open && panel}
    </div>
  );
}

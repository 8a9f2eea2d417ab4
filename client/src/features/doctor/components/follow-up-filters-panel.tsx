import { useIntl } from 'react-intl';
import { ALERT_TYPES, IMPORTANCE_ORDER, type AlertTypeKey, type Importance } from '#common/alerts';
import { useLanguage } from '../../../i18n/use-language';
import { Button } from '../../../shared/ui/button';
import type { FollowUpFilters } from '../lib/follow-up-filters';
import { doctorTexts } from '../texts';

type Props = { id: string; filters: FollowUpFilters; onChange(filters: FollowUpFilters): void };

const toggle = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
const TYPE_KEYS = Object.keys(ALERT_TYPES) as AlertTypeKey[];

/** Importance and type, several of each; Clear filters empties both. */
export function FollowUpFiltersPanel({ id, filters, onChange }: Props) {
  const { t } = doctorTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <div id={id} className="card follow-up-filters">
      <fieldset className="checks">
        <legend className="checks__legend">{intl.formatMessage(t.importance)}</legend>
        {IMPORTANCE_ORDER.map((importance: Importance) => (
          <label key={importance} className="check">
            <input
              type="checkbox"
              checked={filters.importance.includes(importance)}
              onChange={() =>
                onChange({ ...filters, importance: toggle(filters.importance, importance) })
              }
            />
            {intl.formatMessage(t[importance])}
          </label>
        ))}
      </fieldset>
      <fieldset className="checks">
        <legend className="checks__legend">{intl.formatMessage(t.alertType)}</legend>
        {TYPE_KEYS.map((type) => (
          <label key={type} className="check">
            <input
              type="checkbox"
              checked={filters.types.includes(type)}
              onChange={() => onChange({ ...filters, types: toggle(filters.types, type) })}
            />
            <span
              className="check__swatch"
              style={{ background: ALERT_TYPES[type].colour }}
              aria-hidden="true"
            />
            {ALERT_TYPES[type][language]}
          </label>
        ))}
      </fieldset>
      <Button
        variant="ghost"
        disabled={!filters.importance.length && !filters.types.length}
        onClick={() => onChange({ ...filters, importance: [], types: [] })}
      >
        {intl.formatMessage(t.clearFilters)}
      </Button>
    </div>
  );
}

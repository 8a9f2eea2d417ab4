import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useNow } from '../../../shared/lib/use-now';
import { FormMessage } from '../../../shared/ui/form-message';
import { NO_FILTERS } from '../lib/follow-up-filters';
import { GROUP_COLUMNS, groupByImportance } from '../lib/group-alerts';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useAlertActions } from '../lib/use-alert-actions';
import { useFollowUps } from '../lib/use-follow-ups';
import { doctorTexts } from '../texts';
import { FollowUpGroup } from './follow-up-group';
import { FollowUpToolbar } from './follow-up-toolbar';
import { OverrideDialog } from './override-dialog';
import '../doctor.css';

/** /doctor_notifications: the doctor's follow-ups, grouped by importance, live. */
export function FollowUpsPage() {
  const { t } = doctorTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const now = useNow(30_000);
  const [filters, setFilters] = useState(NO_FILTERS);
  const search = useDebouncedValue(filters.search, 300);
  const { alerts, loading, error, announcement } = useFollowUps({ ...filters, search });
  const { actionError, overriding, closeOverride, handlers } = useAlertActions();
  const groups = groupByImportance(alerts);

  return (
    <section className="page follow-ups">
      <header className="page__header page__header--stacked">
        <h1 className="page__title">{intl.formatMessage(t.notifications)}</h1>
        <p className="muted">{intl.formatMessage(t.followUpsIntro)}</p>
      </header>
      <FollowUpToolbar filters={filters} onChange={setFilters} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {/* a new node for every alert, so the same words are announced again */}
        <span key={announcement.count}>{announcement.text}</span>
      </p>
      {error && !alerts.length && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      <FormMessage tone="error">{actionError}</FormMessage>
      {loading ? (
        <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
      ) : (
        <div className="follow-ups__columns">
          {GROUP_COLUMNS.map((column) => (
            <div key={column.join()} className="follow-ups__column">
              {column.map((importance) => (
                <FollowUpGroup
                  key={importance}
                  importance={importance}
                  alerts={groups[importance]}
                  now={now}
                  {...handlers}
                />
              ))}
            </div>
          ))}
        </div>
      )}
      <OverrideDialog alert={overriding} onClose={closeOverride} />
    </section>
  );
}

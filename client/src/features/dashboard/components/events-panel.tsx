import { useIntl } from 'react-intl';
import type { HealthPeriodFieldsFragment } from '../../../generated/graphql';
import { toDate } from '../../../shared/lib/date-time';
import { levelTitle } from '../../../shared/triage/alert-levels';
import { healthTexts } from '../health-texts';
import { Panel } from './panel';

const { t } = healthTexts;

/** The period's real events, newest first (alerts at ORANGE or RED, appointments …). */
export function EventsPanel({ events }: { events: HealthPeriodFieldsFragment['events'] }) {
  const intl = useIntl();
  const kindText = (kind: string) => {
    const key = `event${kind}` as keyof typeof t;
    return key in t ? intl.formatMessage(t[key]) : kind;
  };
  return (
    <Panel title={intl.formatMessage(t.eventsTitle)}>
      {events.length === 0 ? (
        <p className="muted">{intl.formatMessage(t.noEvents)}</p>
      ) : (
        <ol className="events">
          {events.map((event, index) => (
            <li key={index} className="events__item">
              <time dateTime={String(event.at)} className="muted">
                {intl.formatDate(toDate(event.at), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <span className="events__kind">
                {kindText(event.kind)}
                {event.level && ` · ${intl.formatMessage(levelTitle(event.level))}`}
              </span>
              {event.title && <span>{event.title}</span>}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

import { useIntl } from 'react-intl';
import type { Importance } from '#common/alerts';
import type { FollowUpFieldsFragment } from '../../../generated/graphql';
import { doctorTexts } from '../texts';
import { FollowUpItem } from './follow-up-item';

type Props = {
  importance: Importance;
  alerts: readonly FollowUpFieldsFragment[];
  now: Date;
  busyId: string | null;
  onAcknowledge(alert: FollowUpFieldsFragment): void;
  onResolve(alert: FollowUpFieldsFragment): void;
  onOverride(alert: FollowUpFieldsFragment): void;
};

export function FollowUpGroup({
  importance,
  alerts,
  now,
  busyId,
  onAcknowledge,
  onResolve,
  onOverride,
}: Props) {
  const { t } = doctorTexts;
  const intl = useIntl();
  const headingId = `group-${importance.toLowerCase()}`;
  return (
    <section
      className={`follow-up-group follow-up-group--${importance.toLowerCase()}`}
      aria-labelledby={headingId}
      data-importance={importance}
    >
      <h2 id={headingId} className="follow-up-group__heading">
        {intl.formatMessage(t[importance])}
        <span className="follow-up-group__count">
          <span aria-hidden="true">{alerts.length}</span>
          <span className="visually-hidden">
            {intl.formatMessage(t.groupCount, { n: alerts.length })}
          </span>
        </span>
      </h2>
      {alerts.length === 0 ? (
        <p className="muted follow-up-group__empty">
          {intl.formatMessage(t[`empty${importance}`])}
        </p>
      ) : (
        <ul className="follow-up-group__list">
          {alerts.map((alert) => (
            <FollowUpItem
              key={alert.id}
              alert={alert}
              now={now}
              busy={busyId === alert.id}
              onAcknowledge={() => onAcknowledge(alert)}
              onResolve={() => onResolve(alert)}
              onOverride={() => onOverride(alert)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

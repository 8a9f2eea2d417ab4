import { useIntl } from 'react-intl';
import type { HealthPeriodFieldsFragment } from '../../../generated/graphql';
import { healthTexts } from '../health-texts';
import { Panel } from './panel';

const { t } = healthTexts;

/** The period's wellness score (0-100) against the period before, and the days logged. */
export function SummaryPanel({
  period,
  empty,
}: {
  period: HealthPeriodFieldsFragment;
  empty: string;
}) {
  const intl = useIntl();
  const score = (value: number | null) =>
    value == null ? intl.formatMessage(t.noData) : intl.formatMessage(t.outOf100, { value });
  return (
    <Panel title={intl.formatMessage(t.summaryTitle)}>
      {period.checkInDays === 0 && <p className="muted">{empty}</p>}
      <dl className="stat-grid">
        <div className="stat">
          <dt>{intl.formatMessage(t.wellnessScore)}</dt>
          <dd className="stat__value">{score(period.wellness)}</dd>
          <dd className="muted">
            {intl.formatMessage(t.previousPeriod, { value: score(period.previousWellness) })}
          </dd>
        </div>
        <div className="stat">
          <dt>{intl.formatMessage(t.checkInDays, { days: period.checkInDays })}</dt>
        </div>
      </dl>
    </Panel>
  );
}

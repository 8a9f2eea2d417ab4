import { useIntl } from 'react-intl';
import type { DashboardTriageQuery } from '../../../generated/graphql';
import { toDate } from '../../../shared/lib/date-time';
import { levelTitle } from '../../../shared/triage/alert-levels';
import { ReportedBy } from '../../../shared/carers/reported-by';
import { dashboardTexts } from '../texts';
import { levelStyle } from './level-style';

type Entry = DashboardTriageQuery['triageHistory'][number];

/** The last finished check-ins, newest first: when, and what level. */
export function RecentHistory({ entries }: { entries: readonly Entry[] }) {
  const intl = useIntl();
  if (!entries.length) return null;
  return (
    <section className="dashboard__section" aria-labelledby="history-title">
      <h2 id="history-title" className="dashboard__heading">
        {intl.formatMessage(dashboardTexts.t.historyTitle)}
      </h2>
      <ol className="history card">
        {entries.map((entry) => (
          <li key={entry.id} className="history__item" style={levelStyle(entry.alertLevel)}>
            <time dateTime={String(entry.createdAt)}>
              {intl.formatDate(toDate(entry.createdAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </time>
            <span className="history__level">
              <span className="level-dot" aria-hidden="true" />
              {intl.formatMessage(levelTitle(entry.alertLevel))}
            </span>
            <ReportedBy reporter={entry.reportedBy} className="history__reporter" />
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import { InsightsQuery } from '../api/insights';
import { insightIcon, insightTone, parseInsightValues } from '../lib/insight-values';
import { dashboardTexts } from '../texts';

/** Shown only when insights come back (spec part 2): hidden when empty or on error. */
export function InsightsSection() {
  const intl = useIntl();
  const { data, error } = useQuery(InsightsQuery, { fetchPolicy: 'cache-and-network' });
  // A key this version has no text for (a newer server) is left out rather than shown raw.
  const known = (key: string) => key in intl.messages;
  const insights = (data?.insights ?? []).filter(
    (insight) => known(insight.title) && known(insight.description),
  );
  if (error || !insights.length) return null;
  return (
    <section className="dashboard__section" aria-labelledby="insights-title">
      <h2 id="insights-title" className="dashboard__heading">
        {intl.formatMessage(dashboardTexts.t.insightsTitle)}
      </h2>
      <ul className="insights">
        {insights.map((insight) => {
          const values = parseInsightValues(insight.values);
          return (
            <li
              key={insight.title}
              className={`insight insight--${insightTone(insight.insightType)}`}
            >
              <Icon name={insightIcon(insight.icon)} className="insight__icon" />
              <div>
                <h3 className="insight__title">
                  {intl.formatMessage({ id: insight.title }, values)}
                </h3>
                <p className="insight__text">
                  {intl.formatMessage({ id: insight.description }, values)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

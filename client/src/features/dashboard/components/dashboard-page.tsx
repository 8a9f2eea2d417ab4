import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Column, Columns } from '../../../shared/ui/columns';
import { FormMessage } from '../../../shared/ui/form-message';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { DashboardTriageQuery } from '../api/dashboard-triage';
import { dashboardTexts } from '../texts';
import { InsightsSection } from './insights-section';
import { RecentHistory } from './recent-history';
import { TriageCard } from './triage-card';
import { TriageEmpty } from './triage-empty';
import '../dashboard.css';

/** /dashboard: the latest triage card, smart insights and recent check-ins. */
export function DashboardPage() {
  const { t } = dashboardTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { language } = useLanguage();
  // A check-in may have just finished: show what is cached, then what the server says.
  const { data, error, loading } = useQuery(DashboardTriageQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const latest = data?.triageLatest;

  return (
    <Page width="wide" className="dashboard">
      <PageHeader title={intl.formatMessage(t.title)} />
      {error && !data && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {loading && !data && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      <Columns aside>
        <Column>
          {data && (latest ? <TriageCard assessment={latest} /> : <TriageEmpty />)}
          {/* remounted per language: the server names symptoms in the request's language */}
          <InsightsSection key={language} />
        </Column>
        <Column>
          {data && <RecentHistory entries={data.triageHistory} />}
          <div className="card coming-soon__card">
            <h2 className="card__title">{intl.formatMessage(t.laterTitle)}</h2>
            <p className="muted">{intl.formatMessage(t.laterBody)}</p>
          </div>
        </Column>
      </Columns>
    </Page>
  );
}

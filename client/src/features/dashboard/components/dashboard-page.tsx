import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { useLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../shared/api/use-error-text';
import { useActingPatient } from '../../../shared/auth/use-acting-patient';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { FormMessage } from '../../../shared/ui/form-message';
import { Page } from '../../../shared/ui/page';
import { PageHeader } from '../../../shared/ui/page-header';
import { TabList, tabPanelProps } from '../../../shared/ui/tab-list';
import { ReportDialog } from '../../../shared/reports/components/report-dialog';
import { reportTexts } from '../../../shared/reports/texts';
import { DashboardTriageQuery } from '../api/dashboard-triage';
import { HealthPeriodQuery } from '../api/health-period';
import { healthTexts } from '../health-texts';
import { dashboardTexts } from '../texts';
import { MonthPanel } from './month-panel';
import { PeriodPanels } from './period-panels';
import { RecentHistory } from './recent-history';
import { TriageCard } from './triage-card';
import { TriageEmpty } from './triage-empty';
import '../dashboard.css';
import '../health.css';

const TABS = ['today', 'week', 'month'] as const;
type Tab = (typeof TABS)[number];
const { t } = healthTexts;

/** /dashboard: Today, This Week and Monthly from the patient's own check-ins; triage card kept. */
export function DashboardPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { language } = useLanguage();
  const patient = useActingPatient();
  const [reporting, setReporting] = useState(false);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === params.get('tab')) ?? 'today';
  // A check-in may have just finished: show what is cached, then what the server says.
  const triage = useQuery(DashboardTriageQuery, { fetchPolicy: 'cache-and-network' });
  const health = useQuery(HealthPeriodQuery, {
    variables: { period: tab === 'week' ? 'week' : 'today' },
    fetchPolicy: 'cache-and-network',
    skip: tab === 'month',
  });
  const latest = triage.data?.triageLatest;
  const assessment = triage.data && (
    <>
      {latest ? <TriageCard assessment={latest} /> : <TriageEmpty />}
      <RecentHistory entries={triage.data.triageHistory} />
    </>
  );
  const dashboard = health.data;
  const error = health.error ?? triage.error;
  return (
    <Page width="wide" className="dashboard" key={language}>
      <PageHeader
        title={intl.formatMessage(dashboardTexts.t.title)}
        actions={
          <Button variant="secondary" onClick={() => setReporting(true)}>
            <Icon name="download" size={20} /> {intl.formatMessage(reportTexts.t.saveReport)}
          </Button>
        }
      />
      <ReportDialog
        patient={reporting ? patient : null}
        ownReport
        onClose={() => setReporting(false)}
      />
      <TabList
        id="dashboard"
        label={intl.formatMessage(t.tabsLabel)}
        tabs={[
          { key: 'today', label: intl.formatMessage(t.today) },
          { key: 'week', label: intl.formatMessage(t.thisWeek) },
          { key: 'month', label: intl.formatMessage(t.monthly) },
        ]}
        selected={tab}
        onSelect={(key) => setParams(key === 'today' ? {} : { tab: key }, { replace: true })}
      />
      <div {...tabPanelProps('dashboard', tab)} className="dashboard__panel">
        {error && !dashboard && tab !== 'month' && (
          <FormMessage tone="error">{errorText(error)}</FormMessage>
        )}
        {tab === 'month' ? (
          <MonthPanel />
        ) : dashboard ? (
          <PeriodPanels
            period={dashboard.healthPeriod}
            weekly={dashboard.weeklySummary}
            empty={intl.formatMessage(tab === 'today' ? t.noCheckInToday : t.noCheckInWeek)}
            assessment={assessment}
          />
        ) : (
          !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
        )}
      </div>
    </Page>
  );
}

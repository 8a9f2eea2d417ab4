import { useIntl } from 'react-intl';
import type { HealthPeriodFieldsFragment, HealthPeriodQuery } from '../../../generated/graphql';
import { healthTexts } from '../health-texts';
import { EventsPanel } from './events-panel';
import { InsightsSection } from './insights-section';
import { RatingsPanel } from './ratings-panel';
import { SummaryPanel } from './summary-panel';
import { SymptomsPanel } from './symptoms-panel';
import { TrendCards } from './trend-cards';
import { WeeklySummaryPanel } from './weekly-summary-panel';
import type { ReactNode } from 'react';

type Props = {
  period: HealthPeriodFieldsFragment;
  weekly: HealthPeriodQuery['weeklySummary'];
  empty: string;
  /** The health assessment: the latest triage card. */
  assessment: ReactNode;
};

/** Today's or this week's panels, in the spec's order. */
export function PeriodPanels({ period, weekly, empty, assessment }: Props) {
  const intl = useIntl();
  return (
    <>
      <SummaryPanel period={period} empty={empty} />
      <SymptomsPanel symptoms={period.symptoms} />
      <RatingsPanel period={period} />
      <InsightsSection />
      <WeeklySummaryPanel weekly={weekly} />
      <TrendCards period={period} />
      <EventsPanel events={period.events} />
      <section
        className="dashboard__section"
        aria-label={intl.formatMessage(healthTexts.t.assessmentTitle)}
      >
        {assessment}
      </section>
    </>
  );
}

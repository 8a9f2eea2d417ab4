import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { clinicDay } from '#common/clinic-day';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Button } from '../../../shared/ui/button';
import { FormMessage } from '../../../shared/ui/form-message';
import { Icon } from '../../../shared/ui/icon';
import { HealthMonthQuery } from '../api/health-month';
import { healthTexts } from '../health-texts';
import { monthOfInstant, shiftMonth } from '../lib/months';
import { EventsPanel } from './events-panel';
import { InsightsSection } from './insights-section';
import { MonthCalendar } from './month-calendar';
import { Panel } from './panel';
import { TrendCards } from './trend-cards';

const { t } = healthTexts;

/** Monthly: the calendar from the current month paging back, its trends and events. */
export function MonthPanel() {
  const intl = useIntl();
  const errorText = useErrorText();
  const now = new Date();
  const current = monthOfInstant(now);
  const [month, setMonth] = useState(current);
  const { data, previousData, error } = useQuery(HealthMonthQuery, {
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  // While the next month loads, the last one stays on screen instead of a blank.
  const shown = data ?? previousData;
  return (
    <>
      <Panel
        title={intl.formatMessage(t.calendarTitle)}
        action={
          <div className="calendar__paging">
            <Button
              variant="ghost"
              aria-label={intl.formatMessage(t.previousMonth)}
              onClick={() => setMonth(shiftMonth(month, -1))}
            >
              <Icon name="back" size={20} />
            </Button>
            <Button
              variant="ghost"
              aria-label={intl.formatMessage(t.nextMonth)}
              disabled={month >= current}
              onClick={() => setMonth(shiftMonth(month, 1))}
            >
              <Icon name="chevronRight" size={20} />
            </Button>
          </div>
        }
      >
        {error && !shown && <FormMessage tone="error">{errorText(error)}</FormMessage>}
        {!shown && !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
        {shown && (
          <MonthCalendar month={month} days={data?.symptomCalendar ?? []} today={clinicDay(now)} />
        )}
      </Panel>
      {shown && <TrendCards period={shown.healthPeriod} />}
      <InsightsSection />
      {shown && <EventsPanel events={shown.healthPeriod.events} />}
    </>
  );
}

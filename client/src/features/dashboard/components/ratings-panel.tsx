import { useIntl } from 'react-intl';
import type { HealthPeriodFieldsFragment } from '../../../generated/graphql';
import { healthTexts } from '../health-texts';
import { MEASURES, SCALE_MAX, summarise, type Measure } from '../lib/measures';
import { Panel } from './panel';

const { t } = healthTexts;
const TITLES = { mood: t.mood, energy: t.energy, sleep: t.sleep, pain: t.pain } as const;

/** Mood, energy, sleep and pain over the period (a day's value, or the period's mean). */
export function RatingsPanel({ period }: { period: HealthPeriodFieldsFragment }) {
  const intl = useIntl();
  const valueOf = (measure: Measure) =>
    period.trends.find((trend) => trend.measure === measure)?.current ?? null;
  const hours = summarise(period.series.map((day) => ({ day: day.day, value: day.hoursSlept })));
  return (
    <div className="rating-tiles">
      {MEASURES.map((measure) => {
        const value = valueOf(measure);
        const scale = SCALE_MAX[measure] === 10 ? t.outOf10 : t.outOf5;
        return (
          <Panel key={measure} title={intl.formatMessage(TITLES[measure])}>
            <p className="stat__value">
              {value == null ? intl.formatMessage(t.noData) : intl.formatMessage(scale, { value })}
            </p>
            {measure === 'sleep' && hours && (
              <p className="muted">{intl.formatMessage(t.hoursSlept, { hours: hours.mean })}</p>
            )}
          </Panel>
        );
      })}
    </div>
  );
}

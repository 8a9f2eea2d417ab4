import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HealthPeriodFieldsFragment } from '../../../generated/graphql';
import { Dialog } from '../../../shared/ui/dialog';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import type { IconName } from '../../../shared/ui/icon-paths';
import { healthTexts } from '../health-texts';
import { isMeasure, pointsOf, type Measure } from '../lib/measures';
import { DAY_FORMAT, dayAsDate } from '../lib/months';
import { Panel } from './panel';

const { t } = healthTexts;
const TITLES = {
  mood: t.moodLevel,
  energy: t.energyLevel,
  sleep: t.sleepQuality,
  pain: t.painLevel,
} as const;
const ARROWS: Record<string, IconName> = { up: 'trendUp', down: 'trendDown', stable: 'trendFlat' };
const DIRECTIONS = { up: t.trendup, down: t.trenddown, stable: t.trendstable } as const;

// The charting library loads only when a chart is opened: not on the first screen.
const TrendChart = lazy(() => import('./trend-chart'));

/** The four trend cards of a period, each with a button that opens its chart. */
export function TrendCards({ period }: { period: HealthPeriodFieldsFragment }) {
  const intl = useIntl();
  const [open, setOpen] = useState<Measure | null>(null);
  const cards = period.trends.filter((trend) => isMeasure(trend.measure));
  return (
    <Panel title={intl.formatMessage(t.trendsTitle)}>
      <ul className="trend-cards">
        {cards.map((trend) => {
          const measure = trend.measure as Measure;
          const direction = trend.direction as keyof typeof DIRECTIONS;
          const name = intl.formatMessage(TITLES[measure]);
          return (
            <li
              key={measure}
              className={`trend-card trend-card--${direction}`}
              data-measure={measure}
            >
              <h3 className="trend-card__title">{name}</h3>
              <p className="trend-card__direction">
                <Icon name={ARROWS[direction] ?? 'trendFlat'} size={18} />
                <span data-testid="trend-direction">
                  {intl.formatMessage(DIRECTIONS[direction])}
                </span>
              </p>
              <p className="muted trend-card__detail">
                {trend.notEnoughData
                  ? intl.formatMessage(t.notEnoughData)
                  : intl.formatMessage(t.trendCompared, {
                      current: trend.current,
                      previous: trend.previous,
                    })}
              </p>
              <Button variant="secondary" onClick={() => setOpen(measure)}>
                <Icon name="chart" size={18} />
                {intl.formatMessage(t.showChart, { measure: name })}
              </Button>
            </li>
          );
        })}
      </ul>
      {open && (
        <Dialog
          open
          title={intl.formatMessage(t.chartTitle, {
            measure: intl.formatMessage(TITLES[open]),
            from: intl.formatDate(dayAsDate(period.from), DAY_FORMAT),
            to: intl.formatDate(dayAsDate(period.to), DAY_FORMAT),
          })}
          onClose={() => setOpen(null)}
        >
          <Suspense fallback={<p className="muted">{intl.formatMessage(t.chartLoading)}</p>}>
            <TrendChart measure={open} points={pointsOf(period.series, open)} />
          </Suspense>
          <div className="dialog__actions">
            <Button variant="secondary" onClick={() => setOpen(null)} data-autofocus>
              {intl.formatMessage(t.close)}
            </Button>
          </div>
        </Dialog>
      )}
    </Panel>
  );
}

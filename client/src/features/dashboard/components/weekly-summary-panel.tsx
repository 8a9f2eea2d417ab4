import { useIntl } from 'react-intl';
import type { HealthPeriodQuery } from '../../../generated/graphql';
import { healthTexts } from '../health-texts';
import { dayAsDate } from '../lib/months';
import { Panel } from './panel';

const { t } = healthTexts;
type Weekly = HealthPeriodQuery['weeklySummary'];
const TRENDS = {
  improving: t.moodimproving,
  declining: t.mooddeclining,
  stable: t.moodstable,
} as const;
const WEEKDAY_AND_DATE = {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
} as const;
/** Days of the week starting Monday, 2024-01-01 being one. */
const MONDAY = '2024-01-01';

/** This week against last: wellness out of 100 (as Today), engagement, mood by weekday, trend. */
export function WeeklySummaryPanel({ weekly }: { weekly: Weekly }) {
  const intl = useIntl();
  const score = (value: number | null) =>
    value == null ? intl.formatMessage(t.noData) : intl.formatMessage(t.outOf100, { value });
  const weekday = (index: number) =>
    intl.formatDate(new Date(Date.parse(`${MONDAY}T12:00:00Z`) + index * 86_400_000), {
      weekday: 'short',
      timeZone: 'UTC',
    });
  const dayScore = (entry: { day: string; score: number } | null) =>
    entry &&
    intl.formatMessage(t.dayScore, {
      day: intl.formatDate(dayAsDate(entry.day), WEEKDAY_AND_DATE),
      score: entry.score,
    });
  const trend = TRENDS[weekly.moodTrend as keyof typeof TRENDS] ?? t.moodstable;
  return (
    <Panel title={intl.formatMessage(t.weeklyTitle)}>
      <dl className="stat-grid">
        <div className="stat">
          <dt>{intl.formatMessage(t.weeklyWellness)}</dt>
          <dd className="stat__value">{score(weekly.wellness)}</dd>
          <dd className="muted">
            {intl.formatMessage(t.lastWeek, { value: score(weekly.previousWellness) })}
          </dd>
        </div>
        <div className="stat">
          <dt>{intl.formatMessage(t.engagement)}</dt>
          <dd className="stat__value">{intl.formatNumber(weekly.engagement)} / 10</dd>
          <dd className="muted">
            {intl.formatMessage(t.engagementChange, { change: weekly.engagementChange })}
          </dd>
        </div>
      </dl>
      <h3 className="panel__subheading">{intl.formatMessage(t.moodThisWeek)}</h3>
      <ol className="mood-bars">
        {weekly.moodByWeekday.map((mood, index) => (
          <li key={index} className="mood-bars__day">
            <span
              className="mood-bars__bar"
              style={{ blockSize: `${(mood / 5) * 100}%` }}
              aria-hidden="true"
            />
            <span className="mood-bars__label">{weekday(index)}</span>
            <span className="visually-hidden">
              {mood
                ? intl.formatMessage(t.outOf5, { value: mood })
                : intl.formatMessage(t.notLogged)}
            </span>
          </li>
        ))}
      </ol>
      <p>{intl.formatMessage(t.moodTrend, { trend: intl.formatMessage(trend) })}</p>
      {weekly.bestDay && weekly.challengingDay ? (
        <dl className="stat-grid">
          <div className="stat">
            <dt>{intl.formatMessage(t.bestDay)}</dt>
            <dd>{dayScore(weekly.bestDay)}</dd>
          </div>
          <div className="stat">
            <dt>{intl.formatMessage(t.challengingDay)}</dt>
            <dd>{dayScore(weekly.challengingDay)}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{intl.formatMessage(t.needTwoDays)}</p>
      )}
    </Panel>
  );
}

import { useIntl } from 'react-intl';
import { patientDetailsTexts } from '../texts';

// Monday of a week that starts on a Monday, for the weekday names in the current language.
const A_MONDAY = Date.UTC(2024, 0, 1);

/** Mon-Sun bars of the day's mood (1-5; 0 is not logged), each read out with its value. */
export function MoodChart({ values }: { values: readonly number[] }) {
  const { t } = patientDetailsTexts;
  const intl = useIntl();
  const dayName = (index: number, weekday: 'short' | 'long') =>
    intl.formatDate(A_MONDAY + index * 86_400_000, { weekday, timeZone: 'UTC' });
  return (
    <ol className="mood-chart" aria-label={intl.formatMessage(t.moodTrend)}>
      {values.map((value, index) => {
        const day = dayName(index, 'long');
        const label = value
          ? intl.formatMessage(t.moodBar, { day, value })
          : intl.formatMessage(t.moodNotLogged, { day });
        return (
          <li key={index} className="mood-chart__day" aria-label={label}>
            <span className="mood-chart__track" aria-hidden="true">
              <span
                className={`mood-chart__bar mood-chart__bar--${Math.round(value)}`}
                style={{ height: `${(value / 5) * 100}%` }}
              />
            </span>
            <span className="mood-chart__label" aria-hidden="true">
              {dayName(index, 'short')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

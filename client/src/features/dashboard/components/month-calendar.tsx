import { useIntl } from 'react-intl';
import { useLanguage } from '../../../i18n/use-language';
import { healthTexts } from '../health-texts';
import { calendarLocale, dayAsDate, monthWeeks } from '../lib/months';

const { t } = healthTexts;
export const SEVERITIES = ['mild', 'moderate', 'severe', 'not_logged'] as const;
type Severity = (typeof SEVERITIES)[number];
const SEVERITY_TEXTS = {
  mild: t.severitymild,
  moderate: t.severitymoderate,
  severe: t.severitysevere,
  not_logged: t.severitynot_logged,
} as const;

type Props = {
  month: string;
  days: ReadonlyArray<{ day: string; severity: string }>;
  today: string;
};

/**
 * The month, Monday first, each day coloured by the highest symptom grade of its
 * check-ins; month and weekday names in the spec's locales (en-GB, zh-CN).
 */
export function MonthCalendar({ month, days, today }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const locale = calendarLocale(language);
  const severityOf = new Map(days.map((d) => [d.day, d.severity as Severity]));
  const title = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(dayAsDate(`${month}-01`));
  const weekdays = monthWeeks('2024-01')[0]!.map((day) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(dayAsDate(day!)),
  );
  const dayName = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="calendar">
      <table className="calendar__grid">
        <caption className="calendar__title">{title}</caption>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, cell) => {
                if (!day) return <td key={cell} />;
                const future = day > today;
                const severity = future ? null : (severityOf.get(day) ?? 'not_logged');
                return (
                  <td key={day}>
                    <span
                      className={`calendar__day${severity ? ` calendar__day--${severity}` : ''}`}
                      data-day={day}
                      data-severity={severity ?? 'future'}
                      aria-current={day === today ? 'date' : undefined}
                    >
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="visually-hidden">
                        {severity
                          ? intl.formatMessage(t.dayLabel, {
                              date: dayName.format(dayAsDate(day)),
                              severity: intl.formatMessage(SEVERITY_TEXTS[severity]),
                            })
                          : dayName.format(dayAsDate(day))}
                      </span>
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="calendar__legend" aria-label={intl.formatMessage(t.legend)}>
        {SEVERITIES.map((severity) => (
          <li key={severity}>
            <span className={`calendar__swatch calendar__day--${severity}`} aria-hidden="true" />
            {intl.formatMessage(SEVERITY_TEXTS[severity])}
          </li>
        ))}
      </ul>
    </div>
  );
}

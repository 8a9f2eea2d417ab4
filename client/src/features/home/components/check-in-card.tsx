import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Card } from '../../../shared/ui/card';
import { FormMessage } from '../../../shared/ui/form-message';
import { FlorenceAvatar } from '../../../shared/ui/illustrations/florence-avatar';
import { CheckInStreakQuery } from '../api/home-figures';
import { homeTexts } from '../texts';

const { t } = homeTexts;
/** 2024-01-01 was a Monday: its week names the days in the user's language. */
const MONDAY = Date.parse('2024-01-01T12:00:00Z');

/** Current and longest streak (Hong Kong days), this week's Mon-Sun row, and 'log today'. */
export function CheckInCard() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error } = useQuery(CheckInStreakQuery, { fetchPolicy: 'cache-and-network' });
  const streak = data?.checkInStreak;
  const weekday = (index: number, style: 'narrow' | 'long') =>
    intl.formatDate(MONDAY + index * 86_400_000, { weekday: style, timeZone: 'UTC' });
  return (
    <Card title={intl.formatMessage(t.checkInTitle)} tone="accent" className="home__check-in">
      <div className="home__florence">
        <FlorenceAvatar size={72} />
        <p>{intl.formatMessage(t.checkInBody)}</p>
      </div>
      {!streak && error && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {!streak && !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {streak && (
        <>
          <dl className="home-streaks">
            <div>
              <dt>{intl.formatMessage(t.currentStreak)}</dt>
              <dd data-testid="current-streak">
                {intl.formatMessage(t.streakDays, { days: streak.current })}
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(t.longestStreak)}</dt>
              <dd data-testid="longest-streak">
                {intl.formatMessage(t.streakDays, { days: streak.longest })}
              </dd>
            </div>
          </dl>
          <ol className="week-row" aria-label={intl.formatMessage(t.weekRow)}>
            {streak.week.map((done, index) => (
              <li
                key={index}
                className={`week-row__day${done ? ' week-row__day--done' : ''}`}
                aria-label={intl.formatMessage(done ? t.dayDone : t.dayNotDone, {
                  day: weekday(index, 'long'),
                })}
              >
                <span aria-hidden="true">{weekday(index, 'narrow')}</span>
              </li>
            ))}
          </ol>
          {streak.checkedInToday && <p className="muted">{intl.formatMessage(t.loggedToday)}</p>}
        </>
      )}
      <Link className="btn btn--primary" to="/chatbot">
        {intl.formatMessage(t.logToday)}
      </Link>
    </Card>
  );
}

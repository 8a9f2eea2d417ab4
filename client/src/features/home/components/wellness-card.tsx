import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Card } from '../../../shared/ui/card';
import { FormMessage } from '../../../shared/ui/form-message';
import { WellnessScoreQuery } from '../api/home-figures';
import { homeTexts } from '../texts';

const { t } = homeTexts;
const PERIODS = [
  ['week', t.weekly],
  ['month', t.monthly],
  ['year', t.yearly],
] as const;
type Period = (typeof PERIODS)[number][0];

/** The wellness score of this week, month or year, from the patient's own check-ins. */
export function WellnessCard() {
  const intl = useIntl();
  const [period, setPeriod] = useState<Period>('week');
  const errorText = useErrorText();
  const { data, previousData, error } = useQuery(WellnessScoreQuery, {
    variables: { period },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.wellnessScore;
  return (
    <Card
      title={intl.formatMessage(t.wellnessTitle)}
      actions={
        <label className="home-card__select">
          <span className="visually-hidden">{intl.formatMessage(t.wellnessPeriod)}</span>
          <select value={period} onChange={(event) => setPeriod(event.target.value as Period)}>
            {PERIODS.map(([key, label]) => (
              <option key={key} value={key}>
                {intl.formatMessage(label)}
              </option>
            ))}
          </select>
        </label>
      }
    >
      {!shown && error && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {!shown && !error && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {shown &&
        (shown.score == null ? (
          <p className="muted" data-testid="wellness-score">
            {intl.formatMessage(t.noScore)}
          </p>
        ) : (
          <p className="home-score" data-testid="wellness-score">
            {intl.formatMessage(t.scoreOutOf, { score: shown.score })}
          </p>
        ))}
      <Link className="btn btn--secondary" to="/dashboard">
        {intl.formatMessage(t.healthAction)}
      </Link>
    </Card>
  );
}

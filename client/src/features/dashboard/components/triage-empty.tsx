import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { dashboardTexts } from '../texts';

export function TriageEmpty() {
  const { t } = dashboardTexts;
  const intl = useIntl();
  return (
    <div className="card card--accent">
      <h2 className="card__title">{intl.formatMessage(t.emptyTitle)}</h2>
      <p>{intl.formatMessage(t.emptyBody)}</p>
      <Link className="btn btn--primary" to="/chatbot">
        {intl.formatMessage(t.checkInAgain)}
      </Link>
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ASSESSMENT_STEPS } from '#common/validation/profile';
import { useAuth } from '../../shared/auth/auth-context';
import { assessmentPath } from '../../shared/paths';
import { HomeProfileQuery } from './api/home-profile';
import { dayPeriod } from './lib/greeting';
import { useNow } from '../../shared/lib/use-now';
import { homeTexts } from './texts';
import { CareLibraryRow } from './components/care-library-row';
import { CheckInCard } from './components/check-in-card';
import { WellnessCard } from './components/wellness-card';
import './home.css';

export function HomePage() {
  const { t } = homeTexts;
  const intl = useIntl();
  const { user } = useAuth();
  const now = useNow();
  const { data } = useQuery(HomeProfileQuery);
  const profile = data?.me.profile;
  const name = profile?.fullName?.trim() || user?.name || intl.formatMessage(t.fallbackName);
  const stepsDone = profile?.assessmentStep ?? ASSESSMENT_STEPS;

  return (
    <section className="page home">
      <header className="page__header page__header--stacked">
        <h1 className="page__title">
          {intl.formatMessage(t[dayPeriod(now.getHours())], { name })}
        </h1>
        <p className="muted">
          <time dateTime={now.toISOString()}>
            {intl.formatDate(now, { dateStyle: 'full', timeStyle: 'short' })}
          </time>
        </p>
      </header>
      {stepsDone < ASSESSMENT_STEPS && (
        <div className="card card--accent">
          <h2 className="card__title">{intl.formatMessage(t.finishProfileTitle)}</h2>
          <p>
            {intl.formatMessage(t.finishProfileBody, { done: stepsDone, total: ASSESSMENT_STEPS })}
          </p>
          <Link className="btn btn--primary" to={assessmentPath(stepsDone + 1)}>
            {intl.formatMessage(t.finishProfileAction)}
          </Link>
        </div>
      )}
      <CheckInCard />
      <WellnessCard />
      <CareLibraryRow />
      <nav className="card" aria-labelledby="home-explore">
        <h2 id="home-explore" className="card__title">
          {intl.formatMessage(t.explore)}
        </h2>
        <p style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-2)', margin: 0 }}>
          <Link className="btn btn--secondary" to="/articles">
            {intl.formatMessage(t.careLibrary)}
          </Link>
          <Link className="btn btn--secondary" to="/help_center">
            {intl.formatMessage(t.helpCentre)}
          </Link>
        </p>
      </nav>
    </section>
  );
}

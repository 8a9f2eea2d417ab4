import { Suspense, type ReactNode } from 'react';
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

/** `panels`: what other features show on home (notifications, care team), composed by the app. */
export function HomePage({ panels }: { panels?: ReactNode }) {
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
      <Suspense fallback={null}>{panels}</Suspense>
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
      <div className="card">
        <h2 className="card__title">{intl.formatMessage(t.laterTitle)}</h2>
        <p className="muted">{intl.formatMessage(t.laterBody)}</p>
      </div>
    </section>
  );
}

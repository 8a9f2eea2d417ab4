import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ASSESSMENT_STEPS } from '#common/validation/profile';
import { useAuth } from '../../shared/auth/auth-context';
import { useNow } from '../../shared/lib/use-now';
import { assessmentPath } from '../../shared/paths';
import { Card } from '../../shared/ui/card';
import { Column, Columns } from '../../shared/ui/columns';
import { Page } from '../../shared/ui/page';
import { PageHeader } from '../../shared/ui/page-header';
import { HomeProfileQuery } from './api/home-profile';
import { CareLibraryRow } from './components/care-library-row';
import { CheckInCard } from './components/check-in-card';
import { MedicationTodayCard } from './components/medication-today-card';
import { WellnessCard } from './components/wellness-card';
import { dayPeriod } from './lib/greeting';
import { homeTexts } from './texts';
import './home.css';

/**
 * /home: the greeting, today's check-in with Florence first, then the rest of the care.
 * `panels`: what other features show on home (notifications, care team), composed by the app.
 */
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
    <Page width="wide" className="home">
      <PageHeader
        title={intl.formatMessage(t[dayPeriod(now.getHours())], { name })}
        description={
          <time dateTime={now.toISOString()}>
            {intl.formatDate(now, { dateStyle: 'full', timeStyle: 'short' })}
          </time>
        }
      />
      <Columns count={3} aside>
        <Column>
          <Suspense fallback={null}>{panels}</Suspense>
          <CheckInCard />
          {stepsDone < ASSESSMENT_STEPS && (
            <Card title={intl.formatMessage(t.finishProfileTitle)}>
              <p>
                {intl.formatMessage(t.finishProfileBody, {
                  done: stepsDone,
                  total: ASSESSMENT_STEPS,
                })}
              </p>
              <Link className="btn btn--secondary" to={assessmentPath(stepsDone + 1)}>
                {intl.formatMessage(t.finishProfileAction)}
              </Link>
            </Card>
          )}
        </Column>
        <Column>
          <MedicationTodayCard />
          <WellnessCard />
        </Column>
        <Column>
          <CareLibraryRow />
          <Card title={intl.formatMessage(t.explore)}>
            <nav aria-label={intl.formatMessage(t.explore)} className="home__explore">
              <Link className="btn btn--secondary" to="/articles">
                {intl.formatMessage(t.careLibrary)}
              </Link>
              <Link className="btn btn--secondary" to="/help_center">
                {intl.formatMessage(t.helpCentre)}
              </Link>
            </nav>
          </Card>
        </Column>
      </Columns>
    </Page>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { useAuth } from '../../shared/auth/auth-context';
import { EmptyState } from '../../shared/ui/empty-state';
import { GrowingIllustration } from '../../shared/ui/illustrations/growing-illustration';
import { Page } from '../../shared/ui/page';
import { PageHeader } from '../../shared/ui/page-header';
import { doctorTexts } from './texts';
import './doctor.css';

export function DoctorHomePage() {
  const { t } = doctorTexts;
  const intl = useIntl();
  const { user } = useAuth();

  return (
    <Page width="wide">
      <PageHeader
        eyebrow={intl.formatMessage(t.homeTitle)}
        title={intl.formatMessage(t.welcome, { name: user?.name ?? '' })}
      />
      <nav className="card doctor-home__links" aria-label={intl.formatMessage(t.schedule)}>
        <Link className="btn btn--secondary" to="/doctor_appointments">
          {intl.formatMessage(t.myAppointments)}
        </Link>
        <Link className="btn btn--secondary" to="/doctor_availability">
          {intl.formatMessage(t.myAvailability)}
        </Link>
      </nav>
      <div className="card">
        <EmptyState
          illustration={<GrowingIllustration />}
          title={intl.formatMessage(commonTexts.t.comingSoon)}
          action={
            <Link className="btn btn--primary" to="/doctor_notifications">
              {intl.formatMessage(t.openFollowUps)}
            </Link>
          }
        >
          <p>{intl.formatMessage(t.homeLater)}</p>
        </EmptyState>
      </div>
    </Page>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { useAuth } from '../../shared/auth/auth-context';
import { doctorTexts } from './texts';
import './doctor.css';

export function DoctorHomePage() {
  const { t } = doctorTexts;
  const intl = useIntl();
  const { user } = useAuth();

  return (
    <section className="page">
      <header className="page__header page__header--stacked">
        <p className="muted">{intl.formatMessage(t.homeTitle)}</p>
        <h1 className="page__title">{intl.formatMessage(t.welcome, { name: user?.name ?? '' })}</h1>
      </header>
      <nav className="card doctor-home__links" aria-label={intl.formatMessage(t.schedule)}>
        <Link className="btn btn--secondary" to="/doctor_appointments">
          {intl.formatMessage(t.myAppointments)}
        </Link>
        <Link className="btn btn--secondary" to="/doctor_availability">
          {intl.formatMessage(t.myAvailability)}
        </Link>
      </nav>
      <div className="card coming-soon__card">
        <p className="coming-soon__lead">{intl.formatMessage(commonTexts.t.comingSoon)}</p>
        <p className="muted">{intl.formatMessage(t.homeLater)}</p>
      </div>
    </section>
  );
}

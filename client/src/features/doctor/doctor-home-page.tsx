import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import { useAuth } from '../../shared/auth/auth-context';
import { doctorTexts } from './texts';

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
      <div className="card coming-soon__card">
        <p className="coming-soon__lead">{intl.formatMessage(commonTexts.t.comingSoon)}</p>
        <p className="muted">{intl.formatMessage(t.homeLater)}</p>
      </div>
    </section>
  );
}

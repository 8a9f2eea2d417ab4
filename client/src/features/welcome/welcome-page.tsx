import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { markVisited } from '../../shared/visit-flag';
import { welcomeTexts } from './texts';
import { WelcomeIllustration } from './welcome-illustration';
import './welcome.css';

export function WelcomePage() {
  const { t } = welcomeTexts;
  const intl = useIntl();
  useEffect(markVisited, []);

  return (
    <section className="welcome">
      <WelcomeIllustration />
      <h1 className="welcome__title">{intl.formatMessage(t.title)}</h1>
      <p className="welcome__subtitle">{intl.formatMessage(t.subtitle)}</p>
      <Link className="btn btn--primary btn--block" to="/onboarding01">
        {intl.formatMessage(t.getStarted)}
      </Link>
      <p className="welcome__login">
        {intl.formatMessage(t.haveAccount)} <Link to="/login">{intl.formatMessage(t.logIn)}</Link>
      </p>
    </section>
  );
}

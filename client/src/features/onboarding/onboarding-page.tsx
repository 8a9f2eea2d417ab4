import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '../../shared/ui/icon';
import { OnboardingProgress } from './onboarding-progress';
import { onboardingPath, SLIDES } from './slides';
import { onboardingTexts } from './texts';
import './onboarding.css';

export function OnboardingPage({ step }: { step: number }) {
  const { t } = onboardingTexts;
  const intl = useIntl();
  const slide = SLIDES[step - 1];
  const last = step === SLIDES.length;

  return (
    <section className="onboarding">
      <div className="onboarding__top">
        <OnboardingProgress step={step} />
        <Link className="onboarding__skip" to="/register">
          {intl.formatMessage(t.skip)}
        </Link>
      </div>
      <div className="onboarding__art" aria-hidden="true">
        <Icon name={slide.icon} size={72} />
      </div>
      <h1 className="onboarding__title">{intl.formatMessage(slide.title)}</h1>
      <p className="onboarding__body">{intl.formatMessage(slide.body)}</p>
      <Link
        className="btn btn--primary btn--block"
        to={last ? '/register' : onboardingPath(step + 1)}
      >
        {intl.formatMessage(last ? t.getStarted : t.next)}
      </Link>
      <Link className="onboarding__help" to="/help_center">
        <Icon name="help" size={18} /> {intl.formatMessage(t.help)}
      </Link>
    </section>
  );
}

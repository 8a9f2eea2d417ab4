import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { onboardingPath, SLIDES } from './slides';
import { onboardingTexts } from './texts';

/** One segment per slide; the ones already seen are links back. */
export function OnboardingProgress({ step }: { step: number }) {
  const { t } = onboardingTexts;
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(t.progressLabel)}>
      <ol className="steps">
        {SLIDES.map((slide, index) => {
          const n = index + 1;
          const title = intl.formatMessage(slide.title);
          if (n < step) {
            return (
              <li key={n} className="steps__item steps__item--done">
                <Link
                  className="steps__link"
                  to={onboardingPath(n)}
                  aria-label={intl.formatMessage(t.goToStep, { n, title })}
                />
              </li>
            );
          }
          return (
            <li
              key={n}
              className={`steps__item${n === step ? ' steps__item--current' : ''}`}
              aria-current={n === step ? 'step' : undefined}
            >
              <span className="visually-hidden">
                {n === step
                  ? intl.formatMessage(t.currentStep, { n, total: SLIDES.length, title })
                  : intl.formatMessage(t.upcomingStep, { n })}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useIntl } from 'react-intl';
import { useAuth } from '../../../shared/auth/auth-context';
import { useActingPatient } from '../../../shared/auth/use-acting-patient';
import { Icon } from '../../../shared/ui/icon';
import type { UrgentLevel } from '../lib/urgent-level';
import { florenceTexts } from '../texts';

type Props = {
  level: UrgentLevel;
  /**
   * After the first full warning the banner is a one-line bar, so the conversation keeps
   * most of a phone's screen while the call button stays one tap away.
   */
  compact: boolean;
  onToggle(): void;
};

const { t } = florenceTexts;

/**
 * The banner's words: to the patient about themselves, or to a family carer checking in for
 * them about the patient by name ({name}), whom the carer takes for help.
 */
const BANNER_TEXTS = {
  patient: {
    RED: { short: t.safetyShortRED, title: t.safetyTitleRED, body: t.safetyBodyRED },
    ORANGE: { short: t.safetyShortORANGE, title: t.safetyTitleORANGE, body: t.safetyBodyORANGE },
  },
  carer: {
    RED: { short: t.safetyShortRED, title: t.safetyTitleRED, body: t.safetyBodyREDCarer },
    ORANGE: {
      short: t.safetyShortORANGECarer,
      title: t.safetyTitleORANGECarer,
      body: t.safetyBodyORANGECarer,
    },
  },
} as const;

function useBannerTexts(level: UrgentLevel) {
  const intl = useIntl();
  const { user } = useAuth();
  const acting = useActingPatient();
  const name = user?.role === 'carer' ? acting?.name : undefined;
  const texts = BANNER_TEXTS[name ? 'carer' : 'patient'][level];
  return {
    short: intl.formatMessage(texts.short, { name }),
    title: intl.formatMessage(texts.title, { name }),
    body: intl.formatMessage(texts.body, { name }),
  };
}

/** Shown at once when a message raised a red or orange finding mid-session. */
export function SafetyBanner({ level, compact, onToggle }: Props) {
  const intl = useIntl();
  const texts = useBannerTexts(level);
  return (
    <div
      className={`safety-banner safety-banner--${level.toLowerCase()}${compact ? ' safety-banner--compact' : ''}`}
      // announced once, when the full warning appears; the bar itself stays quiet
      role={compact ? 'region' : 'alert'}
      aria-label={compact ? intl.formatMessage(t.safetyBarLabel) : undefined}
    >
      <Icon name="warning" className="safety-banner__icon" />
      {compact ? (
        // the bar's title is its own "show the details" button, to keep it on one line
        <button
          type="button"
          className="safety-banner__title safety-banner__expand"
          aria-expanded={false}
          onClick={onToggle}
        >
          {texts.short}
          <Icon name="chevronDown" size={16} />
        </button>
      ) : (
        <div className="safety-banner__text">
          <p className="safety-banner__title">{texts.title}</p>
          <p>{texts.body}</p>
        </div>
      )}
      <div className="safety-banner__actions">
        {!compact && (
          <button
            type="button"
            className="btn btn--ghost safety-banner__toggle"
            aria-expanded={true}
            onClick={onToggle}
          >
            {intl.formatMessage(t.safetyLess)}
          </button>
        )}
        <a className="btn safety-banner__call" href="tel:999">
          <Icon name="phone" size={20} />
          {intl.formatMessage(t.callEmergency)}
        </a>
      </div>
    </div>
  );
}

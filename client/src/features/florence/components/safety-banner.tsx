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

/**
 * The banner's words: to the patient about themselves, or to a family carer checking in for
 * them about the patient by name, whom the carer takes for help.
 */
function useBannerTexts(red: boolean) {
  const { t } = florenceTexts;
  const intl = useIntl();
  const { user } = useAuth();
  const acting = useActingPatient();
  const name = user?.role === 'carer' ? acting?.name : undefined;
  if (!name)
    return {
      short: intl.formatMessage(red ? t.safetyShortRED : t.safetyShortORANGE),
      title: intl.formatMessage(red ? t.safetyTitleRED : t.safetyTitleORANGE),
      body: intl.formatMessage(red ? t.safetyBodyRED : t.safetyBodyORANGE),
    };
  return {
    short: intl.formatMessage(red ? t.safetyShortRED : t.safetyShortORANGECarer),
    title: red
      ? intl.formatMessage(t.safetyTitleRED)
      : intl.formatMessage(t.safetyTitleORANGECarer, { name }),
    body: intl.formatMessage(red ? t.safetyBodyREDCarer : t.safetyBodyORANGECarer, { name }),
  };
}

/** Shown at once when a message raised a red or orange finding mid-session. */
export function SafetyBanner({ level, compact, onToggle }: Props) {
  const { t } = florenceTexts;
  const intl = useIntl();
  const red = level === 'RED';
  const texts = useBannerTexts(red);
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

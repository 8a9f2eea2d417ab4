import { useIntl } from 'react-intl';
import { Icon } from '../../../shared/ui/icon';
import type { UrgentLevel } from '../lib/urgent-level';
import { florenceTexts } from '../texts';

/** Shown at once when a message raised a red or orange finding mid-session. */
export function SafetyBanner({ level }: { level: UrgentLevel }) {
  const { t } = florenceTexts;
  const intl = useIntl();
  return (
    <div className={`safety-banner safety-banner--${level.toLowerCase()}`} role="alert">
      <Icon name="warning" className="safety-banner__icon" />
      <div className="safety-banner__text">
        <p className="safety-banner__title">
          {intl.formatMessage(level === 'RED' ? t.safetyTitleRED : t.safetyTitleORANGE)}
        </p>
        <p>{intl.formatMessage(level === 'RED' ? t.safetyBodyRED : t.safetyBodyORANGE)}</p>
      </div>
      <a className="btn safety-banner__call" href="tel:999">
        <Icon name="phone" size={20} />
        {intl.formatMessage(t.callEmergency)}
      </a>
    </div>
  );
}

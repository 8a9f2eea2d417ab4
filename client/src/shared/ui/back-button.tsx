import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { Icon } from './icon';

/** A round back control that goes to a known page (not browser history). */
export function BackButton({ to, label }: { to: string; label?: string }) {
  const intl = useIntl();
  return (
    <Link to={to} className="icon-button" aria-label={label ?? intl.formatMessage(commonTexts.t.back)}>
      <Icon name="back" />
    </Link>
  );
}

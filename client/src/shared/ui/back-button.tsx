import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { Icon } from './icon';

/** A round back control: to a known page when `to` is given, else one step back in history. */
export function BackButton({ to, label }: { to?: string; label?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = label ?? intl.formatMessage(commonTexts.t.back);
  if (!to) {
    return (
      <button type="button" className="icon-button" aria-label={name} onClick={() => navigate(-1)}>
        <Icon name="back" />
      </button>
    );
  }
  return (
    <Link to={to} className="icon-button" aria-label={name}>
      <Icon name="back" />
    </Link>
  );
}

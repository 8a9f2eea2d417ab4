import { useIntl } from 'react-intl';
import { commonTexts } from '../../i18n/common-texts';
import { SUPPORT_EMAIL } from '../config';

/** "Contact support" as a mailto link. */
export function SupportLink() {
  const intl = useIntl();
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{intl.formatMessage(commonTexts.t.contactSupport)}</a>;
}

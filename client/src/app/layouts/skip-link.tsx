import { useIntl } from 'react-intl';
import { appTexts } from '../app-texts';

export function SkipLink() {
  const intl = useIntl();
  return (
    <a className="skip-link" href="#main">
      {intl.formatMessage(appTexts.t.skipToContent)}
    </a>
  );
}

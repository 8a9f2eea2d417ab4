import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { useOnline } from '../../shared/lib/use-online';
import { LanguageSwitch } from './language-switch';
import { OfflineBanner } from './offline-state';
import { SkipLink } from './skip-link';

/** Welcome, sign-in and assessment pages: one column in the middle of the screen. */
export function CenteredLayout() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <div className="layout-centered">
      <SkipLink />
      <header className="layout-centered__bar">
        <span className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {intl.formatMessage(commonTexts.t.appName)}
        </span>
        <LanguageSwitch />
      </header>
      {!online && <OfflineBanner />}
      <main id="main" className="layout-centered__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

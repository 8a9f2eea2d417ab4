import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { PageLoadBoundary } from './page-load-boundary';
import { useHeadingTitle } from './use-heading-title';
import { useRouteFocus } from './use-route-focus';
import { useScrollRestoration } from './use-scroll-restoration';

export function RootLayout() {
  const intl = useIntl();
  useRouteFocus();
  useScrollRestoration();
  useHeadingTitle(intl.formatMessage(commonTexts.t.appName));
  // The first page's code is still loading: show nothing rather than a spinner flash.
  // Later navigations keep the current page instead (they are transitions).
  return (
    <PageLoadBoundary>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </PageLoadBoundary>
  );
}

import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { commonTexts } from '../../i18n/common-texts';
import { useHeadingTitle } from './use-heading-title';
import { useRouteFocus } from './use-route-focus';

export function RootLayout() {
  const intl = useIntl();
  useRouteFocus();
  useHeadingTitle(intl.formatMessage(commonTexts.t.appName));
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

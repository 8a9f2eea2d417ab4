import { useIntl } from 'react-intl';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { OfflineIllustration } from '../../shared/ui/illustrations/offline-illustration';
import { Page } from '../../shared/ui/page';
import { appTexts } from '../app-texts';

/**
 * What a signed-in screen shows without a network. The service worker keeps only the
 * app's own files, never an API answer, so there is no health information to show: the
 * screen says so instead of showing something out of date as if it were current.
 */
export function OfflineState() {
  const intl = useIntl();
  const { t } = appTexts;
  return (
    <Page width="narrow" className="offline-state">
      <EmptyState
        illustration={<OfflineIllustration />}
        headingLevel={1}
        title={intl.formatMessage(t.offlineTitle)}
        action={
          <Button onClick={() => window.location.reload()}>{intl.formatMessage(t.tryAgain)}</Button>
        }
      >
        <p>{intl.formatMessage(t.offlineBody)}</p>
        <p>{intl.formatMessage(t.offlineEmergency)}</p>
      </EmptyState>
    </Page>
  );
}

/** The line above a centred page (welcome, sign-in) while offline: the page itself still works. */
export function OfflineBanner() {
  const intl = useIntl();
  return (
    <p className="offline-banner" role="status">
      {intl.formatMessage(appTexts.t.offlineBanner)}
    </p>
  );
}

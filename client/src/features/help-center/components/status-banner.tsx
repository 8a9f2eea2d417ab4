import { useIntl } from 'react-intl';
import type { HelpCenterQuery } from '../../../generated/graphql';
import { Icon } from '../../../shared/ui/icon';
import { helpTexts } from '../texts';

type Status = HelpCenterQuery['systemStatus'];

/** What the server's own checks say, in words; "could not reach" when there is no answer. */
export function StatusBanner({ status, failed }: { status: Status | undefined; failed: boolean }) {
  const { t } = helpTexts;
  const intl = useIntl();
  const state = status?.state ?? (failed ? 'outage' : 'checking');
  let text = intl.formatMessage(t.statusChecking);
  if (status?.state === 'operational') text = intl.formatMessage(t.statusOperational);
  if (status?.state === 'degraded') {
    const parts = status.components
      .filter((c) => !c.ok)
      .map((c) => intl.formatMessage(t[`part_${c.name as 'database' | 'mail' | 'liveUpdates'}`]));
    text = intl.formatMessage(t.statusDegraded, { parts: intl.formatList(parts) });
  }
  if (status?.state === 'outage') text = intl.formatMessage(t.statusOutage);
  if (!status && failed) text = intl.formatMessage(t.statusUnreachable);
  return (
    <div className={`status-banner status-banner--${state}`} role="status">
      <Icon name={state === 'operational' ? 'check' : 'warning'} size={20} />
      <div>
        <p className="status-banner__text">{text}</p>
        {status && (
          <p className="status-banner__time">
            {intl.formatMessage(t.statusChecked, {
              time: intl.formatTime(new Date(status.checkedAt), { timeStyle: 'short' }),
            })}
          </p>
        )}
      </div>
    </div>
  );
}

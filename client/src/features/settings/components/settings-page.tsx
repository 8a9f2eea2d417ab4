import { useIntl } from 'react-intl';
import { HelpSupport } from '../../../shared/ui/help-support';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { useSignOut } from '../../../shared/auth/use-sign-out';
import { settingsTexts } from '../texts';
import { SettingsTabs } from './settings-tabs';
import { UserCard } from './user-card';
import '../settings.css';

/** The patient's settings: their card, the three tabs, and logout. */
export function SettingsPage() {
  const { t } = settingsTexts;
  const intl = useIntl();
  const { signOut, busy } = useSignOut();

  return (
    <section className="page page--narrow settings">
      <header className="page__header">
        <h1 className="page__title">{intl.formatMessage(t.title)}</h1>
      </header>
      <UserCard />
      <SettingsTabs />
      <HelpSupport
        title={intl.formatMessage(t.helpSupport)}
        helpCentre={intl.formatMessage(t.helpCentre)}
      />
      <Button
        variant="danger"
        block
        busy={busy}
        busyText={intl.formatMessage(t.loggingOut)}
        onClick={() => void signOut()}
      >
        <Icon name="logout" size={20} /> {intl.formatMessage(t.logout)}
      </Button>
    </section>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSignOut } from '../../../../shared/auth/use-sign-out';
import { Button } from '../../../../shared/ui/button';
import { Icon } from '../../../../shared/ui/icon';
import { HelpSupport } from '../../../../shared/ui/help-support';
import { ConnectLinkDialog } from '../../care-team/components/connect-link-dialog';
import { doctorSettingsTexts } from '../texts';

/** Below the tabs: invite a patient (connect link), help and support, and logout. */
export function SettingsMore() {
  const { t } = doctorSettingsTexts;
  const intl = useIntl();
  const { signOut, busy } = useSignOut();
  const [inviting, setInviting] = useState(false);
  return (
    <div className="doctor-settings__more">
      <Button variant="secondary" onClick={() => setInviting(true)}>
        <Icon name="link" size={20} /> {intl.formatMessage(t.invitePatient)}
      </Button>
      <HelpSupport
        title={intl.formatMessage(t.helpSupport)}
        helpCentre={intl.formatMessage(t.helpCentre)}
      >
        {intl.formatMessage(t.helpText)}
      </HelpSupport>
      <Button
        variant="danger"
        block
        busy={busy}
        busyText={intl.formatMessage(t.loggingOut)}
        onClick={() => void signOut()}
      >
        <Icon name="logout" size={20} /> {intl.formatMessage(t.logout)}
      </Button>
      <ConnectLinkDialog open={inviting} onClose={() => setInviting(false)} />
    </div>
  );
}

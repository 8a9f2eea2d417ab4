import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/auth-context';
import { homePathFor } from '../../../shared/auth/stored-user';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { florenceTexts } from '../texts';

/** After saving: the report is on the dashboard; OK goes home. */
export function CheckInCompleteDialog({
  open,
  title,
  body,
  okLabel,
}: {
  open: boolean;
  title: string;
  body: string;
  okLabel: string;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  // a carer's home is their own (/carer_home), not the patient's
  const home = homePathFor(useAuth().user?.role);
  return (
    <Dialog open={open} title={title} onClose={() => navigate(home)}>
      <p className="dialog__body">{body}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={() => navigate(home)}>
          {okLabel}
        </Button>
        <Button data-autofocus onClick={() => navigate('/dashboard')}>
          {intl.formatMessage(florenceTexts.t.seeReport)}
        </Button>
      </div>
    </Dialog>
  );
}

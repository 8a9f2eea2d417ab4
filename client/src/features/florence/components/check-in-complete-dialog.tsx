import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
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
  return (
    <Dialog open={open} title={title} onClose={() => navigate('/home')}>
      <p className="dialog__body">{body}</p>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={() => navigate('/home')}>
          {okLabel}
        </Button>
        <Button data-autofocus onClick={() => navigate('/dashboard')}>
          {intl.formatMessage(florenceTexts.t.seeReport)}
        </Button>
      </div>
    </Dialog>
  );
}

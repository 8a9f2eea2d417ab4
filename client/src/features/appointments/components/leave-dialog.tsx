import { useIntl } from 'react-intl';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { appointmentsTexts } from '../texts';

/** 'Leave Without Booking?' or, when rescheduling, 'Discard Changes?': Stay or Leave. */
export function LeaveDialog({
  open,
  rescheduling,
  onStay,
  onLeave,
}: {
  open: boolean;
  rescheduling: boolean;
  onStay(): void;
  onLeave(): void;
}) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={intl.formatMessage(rescheduling ? t.discardTitle : t.leaveTitle)}
      onClose={onStay}
    >
      <p className="dialog__body">{intl.formatMessage(t.leaveBody)}</p>
      <div className="dialog__actions">
        <Button variant="secondary" data-autofocus onClick={onStay}>
          {intl.formatMessage(t.stay)}
        </Button>
        <Button variant="danger" onClick={onLeave}>
          {intl.formatMessage(t.leave)}
        </Button>
      </div>
    </Dialog>
  );
}

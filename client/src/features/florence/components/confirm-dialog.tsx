import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';

type Props = {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
};

/** A yes/no question; the safe answer (cancel) has the focus first. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog open={open} title={title} role="alertdialog" onClose={onCancel}>
      <p className="dialog__body">{body}</p>
      <div className="dialog__actions">
        <Button variant="secondary" data-autofocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Dialog>
  );
}

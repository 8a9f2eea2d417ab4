import { Dialog } from '../../../shared/ui/dialog';

/** Saving the check-in: the current step, announced politely; nothing can dismiss it. */
export function ProgressDialog({
  open,
  title,
  step,
}: {
  open: boolean;
  title: string;
  step: string;
}) {
  return (
    <Dialog open={open} title={title}>
      <span className="dialog__spinner" aria-hidden="true" />
      <p className="dialog__status" role="status" tabIndex={-1} data-autofocus>
        {step}
      </p>
    </Dialog>
  );
}

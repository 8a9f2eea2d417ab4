import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { AppointmentFieldsFragment } from '../../../generated/graphql';
import { useErrorText } from '../../../shared/api/use-error-text';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { FormMessage } from '../../../shared/ui/form-message';
import { CancelAppointmentMutation } from '../api/cancel-appointment';
import { useAppointmentFormat } from '../lib/use-appointment-format';
import { appointmentsTexts } from '../texts';

type Props = {
  appointment: AppointmentFieldsFragment | undefined;
  viewer: 'patient' | 'doctor';
  onClose(cancelled: boolean): void;
};

/** Asks before cancelling; the list updates from the answer (and the other side live). */
export function CancelDialog({ appointment, viewer, onClose }: Props) {
  const { t } = appointmentsTexts;
  const intl = useIntl();
  const format = useAppointmentFormat();
  const errorText = useErrorText();
  const [cancel, { loading }] = useMutation(CancelAppointmentMutation);
  const [error, setError] = useState<string>();
  if (!appointment) return null;
  const close = (cancelled: boolean) => {
    setError(undefined);
    onClose(cancelled);
  };
  const name = viewer === 'patient' ? appointment.doctor.name : appointment.patient.name;
  return (
    <Dialog
      open
      role="alertdialog"
      title={intl.formatMessage(t.cancelTitle)}
      onClose={loading ? undefined : () => close(false)}
    >
      <p className="dialog__body">
        {intl.formatMessage(viewer === 'patient' ? t.cancelBody : t.cancelBodyDoctor, {
          name,
          when: format.when(appointment),
        })}
      </p>
      <FormMessage tone="error">{error}</FormMessage>
      <div className="dialog__actions">
        <Button variant="secondary" data-autofocus disabled={loading} onClick={() => close(false)}>
          {intl.formatMessage(t.keep)}
        </Button>
        <Button
          variant="danger"
          busy={loading}
          busyText={intl.formatMessage(t.cancelling)}
          onClick={async () => {
            try {
              await cancel({ variables: { id: appointment.id } });
              close(true);
            } catch (failure) {
              setError(errorText(failure));
            }
          }}
        >
          {intl.formatMessage(t.confirmCancel)}
        </Button>
      </div>
    </Dialog>
  );
}

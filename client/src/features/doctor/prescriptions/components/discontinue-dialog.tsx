import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { discontinueSchema, MEDICATION_LIMITS } from '#common/validation/medication';
import type { PrescriptionFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { DialogForm } from '../../../../shared/forms/dialog-form';
import { FormTextArea } from '../../../../shared/forms/form-text-area';
import { Dialog } from '../../../../shared/ui/dialog';
import { DiscontinuePrescriptionMutation } from '../api/discontinue-prescription';
import { medicationLabels } from '../../../../shared/lib/medication-display';
import { prescriptionTexts } from '../texts';

type Props = { prescription: PrescriptionFieldsFragment | null; onClose(): void };

/** Stopping a medication asks for the reason (required: the patient is told why). */
export function DiscontinueDialog({ prescription, onClose }: Props) {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const [discontinue] = useMutation(DiscontinuePrescriptionMutation);
  const name = prescription ? medicationLabels(prescription, language).name : '';
  return (
    <Dialog
      open={prescription !== null}
      role="alertdialog"
      title={intl.formatMessage(t.discontinueTitle, { name })}
      onClose={onClose}
    >
      {prescription && (
        <DialogForm
          id="discontinue"
          fields={['reason']}
          initialValues={{ reason: '' }}
          schema={discontinueSchema}
          submit={(values) =>
            discontinue({ variables: { id: prescription.id, reason: values.reason } })
          }
          onDone={onClose}
          onCancel={onClose}
          danger
          labels={{
            submit: intl.formatMessage(t.stop),
            busy: intl.formatMessage(t.saving),
            cancel: intl.formatMessage(t.cancel),
          }}
        >
          <p className="dialog__body">{intl.formatMessage(t.discontinueIntro)}</p>
          <FormTextArea
            name="reason"
            label={intl.formatMessage(t.reason)}
            maxLength={MEDICATION_LIMITS.reason}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}

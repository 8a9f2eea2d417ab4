import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { discontinueSchema, MEDICATION_LIMITS } from '#common/validation/medication';
import type { PrescriptionFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { AppForm } from '../../../../shared/forms/app-form';
import { FormTextArea } from '../../../../shared/forms/form-text-area';
import { serverFieldErrors } from '../../../../shared/forms/server-field-errors';
import { Button } from '../../../../shared/ui/button';
import { Dialog } from '../../../../shared/ui/dialog';
import { DiscontinuePrescriptionMutation } from '../api/discontinue-prescription';
import { medicationLabels } from '../lib/medication-display';
import { prescriptionTexts } from '../texts';

type Props = { prescription: PrescriptionFieldsFragment | null; onClose(): void };

/** Stopping a medication asks for the reason (required: the patient is told why). */
export function DiscontinueDialog({ prescription, onClose }: Props) {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const [discontinue] = useMutation(DiscontinuePrescriptionMutation);
  const [serverError, setServerError] = useState<string>();
  const close = () => {
    setServerError(undefined);
    onClose();
  };
  const name = prescription ? medicationLabels(prescription, language).name : '';
  return (
    <Dialog
      open={prescription !== null}
      role="alertdialog"
      title={intl.formatMessage(t.discontinueTitle, { name })}
      onClose={close}
    >
      {prescription && (
        <Formik
          initialValues={{ reason: '' }}
          validationSchema={discontinueSchema}
          onSubmit={async (values, form) => {
            try {
              await discontinue({ variables: { id: prescription.id, reason: values.reason } });
              close();
            } catch (error) {
              setServerError(errorText(error));
              form.setErrors(serverFieldErrors(error, ['reason']));
            }
          }}
        >
          {({ isSubmitting }) => (
            <AppForm
              id="discontinue"
              fields={['reason']}
              serverError={serverError}
              onAttempt={() => setServerError(undefined)}
              actions={
                <div className="dialog__actions">
                  <Button variant="secondary" onClick={close}>
                    {intl.formatMessage(t.cancel)}
                  </Button>
                  <Button
                    type="submit"
                    variant="danger"
                    busy={isSubmitting}
                    busyText={intl.formatMessage(t.saving)}
                  >
                    {intl.formatMessage(t.stop)}
                  </Button>
                </div>
              }
            >
              <p className="dialog__body">{intl.formatMessage(t.discontinueIntro)}</p>
              <FormTextArea
                name="reason"
                label={intl.formatMessage(t.reason)}
                maxLength={MEDICATION_LIMITS.reason}
              />
            </AppForm>
          )}
        </Formik>
      )}
    </Dialog>
  );
}

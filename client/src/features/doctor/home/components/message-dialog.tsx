import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { MESSAGE_TYPE_KEYS, MESSAGE_TYPES } from '#common/messages/message-types';
import { MESSAGE_LIMITS, patientMessageSchema } from '#common/validation/patient-message';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { DialogForm } from '../../../../shared/forms/dialog-form';
import { FormSelectField } from '../../../../shared/forms/form-select-field';
import { FormTextArea } from '../../../../shared/forms/form-text-area';
import { FormTextField } from '../../../../shared/forms/form-text-field';
import { Dialog } from '../../../../shared/ui/dialog';
import { displayName } from '../../patients/components/patient-row';
import { SendPatientMessageMutation } from '../api/send-patient-message';
import { doctorHomeTexts } from '../texts';

const FIELDS = ['title', 'description', 'type'] as const;

type Props = {
  patient: PatientSummaryFieldsFragment | null;
  onClose(sentTo?: string): void;
};

/** Title, description and the message type; the patient sees it live on their home page. */
export function MessageDialog({ patient, onClose }: Props) {
  const { t } = doctorHomeTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const [send] = useMutation(SendPatientMessageMutation);
  const name = patient ? displayName(patient) : '';
  return (
    <Dialog
      open={patient !== null}
      title={intl.formatMessage(t.messageTo, { name })}
      onClose={() => onClose()}
    >
      {patient && (
        <DialogForm
          id="message"
          fields={FIELDS}
          initialValues={{ title: '', description: '', type: '' }}
          schema={patientMessageSchema}
          submit={(input) => send({ variables: { patientId: patient.id, input } })}
          onDone={() => onClose(name)}
          onCancel={() => onClose()}
          labels={{
            submit: intl.formatMessage(t.send),
            busy: intl.formatMessage(t.sending),
            cancel: intl.formatMessage(t.cancel),
          }}
        >
          <FormTextField
            name="title"
            label={intl.formatMessage(t.messageTitle)}
            maxLength={MESSAGE_LIMITS.title}
            autoComplete="off"
          />
          <FormTextArea
            name="description"
            label={intl.formatMessage(t.messageDescription)}
            maxLength={MESSAGE_LIMITS.description}
            rows={4}
          />
          <FormSelectField
            name="type"
            label={intl.formatMessage(t.messageType)}
            placeholder={intl.formatMessage(t.chooseType)}
            options={MESSAGE_TYPE_KEYS.map((key) => ({
              value: key,
              label: MESSAGE_TYPES[key][language],
            }))}
          />
        </DialogForm>
      )}
    </Dialog>
  );
}

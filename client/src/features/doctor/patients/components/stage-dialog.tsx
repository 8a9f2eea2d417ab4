import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { CANCER_TYPE_KEYS, CANCER_TYPES } from '#common/patients/cancer-types';
import { STAGE_KEYS, STAGES } from '#common/patients/stages';
import { diagnosisSchema } from '#common/validation/diagnosis';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { DialogForm } from '../../../../shared/forms/dialog-form';
import { FormSelectField } from '../../../../shared/forms/form-select-field';
import { Dialog } from '../../../../shared/ui/dialog';
import { doctorTexts } from '../../texts';
import { SetPatientDiagnosisMutation } from '../api/set-patient-diagnosis';
import { patientTexts } from '../texts';
import { displayName } from './patient-row';

const FIELDS = ['stage', 'cancerType'] as const;

type Props = {
  patient: PatientSummaryFieldsFragment;
  open: boolean;
  onClose(saved?: boolean): void;
};

/** The 21 stages (and the cancer type); an empty stage is refused: 'stage cannot be empty'. */
export function StageDialog({ patient, open, onClose }: Props) {
  const { t } = patientTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const [save] = useMutation(SetPatientDiagnosisMutation);
  return (
    <Dialog
      open={open}
      title={intl.formatMessage(t.editStageFor, { name: displayName(patient) })}
      onClose={() => onClose()}
    >
      <DialogForm
        id="stage"
        fields={FIELDS}
        initialValues={{ stage: patient.stage ?? '', cancerType: patient.cancerType ?? '' }}
        schema={diagnosisSchema}
        submit={(values) =>
          save({
            variables: {
              patientId: patient.id,
              input: { stage: values.stage, cancerType: values.cancerType || null },
            },
          })
        }
        onDone={() => onClose(true)}
        onCancel={() => onClose()}
        labels={{
          submit: intl.formatMessage(t.save),
          busy: intl.formatMessage(doctorTexts.t.saving),
          cancel: intl.formatMessage(doctorTexts.t.cancel),
        }}
      >
        <FormSelectField
          name="stage"
          label={intl.formatMessage(t.stage)}
          placeholder={intl.formatMessage(t.chooseStage)}
          options={STAGE_KEYS.map((key) => ({ value: key, label: STAGES[key][language] }))}
        />
        <FormSelectField
          name="cancerType"
          label={intl.formatMessage(t.cancerType)}
          placeholder={intl.formatMessage(t.chooseCancerType)}
          options={CANCER_TYPE_KEYS.map((key) => ({
            value: key,
            label: CANCER_TYPES[key][language],
          }))}
        />
      </DialogForm>
    </Dialog>
  );
}

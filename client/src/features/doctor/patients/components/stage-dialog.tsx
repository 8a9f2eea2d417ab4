import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { CANCER_TYPE_KEYS, CANCER_TYPES } from '#common/patients/cancer-types';
import { STAGE_KEYS, STAGES } from '#common/patients/stages';
import { diagnosisSchema } from '#common/validation/diagnosis';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { AppForm } from '../../../../shared/forms/app-form';
import { FormSelectField } from '../../../../shared/forms/form-select-field';
import { serverFieldErrors } from '../../../../shared/forms/server-field-errors';
import { Button } from '../../../../shared/ui/button';
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
  const errorText = useErrorText();
  const [save] = useMutation(SetPatientDiagnosisMutation);
  const [serverError, setServerError] = useState<string>();
  const close = (saved?: boolean) => {
    setServerError(undefined);
    onClose(saved);
  };
  return (
    <Dialog
      open={open}
      title={intl.formatMessage(t.editStageFor, { name: displayName(patient) })}
      onClose={() => close()}
    >
      <Formik
        initialValues={{ stage: patient.stage ?? '', cancerType: patient.cancerType ?? '' }}
        validationSchema={diagnosisSchema}
        onSubmit={async (values, form) => {
          try {
            await save({
              variables: {
                patientId: patient.id,
                input: { stage: values.stage, cancerType: values.cancerType || null },
              },
            });
            close(true);
          } catch (error) {
            setServerError(errorText(error));
            form.setErrors(serverFieldErrors(error, FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <AppForm
            id="stage"
            fields={FIELDS}
            serverError={serverError}
            onAttempt={() => setServerError(undefined)}
            actions={
              <div className="dialog__actions">
                <Button variant="secondary" onClick={() => close()}>
                  {intl.formatMessage(doctorTexts.t.cancel)}
                </Button>
                <Button
                  type="submit"
                  busy={isSubmitting}
                  busyText={intl.formatMessage(doctorTexts.t.saving)}
                >
                  {intl.formatMessage(t.save)}
                </Button>
              </div>
            }
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
          </AppForm>
        )}
      </Formik>
    </Dialog>
  );
}

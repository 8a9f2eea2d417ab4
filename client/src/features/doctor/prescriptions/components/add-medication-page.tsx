import { useState } from 'react';
import { Formik } from 'formik';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { clinicDay } from '#common/clinic-day';
import { prescriptionSchema } from '#common/validation/medication';
import type { PrescriptionFieldsFragment } from '../../../../generated/graphql';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { AppForm } from '../../../../shared/forms/app-form';
import { serverFieldErrors } from '../../../../shared/forms/server-field-errors';
import { Button } from '../../../../shared/ui/button';
import { PatientCardQuery } from '../../patient-details/api/patient-card';
import { displayName } from '../../patients/components/patient-row';
import { AddPrescriptionMutation } from '../api/add-prescription';
import { UpdatePrescriptionMutation } from '../api/update-prescription';
import { FORM_FIELDS, initialValues, toInput } from '../lib/prescription-form';
import { prescriptionTexts } from '../texts';
import { MedicationFormFields } from './medication-form';
import '../prescriptions.css';
import { Page } from '../../../../shared/ui/page';
import { PageHeader } from '../../../../shared/ui/page-header';

/** The spec's pause on the success message before the patient page returns. */
const RETURN_AFTER_MS = 1200;

export type AddMedicationState = { prescription?: PrescriptionFieldsFragment };

/**
 * /add_medication/{patientId}: a new prescription, or an update when one is passed in
 * navigation state.
 */
export function AddMedicationPage() {
  const { t } = prescriptionTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { patientId = '' } = useParams();
  const editing = (useLocation().state as AddMedicationState | null)?.prescription ?? null;
  const patient = useQuery(PatientCardQuery, { variables: { id: patientId } }).data?.doctorPatient;
  const [add] = useMutation(AddPrescriptionMutation);
  const [update] = useMutation(UpdatePrescriptionMutation);
  const [serverError, setServerError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const today = clinicDay(new Date());
  const back = `/patient_details/${patientId}`;

  return (
    <Page width="narrow" className="add-medication">
      <PageHeader
        back={back}
        title={intl.formatMessage(editing ? t.updateTitle : t.addTitle)}
        description={
          patient ? intl.formatMessage(t.forPatient, { name: displayName(patient) }) : undefined
        }
      />
      <Formik
        initialValues={initialValues(editing, today)}
        validationSchema={prescriptionSchema(today)}
        onSubmit={async (values, form) => {
          try {
            const input = toInput(values);
            if (editing) await update({ variables: { id: editing.id, input } });
            else await add({ variables: { patientId, input } });
            setSaved(true);
            window.setTimeout(() => navigate(back), RETURN_AFTER_MS);
          } catch (error) {
            setServerError(errorText(error, FORM_FIELDS));
            form.setErrors(serverFieldErrors(error, FORM_FIELDS));
          }
        }}
      >
        {({ isSubmitting }) => (
          <AppForm
            id="medication"
            fields={FORM_FIELDS}
            serverError={serverError}
            success={saved ? intl.formatMessage(t.saved) : undefined}
            onAttempt={() => setServerError(undefined)}
            actions={
              <Button
                type="submit"
                block
                busy={isSubmitting || saved}
                busyText={intl.formatMessage(t.saving)}
              >
                {intl.formatMessage(t.save)}
              </Button>
            }
          >
            <MedicationFormFields />
          </AppForm>
        )}
      </Formik>
    </Page>
  );
}

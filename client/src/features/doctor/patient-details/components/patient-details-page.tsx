import { useEffect } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { commonTexts } from '../../../../i18n/common-texts';
import { readApiError } from '../../../../shared/api/api-error';
import { useErrorText } from '../../../../shared/api/use-error-text';
import { BackButton } from '../../../../shared/ui/back-button';
import { FormMessage } from '../../../../shared/ui/form-message';
import { MarkPatientReportsOpenedMutation } from '../api/mark-reports-opened';
import { PatientCardQuery } from '../api/patient-card';
import { patientDetailsTexts } from '../texts';
import { PatientCard } from './patient-card';
import { PatientTabs } from './patient-tabs';
import { displayName } from '../../patients/components/patient-row';
import '../../doctor.css';
import '../../patients/patients.css';
import '../patient-details.css';

/** /patient_details/{id}: one of the doctor's patients; anyone else's reads 'Patient not found'. */
export function PatientDetailsPage() {
  const { t } = patientDetailsTexts;
  const intl = useIntl();
  const errorText = useErrorText();
  const { patientId = '' } = useParams();
  const { data, error, loading } = useQuery(PatientCardQuery, { variables: { id: patientId } });
  const notFound = error && readApiError(error).code === 'NOT_FOUND';
  const patient = data?.doctorPatient;
  const [markOpened] = useMutation(MarkPatientReportsOpenedMutation);
  // Opening the record is reading the patient's reports: they stop being pending.
  useEffect(() => {
    if (patient?.id)
      void markOpened({ variables: { patientId: patient.id } }).catch(() => undefined);
  }, [patient?.id, markOpened]);

  return (
    <section className="page patient-details">
      <header className="page__header">
        <BackButton to="/doctor_patients" label={intl.formatMessage(t.backToPatients)} />
        {!patient && <h1 className="page__title">{intl.formatMessage(t.title)}</h1>}
      </header>
      {loading && !patient && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {notFound && (
        <div className="card" role="alert">
          <p className="coming-soon__lead">{intl.formatMessage(t.notFound)}</p>
        </div>
      )}
      {error && !notFound && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {patient && (
        <>
          <PatientCard patient={patient} />
          <PatientTabs patientId={patient.id} name={displayName(patient)} />
        </>
      )}
    </section>
  );
}

import { useEffect, type ReactNode } from 'react';
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
import { Page } from '../../../../shared/ui/page';
import { PageHeader } from '../../../../shared/ui/page-header';
import { EmptyState } from '../../../../shared/ui/empty-state';

/**
 * /patient_details/{id}: one of the doctor's patients; anyone else's reads 'Patient not found'.
 * `carers`: the patient's family carers (another feature's section, composed by the app).
 */
export function PatientDetailsPage({ carers }: { carers?: ReactNode }) {
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
    <Page width="wide" className="patient-details">
      {patient ? (
        <BackButton to="/doctor_patients" label={intl.formatMessage(t.backToPatients)} />
      ) : (
        <PageHeader back="/doctor_patients" title={intl.formatMessage(t.title)} />
      )}
      {loading && !patient && <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>}
      {notFound && (
        <div className="card" role="alert">
          <EmptyState title={intl.formatMessage(t.notFound)} />
        </div>
      )}
      {error && !notFound && <FormMessage tone="error">{errorText(error)}</FormMessage>}
      {patient && (
        <>
          <PatientCard patient={patient} />
          {carers}
          <PatientTabs patientId={patient.id} name={displayName(patient)} />
        </>
      )}
    </Page>
  );
}

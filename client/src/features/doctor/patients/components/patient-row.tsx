import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { initialsOf } from '#common/person-name';
import { diagnosisLine } from '#common/patients/diagnosis-line';
import { patientTexts } from '../texts';
import { LastUpdateLine } from './last-update-line';
import { StageDot } from './stage-dot';
import { PersonName } from '../../../../shared/ui/person-name';

export const displayName = (patient: { name?: string | null; username: string }) =>
  patient.name?.trim() || patient.username;

/** 'Breast cancer · Stage II' in the current language, or 'Diagnosis not recorded'. */
export function useDiagnosisLine() {
  const intl = useIntl();
  const { language } = useLanguage();
  return (patient: Pick<PatientSummaryFieldsFragment, 'cancerType' | 'stage'>) =>
    diagnosisLine(patient, language) ?? intl.formatMessage(patientTexts.t.notRecorded);
}

export function PatientRow({ patient, now }: { patient: PatientSummaryFieldsFragment; now: Date }) {
  const name = displayName(patient);
  const diagnosisLine = useDiagnosisLine();
  return (
    <li>
      <Link className="patient-row" to={`/patient_details/${patient.id}`}>
        <span className="patient-row__avatar" aria-hidden="true" translate="no">
          {initialsOf(name)}
        </span>
        <span className="patient-row__body">
          <span className="patient-row__name">
            <PersonName>{name}</PersonName> <StageDot group={patient.stageGroup} />
          </span>
          <span className="patient-row__diagnosis">{diagnosisLine(patient)}</span>
          <span className="patient-row__update">
            <LastUpdateLine update={patient.lastUpdate} now={now} />
          </span>
        </span>
      </Link>
    </li>
  );
}

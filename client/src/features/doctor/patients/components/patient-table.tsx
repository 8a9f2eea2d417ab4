import { Link } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { STAGE_KEYS } from '#common/patients/stages';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { useLanguage } from '../../../../i18n/use-language';
import { toDate } from '../../../../shared/lib/date-time';
import { DataTable, type TableColumn } from '../../../../shared/ui/data-table';
import { cancerTypeName, stageName } from '#common/patients/diagnosis-line';
import { patientTexts } from '../texts';
import { LastUpdateLine } from './last-update-line';
import { displayName } from './patient-row';
import { StageDot } from './stage-dot';
import { PersonName } from '../../../../shared/ui/person-name';

type Patient = PatientSummaryFieldsFragment;

/**
 * The patients on a wide screen: a table sortable by name, cancer type, stage and last
 * update (the rows loaded so far; the server pages and filters). Phones show cards.
 */
export function PatientTable({ patients, now }: { patients: readonly Patient[]; now: Date }) {
  const { t } = patientTexts;
  const intl = useIntl();
  const { language } = useLanguage();
  const columns: TableColumn<Patient>[] = [
    {
      key: 'name',
      header: intl.formatMessage(t.name),
      cell: (patient) => (
        <Link to={`/patient_details/${patient.id}`}>
          <PersonName>{displayName(patient)}</PersonName>
        </Link>
      ),
      sortValue: (patient) => displayName(patient).toLowerCase(),
    },
    {
      key: 'cancerType',
      header: intl.formatMessage(t.cancerType),
      cell: (patient) => cancerTypeName(patient.cancerType, language) || '—',
      sortValue: (patient) => cancerTypeName(patient.cancerType, language) || '\uffff',
    },
    {
      key: 'stage',
      header: intl.formatMessage(t.stage),
      cell: (patient) => (
        <span className="patient-table__stage">
          <StageDot group={patient.stageGroup} />
          {stageName(patient.stage, language) || '—'}
        </span>
      ),
      // in the spec's order of stages (Stage 0 … IV, then remission and the rest)
      sortValue: (patient) => {
        const index = STAGE_KEYS.indexOf(patient.stage as (typeof STAGE_KEYS)[number]);
        return index < 0 ? STAGE_KEYS.length : index;
      },
    },
    {
      key: 'lastUpdate',
      header: intl.formatMessage(t.lastUpdate),
      cell: (patient) => <LastUpdateLine update={patient.lastUpdate} now={now} />,
      sortValue: (patient) => (patient.lastUpdate ? toDate(patient.lastUpdate.at) : new Date(0)),
      firstDirection: 'descending',
      className: 'data-table__nowrap',
    },
  ];
  return (
    <DataTable
      caption={intl.formatMessage(t.title)}
      columns={columns}
      rows={patients}
      rowKey={(patient) => patient.id}
    />
  );
}

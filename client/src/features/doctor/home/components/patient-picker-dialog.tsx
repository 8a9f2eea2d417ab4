import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { commonTexts } from '../../../../i18n/common-texts';
import { Dialog } from '../../../../shared/ui/dialog';
import { initialsOf } from '#common/person-name';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DoctorPatientsQuery } from '../../patients/api/doctor-patients';
import { displayName, useDiagnosisLine } from '../../patients/components/patient-row';
import { doctorHomeTexts } from '../texts';
import { PersonName } from '../../../../shared/ui/person-name';

type Props = {
  open: boolean;
  /** What the patient is chosen for, e.g. 'Send patient message'. */
  title: string;
  onPick(patient: PatientSummaryFieldsFragment): void;
  onClose(): void;
};

/** Search the doctor's own patients by name and pick one. */
export function PatientPickerDialog({ open, title, onPick, onClose }: Props) {
  const { t } = doctorHomeTexts;
  const intl = useIntl();
  const diagnosisLine = useDiagnosisLine();
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), 250);
  const { data, previousData } = useQuery(DoctorPatientsQuery, {
    variables: { filter: text ? { search: text } : {}, first: 20 },
    skip: !open,
  });
  const patients = (data ?? previousData)?.doctorPatients.patients;
  const close = () => {
    setSearch('');
    onClose();
  };
  return (
    <Dialog open={open} title={title} onClose={close}>
      <div className="field">
        <label className="field__label" htmlFor="picker-search">
          {intl.formatMessage(t.searchPatient)}
        </label>
        <input
          id="picker-search"
          className="field__input"
          type="search"
          autoComplete="off"
          data-autofocus
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {!patients ? (
        <p className="muted">{intl.formatMessage(commonTexts.t.loading)}</p>
      ) : patients.length === 0 ? (
        <p className="muted" role="status">
          {intl.formatMessage(t.noPatientFound)}
        </p>
      ) : (
        <ul className="picker-list" aria-label={intl.formatMessage(t.choosePatient)}>
          {patients.map((patient) => (
            <li key={patient.id}>
              <button
                type="button"
                className="picker-item"
                onClick={() => {
                  setSearch('');
                  onPick(patient);
                }}
              >
                <span className="patient-row__avatar" aria-hidden="true" translate="no">
                  {initialsOf(displayName(patient))}
                </span>
                <span className="patient-row__body">
                  <span className="patient-row__name">
                    <PersonName>{displayName(patient)}</PersonName>
                  </span>
                  <span className="muted">{diagnosisLine(patient)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={close}>
          {intl.formatMessage(t.cancel)}
        </button>
      </div>
    </Dialog>
  );
}

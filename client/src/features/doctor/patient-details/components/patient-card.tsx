import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { Button } from '../../../../shared/ui/button';
import { Icon } from '../../../../shared/ui/icon';
import { ReportDialog } from '../../../../shared/reports/components/report-dialog';
import { reportTexts } from '../../../../shared/reports/texts';
import { FormMessage } from '../../../../shared/ui/form-message';
import { initialsOf } from '#common/person-name';
import { displayName, useDiagnosisLine } from '../../patients/components/patient-row';
import { StageDialog } from '../../patients/components/stage-dialog';
import { StageDot } from '../../patients/components/stage-dot';
import { patientTexts } from '../../patients/texts';
import { CareStatusSelect } from './care-status-select';

/** Photo, name, 'cancer · stage', the stage group's status, and the card's actions. */
export function PatientCard({ patient }: { patient: PatientSummaryFieldsFragment }) {
  const intl = useIntl();
  const diagnosisLine = useDiagnosisLine();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [saved, setSaved] = useState(false);
  const name = displayName(patient);
  return (
    <div className="card patient-card">
      <div className="patient-card__head">
        <span
          className="patient-row__avatar patient-card__avatar"
          aria-hidden="true"
          translate="no"
        >
          {initialsOf(name)}
        </span>
        <div>
          <h1 className="page__title patient-card__name">{name}</h1>
          <p>{diagnosisLine(patient)}</p>
          <p className="patient-card__status">
            <StageDot group={patient.stageGroup} showLabel />
          </p>
        </div>
      </div>
      <div className="patient-card__actions">
        <Button variant="secondary" onClick={() => setReporting(true)}>
          <Icon name="report" size={20} /> {intl.formatMessage(reportTexts.t.generateReport)}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {intl.formatMessage(patientTexts.t.editStage)}
        </Button>
      </div>
      <CareStatusSelect patientId={patient.id} value={patient.careStatus ?? null} />
      <ReportDialog
        patient={reporting ? { id: patient.id, name } : null}
        onClose={() => setReporting(false)}
      />
      <FormMessage tone="success">
        {saved ? intl.formatMessage(patientTexts.t.stageSaved) : undefined}
      </FormMessage>
      <StageDialog
        patient={patient}
        open={editing}
        onClose={(done) => {
          setEditing(false);
          setSaved(!!done);
        }}
      />
    </div>
  );
}

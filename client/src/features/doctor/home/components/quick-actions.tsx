import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { PatientSummaryFieldsFragment } from '../../../../generated/graphql';
import { FormMessage } from '../../../../shared/ui/form-message';
import { Icon } from '../../../../shared/ui/icon';
import type { IconName } from '../../../../shared/ui/icon-paths';
import { doctorHomeTexts } from '../texts';
import { QrScannerDialog } from '../../care-team/components/qr-scanner-dialog';
import { ReportDialog } from '../../../../shared/reports/components/report-dialog';
import { reportTexts } from '../../../../shared/reports/texts';
import { MessageDialog } from './message-dialog';
import { PatientPickerDialog } from './patient-picker-dialog';

type Action = 'patient' | 'message' | 'prescription' | 'report';

/** Add a patient (scan their QR), send a message or add a prescription (each picks a patient). */
export function QuickActions() {
  const { t } = doctorHomeTexts;
  const intl = useIntl();
  const navigate = useNavigate();
  const [picking, setPicking] = useState<Action | null>(null);
  const [messaging, setMessaging] = useState<PatientSummaryFieldsFragment | null>(null);
  const [sentTo, setSentTo] = useState<string>();
  const [scanning, setScanning] = useState(false);
  const [reporting, setReporting] = useState<{ id: string; name: string } | null>(null);
  const actions: Array<{ key: Action; icon: IconName; label: string }> = [
    { key: 'patient', icon: 'userPlus', label: intl.formatMessage(t.addPatient) },
    { key: 'message', icon: 'mail', label: intl.formatMessage(t.sendMessage) },
    { key: 'prescription', icon: 'pill', label: intl.formatMessage(t.addPrescription) },
    { key: 'report', icon: 'report', label: intl.formatMessage(reportTexts.t.generateReport) },
  ];
  const onPick = (patient: PatientSummaryFieldsFragment) => {
    const action = picking;
    setPicking(null);
    if (action === 'message') setMessaging(patient);
    else if (action === 'report')
      setReporting({ id: patient.id, name: patient.name?.trim() || patient.username });
    else navigate(`/add_medication/${patient.id}`);
  };
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title" className="section-title">
        {intl.formatMessage(t.quickActions)}
      </h2>
      <div className="quick-actions">
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className="quick-action"
            onClick={() => {
              setSentTo(undefined);
              // adding a patient scans their QR; the other actions first pick one
              if (action.key === 'patient') setScanning(true);
              else setPicking(action.key);
            }}
          >
            <Icon name={action.icon} />
            <span>{action.label}</span>
          </button>
        ))}
      </div>
      <FormMessage tone="success">
        {sentTo ? intl.formatMessage(t.sent, { name: sentTo }) : undefined}
      </FormMessage>
      <PatientPickerDialog
        open={picking !== null}
        title={actions.find((a) => a.key === picking)?.label ?? ''}
        onPick={onPick}
        onClose={() => setPicking(null)}
      />
      <QrScannerDialog open={scanning} onClose={() => setScanning(false)} />
      <ReportDialog patient={reporting} onClose={() => setReporting(null)} />
      <MessageDialog
        patient={messaging}
        onClose={(name) => {
          setMessaging(null);
          setSentTo(name);
        }}
      />
    </section>
  );
}

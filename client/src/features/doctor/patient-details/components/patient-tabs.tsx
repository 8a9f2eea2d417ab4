import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Tabs, type Tab } from '../../components/tabs';
import { MedicationsTab } from '../../prescriptions/components/medications-tab';
import { prescriptionTexts } from '../../prescriptions/texts';
import { RecordAccessList } from '../../../../shared/record-access/record-access-list';
import { recordAccessTexts } from '../../../../shared/record-access/texts';
import { patientDetailsTexts } from '../texts';
import { AlertsTab } from './alerts-tab';
import { OverviewTab } from './overview-tab';

type TabKey = 'overview' | 'medications' | 'alerts' | 'access';

/** Overview, Medications, Alerts and the access log (audit trail) of one patient. */
export function PatientTabs({ patientId, name }: { patientId: string; name: string }) {
  const { t } = patientDetailsTexts;
  const intl = useIntl();
  const [selected, setSelected] = useState<TabKey>('overview');
  const tabs: Tab<TabKey>[] = [
    {
      key: 'overview',
      label: intl.formatMessage(t.overview),
      content: () => <OverviewTab patientId={patientId} />,
    },
    {
      key: 'medications',
      label: intl.formatMessage(prescriptionTexts.t.medications),
      content: () => <MedicationsTab patientId={patientId} />,
    },
    {
      key: 'alerts',
      label: intl.formatMessage(t.alerts),
      content: () => <AlertsTab patientId={patientId} name={name} />,
    },
    {
      key: 'access',
      label: intl.formatMessage(recordAccessTexts.t.tab),
      content: () => (
        <>
          <p className="muted">{intl.formatMessage(recordAccessTexts.t.doctorIntro)}</p>
          <RecordAccessList patientId={patientId} />
        </>
      ),
    },
  ];
  return (
    <Tabs<TabKey>
      id="patient"
      label={intl.formatMessage(t.tabs)}
      tabs={tabs}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Tabs, type Tab } from '../../components/tabs';
import { MedicationsTab } from '../../prescriptions/components/medications-tab';
import { prescriptionTexts } from '../../prescriptions/texts';
import { patientDetailsTexts } from '../texts';

type TabKey = 'medications';

/** The record's tabs. */
export function PatientTabs({ patientId }: { patientId: string }) {
  const intl = useIntl();
  const [selected, setSelected] = useState<TabKey>('medications');
  const tabs: Tab<TabKey>[] = [
    {
      key: 'medications',
      label: intl.formatMessage(prescriptionTexts.t.medications),
      content: () => <MedicationsTab patientId={patientId} />,
    },
  ];
  return (
    <Tabs<TabKey>
      id="patient"
      label={intl.formatMessage(patientDetailsTexts.t.tabs)}
      tabs={tabs}
      selected={selected}
      onSelect={setSelected}
    />
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BLOOD_GROUPS, RH_SIGNS } from '#common/validation/profile';
import { RadioCards } from '../../../../shared/ui/radio-cards';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import type { StepProps } from './step-props';

type Group = (typeof BLOOD_GROUPS)[number];
type Sign = (typeof RH_SIGNS)[number];

function splitBloodType(value: string | null | undefined): { group: Group | ''; sign: Sign | '' } {
  const match = /^(A|B|AB|O)([+-])$/.exec(value ?? '');
  return match ? { group: match[1] as Group, sign: match[2] as Sign } : { group: '', sign: '' };
}

export function BloodTypeStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const [saved] = useState(() => splitBloodType(profile?.bloodType));
  const [group, setGroup] = useState(saved.group);
  const [sign, setSign] = useState(saved.sign);
  const bloodType = group && sign ? `${group}${sign}` : undefined;
  // A group without a sign is checked as-is, so the shared rule says what is missing.
  const answer = bloodType ?? (group || undefined);

  return (
    <AssessmentShell
      step={6}
      title={intl.formatMessage(t.bloodTitle)}
      values={{ bloodType: answer }}
      alternative={{ label: intl.formatMessage(t.bloodUnknown), values: { bloodType: 'N/A' } }}
    >
      <RadioCards<Group>
        name="blood-group"
        legend={intl.formatMessage(t.bloodGroupLegend)}
        layout="grid"
        options={BLOOD_GROUPS.map((value) => ({ value, label: value }))}
        value={group}
        onChange={setGroup}
      />
      <RadioCards<Sign>
        name="blood-rh"
        legend={intl.formatMessage(t.rhLegend)}
        layout="segmented"
        options={[
          { value: '+', label: intl.formatMessage(t.rhPositive) },
          { value: '-', label: intl.formatMessage(t.rhNegative) },
        ]}
        value={sign}
        onChange={setSign}
      />
      <p className="assessment__live" aria-live="polite">
        {bloodType ? intl.formatMessage(t.bloodChosen, { type: bloodType }) : ''}
      </p>
    </AssessmentShell>
  );
}

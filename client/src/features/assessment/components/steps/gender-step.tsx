import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RadioCards } from '../../../../shared/ui/radio-cards';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import type { StepProps } from './step-props';

const CHOICES = ['Male', 'Female', 'Other'] as const;
type Choice = (typeof CHOICES)[number];
const isChoice = (value: unknown): value is Choice => CHOICES.includes(value as Choice);

export function GenderStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const [gender, setGender] = useState<Choice | ''>(
    isChoice(profile?.gender) ? profile.gender : '',
  );
  const label = { Male: t.male, Female: t.female, Other: t.other } satisfies Record<
    Choice,
    unknown
  >;

  return (
    <AssessmentShell
      step={3}
      title={intl.formatMessage(t.genderTitle)}
      values={{ gender: gender || undefined }}
      alternative={{ label: intl.formatMessage(t.preferNotToSay), values: { gender: 'N/A' } }}
    >
      <RadioCards<Choice>
        name="gender"
        legend={intl.formatMessage(t.genderLegend)}
        hideLegend
        options={CHOICES.map((value) => ({ value, label: intl.formatMessage(label[value]) }))}
        value={gender}
        onChange={setGender}
      />
    </AssessmentShell>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RadioCards } from '../../../../shared/ui/radio-cards';
import { assessmentTexts } from '../../texts';
import { AssessmentShell } from '../assessment-shell';
import type { StepProps } from './step-props';

const CHOICES = ['Weekly', 'Bi-weekly', 'Monthly', 'Bi-monthly', 'Yearly'] as const;
type Choice = (typeof CHOICES)[number];
const isChoice = (value: unknown): value is Choice => CHOICES.includes(value as Choice);

export function FrequencyStep({ profile }: StepProps) {
  const { t } = assessmentTexts;
  const intl = useIntl();
  const [frequency, setFrequency] = useState<Choice | ''>(
    isChoice(profile?.checkupFrequency) ? profile.checkupFrequency : '',
  );
  const label = {
    Weekly: t.weekly,
    'Bi-weekly': t.biweekly,
    Monthly: t.monthly,
    'Bi-monthly': t.bimonthly,
    Yearly: t.yearly,
  } satisfies Record<Choice, unknown>;

  return (
    <AssessmentShell
      step={9}
      title={intl.formatMessage(t.frequencyTitle)}
      values={{ checkupFrequency: frequency || undefined }}
      alternative={{
        label: intl.formatMessage(t.notApplicable),
        values: { checkupFrequency: 'N/A' },
      }}
    >
      <RadioCards<Choice>
        name="checkup-frequency"
        legend={intl.formatMessage(t.frequencyLegend)}
        hideLegend
        options={CHOICES.map((value) => ({ value, label: intl.formatMessage(label[value]) }))}
        value={frequency}
        onChange={setFrequency}
      />
    </AssessmentShell>
  );
}

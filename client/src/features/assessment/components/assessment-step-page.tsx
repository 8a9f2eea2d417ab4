import type { ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { commonTexts } from '../../../i18n/common-texts';
import { useErrorText } from '../../../shared/api/use-error-text';
import { FormMessage } from '../../../shared/ui/form-message';
import { AssessmentProfileQuery } from '../api/assessment-profile';
import type { StepNumber } from '../lib/step-problem';
import { ActivitiesStep } from './steps/activities-step';
import { BirthdateStep } from './steps/birthdate-step';
import { BloodTypeStep } from './steps/blood-type-step';
import { FitnessStep } from './steps/fitness-step';
import { FrequencyStep } from './steps/frequency-step';
import { FullNameStep } from './steps/full-name-step';
import { GenderStep } from './steps/gender-step';
import { HeightStep } from './steps/height-step';
import type { StepProps } from './steps/step-props';
import { WeightStep } from './steps/weight-step';

const STEPS: Record<StepNumber, ComponentType<StepProps>> = {
  1: FullNameStep,
  2: BirthdateStep,
  3: GenderStep,
  4: HeightStep,
  5: WeightStep,
  6: BloodTypeStep,
  7: FitnessStep,
  8: ActivitiesStep,
  9: FrequencyStep,
};

/** One page of the wizard, started from the answers saved so far. */
export function AssessmentStepPage({ step }: { step: StepNumber }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { data, error } = useQuery(AssessmentProfileQuery);
  if (error && !data) return <FormMessage tone="error">{errorText(error)}</FormMessage>;
  if (!data)
    return (
      <p className="muted" role="status">
        {intl.formatMessage(commonTexts.t.loading)}
      </p>
    );
  const Step = STEPS[step];
  return <Step key={step} profile={data.me.profile ?? null} />;
}

import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ASSESSMENT_STEPS } from '#common/validation/profile';
import { assessmentPath } from '../../../shared/paths';
import { AssessmentProfileQuery, SaveAssessmentStepMutation } from '../api/assessment-profile';
import type { StepNumber, StepValues } from './step-problem';

/** Saves one step's answers (and the step as done), then opens the next step or home. */
export function useSaveStep(step: StepNumber) {
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SaveAssessmentStepMutation, {
    update(cache, { data }) {
      if (!data) return;
      cache.updateQuery({ query: AssessmentProfileQuery }, (previous) =>
        previous ? { me: { ...previous.me, profile: data.updateProfile } } : previous,
      );
    },
  });

  const save = async (values: StepValues, onSaved?: (values: StepValues) => void) => {
    await mutate({ variables: { input: { ...values, assessmentStep: step } } });
    onSaved?.(values);
    navigate(step < ASSESSMENT_STEPS ? assessmentPath(step + 1) : '/home');
  };
  return { save, saving: loading };
}

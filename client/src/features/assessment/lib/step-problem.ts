import { ValidationError } from 'yup';
import { assessmentStepSchemas } from '#common/validation/profile';
import type { ProfileInput } from '../../../generated/graphql';

export type StepNumber = keyof typeof assessmentStepSchemas;
/** One step's answers, as sent to updateProfile. */
export type StepValues = Omit<ProfileInput, 'assessmentStep'>;

/** The validation message id that keeps Continue disabled, or undefined when the step is valid. */
export function stepProblem(step: StepNumber, values: StepValues): string | undefined {
  try {
    assessmentStepSchemas[step].validateSync(values);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

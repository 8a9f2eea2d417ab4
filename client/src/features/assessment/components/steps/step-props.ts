import type { AssessmentAnswersFragment } from '../../../../generated/graphql';

/** Every step starts from the saved answers (null before anything was saved). */
export type StepProps = { profile: AssessmentAnswersFragment | null };

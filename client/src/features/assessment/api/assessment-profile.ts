import { graphql } from '../../../generated';

graphql(`
  fragment AssessmentAnswers on Profile {
    fullName
    birthdate
    gender
    heightValue
    heightUnit
    weightValue
    weightUnit
    bloodType
    fitnessLevel
    activities
    checkupFrequency
    assessmentStep
  }
`);

/** The saved answers, so the wizard can be resumed and shows what was chosen. */
export const AssessmentProfileQuery = graphql(`
  query AssessmentProfile {
    me {
      id
      profile {
        ...AssessmentAnswers
      }
    }
  }
`);

export const SaveAssessmentStepMutation = graphql(`
  mutation SaveAssessmentStep($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...AssessmentAnswers
    }
  }
`);

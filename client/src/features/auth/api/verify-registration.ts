import { graphql } from '../../../generated';

export const VerifyRegistrationMutation = graphql(`
  mutation VerifyRegistration($input: VerifyRegistrationInput!) {
    verifyRegistration(input: $input)
  }
`);

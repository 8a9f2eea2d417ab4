import { graphql } from '../../../generated';

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      user {
        id
        username
        role
        language
        fontSize
        displayChosenAt
        profile {
          fullName
          assessmentStep
        }
      }
    }
  }
`);

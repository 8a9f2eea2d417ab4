import { graphql } from '../../../generated';

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      username
      email
      role
    }
  }
`);

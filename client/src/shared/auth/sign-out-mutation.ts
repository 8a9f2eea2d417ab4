import { graphql } from '../../generated';

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

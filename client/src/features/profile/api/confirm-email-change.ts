import { graphql } from '../../../generated';

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($code: String!) {
    confirmEmailChange(code: $code) {
      id
      email
      pendingEmail
    }
  }
`);

import { graphql } from '../../../generated';

export const ResendRegistrationCodeMutation = graphql(`
  mutation ResendRegistrationCode($input: ResendCodeInput!) {
    resendRegistrationCode(input: $input)
  }
`);

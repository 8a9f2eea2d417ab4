import { graphql } from '../../../generated';

export const SendSupportMessageMutation = graphql(`
  mutation SendSupportMessage($input: SupportMessageInput!) {
    sendSupportMessage(input: $input)
  }
`);

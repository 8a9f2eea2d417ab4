import { graphql } from '../../../../generated';

export const CreateConnectLinkMutation = graphql(`
  mutation CreateConnectLink {
    createInviteLink {
      url
      expiresAt
    }
  }
`);

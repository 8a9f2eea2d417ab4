import { graphql } from '../../generated';

export const CreatePatientInviteMutation = graphql(`
  mutation CreatePatientInvite {
    createInviteLink {
      url
      expiresAt
    }
  }
`);

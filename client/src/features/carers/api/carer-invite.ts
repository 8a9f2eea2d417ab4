import { graphql } from '../../../generated';

export const CarerInviteQuery = graphql(`
  query CarerInvite($token: String!) {
    carerInvite(token: $token) {
      patientName
      relationship
      grants
      expiresAt
    }
  }
`);

export const AcceptCarerInviteMutation = graphql(`
  mutation AcceptCarerInvite($token: String!) {
    acceptCarerInvite(token: $token) {
      patientId
      name
      relationship
      grants
    }
  }
`);

import { graphql } from '../../../../generated';

export const RequestPatientFromInviteMutation = graphql(`
  mutation RequestPatientFromInvite($token: String!) {
    requestPatientFromInvite(token: $token) {
      ...DoctorRequestFields
    }
  }
`);

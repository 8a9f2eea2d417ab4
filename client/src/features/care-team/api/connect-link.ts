import { graphql } from '../../../generated';

export const ConnectLinkDoctorQuery = graphql(`
  query ConnectLinkDoctor($token: String!) {
    connectLinkDoctor(token: $token) {
      id
      name
      department
    }
  }
`);

export const RequestDoctorFromLinkMutation = graphql(`
  mutation RequestDoctorFromLink($token: String!) {
    requestDoctorFromLink(token: $token) {
      ...PatientRequestFields
    }
  }
`);

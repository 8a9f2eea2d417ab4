import { graphql } from '../../../generated';

export const CarerAccessFields = graphql(`
  fragment CarerAccessFields on CarerAccess {
    id
    carerName
    relationship
    grants
    since
  }
`);

export const MyCarersQuery = graphql(`
  query MyCarers {
    myCarers {
      ...CarerAccessFields
    }
  }
`);

export const InviteCarerMutation = graphql(`
  mutation InviteCarer($input: InviteCarerInput!) {
    inviteCarer(input: $input) {
      token
      path
      expiresAt
      emailedTo
    }
  }
`);

export const SetCarerGrantsMutation = graphql(`
  mutation SetCarerGrants($id: ID!, $grants: [CarerGrant!]!) {
    setCarerGrants(id: $id, grants: $grants) {
      ...CarerAccessFields
    }
  }
`);

export const RevokeCarerMutation = graphql(`
  mutation RevokeCarer($id: ID!) {
    revokeCarer(id: $id)
  }
`);

export const PatientCarersQuery = graphql(`
  query PatientCarers($patientId: ID!) {
    patientCarers(patientId: $patientId) {
      ...CarerAccessFields
    }
  }
`);

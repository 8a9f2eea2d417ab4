import { graphql } from '../../../../generated';

export const SendPatientMessageMutation = graphql(`
  mutation SendPatientMessage($patientId: ID!, $input: PatientMessageInput!) {
    sendPatientMessage(patientId: $patientId, input: $input) {
      id
      title
    }
  }
`);

import { graphql } from '../../../../generated';

export const MarkPatientReportsOpenedMutation = graphql(`
  mutation MarkPatientReportsOpened($patientId: ID!) {
    markPatientReportsOpened(patientId: $patientId)
  }
`);

import { graphql } from '../../../../generated';

export const SetCareStatusMutation = graphql(`
  mutation SetPatientCareStatus($patientId: ID!, $status: String) {
    setPatientCareStatus(patientId: $patientId, status: $status) {
      ...PatientSummaryFields
    }
  }
`);

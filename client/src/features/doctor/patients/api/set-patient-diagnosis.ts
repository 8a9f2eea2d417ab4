import { graphql } from '../../../../generated';

export const SetPatientDiagnosisMutation = graphql(`
  mutation SetPatientDiagnosis($patientId: ID!, $input: DiagnosisInput!) {
    setPatientDiagnosis(patientId: $patientId, input: $input) {
      ...PatientSummaryFields
    }
  }
`);

import { graphql } from '../../../../generated';

export const AddPrescriptionMutation = graphql(`
  mutation AddPrescription($patientId: ID!, $input: PrescriptionInput!) {
    addPrescription(patientId: $patientId, input: $input) {
      ...PrescriptionFields
    }
  }
`);

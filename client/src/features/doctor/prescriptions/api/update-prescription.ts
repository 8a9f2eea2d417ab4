import { graphql } from '../../../../generated';

export const UpdatePrescriptionMutation = graphql(`
  mutation UpdatePrescription($id: ID!, $input: PrescriptionInput!) {
    updatePrescription(id: $id, input: $input) {
      ...PrescriptionFields
    }
  }
`);

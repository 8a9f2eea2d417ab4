import { graphql } from '../../../../generated';

export const DiscontinuePrescriptionMutation = graphql(`
  mutation DiscontinuePrescription($id: ID!, $reason: String) {
    discontinuePrescription(id: $id, reason: $reason) {
      ...PrescriptionFields
    }
  }
`);

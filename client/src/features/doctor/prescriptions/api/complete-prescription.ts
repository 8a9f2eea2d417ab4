import { graphql } from '../../../../generated';

export const CompletePrescriptionMutation = graphql(`
  mutation CompletePrescription($id: ID!) {
    completePrescription(id: $id) {
      ...PrescriptionFields
    }
  }
`);

import { graphql } from '../../../../generated';

export const RefillPrescriptionsMutation = graphql(`
  mutation RefillPrescriptions($patientId: ID!, $refills: [RefillInput!]) {
    refillPrescriptions(patientId: $patientId, refills: $refills) {
      ...PrescriptionFields
    }
  }
`);

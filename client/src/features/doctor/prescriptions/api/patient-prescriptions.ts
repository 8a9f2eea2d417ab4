import { graphql } from '../../../../generated';

export const PatientPrescriptionsQuery = graphql(`
  query PatientPrescriptions($patientId: ID!) {
    patientPrescriptions(patientId: $patientId) {
      ...PrescriptionFields
    }
  }
`);

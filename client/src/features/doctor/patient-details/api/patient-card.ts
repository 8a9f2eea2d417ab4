import { graphql } from '../../../../generated';

export const PatientCardQuery = graphql(`
  query PatientCard($id: ID!) {
    doctorPatient(id: $id) {
      ...PatientSummaryFields
    }
  }
`);

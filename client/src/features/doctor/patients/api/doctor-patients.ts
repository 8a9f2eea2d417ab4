import { graphql } from '../../../../generated';

export const DoctorPatientsQuery = graphql(`
  query DoctorPatients($filter: PatientListFilter, $first: Int, $after: String) {
    doctorPatients(filter: $filter, first: $first, after: $after) {
      totalCount
      nextCursor
      patients {
        ...PatientSummaryFields
      }
    }
  }
`);

import { graphql } from '../../../../generated';

/** A care-team request as the doctor sees it. */
export const DoctorRequestFields = graphql(`
  fragment DoctorRequestFields on CareTeamRequest {
    id
    direction
    status
    createdAt
    patient {
      id
      name
    }
  }
`);

import { graphql } from '../../../../generated';

export const DoctorCareTeamRequestsQuery = graphql(`
  query DoctorCareTeamRequests {
    myCareTeamRequests {
      incoming {
        ...DoctorRequestFields
      }
      outgoing {
        ...DoctorRequestFields
      }
    }
  }
`);

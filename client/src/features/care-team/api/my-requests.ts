import { graphql } from '../../../generated';

export const PatientCareTeamRequestsQuery = graphql(`
  query PatientCareTeamRequests {
    myCareTeamRequests {
      incoming {
        ...PatientRequestFields
      }
      outgoing {
        ...PatientRequestFields
      }
    }
  }
`);

import { graphql } from '../../../generated';

export const PatientRequestUpdatedSubscription = graphql(`
  subscription PatientRequestUpdated {
    careTeamRequestUpdated {
      ...PatientRequestFields
    }
  }
`);

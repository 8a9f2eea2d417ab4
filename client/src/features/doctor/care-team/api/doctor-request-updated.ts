import { graphql } from '../../../../generated';

export const DoctorRequestUpdatedSubscription = graphql(`
  subscription DoctorRequestUpdated {
    careTeamRequestUpdated {
      ...DoctorRequestFields
    }
  }
`);

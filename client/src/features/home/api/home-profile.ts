import { graphql } from '../../../generated';

export const HomeProfileQuery = graphql(`
  query HomeProfile {
    me {
      id
      username
      profile {
        fullName
        assessmentStep
      }
    }
  }
`);

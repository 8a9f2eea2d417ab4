import { graphql } from '../../../generated';

export const FollowUpsQuery = graphql(`
  query FollowUps($filter: FollowUpFilter) {
    followUps(filter: $filter) {
      ...FollowUpFields
    }
  }
`);

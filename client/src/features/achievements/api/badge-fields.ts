import { graphql } from '../../../generated';

export const BadgeFields = graphql(`
  fragment BadgeFields on Badge {
    id
    unlockedAt
    progress
    target
  }
`);

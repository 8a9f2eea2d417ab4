import { graphql } from '../../../generated';

export const InsightsQuery = graphql(`
  query Insights {
    insights {
      icon
      title
      description
      insightType
      values
    }
  }
`);

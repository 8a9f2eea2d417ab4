import { graphql } from '../../../generated';

/** An alert as a follow-up item shows it; mutations answer with the same fields. */
export const FollowUpFields = graphql(`
  fragment FollowUpFields on Alert {
    id
    importance
    type
    title
    description
    level
    overrideLevel
    overrideReason
    status
    createdAt
    raisedAt
    acknowledgedAt
    resolvedAt
    sessionId
    reportedBy {
      name
      relationship
    }
    history {
      importance
      title
      replacedAt
    }
    patient {
      id
      name
      username
    }
  }
`);

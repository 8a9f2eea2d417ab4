import { graphql } from '../../../generated';

export const OverrideAlertLevelMutation = graphql(`
  mutation OverrideAlertLevel(
    $id: ID!
    $level: AlertLevel!
    $reason: String!
    $raisedAt: DateTime
  ) {
    overrideAlertLevel(id: $id, level: $level, reason: $reason, raisedAt: $raisedAt) {
      ...FollowUpFields
    }
  }
`);

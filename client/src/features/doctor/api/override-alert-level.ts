import { graphql } from '../../../generated';

export const OverrideAlertLevelMutation = graphql(`
  mutation OverrideAlertLevel($id: ID!, $level: AlertLevel!, $reason: String!) {
    overrideAlertLevel(id: $id, level: $level, reason: $reason) {
      ...FollowUpFields
    }
  }
`);

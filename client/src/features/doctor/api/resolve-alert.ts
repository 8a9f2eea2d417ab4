import { graphql } from '../../../generated';

export const ResolveAlertMutation = graphql(`
  mutation ResolveAlert($id: ID!, $raisedAt: DateTime) {
    resolveAlert(id: $id, raisedAt: $raisedAt) {
      ...FollowUpFields
    }
  }
`);

import { graphql } from '../../../generated';

export const ResolveAlertMutation = graphql(`
  mutation ResolveAlert($id: ID!) {
    resolveAlert(id: $id) {
      ...FollowUpFields
    }
  }
`);

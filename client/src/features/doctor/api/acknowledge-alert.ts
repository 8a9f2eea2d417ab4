import { graphql } from '../../../generated';

export const AcknowledgeAlertMutation = graphql(`
  mutation AcknowledgeAlert($id: ID!, $raisedAt: DateTime) {
    acknowledgeAlert(id: $id, raisedAt: $raisedAt) {
      ...FollowUpFields
    }
  }
`);

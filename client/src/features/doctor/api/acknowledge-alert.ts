import { graphql } from '../../../generated';

export const AcknowledgeAlertMutation = graphql(`
  mutation AcknowledgeAlert($id: ID!) {
    acknowledgeAlert(id: $id) {
      ...FollowUpFields
    }
  }
`);

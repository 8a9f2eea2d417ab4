import { graphql } from '../../../generated';

export const DismissMessageMutation = graphql(`
  mutation DismissMessage($id: ID!) {
    dismissMessage(id: $id) {
      ...NotificationFields
    }
  }
`);

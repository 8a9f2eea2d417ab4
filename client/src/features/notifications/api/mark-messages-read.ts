import { graphql } from '../../../generated';

export const MarkMessagesReadMutation = graphql(`
  mutation MarkMessagesRead($ids: [ID!]) {
    markMessagesRead(ids: $ids)
  }
`);

import { graphql } from '../../../generated';

export const MyMessagesQuery = graphql(`
  query MyMessages {
    myMessages {
      unread
      messages {
        ...NotificationFields
      }
    }
  }
`);

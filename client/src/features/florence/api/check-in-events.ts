import { graphql } from '../../../generated';

export const CheckInEventsSubscription = graphql(`
  subscription CheckInEvents($sessionId: ID!) {
    checkInEvents(sessionId: $sessionId) {
      type
      messageId
      index
      text
      quickReplies
    }
  }
`);

import { graphql } from '../../../generated';

/** What the chat needs of a session: its messages and the quick replies on offer. */
export const CheckInSessionFields = graphql(`
  fragment CheckInSessionFields on ChatSession {
    id
    language
    mode
    status
    messages {
      id
      sender
      text
      createdAt
    }
    quickReplies
  }
`);

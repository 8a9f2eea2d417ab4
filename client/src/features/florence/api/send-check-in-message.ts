import { graphql } from '../../../generated';

/** Only acknowledges: Florence's reply arrives on CheckInEvents. */
export const SendCheckInMessageMutation = graphql(`
  mutation SendCheckInMessage($sessionId: ID!, $text: String!) {
    sendCheckInMessage(sessionId: $sessionId, text: $text) {
      userMessage {
        id
        text
      }
      replyMessageId
      urgentAssessment {
        id
        alertLevel
      }
    }
  }
`);

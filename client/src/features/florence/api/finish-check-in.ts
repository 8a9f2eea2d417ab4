import { graphql } from '../../../generated';

export const FinishCheckInMutation = graphql(`
  mutation FinishCheckIn($sessionId: ID!) {
    finishCheckIn(sessionId: $sessionId) {
      summary {
        id
        sender
        text
      }
      assessment {
        id
        alertLevel
        reportedBy {
          name
          relationship
        }
      }
    }
  }
`);

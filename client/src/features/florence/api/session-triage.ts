import { graphql } from '../../../generated';

/** A resumed session that already raised an urgent finding keeps its safety banner. */
export const SessionTriageQuery = graphql(`
  query SessionTriage($sessionId: ID!) {
    triageForSession(sessionId: $sessionId) {
      id
      alertLevel
      final
    }
  }
`);

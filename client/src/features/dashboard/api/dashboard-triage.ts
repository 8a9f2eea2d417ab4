import { graphql } from '../../../generated';

/** The latest triage result for the card, and the last week's results for the history list. */
export const DashboardTriageQuery = graphql(`
  query DashboardTriage {
    triageLatest {
      id
      alertLevel
      alertRationale
      recommendedTimeline
      confidenceLevel
      keySymptoms
      final
      createdAt
      reportedBy {
        name
        relationship
      }
      diagnosisPredictions {
        code
        suspectedDiagnosis
        probability
        urgency
        reasoning
      }
    }
    triageHistory(limit: 7) {
      id
      alertLevel
      createdAt
      reportedBy {
        name
        relationship
      }
    }
  }
`);

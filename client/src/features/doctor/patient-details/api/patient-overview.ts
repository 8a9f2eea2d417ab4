import { graphql } from '../../../../generated';

export const PatientOverviewQuery = graphql(`
  query PatientOverview($patientId: ID!) {
    patientOverview(patientId: $patientId) {
      health {
        kind
        level
      }
      latestCheckIn {
        at
        level
        symptoms
        reasons
      }
      adherence
      weekly {
        weekStart
        weekEnd
        wellness
        previousWellness
        engagement
        engagementChange
        moodByWeekday
        moodTrend
        bestDay {
          day
          score
        }
        challengingDay {
          day
          score
        }
      }
      insights {
        key
        type
        values {
          name
          value
        }
      }
    }
  }
`);

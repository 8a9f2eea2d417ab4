import { graphql } from '../../../generated';

/** Today's or this week's panels, with this week's summary against last week. */
export const HealthPeriodQuery = graphql(`
  query HealthPeriod($period: String!) {
    healthPeriod(period: $period) {
      ...HealthPeriodFields
    }
    weeklySummary {
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
  }
`);

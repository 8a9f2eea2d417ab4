import { graphql } from '../../../generated';

/** The check-in card: streaks and this week's Mon-Sun row. */
export const CheckInStreakQuery = graphql(`
  query CheckInStreak {
    checkInStreak {
      current
      longest
      week
      checkedInToday
    }
  }
`);

/** The wellness card: this week's, month's or year's score. */
export const WellnessScoreQuery = graphql(`
  query WellnessScore($period: String!) {
    wellnessScore(period: $period) {
      from
      to
      score
    }
  }
`);

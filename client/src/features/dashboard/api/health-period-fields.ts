import { graphql } from '../../../generated';

/** What a period's panels show: wellness, trend cards, symptoms, each day, events. */
export const HealthPeriodFields = graphql(`
  fragment HealthPeriodFields on HealthPeriod {
    from
    to
    wellness
    previousWellness
    checkInDays
    trends {
      measure
      current
      previous
      direction
      notEnoughData
    }
    symptoms {
      key
      name
      days
      highestGrade
      latestGrade
      redLevel
    }
    series {
      day
      score
      mood
      energy
      sleep
      pain
      hoursSlept
    }
    events {
      kind
      at
      level
      title
    }
  }
`);

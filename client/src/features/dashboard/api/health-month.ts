import { graphql } from '../../../generated';

/** One month: each day's colour for the calendar, and the month's panels. */
export const HealthMonthQuery = graphql(`
  query HealthMonth($month: String!) {
    symptomCalendar(month: $month) {
      day
      severity
    }
    healthPeriod(period: $month) {
      ...HealthPeriodFields
    }
  }
`);

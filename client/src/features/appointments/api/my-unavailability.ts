import { graphql } from '../../../generated';

export const MyUnavailabilityQuery = graphql(`
  query MyUnavailability {
    myUnavailability {
      date
      allDay
      times
    }
  }
`);

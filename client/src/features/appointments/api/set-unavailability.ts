import { graphql } from '../../../generated';

export const SetUnavailabilityMutation = graphql(`
  mutation SetUnavailability($input: UnavailabilityInput!) {
    setUnavailability(input: $input) {
      date
      allDay
      times
    }
  }
`);
